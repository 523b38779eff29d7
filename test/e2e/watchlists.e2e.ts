// Watchlists in demo mode, in real Chromium: from the home screen, create a list, add MSFT from the
// search, see it tick, reload and find it still there, then open the list in the monitor.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();

beforeAll(async () => {
  // Other files may have left settings in this profile: start in demo mode with a fresh sandbox.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('watchlists-e2e')) {
      sessionStorage.setItem('watchlists-e2e', '1');
      localStorage.clear();
    }
  });
});

const NAME = 'E2E tech';
const table = () => page.locator(`table[aria-label="${NAME}"]`);
const lastOf = (scope: string, symbol: string) =>
  page.locator(
    `${scope} tr[data-symbol="${symbol}"] [data-field="last"], ${scope} tr[data-row-key="${symbol}"] [data-field="last"]`,
  );

async function ticks(scope: string, symbol: string, timeout = 20_000): Promise<void> {
  await lastOf(scope, symbol).filter({ hasText: /\d/ }).waitFor({ timeout });
  const selector = `${scope} tr[data-symbol="${symbol}"] [data-field], ${scope} tr[data-row-key="${symbol}"] [data-field]`;
  const read = (sel: string) =>
    [...document.querySelectorAll(sel)].map((c) => c.firstChild?.textContent ?? '').join('|');
  const before = await page.evaluate(read, selector);
  await page.waitForFunction(
    ({ sel, previous }) =>
      [...document.querySelectorAll(sel)].map((c) => c.firstChild?.textContent ?? '').join('|') !== previous,
    { sel: selector, previous: before },
    { timeout },
  );
}

/** The texts of a row's cells (but a watchlist's names, which may end in an ellipsis) wider than their cell. */
function cutCells(row: Element): Array<string | null> {
  return [...row.querySelectorAll('td, th')]
    .filter((cell) => !cell.querySelector('.watchlist-name-cell'))
    .filter((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const style = getComputedStyle(cell);
      const room =
        cell.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return range.getBoundingClientRect().width > room + 0.5;
    })
    .map((cell) => cell.textContent);
}

describe('watchlists (demo mode)', () => {
  it('creates a list, adds MSFT from the search, ticks, survives a reload, and opens in the monitor', async () => {
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'market-open' }).click();
    await page.goto(`${appUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlists' }).click();
    await page.getByRole('heading', { name: 'Watchlists', level: 1 }).waitFor();

    const form = page.getByRole('form', { name: 'New watchlist' });
    await form.getByRole('textbox', { name: 'New list name' }).fill(NAME);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    await page.waitForURL(/[?&]list=/);

    const search = page.getByRole('combobox', { name: `Add to ${NAME}` });
    await search.click();
    await search.fill('MSFT');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await first.filter({ hasText: 'MSFT' }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await table().locator('tr[data-symbol="MSFT"]').waitFor();
    await ticks(`table[aria-label="${NAME}"]`, 'MSFT');
    // A figure column's header sits over its figures, on the right (the sort button used to take
    // the header cell's table-cell display and sit at its left).
    const edges = await table().evaluate((t) => {
      const th = [...t.querySelectorAll('thead th')].find((h) => h.textContent?.trim().startsWith('Bid'))!;
      const index = [...th.parentElement!.children].indexOf(th);
      const cell = t.querySelector(`tbody tr[data-symbol="MSFT"] td:nth-child(${index + 1})`)!;
      return {
        label: th.querySelector('button')!.getBoundingClientRect().right,
        figure: cell.getBoundingClientRect().right,
      };
    });
    expect(Math.abs(edges.label - edges.figure)).toBeLessThan(16);
    await page.screenshot({ path: '.scratch/watchlists.png', fullPage: true });

    await page.reload();
    await page.getByRole('heading', { name: NAME }).waitFor({ timeout: 15_000 });
    await table().locator('tr[data-symbol="MSFT"]').waitFor({ timeout: 15_000 });
    expect(await table().locator('tr[data-symbol="MSFT"]').textContent()).toContain('Microsoft');

    await page.getByRole('link', { name: 'Open in monitor' }).click();
    await page.getByRole('heading', { name: 'Quote monitor' }).waitFor();
    await page.waitForURL(/\/monitor\?.*watchlist=/);
    expect(await page.getByRole('combobox', { name: 'Board' }).inputValue()).not.toBe('');
    await page
      .locator('table[aria-label="Quote monitor"] tr[data-row-key="MSFT"]')
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('table[aria-label="Quote monitor"] tbody tr[data-row-key]').count()).toBe(1);
    await ticks('table[aria-label="Quote monitor"]', 'MSFT');
    await page.screenshot({ path: '.scratch/watchlists-monitor.png', fullPage: true });
  });

  it("shows an option's symbol and change whole beside stocks, and gives a wider window to the names", async () => {
    const list = 'E2E options';
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${appUrl}/watchlists`);
    const form = page.getByRole('form', { name: 'New watchlist' });
    await form.getByRole('textbox', { name: 'New list name' }).fill(list);
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: list }).waitFor();
    const rows = page.locator(`table[aria-label="${list}"] tbody tr[data-symbol]`);
    const search = page.getByRole('combobox', { name: `Add to ${list}` });
    const results = page.getByRole('listbox', { name: 'Search results' });
    await search.click();
    await search.fill('AAPL');
    await results.getByRole('option').first().filter({ hasText: 'AAPL' }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await rows.first().waitFor();
    const view = page.getByRole('region', { name: `Watchlist ${list}` });
    await view.getByRole('button', { name: 'Options' }).click();
    await search.click();
    await search.fill('AAPL call');
    await results
      .getByRole('option')
      .first()
      .filter({ hasText: /AAPL\s+\d{6}C/ })
      .waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    const option = page.locator(`table[aria-label="${list}"] tbody tr[data-symbol*="C0"]`);
    await option
      .locator('[data-field="change_percent"]')
      .filter({ hasText: /%/ })
      .waitFor({ timeout: 15_000 });

    // Every text of the option's row is whole: its 21-character symbol, its change in per cent.
    expect(await option.evaluate(cutCells)).toEqual([]);

    // A wider window widens the names; the figures keep their widths.
    const widths = () =>
      page.locator(`table[aria-label="${list}"] tbody tr[data-symbol="AAPL"]`).evaluate((row) => ({
        name: row.querySelector('.watchlist-name-cell')!.closest('td')!.getBoundingClientRect().width,
        bid: row.querySelector('[data-field="bid"]')!.closest('td')!.getBoundingClientRect().width,
      }));
    const narrow = await widths();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await widths()).name).toBeGreaterThan(narrow.name + 100);
    expect((await widths()).bid).toBeCloseTo(narrow.bid, 0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The same list in the monitor: the option's row whole there too, its actions in the board's view.
    await page.getByRole('link', { name: 'Open in monitor' }).click();
    const board = page.locator('table[aria-label="Quote monitor"]');
    const boardOption = board.locator('tbody tr[data-row-key*="C0"]');
    await boardOption
      .locator('[data-field="change_percent"]')
      .filter({ hasText: /%/ })
      .waitFor({ timeout: 15_000 });
    expect(await boardOption.evaluate(cutCells)).toEqual([]);
    const remove = boardOption.getByRole('button', { name: /^Remove / });
    const [button, viewport] = await Promise.all([
      remove.boundingBox(),
      page.locator('.live-table-viewport').boundingBox(),
    ]);
    expect(button!.x + button!.width).toBeLessThanOrEqual(viewport!.x + viewport!.width);
  });
});
