// Live mode against the sandbox as a real server (`npm run sandbox`): real fetch, real WebSocket,
// no service worker. Quotes tick; when the server stops the indicator says reconnecting and the
// quotes turn stale; when it comes back the same subscriptions are live again with fresh prices.
// And in demo mode, quotes tick with no network at all.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSandboxServer } from '@/sandbox/server/server';
import { setupE2E } from './fixture';

const { appUrl, context, server, setServer } = setupE2E({
  server: { scenarios: ['market-open'] },
  liveMode: false,
  page: false,
});
let port: number;

const lastCell = (page: Page, symbol: string) =>
  page.locator(`table[aria-label="Quote monitor"] tr[data-row-key="${symbol}"] [data-field="last"]`);

/** Waits until the symbol's quote on screen moves (bid, ask, last or session volume). */
async function priceChanges(page: Page, symbol: string, timeout = 15_000): Promise<void> {
  await lastCell(page, symbol).filter({ hasText: /\d/ }).waitFor({ timeout });
  const selector = `table[aria-label="Quote monitor"] tr[data-row-key="${symbol}"] [data-field]`;
  const before = await page.evaluate(
    (sel) => [...document.querySelectorAll(sel)].map((c) => c.firstChild?.textContent ?? '').join('|'),
    selector,
  );
  await page.waitForFunction(
    ({ sel, previous }) =>
      [...document.querySelectorAll(sel)].map((c) => c.firstChild?.textContent ?? '').join('|') !== previous,
    { sel: selector, previous: before },
    { timeout },
  );
}

beforeAll(async () => {
  port = Number(new URL(server.url).port);
});

describe('live mode against the sandbox server', () => {
  it('talks to the server over real HTTP and a real WebSocket, with no service worker', async () => {
    const page = await context.newPage();
    await page.addInitScript(
      ({ baseUrl }) => {
        localStorage.setItem(
          'terminal.settings.v1',
          JSON.stringify({ mode: 'live', baseUrl, wsUrl: '', theme: 'dark' }),
        );
        sessionStorage.setItem('terminal.token.v1', 'e2e-live-token');
      },
      { baseUrl: server.url },
    );
    const apiRequests: string[] = [];
    const sockets: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(server.url)) apiRequests.push(request.url());
    });
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await page.goto(`${appUrl}/monitor?symbols=AAPL,MSFT`);
    await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
    await priceChanges(page, 'AAPL');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(apiRequests.some((url) => url.includes('/v1/market-data/snapshot'))).toBe(true);
    expect(sockets).toEqual([server.wsUrl]);
    // The socket lives in the quote socket worker: the page gets parsed, merged batches (issue 16).
    expect(page.workers().map((w) => w.url())).toEqual([expect.stringContaining('quote-socket.worker')]);
    // The board's cells are placed absolutely (each its own box): every cell sits under its
    // column's header, the row fits the board without a sideways scroll, and no header is clipped.
    const layout = await page.evaluate(() => {
      const table = document.querySelector('table[aria-label="Quote monitor"]')!;
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      const rows = [...table.querySelectorAll('tbody tr[data-index]')];
      const offsets = rows.flatMap((tr) =>
        [...tr.querySelectorAll('td')].map((td, i) => {
          const box = td.getBoundingClientRect();
          return Math.abs(box.left - heads[i]!.left) + Math.abs(box.width - heads[i]!.width);
        }),
      );
      const viewport = table.closest('.live-table-viewport')!;
      const clipped = [...table.querySelectorAll('thead th button')].filter(
        (b) => b.scrollWidth > b.clientWidth + 1,
      ).length;
      return {
        rows: rows.length,
        worst: Math.max(...offsets),
        sideways: viewport.scrollWidth - viewport.clientWidth,
        clipped,
      };
    });
    expect(layout.rows).toBe(2);
    expect(layout.worst).toBeLessThan(1);
    expect(layout.sideways).toBeLessThanOrEqual(0);
    expect(layout.clipped).toBe(0);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/live-monitor-worker.png` });
    // The token travels in the first message and headers, never in a URL.
    expect([...apiRequests, ...sockets].some((url) => url.includes('e2e-live-token'))).toBe(false);

    await page.getByRole('link', { name: 'Accounts' }).first().click();
    await page
      .getByRole('link', { name: /100001/ })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(apiRequests.some((url) => url.includes('/v1/accounts'))).toBe(true);
    await page.close();
  });

  it('shows reconnecting and stale quotes when the server stops, and recovers when it returns', async () => {
    const page = await context.newPage();
    await page.addInitScript(
      ({ baseUrl }) => {
        localStorage.setItem(
          'terminal.settings.v1',
          JSON.stringify({ mode: 'live', baseUrl, wsUrl: '', theme: 'dark' }),
        );
        sessionStorage.setItem('terminal.token.v1', 'e2e-live-token');
      },
      { baseUrl: server.url },
    );
    await page.goto(`${appUrl}/monitor?symbols=AAPL,MSFT,NVDA`);
    await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
    await priceChanges(page, 'NVDA');

    await server.close();
    await page.getByText(/Quotes reconnecting/).waitFor({ timeout: 20_000 });
    await page
      .locator('table[aria-label="Quote monitor"] tr[data-row-key="AAPL"] [data-field="last"].stale')
      .waitFor({ timeout: 20_000 });
    expect(await lastCell(page, 'MSFT').getAttribute('title')).toBe('stale');

    setServer(await startSandboxServer({ port, scenarios: ['market-open'] }));
    await page.getByText('Quotes live').waitFor({ timeout: 45_000 });
    for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
      await page
        .locator(
          `table[aria-label="Quote monitor"] tr[data-row-key="${symbol}"] [data-field="last"]:not(.stale)`,
        )
        .waitFor({ timeout: 20_000 });
    }
    await priceChanges(page, 'AAPL');
    await page.close();
  });
});

describe('demo mode', () => {
  it('ticks quotes from the in-browser sandbox with the network off', async () => {
    const page = await context.newPage();
    // The tests above left live-mode settings in this profile's localStorage.
    await page.addInitScript(() =>
      localStorage.setItem('terminal.settings.v1', JSON.stringify({ mode: 'demo', theme: 'dark' })),
    );
    await page.goto(`${appUrl}/settings`);
    await page.getByRole('button', { name: 'market-open' }).click();
    await page.getByRole('link', { name: 'Monitor' }).click();
    await page.getByText('Quotes live').waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    try {
      await priceChanges(page, 'AAPL');
      await priceChanges(page, 'AAPL');
      expect(await page.getByText('Quotes live').isVisible()).toBe(true);
      // The demo feed runs in the page (msw): no quote socket worker.
      expect(page.workers().filter((w) => w.url().includes('quote-socket.worker'))).toEqual([]);
    } finally {
      await context.setOffline(false);
      await page.close();
    }
  });
});
