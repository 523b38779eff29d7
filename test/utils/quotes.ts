// Puts a quote in the live store as if it had just arrived, newer than any the feed sent: the test
// decides what the live price is (component tests, jsdom).
import { getLiveClient } from '@/live/client';
import type { Quote } from '@/live/quote-store';

export function setLiveQuote(symbol: string, fields: Partial<Quote>): void {
  const store = getLiveClient().store;
  const now = Date.now();
  const current = store.getState().quotes[symbol];
  const quote = {
    ...current,
    symbol,
    ...fields,
    seq: (current?.seq ?? 0) + 1_000_000,
    ts: new Date(now).toISOString(),
    receivedAt: now,
    stale: false,
    versions: {},
  } as Quote;
  store.setState((state) => ({ quotes: { ...state.quotes, [symbol]: quote } }));
}

/** Marks the symbol's quote in the live store stale, as the feed's watchdog does (its fields unchanged). */
export function markQuoteStale(symbol: string): void {
  const store = getLiveClient().store;
  const current = store.getState().quotes[symbol];
  if (!current) throw new Error(`No quote for ${symbol} to mark stale`);
  store.setState((state) => ({ quotes: { ...state.quotes, [symbol]: { ...current, stale: true } } }));
}
