// The one clock hook: Date.now() as React state, for ages, countdowns and deadlines computed in
// render. Every component asking for the same interval shares one timer (hundreds of quote cells
// showing an age must not start hundreds of intervals), and the timer stops with its last listener.
import { useCallback, useSyncExternalStore } from 'react';

interface Ticker {
  now: number;
  timer: ReturnType<typeof setInterval> | null;
  listeners: Set<() => void>;
}

const tickers = new Map<number, Ticker>();

function tickerFor(intervalMs: number): Ticker {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    ticker = { now: Date.now(), timer: null, listeners: new Set() };
    tickers.set(intervalMs, ticker);
  }
  return ticker;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const ticker = tickerFor(intervalMs);
  ticker.listeners.add(listener);
  if (ticker.timer === null) {
    ticker.now = Date.now();
    ticker.timer = setInterval(() => {
      ticker.now = Date.now();
      for (const notify of ticker.listeners) notify();
    }, intervalMs);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer !== null) {
      clearInterval(ticker.timer);
      ticker.timer = null;
    }
  };
}

function read(intervalMs: number): number {
  const ticker = tickerFor(intervalMs);
  // Not ticking yet (first render): the real time, not a stale value from an earlier subscriber, but
  // the same value on every read within one interval. React reads the snapshot twice per render and
  // warns ("The result of getSnapshot should be cached") when it changes between the reads.
  if (ticker.timer === null) {
    const now = Date.now();
    if (now - ticker.now >= intervalMs) ticker.now = now;
  }
  return ticker.now;
}

/** Date.now(), re-rendering the component every `intervalMs` (default one second). */
export function useClock(intervalMs = 1000): number {
  const subscribeTo = useCallback((listener: () => void) => subscribe(intervalMs, listener), [intervalMs]);
  const snapshot = useCallback(() => read(intervalMs), [intervalMs]);
  return useSyncExternalStore(subscribeTo, snapshot, snapshot);
}
