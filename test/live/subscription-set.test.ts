// The subscription set on its own: reference counts, the grace period and what the socket still
// needs to be told, without a socket, a store or a server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRACE_SWEEP_MS, SubscriptionSet } from '@/live/subscription-set';

let dropped: string[][];
let set: SubscriptionSet;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') });
  dropped = [];
  set = new SubscriptionSet({ graceMs: 1_000, now: () => Date.now(), onDrop: (s) => dropped.push(s) });
});
afterEach(() => {
  set.dispose();
  vi.useRealTimers();
});

describe('SubscriptionSet', () => {
  it('asks for a symbol once, however many users it has, and keeps it while any remains', () => {
    expect(set.acquire('AAPL')).toBe(true);
    expect(set.acquire('AAPL')).toBe(false);
    expect(set.takeChanges()).toEqual({ subscribe: ['AAPL'], unsubscribe: [] });
    set.release('AAPL');
    vi.advanceTimersByTime(5_000);
    expect(dropped).toEqual([]);
    expect(set.symbols()).toEqual(['AAPL']);
    set.release('AAPL');
    vi.advanceTimersByTime(999);
    expect(dropped).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(dropped).toEqual([['AAPL']]);
    expect(set.has('AAPL')).toBe(false);
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: ['AAPL'] });
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: [] });
  });

  it('tells the socket nothing when a symbol comes back within its grace period', () => {
    set.acquire('AAPL');
    set.takeChanges();
    set.release('AAPL');
    vi.advanceTimersByTime(500);
    expect(set.acquire('AAPL')).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(dropped).toEqual([]);
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: [] });
  });

  it('never unsubscribes a symbol the socket was never told about', () => {
    set.acquire('AAPL');
    set.release('AAPL');
    vi.advanceTimersByTime(1_000);
    expect(dropped).toEqual([['AAPL']]);
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: [] });
  });

  it('drops symbols released one after another in batches at most every sweep interval', () => {
    const symbols = Array.from({ length: 20 }, (_, i) => `S${i}`);
    for (const s of symbols) set.acquire(s);
    for (const s of symbols) {
      set.release(s);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(2_000);
    expect(dropped.flat()).toEqual(symbols);
    expect(dropped.length).toBeLessThanOrEqual(Math.ceil((20 * 50) / GRACE_SWEEP_MS) + 1);
    expect(dropped.length).toBeGreaterThan(1);
  });

  it('gives a new socket the whole set, and nothing after a socket is gone until it is told again', () => {
    set.acquire('AAPL');
    set.acquire('MSFT');
    expect(set.takeAll()).toEqual(['AAPL', 'MSFT']);
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: [] });
    set.socketGone();
    set.release('MSFT');
    vi.advanceTimersByTime(1_000);
    // MSFT left while no socket streamed it: the next socket just does not get it.
    expect(set.takeChanges()).toEqual({ subscribe: [], unsubscribe: [] });
    expect(set.takeAll()).toEqual(['AAPL']);
  });

  it('drops nothing after dispose', () => {
    set.acquire('AAPL');
    set.release('AAPL');
    set.dispose();
    vi.advanceTimersByTime(10_000);
    expect(dropped).toEqual([]);
  });
});
