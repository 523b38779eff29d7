import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { WireQuote } from '@/live/protocol';
import { QuoteIngest } from '@/live/ingest';
import { QuoteCoalescer } from '@/live/quote-batch';
import {
  applyQuote,
  applySnapshot,
  compareTs,
  createQuoteStore,
  quoteFromTick,
  seedFromSnapshot,
  type Quote,
} from '@/live/quote-store';
import { snapshotOf } from './live-harness';

const NOW = 1_000;

function applyAll(ticks: readonly WireQuote[]): Record<string, Quote> {
  return ticks.reduce<Record<string, Quote>>((state, t) => applyQuote(state, quoteFromTick(t, NOW)), {});
}

const price = fc.integer({ min: 1, max: 99_999 }).map((cents) => (cents / 100).toFixed(2));
const size = fc.integer({ min: 0, max: 10_000 });
/** Each tick carries some of the fields, as a delta feed would. */
const fields = fc.record(
  {
    bid: price,
    ask: price,
    bid_size: size,
    ask_size: size,
    last_price: price,
    last_size: size,
    cumulative_volume: size,
  },
  { requiredKeys: [] },
);

/** A symbol's stream: seq 1..n in one server run, then maybe a restart where seq starts again later. */
const stream = (symbol: string) =>
  fc
    .tuple(
      fc.array(fields, { minLength: 1, maxLength: 12 }),
      fc.array(fields, { maxLength: 6 }),
      fc.boolean(),
    )
    .map(([run1, run2, longTs]) => {
      const ts = (ms: number) => {
        const iso = new Date(Date.UTC(2026, 10, 20, 14, 30) + ms).toISOString(); // ...sss Z
        return longTs && ms % 2 === 0 ? iso.replace('Z', '000000Z') : iso;
      };
      return [
        ...run1.map((f, i): WireQuote => ({
          symbol,
          instrument_id: `id-${symbol}`,
          seq: i + 1,
          ts: ts(i * 7),
          ...f,
        })),
        ...run2.map((f, i): WireQuote => ({
          symbol,
          instrument_id: `id-${symbol}`,
          seq: i + 1,
          ts: ts(60_000 + i * 7),
          ...f,
        })),
      ];
    });

describe('applyQuote', () => {
  it('ends in the same state for any shuffled, duplicated delivery of the same ticks', () => {
    fc.assert(
      fc.property(
        fc.tuple(stream('AAPL'), stream('MSFT')).chain(([a, b]) => {
          const ordered = [...a, ...b];
          return fc.tuple(
            fc.constant(ordered),
            fc.array(fc.constantFrom(...ordered), { maxLength: 20 }).chain((dups) =>
              fc.shuffledSubarray([...ordered, ...dups], {
                minLength: ordered.length + dups.length,
                maxLength: ordered.length + dups.length,
              }),
            ),
            fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 10 }),
          );
        }),
        ([ordered, delivered, batchSizes]) => {
          const expected = applyAll(ordered);
          expect(applyAll(delivered)).toEqual(expected);

          // Through the socket's coalescing and the per-frame batching too: server frames of
          // random sizes, merged per symbol into batches, published once per frame.
          const store = createQuoteStore();
          const ingest = new QuoteIngest(store, () => () => {});
          const coalescer = new QuoteCoalescer();
          let i = 0;
          for (let frame = 0; i < delivered.length; frame++) {
            const n = batchSizes[frame % batchSizes.length] ?? 1;
            const ticks = delivered.slice(i, i + n);
            for (let j = 0; j < ticks.length; j += 2)
              coalescer.accept(JSON.stringify({ type: 'market-data-l1', data: ticks.slice(j, j + 2) }), NOW);
            const batch = coalescer.take();
            for (const item of batch?.items ?? [])
              if (item.type === 'quotes')
                for (const entry of item.quotes) ingest.pushQuote(entry.quote, entry.count);
            i += n;
            if (frame % 2 === 1) ingest.flush();
          }
          ingest.flush();
          expect(store.getState().quotes).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the newest value of each field and ignores older or repeated ticks', () => {
    const t = (seq: number, f: Partial<WireQuote>): WireQuote => ({
      symbol: 'AAPL',
      instrument_id: 'id',
      seq,
      ts: `2026-11-20T14:30:0${seq}.000000000Z`,
      ...f,
    });
    const state = applyAll([
      t(2, { bid: '10.02' }),
      t(1, { bid: '10.01', ask: '10.05' }),
      t(2, { bid: '10.02' }),
    ]);
    expect(state.AAPL).toMatchObject({ bid: '10.02', ask: '10.05', seq: 2 });
    const unchanged = applyQuote(state, quoteFromTick(t(1, { bid: '9.99' }), NOW));
    expect(unchanged).toBe(state);
  });

  it('after a server restart prefers the newer event time over the higher seq', () => {
    const state = applyAll([
      { symbol: 'X', instrument_id: 'i', seq: 900, ts: '2026-11-20T14:30:00Z', last_price: '1.00' },
      { symbol: 'X', instrument_id: 'i', seq: 1, ts: '2026-11-20T14:35:00.5Z', last_price: '2.00' },
      { symbol: 'X', instrument_id: 'i', seq: 901, ts: '2026-11-20T14:30:01Z', last_price: '1.50' },
    ]);
    expect(state.X).toMatchObject({ seq: 1, last_price: '2.00' });
  });
});

describe('compareTs', () => {
  it('orders RFC 3339 timestamps of any precision and offset', () => {
    expect(compareTs('2026-11-20T14:30:00.000000001Z', '2026-11-20T14:30:00Z')).toBeGreaterThan(0);
    expect(compareTs('2026-11-20T14:30:00.5Z', '2026-11-20T14:30:00.499999999Z')).toBeGreaterThan(0);
    expect(compareTs('2026-11-20T09:30:00-05:00', '2026-11-20T14:30:00.000Z')).toBe(0);
  });
});

describe('applySnapshot', () => {
  const seed = seedFromSnapshot(snapshotOf('AAPL', '100.00', '99.00'));

  it('fills a new symbol and never outranks a tick received after the request', () => {
    const fresh = applySnapshot(undefined, seed, 10, 20);
    expect(fresh).toMatchObject({
      last_price: '100.00',
      bid: '99.90',
      previous_close: '99.00',
      stale: false,
    });

    const ticked = quoteFromTick(
      { symbol: 'AAPL', instrument_id: 'id', seq: 5, ts: '2026-11-20T14:30:00Z', last_price: '105.00' },
      15,
      15,
    );
    const after = applySnapshot(ticked, seed, 10, 20);
    expect(after).toMatchObject({ last_price: '105.00', bid: '99.90', previous_close: '99.00' });

    const before = applySnapshot(ticked, seed, 16, 20);
    expect(before.last_price).toBe('100.00');
    // ...and a later tick still replaces the snapshot's value, an older one does not.
    const older = applyQuote({ AAPL: before }, quoteFromTick({ ...tickOf(4), last_price: '90.00' }, 21));
    expect(older.AAPL?.last_price).toBe('100.00');
    const newer = applyQuote({ AAPL: before }, quoteFromTick({ ...tickOf(6), last_price: '106.00' }, 21));
    expect(newer.AAPL?.last_price).toBe('106.00');
  });
});

function tickOf(seq: number): WireQuote {
  // Around the seq-5 tick at 14:30:00.
  return {
    symbol: 'AAPL',
    instrument_id: 'id',
    seq,
    ts: seq < 5 ? '2026-11-20T14:29:59Z' : '2026-11-20T14:30:01Z',
  };
}
