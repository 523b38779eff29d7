// @vitest-environment jsdom
// Outcomes reach the trader wherever they are: fills of the active account and of every order sent
// from this tab (any account) are toasts on any screen; positions show a demo fill within a second of
// the server having it; a failing watcher says so once and keeps polling; the sound and the
// hidden-tab notification follow Settings → Trading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setActiveAccount } from '@/domain/active-account';
import { setTradingPreferences } from '@/lib/trading-preferences';
import { markStartupDone } from '@/lib/startup';
import { putPending, removePending, resetPendingSubmits } from '@/features/orders/lib/pending-submits';
import { stopReconciling } from '@/features/orders/lib/pending-reconciler';
import { resetSentOrders } from '@/features/orders/lib/sent-orders';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

const harness = withSandbox(() => ({ scenarios: ['market-open', 'empty-portfolio'] }));
const ACTIVE = 100001;
const OTHER = 100002;

beforeEach(() => {
  markStartupDone();
  setActiveAccount(ACTIVE);
});

afterEach(() => {
  stopReconciling();
  resetPendingSubmits();
  resetSentOrders();
  harness.sandbox.faults.clear();
  vi.unstubAllGlobals();
});

const toasts = () => screen.getByRole('region', { name: 'Notifications' });

function marketBuy(accountId: number, symbol: string, quantity: string, id?: string) {
  const [order] = harness.sandbox.brokerage.submitOrders(accountId, [
    {
      symbol,
      side: 'BUY',
      quantity,
      order_type: 'MARKET',
      time_in_force: 'DAY',
      ...(id ? { id } : {}),
    },
  ]);
  if (!order) throw new Error('no order');
  return order;
}

/** What the ticket does around a send: the pending-submit entry before the POST, removed on the answer. */
function sendFromThisTab(accountId: number, symbol: string, quantity: string) {
  const id = `tab-${symbol}-${Date.now()}`;
  const request = {
    id,
    symbol,
    side: 'BUY' as const,
    quantity,
    order_type: 'MARKET' as const,
    time_in_force: 'DAY' as const,
  };
  putPending({ clientOrderId: id, accountId, request, symbol, sentAt: Date.now() });
  const order = marketBuy(accountId, symbol, quantity, id);
  removePending(id);
  return order;
}

/** Resolves with Date.now() at the first DOM change where `check` holds. */
function whenDom(check: () => boolean, timeoutMs = 8000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('timed out'));
    }, timeoutMs);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe('order outcomes', () => {
  it('positions show a market fill within 1 s of the server having it (demo, market open)', async () => {
    renderApp(`/accounts/${ACTIVE}/positions`);
    expect(
      await screen.findByText('This account holds no positions.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    const row = (symbol: string) =>
      screen.queryByRole('table', { name: 'Positions' })?.querySelector(`[data-symbol="${symbol}"]`) != null;
    // A first fill draws the table (and loads its code in this test runner: the order watcher's and
    // the table's modules are transformed on first use, which takes seconds on a loaded CI machine).
    sendFromThisTab(ACTIVE, 'PEP', '1');
    await whenDom(() => row('PEP'), 25_000);
    await new Promise((r) => setTimeout(r, 1500));
    const order = sendFromThisTab(ACTIVE, 'KO', '7');
    const shownAt = await whenDom(() => row('KO'));
    const [execution] = harness.sandbox.brokerage
      .listExecutions(ACTIVE, {})
      .filter((e) => e.order_id === order.id);
    expect(execution).toBeDefined();
    // The server "has" the fill at its transaction time (the sandbox evaluates lazily, on its 1 s grid).
    expect(shownAt - Date.parse(execution!.transaction_time)).toBeLessThanOrEqual(1000);
    // And the fill is a toast on the same screen.
    expect(await within(toasts()).findByText('Filled: BUY 7 KO')).toBeInTheDocument();
  }, 60_000);

  it('toasts a fill of the active account on a screen without an account, no ticket open', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    marketBuy(ACTIVE, 'KO', '3');
    expect(
      await within(toasts()).findByText('Filled: BUY 3 KO', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('toasts the outcome of an order this tab sent to another account, even if it filled before the first look', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    // Another account's order not sent from this tab: not this tab's business.
    marketBuy(OTHER, 'PEP', '1');
    sendFromThisTab(OTHER, 'KO', '2');
    const toast = await within(toasts()).findByText('Filled: BUY 2 KO', undefined, { timeout: 5000 });
    expect(toast.closest('.toast')).toHaveTextContent(`account ${OTHER}`);
    await new Promise((r) => setTimeout(r, 1500));
    expect(within(toasts()).queryByText(/PEP/)).toBeNull();
  });

  it('a failing poll shows one message with its request_id, and the fills come once it answers again', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    harness.sandbox.faults.set('get_orders', { status: 500, message: 'orders store unavailable' });
    marketBuy(ACTIVE, 'KO', '4');
    const alert = await within(toasts()).findByText(/Order status updates failing/, undefined, {
      timeout: 8000,
    });
    expect(alert.closest('.toast')).toHaveTextContent('orders store unavailable');
    expect(alert.closest('.toast')).toHaveTextContent(/request_id: \S+/);
    // Several more polls fail: still one message.
    await new Promise((r) => setTimeout(r, 5000));
    expect(within(toasts()).getAllByText(/Order status updates failing/)).toHaveLength(1);
    expect(within(toasts()).queryByText(/Refresh failed/)).toBeNull();
    harness.sandbox.faults.clear();
    expect(
      await within(toasts()).findByText('Filled: BUY 4 KO', undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(within(toasts()).getByText('Order status updates resumed')).toBeInTheDocument();
    expect(within(toasts()).queryByText(/Order status updates failing/)).toBeNull();
  }, 30_000);

  it('a 401 on the poll says the session expired once and does not keep asking', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    let polls = 0;
    harness.server.events.on('request:start', ({ request }) => {
      if (/\/orders(\?|$)/.test(request.url) && request.method === 'GET') polls += 1;
    });
    harness.sandbox.faults.set('get_orders', { status: 401, message: 'token expired' });
    marketBuy(ACTIVE, 'KO', '1');
    expect(
      await within(toasts()).findByText('Order status updates paused: your session has expired', undefined, {
        timeout: 8000,
      }),
    ).toBeInTheDocument();
    const after = polls;
    await new Promise((r) => setTimeout(r, 2500));
    expect(polls).toBe(after);
    expect(within(toasts()).getAllByText(/session has expired/)).toHaveLength(1);
  }, 20_000);

  it('plays the sound and shows a notification while hidden, when the user chose them', async () => {
    const tones: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createOscillator() {
        const osc = {
          type: 'sine',
          frequency: { value: 0 },
          connect: (node: unknown) => node,
          start: () => tones.push(osc.frequency.value),
          stop: () => {},
        };
        return osc;
      }
      createGain() {
        const gain = {
          gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
          connect: (node: unknown) => node,
        };
        return gain;
      }
    }
    const shown: Array<{ title: string; body?: string }> = [];
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        shown.push({ title, ...(options.body ? { body: options.body } : {}) });
      }
      close() {}
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('Notification', FakeNotification);
    setTradingPreferences({ outcomeSound: true, outcomeNotifications: true });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      marketBuy(ACTIVE, 'KO', '5');
      await waitFor(() => expect(shown.map((n) => n.title)).toContain('Filled: BUY 5 KO'), { timeout: 5000 });
      expect(tones.length).toBeGreaterThan(0);
    } finally {
      visibility.mockRestore();
    }
  });
});
