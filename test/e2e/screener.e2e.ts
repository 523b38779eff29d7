// The screener in demo mode, in real Chromium: build "market cap > 10B and sector is Technology"
// with a third filter switched off, run it, save it, reload, open it, and get the same screen back.
import { describe, expect, it } from 'vitest';
import { setupE2E } from './fixture';

const { appUrl, page, context } = setupE2E();

const row = (n: number) => page.getByRole('listitem', { name: `Filter ${n}`, exact: true });
const results = () => page.getByRole('table', { name: 'Screener results' });

async function addFilter(search: string, option: RegExp) {
  await page.getByRole('button', { name: /^Add filter/ }).click();
  await page.getByRole('combobox', { name: 'Search fields' }).fill(search);
  await page.getByRole('listbox', { name: 'Fields' }).getByRole('option', { name: option }).first().click();
}

async function firstSymbols(): Promise<string[]> {
  await results().getByRole('link').first().waitFor();
  return results().getByRole('link').allTextContents();
}

describe('screener (demo mode)', () => {
  it('builds, runs, saves, reloads and reopens a screen', async () => {
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Screener' }).click();
    await page.getByRole('heading', { name: 'Screener' }).waitFor();

    await addFilter('market cap', /^Market Cap/);
    await row(1).getByRole('textbox', { name: 'Filter 1 value' }).fill('10B');
    await addFilter('sector', /^Sector/);
    await row(2).getByRole('checkbox', { name: 'Technology' }).check();
    await addFilter('yield', /^Dividend Yield/);
    await row(3).getByRole('textbox', { name: 'Filter 3 value' }).fill('2');
    await row(3).getByRole('switch', { name: 'Filter 3 enabled' }).click();

    await page.getByText(/^\d+ matches/).waitFor();
    await page.waitForFunction(() => !document.querySelector('.screener-results[aria-busy="true"]'));
    const before = await firstSymbols();
    expect(before.length).toBeGreaterThan(0);
    const count = await page.getByText(/^\d+ matches/).textContent();

    await page.getByRole('button', { name: 'Save as…' }).click();
    await page.getByRole('textbox', { name: 'Screener name' }).fill('E2E large tech');
    await page.getByRole('button', { name: 'Save screener' }).click();
    await page.waitForURL(/saved=/);
    await page.screenshot({ path: '.scratch/screener.png', fullPage: true });

    await page.reload();
    await page.getByRole('heading', { name: 'Screener' }).waitFor();
    // A fresh screen, then open the saved one from the list.
    await page.getByRole('button', { name: 'New screen' }).click();
    await page.getByRole('combobox', { name: /Saved screeners/ }).selectOption({ label: 'E2E large tech' });
    await row(3).waitFor();
    expect(await row(1).getByRole('textbox', { name: 'Filter 1 value' }).inputValue()).toBe('10B');
    expect(await row(2).getByRole('checkbox', { name: 'Technology' }).isChecked()).toBe(true);
    expect(await row(3).getByRole('switch', { name: 'Filter 3 enabled' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await page.waitForFunction(() => !document.querySelector('.screener-results[aria-busy="true"]'));
    expect(await page.getByText(/^\d+ matches/).textContent()).toBe(count);
    // The same screen finds the same instruments; their order may move with live prices and volume.
    expect([...(await firstSymbols())].sort()).toEqual([...before].sort());
    expect(await page.getByText('unsaved changes').count()).toBe(0);
  });

  it('sorts by a header click, picks fields by keyboard, and shows each live column once, at 1280 and 1440 wide', async () => {
    const sized = await context.newPage();
    try {
      for (const [width, height] of [
        [1280, 720],
        [1440, 900],
      ] as const) {
        await sized.setViewportSize({ width, height });
        await sized.goto(`${appUrl}/screener`);
        const table = sized.getByRole('table', { name: 'Screener results' });
        await table.getByRole('link').first().waitFor();
        const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
        expect(headers, `${width}`).toEqual([
          'Symbol',
          'Name',
          'Price',
          'Change %',
          'Volume',
          'Market Cap',
          'Sector',
        ]);
        // A change reads signed and coloured.
        const change = (await table.locator('tbody tr[data-index="0"] td').nth(3).textContent()) ?? '';
        expect(change, `${width}`).toMatch(/^([+-]\d+\.\d{2}|0\.00)%$/);
        // The header click sorts the screen, and the URL keeps it.
        const changeHeader = table.getByRole('columnheader', { name: /Change %/ });
        await changeHeader.getByRole('button').click();
        await sized.waitForURL(/[?&]s=change_pct/);
        expect(await changeHeader.getAttribute('aria-sort'), `${width}`).toBe('ascending');
        // The field picker by keyboard: type, arrow, Enter.
        await sized.getByRole('button', { name: /^Add filter/ }).click();
        await sized.getByRole('combobox', { name: 'Search fields' }).fill('margin');
        await sized.keyboard.press('ArrowDown');
        await sized.keyboard.press('Enter');
        await sized.getByRole('listitem', { name: 'Filter 1', exact: true }).waitFor();
        expect(
          await sized.getByRole('button', { name: /^Filter 1 field: Gross Margin/ }).count(),
          `${width}`,
        ).toBe(1);
        await sized.screenshot({ path: `.scratch/screener-e2e-${width}.png` });
      }
    } finally {
      await sized.close();
    }
  });

  it('keeps the pinned symbol column aligned with its row when scrolled down and sideways', async () => {
    const narrow = await context.newPage();
    try {
      for (const theme of ['dark', 'light'] as const) {
        // 800 wide stands for a screen with more columns than fit; 1280×720 and 1440×900 are the sizes
        // the terminal is made for.
        for (const [width, height] of [
          [800, 900],
          [1280, 720],
          [1440, 900],
        ] as const) {
          await narrow.setViewportSize({ width, height });
          await narrow.goto(`${appUrl}/`);
          await narrow.evaluate((theme) => {
            const key = 'terminal.settings.v1';
            const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
            localStorage.setItem(key, JSON.stringify({ ...saved, theme }));
          }, theme);
          await narrow.goto(`${appUrl}/screener`);
          const table = narrow.getByRole('table', { name: 'Screener results' });
          await table.getByRole('link').first().waitFor();
          await narrow.waitForFunction(() => !document.querySelector('.screener-results[aria-busy="true"]'));
          await narrow.waitForTimeout(500);
          const viewport = narrow.locator('.screener-results-scroll');
          await viewport.scrollIntoViewIfNeeded();
          const scrolled = await viewport.evaluate(async (el, narrowTable) => {
            // The app is at least 1280 px wide, where the default columns fit: at "800" the results
            // are narrowed to 600 px, as a screen with more columns would overflow.
            if (narrowTable) el.style.width = '600px';
            el.scrollTop = 1500;
            el.scrollLeft = 10_000;
            // The rows that came into view are mounted on the next frames.
            await new Promise((r) => setTimeout(r, 300));
            return { top: el.scrollTop, left: el.scrollLeft, pinned: el.hasAttribute('data-scrolled-x') };
          }, width === 800);
          expect(scrolled.top).toBe(1500);
          if (width === 800) expect(scrolled).toMatchObject({ pinned: true });
          expect(scrolled.pinned).toBe(scrolled.left > 0);
          const box = await viewport.boundingBox();
          const rows = await table.locator('tbody tr[data-index]').all();
          let checked = 0;
          for (const row of rows) {
            const rowBox = await row.boundingBox();
            const cell = await row.locator('td').first().boundingBox();
            if (
              !rowBox ||
              !cell ||
              !box ||
              rowBox.y < box.y + 40 ||
              rowBox.y + rowBox.height > box.y + box.height
            )
              continue;
            // In view: the symbol cell sits at the left edge of the scrolled table, on its row's line.
            expect(Math.abs(cell.x - box.x)).toBeLessThanOrEqual(2);
            expect(Math.abs(cell.y - rowBox.y)).toBeLessThanOrEqual(1);
            expect(await row.locator('td').first().getByRole('link').textContent()).toBe(
              await row.getAttribute('data-row-key'),
            );
            checked++;
          }
          if (width === 800) expect(checked).toBeGreaterThan(5);
          // The pinned column's header stays on top of the header cells scrolled under it.
          const header = await table
            .getByRole('columnheader')
            .first()
            .evaluate((th) => {
              const r = th.getBoundingClientRect();
              const top = document.elementFromPoint(r.left + 10, r.top + r.height / 2);
              return { text: th.textContent, onTop: top === th || th.contains(top) };
            });
          expect(header).toEqual({ text: 'Symbol', onTop: true });
          await narrow
            .locator('.screener-results')
            .screenshot({ path: `.scratch/screener-scrolled-${theme}-${width}x${height}.png` });
          // Keyboard: a focused row moves down and its pinned cell stays on its line.
          const focused = rows[Math.floor(rows.length / 2)]!;
          await focused.focus();
          const from = Number(await focused.getAttribute('data-index'));
          await narrow.keyboard.press('ArrowDown');
          const next = table.locator(`tbody tr[data-index="${from + 1}"]`);
          await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
          const nextRow = await next.boundingBox();
          const nextCell = await next.locator('td').first().boundingBox();
          expect(Math.abs((nextCell?.y ?? 0) - (nextRow?.y ?? -9))).toBeLessThanOrEqual(1);
        }
      }
    } finally {
      await narrow.close();
    }
  }, 180_000); // three sizes in two themes, each a fresh load of the screener
});
