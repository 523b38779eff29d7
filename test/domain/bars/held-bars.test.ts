// A background-only symbol's ticks reach the page merged, a second at a time, with the ticks its
// bars need (live/held-marks.ts), and a symbol on screen merged per hand-over, with the same marks
// when a hand-over merged more than one tick: either way its one-minute bars must be the bars every
// tick would have built.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barTicksOf } from '@/domain/bars/bar-recorder';
import { SymbolBarBuilder, type DayBars } from '@/domain/bars/bars';
import { QuoteCoalescer, type BatchItem } from '@/live/quote-batch';

interface Step {
  gapMs: number;
  last?: string;
  bid?: string;
  ask?: string;
  volumeUp?: number;
  /** The worker's second ends after this tick. */
  release: boolean;
  /** Arrives this many ticks late (out of order, as after a reconnect). */
  delay?: number;
}

// Equal numbers written differently ('100.5', '100.50') test that ties are decided exactly.
const PRICES = ['99.99', '100', '100.5', '100.50', '101.25', '98.015', '100.1'];
const step: fc.Arbitrary<Step> = fc.record(
  {
    gapMs: fc.integer({ min: 0, max: 25_000 }),
    last: fc.constantFrom(...PRICES),
    bid: fc.constantFrom('99.90', '99.9', '100.05', '98'),
    ask: fc.constantFrom('100.10', '100.1', '100.20', '101'),
    volumeUp: fc.integer({ min: 0, max: 300 }),
    release: fc.boolean(),
  },
  { requiredKeys: ['gapMs', 'release'] },
);
// Across the pre-market's start (14:30 UTC is 09:30 New York) and a New York midnight (a new day).
const START = ['2026-11-20T14:29:20.000Z', '2026-11-21T04:58:40.000Z'];

/**
 * A builder's days, oldest first, as the recorder reads them (`history`): a late tick of the day
 * before may reach the every-tick builder after the next day's first tick, so its map's order is
 * arrival order, which carries no meaning.
 */
function bars(days: Map<string, DayBars>) {
  return [...days.values()]
    .sort((a, b) => (a.day < b.day ? -1 : 1))
    .map((d) => ({
      day: d.day,
      since: d.since,
      bars: d.bars.map(({ time, open, high, low, close, volume, session, gap }) => ({
        time,
        open,
        high,
        low,
        close,
        volume,
        session,
        gap: gap ?? false,
      })),
    }));
}

/** A price's value ('100.50' is '100.5'): of equal prices, a bar keeps the text it heard first. */
const value = (price: string) => (price.includes('.') ? price.replace(/0+$/, '').replace(/\.$/, '') : price);
/**
 * Bars as values, `gap` aside (a sequence gap marks the window's newest bar, not the bar of the tick
 * after it): what late ticks may change only in order-dependent text.
 */
const asValues = (days: ReturnType<typeof bars>) =>
  days.map((d) => ({
    ...d,
    bars: d.bars.map((bar) => ({
      ...bar,
      open: value(bar.open),
      high: value(bar.high),
      low: value(bar.low),
      close: value(bar.close),
      gap: false,
    })),
  }));

/**
 * Feeds `steps` through the quote socket's coalescer and builds bars from what it hands over, as the
 * bar recorder does (`barTicksOf`), beside bars built from every tick. `held`: the symbol is
 * background-only (handed over once its second ends); `on screen`: handed over whenever the page
 * takes a batch, each step's `release` being one such moment.
 */
function run(start: string, steps: Step[], mode: 'held' | 'on screen' = 'held') {
  const everyTick = new SymbolBarBuilder();
  const held = new SymbolBarBuilder();
  const coalescer = new QuoteCoalescer();
  if (mode === 'held') coalescer.hold(['AAPL']);
  const handOver = () => {
    if (mode === 'held') coalescer.releaseHeld();
    for (const item of coalescer.take()?.items ?? []) {
      if (item.type !== 'quotes') continue;
      for (const { quote, count, marks } of (item as Extract<BatchItem, { type: 'quotes' }>).quotes) {
        // Marks travel whenever the socket merged more than one tick (always, for a held symbol).
        if (mode === 'held' || count > 1) {
          expect(marks?.length).toBeGreaterThan(0);
          expect(marks?.at(-1)).toMatchObject({ seq: quote.seq, ts: quote.ts });
        } else expect(marks).toBeUndefined();
        for (const tick of barTicksOf({ quote, ticks: count, lost: 0, ...(marks ? { marks } : {}) }))
          held.apply(tick);
      }
    }
  };
  let at = Date.parse(start);
  let volume = 1_000;
  const ticks = steps.map((s, i) => {
    at += s.gapMs;
    const tick: Record<string, unknown> = {
      symbol: 'AAPL',
      instrument_id: 'id-AAPL',
      seq: i + 1,
      ts: new Date(at).toISOString().replace('Z', '123456Z'),
    };
    if (s.last) tick.last_price = s.last;
    if (s.bid) tick.bid = s.bid;
    if (s.ask) tick.ask = s.ask;
    if (s.volumeUp !== undefined) tick.cumulative_volume = volume += s.volumeUp;
    return { tick, arrives: i + (s.delay ?? 0), at };
  });
  // In the order they arrive (a delayed tick after the ones it was overtaken by), each at the time
  // the newest tick so far was sent.
  const arrived = [...ticks].sort((a, b) => a.arrives - b.arrives);
  let now = 0;
  arrived.forEach(({ tick, at: sentAt }, i) => {
    now = Math.max(now, sentAt);
    everyTick.apply(tick as never);
    coalescer.accept(JSON.stringify({ type: 'market-data-l1', data: [tick] }), now);
    // Nothing of a held symbol goes before its second is over.
    if (mode === 'held') expect(coalescer.take()).toBeNull();
    if (steps[i]?.release) handOver();
  });
  handOver();
  return { everyTick: bars(everyTick.days), held: bars(held.days) };
}

