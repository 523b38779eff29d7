// The alert trigger: last, bid or ask reaching a level from either side, change % from the previous
// close, once only, re-arm, duplicate and out-of-order ticks (through the quote store's merge), the
// subscriptions it keeps, and the sound / notification choices of Settings → Trading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQuoteStore,
  publishQuotes,
  publishSnapshots,
  quoteFromTick,
  type QuoteStore,
} from '@/live/quote-store';
import type { WireQuote } from '@/live/protocol';
import { startAlertEvaluator } from '@/domain/alerts/alert-evaluator';
import {
  addAlert,
  addAlertAtPrice,
  alertStore,
  moveAlert,
  rearmAlert,
  removeAlert,
} from '@/domain/alerts/alert-store';
import type { AlertCondition } from '@/domain/alerts/alert-schema';
import { toastStore } from '@/lib/toast-store';
import * as signals from '@/lib/outcome-signals';

let store: QuoteStore;
let subscribed: Map<string, number>;
let stop: () => void;
let seq = 0;

function tick(symbol: string, fields: Partial<WireQuote>, at = seq + 1): void {
  seq = Math.max(seq, at);
  const wire = {
    symbol,
    instrument_id: '00000000-0000-4000-8000-000000000001',
    seq: at,
    ts: `2026-11-20T15:00:${String(at).padStart(2, '0')}.000000000Z`,
    ...fields,
  } as WireQuote;
  publishQuotes(store, [quoteFromTick(wire, Date.now(), at)]);
}

const alerts = () => alertStore.getState().alerts;
const toastTitles = () => toastStore.getState().toasts.map((t) => t.title);
const add = (c: Partial<AlertCondition>) =>
  addAlert({ symbol: 'AAPL', field: 'last', direction: 'above', value: '100', ...c })!;

beforeEach(() => {
  seq = 0;
  store = createQuoteStore();
  subscribed = new Map();
  const client = {
    store,
    subscribe: (symbol: string) => {
      subscribed.set(symbol, (subscribed.get(symbol) ?? 0) + 1);
      return () => subscribed.set(symbol, (subscribed.get(symbol) ?? 0) - 1);
    },
  };
  stop = startAlertEvaluator({ client });
});
afterEach(() => stop());

