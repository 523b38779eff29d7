// Every screen of the terminal as a user reaches it in demo mode (seeded account 100001, which holds
// positions and orders), with what shows it loaded, plus the panels and dialogs that open over a
// screen. Shared by the layout audit (test/e2e/layout-audit.e2e.ts) and `npm run screenshots`.
// A new route in src/routes must be added here: the layout audit checks the list against the routes.
import type { Page } from 'playwright-core';

export interface Screen {
  /** A short name (file names of screenshots, test names). */
  name: string;
  /** The route file in src/routes this screen shows (the audit checks that every route is listed). */
  route: string;
  /** The URL path to open; or a function that gets there as a user does (it needs data from the app). */
  path: string | ((page: Page, appUrl: string) => Promise<string>);
  ready: (page: Page) => Promise<unknown>;
  /** Something the user does on the loaded screen (open a dialog, a panel, a popover), then its ready. */
  open?: (page: Page) => Promise<unknown>;
}

export const ACCOUNT = '100001';

const firstRow = (p: Page) => p.locator('main table tbody tr').first().waitFor();
const heading = (name: string | RegExp) => (p: Page) => p.getByRole('heading', { name }).first().waitFor();

export const SCREENS: Screen[] = [
  { name: 'accounts', route: 'accounts.index', path: '/accounts', ready: firstRow },
  {
    name: 'account-overview',
    route: 'accounts.$accountId.index',
    path: `/accounts/${ACCOUNT}`,
    ready: heading('Account details'),
  },
  {
    name: 'positions',
    route: 'accounts.$accountId.positions',
    path: `/accounts/${ACCOUNT}/positions`,
    ready: firstRow,
  },
  {
    name: 'orders',
    route: 'accounts.$accountId.orders',
    path: `/accounts/${ACCOUNT}/orders?view=all`,
    ready: firstRow,
  },
  {
    name: 'order-detail',
    route: 'accounts.$accountId.orders',
    // The blotter's first order, opened as a user does: a click on its row.
    path: async (page, appUrl) => {
      await page.goto(`${appUrl}/accounts/${ACCOUNT}/orders?view=all`);
      await firstRow(page);
      await page.locator('main tr[data-order-id] td').first().click();
      await page.waitForURL(/[?&]order=/);
      const url = new URL(page.url());
      return url.pathname + url.search;
    },
    ready: (p) => p.getByRole('region', { name: 'Order detail' }).waitFor(),
  },
  {
    name: 'executions',
    route: 'accounts.$accountId.executions',
    path: `/accounts/${ACCOUNT}/executions`,
    ready: firstRow,
  },
  {
    name: 'history',
    route: 'accounts.$accountId.history',
    path: `/accounts/${ACCOUNT}/history`,
    ready: (p) => p.getByTestId('summary-change').waitFor(),
  },
  {
    name: 'trade',
    route: 'accounts.$accountId.trade',
    path: `/accounts/${ACCOUNT}/trade?symbol=AAPL`,
    ready: (p) => p.getByLabel('Quote for AAPL').waitFor(),
  },
  { name: 'monitor', route: 'monitor', path: '/monitor', ready: firstRow },
  {
    name: 'workspace',
    route: 'workspace',
    // The Day trading preset (board, chart, ticket, positions, orders), the first layout a user gets.
    path: '/workspace',
    ready: (p) => p.getByRole('table', { name: 'Quote board' }).locator('tbody tr').first().waitFor(),
  },
  // A narrow panel's table at its minimum width, sorted: the automatic columns hold the widest of
  // their headers with the sort arrow (the table engine's minimum; 64 px cut "Symbol ▲").
  {
    name: 'workspace-orders-sorted',
    route: 'workspace',
    // The account's orders: its page makes it the active account, then the workspace from the menu.
    path: async (p, appUrl) => {
      await p.goto(`${appUrl}/accounts/${ACCOUNT}/orders?view=all`);
      await firstRow(p);
      await p.getByRole('link', { name: 'Workspace' }).click();
      return '/workspace';
    },
    ready: async (p) => {
      // The workspace's (the account page's own Orders table stays until the workspace shows).
      await p.getByRole('table', { name: 'Quote board' }).waitFor();
      await p.getByRole('table', { name: 'Orders' }).locator('tbody tr').first().waitFor();
    },
    open: async (p) => {
      const orders = p.getByRole('table', { name: 'Orders' });
      await orders.getByRole('button', { name: 'Symbol' }).click();
      await orders.locator('th[aria-sort="ascending"]', { hasText: 'Symbol' }).waitFor();
    },
  },
  // The other presets, switched to as a user does (the Layout menu): their panels are narrower.
  ...(['Options', 'Research'] as const).map((preset): Screen => ({
    name: `workspace-${preset.toLowerCase()}`,
    route: 'workspace',
    path: '/workspace',
    ready: (p) => p.locator('.workspace-bar select[title^="Alt"]').waitFor(),
    open: async (p) => {
      await p.locator('.workspace-bar select[title^="Alt"]').selectOption(preset);
      await (
        preset === 'Options'
          ? p.locator('section[aria-label="Option chain"] tbody tr').first()
          : p.locator('.news-item').first()
      ).waitFor({ timeout: 15_000 });
    },
  })),
  { name: 'watchlists', route: 'watchlists', path: '/watchlists', ready: heading('Watchlists') },
  { name: 'screener', route: 'screener', path: '/screener', ready: firstRow },
  {
    name: 'instrument',
    route: 'instruments.$instrument',
    path: '/instruments/AAPL',
    ready: heading(/AAPL/),
  },
  {
    name: 'instrument-financials',
    route: 'instruments.$instrument',
    path: '/instruments/AAPL?tab=financials',
    ready: firstRow,
  },
  {
    name: 'instrument-options',
    route: 'instruments.$instrument',
    path: '/instruments/AAPL?tab=options',
    ready: (p) => p.locator('.chain-table tr.atm [data-field="ask"]').first().waitFor(),
  },
  { name: 'news', route: 'news', path: '/news', ready: (p) => p.locator('.news-item').first().waitFor() },
  { name: 'calendar', route: 'calendar.index', path: '/calendar', ready: heading('Calendar') },
  {
    name: 'calendar-events',
    route: 'calendar.events',
    path: '/calendar/events',
    ready: heading('Calendar'),
  },
  { name: 'assistant', route: 'assistant', path: '/assistant', ready: heading('Assistant') },
  { name: 'settings', route: 'settings', path: '/settings', ready: heading('Settings') },
  {
    name: 'alerts',
    route: 'alerts',
    // One armed and one triggered alert, stored as the app stores them, so both tables show.
    path: async (page, appUrl) => {
      await page.evaluate(() => {
        const at = new Date().toISOString();
        const alert = { field: 'last', createdAt: at, armedAt: at, triggeredAt: null, triggeredValue: null };
        localStorage.setItem(
          'terminal.alerts.v1',
          JSON.stringify({
            version: 1,
            alerts: [
              { ...alert, id: 'shot-1', symbol: 'MSFT', direction: 'below', value: '1', status: 'armed' },
              {
                ...alert,
                id: 'shot-2',
                symbol: 'KO',
                field: 'change_percent',
                direction: 'above',
                value: '2.5',
                status: 'armed',
              },
              {
                ...alert,
                id: 'shot-3',
                symbol: 'AAPL',
                direction: 'above',
                value: '2',
                status: 'triggered',
                triggeredAt: at,
                triggeredValue: '2.01',
              },
            ],
          }),
        );
      });
      await page.goto(`${appUrl}/alerts`);
      return '/alerts';
    },
    ready: (p) => p.getByRole('table', { name: 'Armed alerts' }).waitFor(),
  },
  // Panels and dialogs over a screen.
  {
    name: 'positions-assistant-panel',
    route: 'accounts.$accountId.positions',
    path: `/accounts/${ACCOUNT}/positions`,
    ready: firstRow,
    open: async (p) => {
      await p.getByRole('button', { name: /Ask the assistant/ }).click();
      await p.getByRole('dialog', { name: 'Assistant panel' }).waitFor();
    },
  },
  {
    name: 'positions-close-all',
    route: 'accounts.$accountId.positions',
    path: `/accounts/${ACCOUNT}/positions`,
    ready: firstRow,
    open: async (p) => {
      await p.getByRole('button', { name: 'Close all positions' }).click();
      await p.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'monitor-hotkeys-help',
    route: 'monitor',
    path: '/monitor',
    ready: firstRow,
    open: async (p) => {
      await p.locator('body').press('?');
      await p.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    },
  },
  {
    name: 'monitor-set-alert',
    route: 'monitor',
    path: '/monitor',
    ready: firstRow,
    open: async (p) => {
      await p
        .getByRole('button', { name: /^Set alert on / })
        .first()
        .click();
      await p
        .getByRole('dialog', { name: /^Set alert on / })
        .getByLabel('Price now')
        .waitFor();
    },
  },
  {
    // The header's search results over a live screen: inside the window at 1280 px too.
    name: 'monitor-header-search',
    route: 'monitor',
    path: '/monitor',
    ready: firstRow,
    open: async (p) => {
      await p.getByRole('combobox', { name: 'Search instruments' }).fill('MS');
      await p.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'monitor-ticket',
    route: 'monitor',
    path: '/monitor',
    ready: firstRow,
    open: async (p) => {
      await p.locator('body').press('t');
      await p.getByRole('dialog', { name: 'Order ticket panel' }).waitFor();
    },
  },
  {
    // The active account near a margin call (Settings → Sandbox → margin-call): its badge in the
    // status strip on a screen that is not the account's. Last: the scenario changes the account.
    name: 'monitor-margin-call',
    route: 'monitor',
    path: async (page, appUrl) => {
      await page.goto(`${appUrl}/accounts/${ACCOUNT}`); // the URL makes it the active account
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'margin-call', exact: true }).click();
      await nav.getByRole('link', { name: 'Monitor' }).click();
      await page.waitForURL(/\/monitor/);
      return '/monitor';
    },
    ready: async (p) => {
      await firstRow(p);
      await p.getByTestId('risk-badge').waitFor({ timeout: 20_000 });
    },
  },
];

