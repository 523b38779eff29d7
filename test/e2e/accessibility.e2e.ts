// axe (WCAG 2 A/AA rules) over every screen of the terminal, in real Chromium against the built app
// in demo mode, each screen with its data loaded and live prices ticking (flashes included), in the
// dark and the light theme; and no id on two elements (axe only asks for a review of those: axe.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './fixture';
import { audit, auditIds, describeViolations } from './axe';

const { appUrl, page } = setupE2E();

/** Every screen in the navigation and every tab an account or an instrument has, with what shows it loaded. */
const SCREENS: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/accounts', ready: (p) => p.locator('table.data-table tbody tr').first().waitFor() },
  { path: '/accounts/100001', ready: (p) => p.getByRole('heading', { name: 'Account details' }).waitFor() },
  {
    path: '/accounts/100001/positions',
    ready: (p) => p.locator('table.data-table tbody tr').first().waitFor(),
  },
  {
    path: '/accounts/100001/orders',
    ready: (p) =>
      p
        .getByRole('heading', { name: /Orders/ })
        .first()
        .waitFor(),
  },
  {
    path: '/accounts/100001/executions',
    ready: (p) =>
      p
        .getByRole('heading', { name: /Executions/ })
        .first()
        .waitFor(),
  },
  { path: '/accounts/100001/history', ready: (p) => p.getByTestId('summary-change').waitFor() },
  { path: '/accounts/100001/trade?symbol=AAPL', ready: (p) => p.getByLabel('Quote for AAPL').waitFor() },
  { path: '/monitor', ready: (p) => p.locator('table tbody tr').first().waitFor() },
  {
    path: '/workspace',
    ready: (p) => p.getByRole('table', { name: 'Quote board' }).locator('tbody tr').first().waitFor(),
  },
  {
    path: '/screener',
    ready: (p) =>
      p
        .getByRole('heading', { name: /Screener/ })
        .first()
        .waitFor(),
  },
  { path: '/instruments/AAPL', ready: (p) => p.getByRole('heading', { name: /AAPL/ }).first().waitFor() },
  {
    // The option chain: its live bid / ask buttons are filled by the live board, not by React.
    path: '/instruments/AAPL?tab=options',
    ready: (p) => p.locator('.chain-table tr.atm [data-field="ask"]').first().waitFor(),
  },
  { path: '/watchlists', ready: (p) => p.getByRole('heading', { name: 'Watchlists' }).waitFor() },
  { path: '/news', ready: (p) => p.locator('.news-item').first().waitFor() },
  { path: '/calendar', ready: (p) => p.getByRole('heading', { name: 'Calendar' }).waitFor() },
  { path: '/calendar/events', ready: (p) => p.getByRole('heading', { name: 'Calendar' }).waitFor() },
  { path: '/assistant', ready: (p) => p.getByRole('heading', { name: 'Assistant' }).first().waitFor() },
  { path: '/settings', ready: (p) => p.getByRole('heading', { name: 'Settings' }).waitFor() },
];

describe.each(['dark', 'light'] as const)('accessibility, %s theme', (theme) => {
  it.each(SCREENS.map((s) => [s.path, s] as const))('%s has no axe violation', async (_path, screen) => {
    await page.goto(`${appUrl}${screen.path}`);
    await screen.ready(page);
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const violations = [...(await audit(page)), ...(await auditIds(page))];
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