describe('alert trigger', () => {
  it.each([
    ['last', 'last_price'],
    ['bid', 'bid'],
    ['ask', 'ask'],
  ] as const)('%s crossing above fires when the price rises to the level, not before', (field, wire) => {
    const alert = add({ field, direction: 'above', value: '100.50' });
    tick('AAPL', { [wire]: '100.00' });
    tick('AAPL', { [wire]: '100.49' });
    expect(alerts()[0]?.status).toBe('armed');
    tick('AAPL', { [wire]: '100.51' });
    expect(alerts()[0]).toMatchObject({ id: alert.id, status: 'triggered', triggeredValue: '100.51' });
    expect(toastTitles()).toEqual([`Alert: AAPL ${field} ≥ 100.50`]);
  });

  it.each([
    ['last', 'last_price'],
    ['bid', 'bid'],
    ['ask', 'ask'],
  ] as const)('%s crossing below fires when the price falls to the level (equal counts)', (field, wire) => {
    add({ field, direction: 'below', value: '99' });
    tick('AAPL', { [wire]: '99.01' });
    expect(alerts()[0]?.status).toBe('armed');
    tick('AAPL', { [wire]: '99.00' });
    expect(alerts()[0]).toMatchObject({ status: 'triggered', triggeredValue: '99.00' });
  });

  it('watches only its own field: a bid past the level does not fire a last alert', () => {
    add({ field: 'last', direction: 'above', value: '100' });
    tick('AAPL', { bid: '101', ask: '101.02', last_price: '99.98' });
    expect(alerts()[0]?.status).toBe('armed');
  });

  it('fires at once when the level is already reached as it is armed', () => {
    tick('AAPL', { last_price: '105' });
    add({ direction: 'above', value: '100' });
    expect(alerts()[0]).toMatchObject({ status: 'triggered', triggeredValue: '105' });
    expect(toastTitles()).toHaveLength(1);
  });

  it('change % from the previous close, either way', () => {
    publishSnapshots(store, [{ symbol: 'AAPL', previous_close: '200', fields: { last_price: '200' } }], 0, 0);
    add({ field: 'change_percent', direction: 'above', value: '2.5' });
    add({ field: 'change_percent', direction: 'below', value: '-1' });
    tick('AAPL', { last_price: '204.99' }); // +2.495%
    expect(alerts().map((a) => a.status)).toEqual(['armed', 'armed']);
    tick('AAPL', { last_price: '205' }); // +2.5%
    expect(alerts().map((a) => a.status)).toEqual(['triggered', 'armed']);
    expect(alerts()[0]?.triggeredValue).toBe('2.500000');
    tick('AAPL', { last_price: '198' }); // −1%
    expect(alerts().map((a) => a.status)).toEqual(['triggered', 'triggered']);
  });

  it('change % waits for a previous close', () => {
    add({ field: 'change_percent', direction: 'above', value: '1' });
    tick('AAPL', { last_price: '500' });
    expect(alerts()[0]?.status).toBe('armed');
  });

  it('fires once: later quotes past the level, and duplicates of the one that fired, do nothing', () => {
    add({ value: '100' });
    tick('AAPL', { last_price: '101' }, 5);
    tick('AAPL', { last_price: '101' }, 5); // the same tick again
    tick('AAPL', { last_price: '102' }, 6);
    tick('AAPL', { last_price: '99' }, 7);
    tick('AAPL', { last_price: '103' }, 8);
    expect(toastTitles()).toHaveLength(1);
    expect(alerts()[0]?.triggeredValue).toBe('101');
  });

  it('an older tick arriving late cannot fire it (the store keeps the newest)', () => {
    add({ value: '100' });
    tick('AAPL', { last_price: '99.50' }, 10);
    tick('AAPL', { last_price: '100.25' }, 9); // out of order: older than seq 10
    expect(alerts()[0]?.status).toBe('armed');
    tick('AAPL', { last_price: '100.10' }, 11);
    expect(alerts()[0]).toMatchObject({ status: 'triggered', triggeredValue: '100.10' });
  });

  it('re-arms: fires again at the next quote past the level (at once if still past)', () => {
    const alert = add({ value: '100' });
    tick('AAPL', { last_price: '99' });
    tick('AAPL', { last_price: '100' });
    expect(alerts()[0]?.status).toBe('triggered');
    tick('AAPL', { last_price: '98' });
    rearmAlert(alert.id);
    expect(alerts()[0]).toMatchObject({ status: 'armed', triggeredAt: null, triggeredValue: null });
    tick('AAPL', { last_price: '99.99' });
    expect(alerts()[0]?.status).toBe('armed');
    tick('AAPL', { last_price: '100.01' });
    expect(alerts()[0]).toMatchObject({ status: 'triggered', triggeredValue: '100.01' });
    expect(toastTitles()).toHaveLength(2);
  });

  it('compares exactly: 100.10 is not above 100.1000001', () => {
    add({ value: '100.1000001' });
    tick('AAPL', { last_price: '100.10' });
    expect(alerts()[0]?.status).toBe('armed');
  });

  it('keeps symbols with armed alerts subscribed, and lets them go once none is armed', () => {
    const a = add({ symbol: 'MSFT', value: '500' });
    add({ symbol: 'AAPL', value: '300' });
    expect(subscribed.get('MSFT')).toBe(1);
    expect(subscribed.get('AAPL')).toBe(1);
    tick('MSFT', { last_price: '501' });
    expect(subscribed.get('MSFT')).toBe(0); // fired: nothing armed on MSFT
    tick('MSFT', { last_price: '499' });
    rearmAlert(a.id);
    expect(subscribed.get('MSFT')).toBe(1);
    removeAlert(a.id);
    expect(subscribed.get('MSFT')).toBe(0);
    expect(subscribed.get('AAPL')).toBe(1);
  });

  it('a chart adds an alert by price on the right side, and moves it', () => {
    tick('AAPL', { last_price: '100' });
    const above = addAlertAtPrice('AAPL', '110', '100')!;
    const below = addAlertAtPrice('AAPL', '90', '100')!;
    expect([above.direction, below.direction]).toEqual(['above', 'below']);
    expect(alerts().map((a) => a.status)).toEqual(['armed', 'armed']);
    // Dragged from 110 to 95 while the price is 100: it now watches for a fall.
    const moved = moveAlert(above.id, '95', '100')!;
    expect(moved).toMatchObject({ value: '95.00', direction: 'below', status: 'armed' });
    tick('AAPL', { last_price: '94.90' });
    expect(alerts().map((a) => a.status)).toEqual(['triggered', 'armed']);
    tick('AAPL', { last_price: '89.99' });
    expect(alerts().map((a) => a.status)).toEqual(['triggered', 'triggered']);
  });

  it('signals like an order outcome: the sound and notification of Settings → Trading', () => {
    const signal = vi.spyOn(signals, 'signalOutcome');
    add({ value: '100' });
    tick('AAPL', { last_price: '100' });
    expect(signal).toHaveBeenCalledWith(
      'alert',
      'Alert: AAPL last ≥ 100.00',
      expect.stringContaining('Last is 100.00'),
      expect.stringMatching(/^alert-/),
    );
    signal.mockRestore();
  });
});
