// No subscription leaks from the instrument page (issue 11), in live mode against the sandbox as a
// real server: the server's count of symbols the socket is subscribed to goes up while the option
// chain streams, follows the chain as it scrolls (contracts scrolled away are released, the ones
// scrolled in are subscribed), and returns to exactly what it was once the user leaves the page.
import { describe, expect, it } from 'vitest';
import { WATCHLISTS } from '@/sandbox/engine/workspace/seed';
import { setupE2E } from './fixture';

const { appUrl, context, server } = setupE2E({ server: { scenarios: ['market-open'] }, page: false });

/** Every symbol the server streams to this test's sockets, sorted. */
const subscribed = () => server.feedSubscriptions().flat().sort();
const OSI = /^SPY\s+\d{6}[CP]\d{8}$/;
// The terminal keeps every watchlist's symbols streamed while it is open, to record their bars
// (issue 29): they are part of what streams before and after.
const recorded = WATCHLISTS.flatMap((list) => list.symbols);
const withRecorded = (symbols: string[]) => [...new Set([...symbols, ...recorded])].sort();

describe('instrument page subscriptions (live mode)', () => {
  it('streams the visible contracts only and leaves no subscription behind', async () => {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // Before: a screen that streams two symbols.
    await page.goto(`${appUrl}/monitor?symbols=MSFT,NVDA`);
    await page.getByText('Quotes live').waitFor();
    await expect.poll(subscribed, { timeout: 20_000 }).toEqual(withRecorded(['MSFT', 'NVDA']));
    const before = subscribed();

    // Open SPY from the header search, then its option chain with every strike.
    const search = page.getByRole('combobox', { name: 'Search instruments' });
    await search.click();
    await search.pressSequentially('SPY', { delay: 20 });
    await page.getByRole('option').filter({ hasText: 'SPDR' }).first().waitFor();
    await search.press('Enter');
    await page.waitForURL(/\/instruments\/SPY/);
    await page.getByRole('tab', { name: 'Options' }).click();
    const chain = page.getByRole('table', { name: /SPY options expiring/ });
    await chain.locator('tr.atm').waitFor();
    await page.getByRole('combobox', { name: 'Strikes' }).selectOption('all');
    // The chain's rows are virtualized: it mounts the rows in view, not all 41.
    const rows = chain.locator('tbody tr[data-strike]');
    await expect.poll(() => chain.getAttribute('data-strikes')).toBe('41');
    const contractsOf = async (row: ReturnType<typeof rows.first>) =>
      (await row
        .locator('td.ask-cell button')
        .evaluateAll((buttons) =>
          buttons.map((b) => /^Buy (.+?) at the ask/.exec(b.textContent ?? '')?.[1] ?? ''),
        )) as string[];
    const scrollChain = (to: 'top' | 'bottom') =>
      page.locator('.chain-scroll').evaluate((el, where) => {
        el.scrollTop = where === 'top' ? 0 : el.scrollHeight;
      }, to);

    // The chain opens on the money; at its top, the first strike's contracts stream.
    await scrollChain('top');
    const atEdge = (edge: 'first' | 'last') =>
      page.evaluate((e) => {
        const table = document.querySelector('.chain-table');
        const body = table?.querySelector('tbody');
        const row = e === 'first' ? body?.firstElementChild : body?.lastElementChild;
        const items = Number(table?.getAttribute('aria-rowcount')) - 2;
        return !!row && (row as HTMLElement).dataset.index === String(e === 'first' ? 0 : items - 1);
      }, edge);
    await expect.poll(() => atEdge('first')).toBe(true);
    const first = await contractsOf(rows.first());
    expect(first).toHaveLength(2);
    expect(first.every((s) => OSI.test(s))).toBe(true);
    await expect.poll(subscribed, { timeout: 20_000 }).toEqual(expect.arrayContaining(first));
    const streaming = () => subscribed().filter((s) => OSI.test(s)).length;
    // Only what is on screen (plus a margin) streams, not the whole chain of 41 × 2.
    expect(streaming()).toBeGreaterThan(0);
    expect(streaming()).toBeLessThan(82);

    // At the bottom, the last strike streams, and the top's contracts are released after the
    // client's grace period (5 s).
    await scrollChain('bottom');
    await expect.poll(() => atEdge('last')).toBe(true);
    const last = await contractsOf(rows.last());
    expect(last.some((s) => first.includes(s))).toBe(false);
    await expect.poll(subscribed, { timeout: 20_000 }).toEqual(expect.arrayContaining(last));
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: '/tmp/instrument-chain.png' });
    await expect.poll(() => first.some((s) => subscribed().includes(s)), { timeout: 20_000 }).toBe(false);
    expect(streaming()).toBeLessThan(82);

    // Leave the page: back to where the user came from; the count returns to what it was.
    for (let i = 0; i < 5 && !page.url().includes('/monitor'); i++) await page.goBack();
    await page.waitForURL(/\/monitor/);
    await page.getByRole('table', { name: 'Quote monitor' }).waitFor();
    await expect.poll(subscribed, { timeout: 20_000 }).toEqual(before);
    await page.close();
  });
});