/**
 * Gives the seeded account an order history: the market opened (Settings → Sandbox → market-open, as
 * a user applies it), two market orders that fill (executions) and two limit orders that rest (open
 * orders), sent to the in-page sandbox as the ticket sends them. Call once per browser profile.
 */
export async function seedOrders(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/settings`);
  await page.getByRole('button', { name: 'market-open' }).click();
  const status = await page.evaluate(async (account) => {
    const response = await fetch(`${location.origin}/sandbox/v1/accounts/${account}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer demo-sandbox-token' },
      body: JSON.stringify([
        { symbol: 'AAPL', side: 'BUY', order_type: 'MARKET', quantity: '10', time_in_force: 'DAY' },
        { symbol: 'MSFT', side: 'BUY', order_type: 'MARKET', quantity: '4', time_in_force: 'DAY' },
        {
          symbol: 'KO',
          side: 'BUY',
          order_type: 'LIMIT',
          quantity: '25',
          limit_price: '1.00',
          time_in_force: 'GOOD_TILL_CANCEL',
        },
        {
          symbol: 'NVDA',
          side: 'BUY',
          order_type: 'LIMIT',
          quantity: '3',
          limit_price: '2.00',
          time_in_force: 'DAY',
        },
      ]),
    });
    return response.status < 300 ? response.status : `${response.status} ${await response.text()}`;
  }, ACCOUNT);
  if (status !== 200 && status !== 201) throw new Error(`seeding orders: HTTP ${status}`);
}

/** Route files that show no screen of their own: the root, the redirect from /, the account's frame around its tabs. */
export const REDIRECT_ROUTES = ['index', 'accounts.$accountId', '__root'];

export const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Opens `screen` in `theme` (stored as the user's setting, as Settings → theme does) and waits for it. */
export async function openScreen(page: Page, appUrl: string, screen: Screen, theme: ThemeName) {
  if (!page.url().startsWith(appUrl)) await page.goto(`${appUrl}/settings`);
  await page.evaluate((t) => {
    const key = 'terminal.settings.v1';
    let stored: Record<string, unknown> = {};
    try {
      stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    } catch {
      // start over
    }
    localStorage.setItem(key, JSON.stringify({ ...stored, theme: t }));
  }, theme);
  let path: string;
  if (typeof screen.path === 'string') {
    path = screen.path;
    await page.goto(`${appUrl}${path}`);
  } else path = await screen.path(page, appUrl);
  await screen.ready(page);
  if (screen.open) await screen.open(page);
  // The market clock loads after the screen's data (src/lib/startup.ts); then entrance transitions
  // and first quotes.
  await page
    .locator('.status-strip .market-status:not(:empty)')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  return path;
}