const traded = fc.record({
  gapMs: fc.integer({ min: 0, max: 25_000 }),
  last: fc.constantFrom(...PRICES),
  volumeUp: fc.integer({ min: 0, max: 300 }),
  release: fc.boolean(),
  delay: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 6 })),
});

describe.each([
  ['a held (background-only) symbol', 'held' as const],
  ['a symbol on screen, whose ticks the socket merges per hand-over to the page', 'on screen' as const],
])('bars of %s', (_, mode) => {
  it('equal the bars built from every tick: opens, closes, highs, lows, volumes, sessions, days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...START),
        fc.array(step, { minLength: 1, maxLength: 60 }),
        (start, steps) => {
          const { everyTick, held } = run(start, steps, mode);
          expect(held).toEqual(everyTick);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('equal them when ticks arrive out of order (late ticks after a reconnect), each a trade', () => {
    // Trades only: a midpoint moves a bar only while its day has had no trade, which depends on the
    // order the builder hears a late trade in; the marks are handed over in tick order.
    fc.assert(
      fc.property(
        fc.constantFrom(...START),
        fc.array(traded, { minLength: 1, maxLength: 60 }),
        (start, steps) => {
          const { everyTick, held } = run(start, steps, mode);
          expect(asValues(held)).toEqual(asValues(everyTick));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('bars of a held (background-only) symbol', () => {
  it('equal them when a late tick of the day before arrives after the next day’s first (fast-check seed 1131409666)', () => {
    const late = (gapMs: number, delay: number) => ({
      gapMs,
      last: '99.99',
      volumeUp: 0,
      release: false,
      delay,
    });
    const { everyTick, held } = run(START[1] as string, [
      late(20_805, 4),
      late(18_246, 3),
      late(24_463, 2),
      late(16_486, 0),
      late(0, 0),
    ]);
    expect(held.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(asValues(held)).toEqual(asValues(everyTick));
  });

  it('keep a late tick that set a bar’s high and open, which its window alone would lose', () => {
    const { everyTick, held } = run(START[0] as string, [
      // Sent first, arrives after the next two (late): the minute's open and its high.
      { gapMs: 0, last: '101.25', release: false, delay: 2 },
      { gapMs: 100, last: '100', release: false },
      { gapMs: 100, last: '100.1', release: true },
    ]);
    expect(held[0]?.bars[0]).toMatchObject({ open: '101.25', high: '101.25', low: '100', close: '100.1' });
    expect(asValues(held)).toEqual(asValues(everyTick));
  });

  it('keep a high set and left inside one second, which the merged quote alone would lose', () => {
    const { everyTick, held } = run(START[0] as string, [
      { gapMs: 0, last: '100', release: false },
      { gapMs: 100, last: '101.25', release: false },
      { gapMs: 100, last: '100.1', release: false },
      { gapMs: 100, last: '99.99', release: false },
      { gapMs: 100, last: '100', release: true },
    ]);
    expect(held[0]?.bars[0]).toMatchObject({ open: '100', high: '101.25', low: '99.99', close: '100' });
    expect(held).toEqual(everyTick);
  });
});

describe('bars of a symbol on screen', () => {
  it('keep a high set and left, and a minute’s close, inside one busy hand-over', () => {
    const { everyTick, held } = run(
      START[0] as string,
      [
        { gapMs: 0, last: '100', release: false },
        { gapMs: 100, last: '101.25', release: false },
        { gapMs: 100, last: '100.1', release: false },
        // The minute ends inside the hand-over: 100.1 is its close, 99.99 the next minute's open.
        { gapMs: 40_000, last: '99.99', release: false },
        { gapMs: 100, last: '100', release: true },
      ],
      'on screen',
    );
    expect(held[0]?.bars).toMatchObject([
      { open: '100', high: '101.25', low: '100', close: '100.1' },
      { open: '99.99', high: '100', low: '99.99', close: '100' },
    ]);
    expect(held).toEqual(everyTick);
  });
});
