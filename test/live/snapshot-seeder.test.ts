// The snapshot seeder on its own: batching, the one-by-one retry after an unknown symbol, and a
// session change that discards answers still in flight.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQuoteStore } from '@/live/quote-store';
import { SnapshotSeeder, type FetchSnapshots } from '@/live/snapshot-seeder';
import { snapshotOf } from './live-harness';

function seeder(fetchSnapshots: FetchSnapshots, wanted: Set<string>, batchSize = 2) {
  const store = createQuoteStore();
  const warnOnce = vi.fn();
  const beforePublish = vi.fn();
  const seeder = new SnapshotSeeder({
    store,
    isWanted: (s) => wanted.has(s),
    fetchSnapshots,
    batchSize,
    arrivals: () => 0,
    beforePublish,
    now: () => 1_000,
    warnOnce,
  });
  return { seeder, store, warnOnce, beforePublish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SnapshotSeeder', () => {
  it('asks for the symbols of one task in batches and publishes only those still wanted', async () => {
    const wanted = new Set(['AAPL', 'MSFT', 'TSLA']);
    const fetch = vi.fn<FetchSnapshots>(async (symbols) => symbols.map((s) => snapshotOf(s, '123.45')));
    const { seeder: s, store, beforePublish } = seeder(fetch, wanted);
    s.request('AAPL');
    s.request('MSFT');
    s.request('TSLA');
    s.request('NVDA'); // not wanted: never asked for
    wanted.delete('MSFT'); // left before the request went out
    await settle();
    expect(fetch.mock.calls.map(([symbols]) => symbols)).toEqual([['AAPL', 'TSLA']]);
    expect(beforePublish).toHaveBeenCalled();
    expect(Object.keys(store.getState().quotes).sort()).toEqual(['AAPL', 'TSLA']);
    expect(store.getState().quotes.AAPL?.last_price).toBe('123.45');
  });

  it('asks again symbol by symbol when one unknown symbol fails the batch', async () => {
    const fetch = vi.fn<FetchSnapshots>(async (symbols) => {
      if (symbols.includes('ZZZZ'))
        throw new ApiError(404, 404, 'Instrument not found', [], {
          operationId: 'getSnapshots',
          requestId: 'r1',
        });
      return symbols.map((s) => snapshotOf(s));
    });
    const { seeder: s, store, warnOnce } = seeder(fetch, new Set(['AAPL', 'ZZZZ']));
    s.request('AAPL');
    s.request('ZZZZ');
    await settle();
    expect(fetch.mock.calls.map(([symbols]) => symbols)).toEqual([['AAPL', 'ZZZZ'], ['AAPL'], ['ZZZZ']]);
    expect(Object.keys(store.getState().quotes)).toEqual(['AAPL']);
    expect(store.getState().counters.seedErrors).toBe(1);
    expect(warnOnce).toHaveBeenCalledWith('seed:404', expect.stringContaining('Instrument not found'));
  });

  it('discards answers that arrive after a reset (the backend changed)', async () => {
    let answer: (value: ReturnType<typeof snapshotOf>[]) => void = () => {};
    const fetch = vi.fn<FetchSnapshots>(() => new Promise((resolve) => (answer = resolve)));
    const { seeder: s, store } = seeder(fetch, new Set(['AAPL']));
    s.request('AAPL');
    await settle();
    const [, signal] = fetch.mock.calls[0]!;
    s.reset();
    expect(signal.aborted).toBe(true);
    answer([snapshotOf('AAPL')]);
    await settle();
    expect(store.getState().quotes).toEqual({});
  });

  it('forgets a queued symbol before its request goes out', async () => {
    const fetch = vi.fn<FetchSnapshots>(async (symbols) => symbols.map((s) => snapshotOf(s)));
    const { seeder: s } = seeder(fetch, new Set(['AAPL', 'MSFT']));
    s.request('AAPL');
    s.request('MSFT');
    s.forget('AAPL');
    await settle();
    expect(fetch.mock.calls.map(([symbols]) => symbols)).toEqual([['MSFT']]);
  });
});
