// Issue 17 in real Chromium, live mode against the sandbox server with its faults: what a user meets
// when the session expires, a read hangs, the quote feed goes silent, or a server sends the vendor's
// own pagination metadata. Each test recovers the screen in place.
import { beforeAll, describe, expect, it } from 'vitest';
import { serverFaults } from './browser';
import { setupE2E } from './fixture';

const { appUrl, page, server } = setupE2E({ server: { scenarios: ['market-open'] }, timeout: 15_000 });
let faults: ReturnType<typeof serverFaults>;

beforeAll(async () => {
  faults = serverFaults(server.url);
});

describe('reliability (live mode, sandbox server faults)', () => {
  it('§2 after a 401, a new token re-runs what failed and the screen renders in place', async () => {
    await faults.set('get_account_balances', { status: 401 });
    await page.goto(`${appUrl}/accounts/100001`);
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await dialog.waitFor();
    const url = page.url();

    await faults.clear();
    await dialog.getByLabel('Access token').fill('a-new-token');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Buying power by session').waitFor();
    expect(await dialog.count()).toBe(0);
    expect(page.url()).toBe(url); // no navigation: the same screen, now with its data
  });

  it('§3 a hung read fails visibly within 35 s with a retry, and the header says the API is degraded', async () => {
    await faults.set('get_accounts', { hang: true });
    const started = Date.now();
    await page.goto(`${appUrl}/accounts`);
    const failure = page.getByRole('alert').filter({ hasText: 'get_accounts' });
    await failure.waitFor({ timeout: 40_000 });
    expect(Date.now() - started).toBeLessThan(36_000);
    expect(await failure.textContent()).toMatch(/no response within/);
    await page.locator('.api-status').filter({ hasText: 'API degraded' }).waitFor();
    // In a 1280 px window the header keeps those words on screen, on one line: the search and then
    // the account select give way, and the page does not scroll sideways.
    await page.setViewportSize({ width: 1280, height: 720 });
    const header = await page.evaluate(() => {
      const status = (document.querySelector('.api-status') as HTMLElement).getBoundingClientRect();
      return { width: document.documentElement.scrollWidth, right: status.right, height: status.height };
    });
    expect(header.width).toBe(1280);
    expect(header.right).toBeLessThanOrEqual(1280);
    expect(header.height).toBeLessThan(30);
    await page.setViewportSize({ width: 1440, height: 900 });

    await faults.clear();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.locator('table.data-table tbody tr').first().waitFor();
    expect(await page.locator('table.data-table tbody tr').count()).toBeGreaterThan(0);
    expect(await failure.count()).toBe(0);
  }, 90_000);

  it('§4 a silent feed shows stale quotes with a Retry, and comes back live on its own', async () => {
    await page.goto(`${appUrl}/monitor?symbols=AAPL,MSFT`);
    const status = page.locator('.live-indicator [role="status"]');
    await status.filter({ hasText: 'Quotes live' }).waitFor();

    const last = (symbol: string) =>
      page.locator(`table[aria-label="Quote monitor"] tr[data-row-key="${symbol}"] [data-field="last"]`);
    await last('AAPL').filter({ hasText: /\d/ }).waitFor();
    expect(await last('AAPL').getAttribute('title')).not.toBe('stale');

    await server.sandbox.faults.setFeed({ silent: true });
    await status.filter({ hasText: 'Quotes stale' }).waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toContain('Quotes stale');
    // The prices on screen say they are stale, and a Retry is offered whatever the connection is doing.
    for (const symbol of ['AAPL', 'MSFT']) expect(await last(symbol).getAttribute('title')).toBe('stale');
    const retry = page.getByRole('button', { name: 'Retry now' });
    await retry.waitFor({ timeout: 5_000 });
    expect(await retry.isEnabled()).toBe(true);

    await server.sandbox.faults.setFeed({});
    await status.filter({ hasText: 'Quotes live' }).waitFor({ timeout: 40_000 });
    expect(await status.textContent()).toContain('Quotes live');
    // Live again on its own: fresh prices, no stale mark, no Retry left over.
    await expect.poll(() => last('AAPL').getAttribute('title'), { timeout: 15_000 }).not.toBe('stale');
    expect(await retry.count()).toBe(0);
  }, 90_000);

  it('§5 the vendor metadata (page_number "1", a next_page_token that repeats) renders each row once', async () => {
    // A careless server: numeric strings in the metadata and the same token on every page.
    await page.route(/\/v1\/accounts(\?.*)?$/, async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.delete('page_token');
      const response = await route.fetch({ url: url.href });
      const envelope = (await response.json()) as { metadata: Record<string, unknown> };
      envelope.metadata = {
        ...envelope.metadata,
        page_number: '1',
        next_page_token: 'stuck',
        total_items: '2',
      };
      await route.fulfill({ response, json: envelope });
    });
    await page.route(/\/v1\/accounts\/\d+\/executions/, async (route) => {
      const response = await route.fetch();
      const envelope = (await response.json()) as { metadata: Record<string, unknown> };
      envelope.metadata = { ...envelope.metadata, page_number: '1', total_pages: '1' };
      await route.fulfill({ response, json: envelope });
    });
    const accountRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/accounts(\?.*)?$/.test(r.url()) && r.method() === 'GET') accountRequests.push(r.url());
    });

    await page.goto(`${appUrl}/accounts`);
    const footer = page.getByText(/accounts loaded$/);
    await footer.waitFor();
    await page.waitForTimeout(1000);
    const [, loaded, total] =
      /^([\d,]+) of ([\d,]+) accounts loaded$/.exec((await footer.textContent()) ?? '') ?? [];
    const rows = await page.locator('table.data-table tbody tr').count();
    expect(Number(loaded?.replace(/,/g, ''))).toBeLessThanOrEqual(Number(total?.replace(/,/g, '')));
    // Paging stopped at the repeated token: the first page and one request for the token, no more.
    expect(accountRequests.filter((u) => u.includes('page_token=stuck')).length).toBeLessThanOrEqual(1);
    const ids = await page.locator('table.data-table tbody tr a').allTextContents();
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows).toBeGreaterThan(0);

    await page.goto(`${appUrl}/accounts/100001/executions`);
    await page.getByRole('heading', { name: 'Executions' }).waitFor();
    await page
      .getByText('Executions, newest first')
      .or(page.getByText(/No executions match/))
      .first()
      .waitFor();
    expect(await page.getByText(/page_number/).count()).toBe(0);
    await page.unrouteAll();
  });
});
