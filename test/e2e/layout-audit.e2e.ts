// The layout audit: every screen of the terminal (test/e2e/screens.ts: every route, plus the panels
// and dialogs that open over a screen) at 1280×720 and 1440×900, in the dark and the light theme,
// against the build in demo mode with account 100001 holding positions and orders. Checks
// (layout-check.ts): no sideways scroll of the page, the header on one line, every table header on
// screen, uncovered and uncut, floating controls covering nothing, dialogs inside the window; and no
// console error or page error. A failure names the screen, the size, the theme and what is wrong.
// One browser, one page: each screen loads once and is checked at both sizes and in both themes.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutProblems } from './layout-check';
import { openScreen, REDIRECT_ROUTES, SCREENS, seedOrders, SIZES, THEMES, type ThemeName } from './screens';
import { setupE2E } from './fixture';

const { appUrl, page } = setupE2E();
const errors: string[] = [];

/**
 * True from the start of a main-frame navigation to its commit: what is logged then comes from the
 * page being left. In demo mode a request that page makes while it unloads is no longer the
 * sandbox's: MSW's service worker forgets a page at `beforeunload` and lets its later requests
 * through to the network, where the static server answers 404 (twice in CI on 2026-11-27: bar
 * recording's watchlist reads on the screen before, logged as the next screen's console errors).
 */
let leaving = false;

beforeAll(async () => {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !leaving)
      errors.push(`console error: ${message.text()} (${message.location().url || 'no source'})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await seedOrders(page, appUrl);
}, 60_000);

/** The theme as the app applies it (the root's data-theme, which every colour keys on). */
const applyTheme = (theme: ThemeName) =>
  page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);

/** A wide desktop window, checked once per screen besides the two sizes of SIZES. */
const WIDE = { width: 1680, height: 1050 } as const;

describe('layout audit', () => {
  it('lists every route of the app', () => {
    const routes = fs
      .readdirSync(path.resolve('src/routes'))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => f.replace(/\.tsx$/, ''));
    const audited = new Set([...SCREENS.map((s) => s.route), ...REDIRECT_ROUTES]);
    expect(routes.filter((r) => !audited.has(r))).toEqual([]);
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))(
    '%s: nothing clipped, covered or wrapped at every size, in both themes',
    async (_name, screen) => {
      errors.length = 0;
      await page.setViewportSize(SIZES[0]);
      const shownPath = await openScreen(page, appUrl, screen, 'dark');
      const problems: string[] = [];
      // 1280 dark, 1440 dark, 1680 dark, 1440 light, 1280 light: a resize between two checks, never a
      // reload. The wide window once (what changes there is layout, not colour: the header's full
      // search hint, the names that take a wider table's spare room).
      const passes = [
        [SIZES[0], THEMES[0]],
        [SIZES[1], THEMES[0]],
        [WIDE, THEMES[0]],
        [SIZES[1], THEMES[1]],
        [SIZES[0], THEMES[1]],
      ] as const;
      for (const [size, theme] of passes) {
        await page.setViewportSize(size);
        await applyTheme(theme);
        // Resize observers and the layout they drive.
        await page.waitForTimeout(150);
        const found = await page.evaluate(layoutProblems);
        problems.push(...found.map((p) => `${shownPath} at ${size.width}×${size.height}, ${theme}: ${p}`));
      }
      problems.push(...errors.map((e) => `${shownPath}: ${e}`));
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('positions: the P&L is in view at 1280 without scrolling, and the chooser shows the rest', async () => {
    await page.setViewportSize(SIZES[0]);
    const positions = SCREENS.find((s) => s.name === 'positions')!;
    await openScreen(page, appUrl, positions, 'dark');
    const table = page.getByRole('table', { name: 'Positions' });
    for (const name of ['Symbol', 'Last', 'Market value', 'Unrealized P&L', 'Daily P&L'])
      await expect(
        table.getByRole('columnheader', { name: new RegExp(`^${name}`) }).isVisible(),
      ).resolves.toBe(true);
    await expect(table.getByRole('columnheader', { name: /^Close date/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Close date' }).check();
    await table.getByRole('columnheader', { name: /^Close date/ }).waitFor();
    // More than fit: the table scrolls sideways in its own area, the page does not.
    const sideways = await page.evaluate(() => {
      const area = document.querySelector('.positions-table .data-table-viewport')!;
      const root = document.scrollingElement!;
      return { area: area.scrollWidth > area.clientWidth, page: root.scrollWidth > root.clientWidth };
    });
    expect(sideways).toEqual({ area: true, page: false });
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await table.getByRole('columnheader', { name: /^Close date/ }).waitFor({ state: 'detached' });
  });
});
