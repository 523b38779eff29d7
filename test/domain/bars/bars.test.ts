import { describe, expect, it } from 'vitest';
import { SymbolBarBuilder, deriveBars, midpoint, type BarTick } from '@/domain/bars/bars';
import { minuteInfo } from '@/domain/bars/session-clock';

// 2026-11-25 (a Wednesday) is EST: New York = UTC−5. 14:30Z = 09:30 ET.
const at = (hhmmss: string, ms = '000') => `2026-11-25T${hhmmss}.${ms}000000Z`;
let seq = 0;
const trade = (ts: string, price: string, volume?: number, extra: Partial<BarTick> = {}): BarTick => ({
  seq: ++seq,
  ts,
  last_price: price,
  ...(volume !== undefined ? { cumulative_volume: volume } : {}),
  ...extra,
});
const bars = (b: SymbolBarBuilder) => [...b.days.values()].flatMap((d) => d.bars);
const ohlc = (b: SymbolBarBuilder) => bars(b).map((x) => [x.open, x.high, x.low, x.close, x.volume]);

describe('one-minute bars from level-1 updates', () => {
  it('opens, extends and closes a bar on trades; the volume is the cumulative-volume delta', () => {
    const b = new SymbolBarBuilder();
    b.apply(trade(at('14:31:01'), '100.10', 1000)); // first heard: the session's volume so far, adds nothing
    b.apply(trade(at('14:31:20'), '100.50', 1200));
    b.apply(trade(at('14:31:40'), '99.95', 1500));
    b.apply(trade(at('14:31:59'), '100.20', 1510));
    b.apply(trade(at('14:32:00'), '100.30', 1600));
    expect(ohlc(b)).toEqual([
      ['100.10', '100.50', '99.95', '100.20', 510],
      ['100.30', '100.30', '100.30', '100.30', 90],
    ]);
    expect(bars(b)[0]?.time).toBe(Date.parse('2026-11-25T14:31:00Z') / 1000);
  });

  it('ends in the same bar whatever the order of the updates, and a duplicate changes nothing', () => {
    const ticks = [
      trade(at('14:31:01'), '100.10'),
      trade(at('14:31:20'), '100.50'),
      trade(at('14:31:40'), '99.95'),
      trade(at('14:31:59'), '100.20'),
    ];
    const inOrder = new SymbolBarBuilder();
    for (const t of ticks) inOrder.apply(t);
    const shuffled = new SymbolBarBuilder();
    for (const t of [ticks[2], ticks[0], ticks[3], ticks[1], ticks[3], ticks[0]])
      shuffled.apply(t as BarTick);
    expect(ohlc(shuffled)).toEqual(ohlc(inOrder));
    expect(ohlc(inOrder)).toEqual([['100.10', '100.50', '99.95', '100.20', 0]]);
    expect(shuffled.apply(ticks[3] as BarTick)).toBeNull();
  });

  it('puts a late update in its own minute without moving the newer close, and adds no volume from it', () => {
    const b = new SymbolBarBuilder();
    b.apply(trade(at('14:31:10'), '100.00', 1000));
    const late = trade(at('14:30:50'), '98.00', 900);
    b.apply(trade(at('14:32:10'), '101.00', 1300));
    b.apply(late); // after a reconnect: older than what was heard
    expect(ohlc(b)).toEqual([
      ['98.00', '98.00', '98.00', '98.00', 0],
      ['100.00', '100.00', '100.00', '100.00', 0],
      ['101.00', '101.00', '101.00', '101.00', 300],
    ]);
  });

  it('marks the bar of an update after lost updates (a sequence gap), and leaves empty minutes out', () => {
    const b = new SymbolBarBuilder();
    b.apply(trade(at('14:31:10'), '100.00'));
    b.apply(trade(at('14:35:10'), '100.40', undefined, { lost: 3 }));
    expect(bars(b).map((x) => [x.time % 3600, x.gap ?? false])).toEqual([
      [(31 * 60 + 0) % 3600, false],
      [(35 * 60) % 3600, true],
    ]);
  });

  it('takes a volume that goes down as a reset: it adds nothing and counts on from it', () => {
    const b = new SymbolBarBuilder();
    b.apply(trade(at('14:31:00'), '10.00', 50_000));
    b.apply(trade(at('14:31:10'), '10.01', 50_100));
    b.apply(trade(at('14:31:20'), '10.02', 200)); // the server restarted and counts from 0
    b.apply(trade(at('14:31:30'), '10.03', 260));
    expect(bars(b)[0]?.volume).toBe(100 + 60);
  });

  it('uses the midpoint while a symbol has not traded that day, and only trades after', () => {
    const b = new SymbolBarBuilder();
    b.apply({ seq: ++seq, ts: at('14:31:00'), bid: '1.10', ask: '1.15' });
    b.apply({ seq: ++seq, ts: at('14:31:05'), bid: '1.20', ask: '1.25' });
    b.apply(trade(at('14:31:10'), '1.19'));
    b.apply({ seq: ++seq, ts: at('14:31:20'), bid: '1.40', ask: '1.50' }); // a quote: the traded bar stays
    expect(ohlc(b)).toEqual([['1.125', '1.225', '1.125', '1.19', 0]]);
    expect(midpoint('0.05', '0.10')).toBe('0.075');
    expect(midpoint(undefined, '1')).toBeNull();
  });

  it('names the New York session of each minute and splits days at New York midnight', () => {
    expect(minuteInfo(Date.parse('2026-11-25T14:29:00Z') / 1000)).toEqual({
      day: '2026-11-25',
      session: 'pre',
    });
    expect(minuteInfo(Date.parse('2026-11-25T14:30:00Z') / 1000)).toEqual({
      day: '2026-11-25',
      session: 'regular',
    });
    expect(minuteInfo(Date.parse('2026-11-25T20:59:00Z') / 1000).session).toBe('regular');
    expect(minuteInfo(Date.parse('2026-11-25T21:00:00Z') / 1000).session).toBe('after');
    expect(minuteInfo(Date.parse('2026-11-26T01:00:00Z') / 1000)).toEqual({
      day: '2026-11-25',
      session: 'overnight',
    });
    expect(minuteInfo(Date.parse('2026-11-26T05:00:00Z') / 1000)).toEqual({
      day: '2026-11-26',
      session: 'overnight',
    });
    // Summer time: 09:30 EDT is 13:30Z.
    expect(minuteInfo(Date.parse('2026-07-01T13:30:00Z') / 1000).session).toBe('regular');

    const b = new SymbolBarBuilder();
    b.apply(trade('2026-11-26T04:59:30.000Z', '5.00', 10));
    b.apply(trade('2026-11-26T05:00:30.000Z', '5.10', 20)); // next New York day: volume counts afresh
    expect([...b.days.keys()]).toEqual(['2026-11-25', '2026-11-26']);
    expect(bars(b).map((x) => x.volume)).toEqual([0, 0]);
  });

  it('derives 5- and 15-minute bars on the clock, never across a session edge', () => {
    const b = new SymbolBarBuilder();
    // 09:26 … 09:36 ET: pre-market until 09:30, then regular.
    const prices = ['10', '11', '9', '10', '12', '13', '11', '14', '15', '16', '12'];
    prices.forEach((p, i) => {
      const minute = 26 + i;
      b.apply(trade(`2026-11-25T14:${String(minute).padStart(2, '0')}:05.000Z`, p, 100 * (i + 1)));
    });
    const minuteBars = bars(b);
    const five = deriveBars(minuteBars, 5);
    expect(five.map((x) => [x.time % 3600, x.open, x.high, x.low, x.close, x.volume, x.session])).toEqual([
      [25 * 60, '10', '11', '9', '10', 300, 'pre'], // 09:26–09:29
      [30 * 60, '12', '15', '11', '15', 500, 'regular'], // 09:30–09:34
      [35 * 60, '16', '16', '12', '12', 200, 'regular'],
    ]);
    const fifteen = deriveBars(minuteBars, 15);
    expect(fifteen.map((x) => [x.time % 3600, x.open, x.high, x.low, x.close, x.session])).toEqual([
      [15 * 60, '10', '11', '9', '10', 'pre'],
      [30 * 60, '12', '16', '11', '12', 'regular'],
    ]);
  });

  it('compares prices as decimals, not as text or floats', () => {
    const b = new SymbolBarBuilder();
    b.apply(trade(at('14:31:00'), '9.99'));
    b.apply(trade(at('14:31:10'), '10.01'));
    b.apply(trade(at('14:31:20'), '0.30000000000000001'));
    expect(ohlc(b)).toEqual([['9.99', '10.01', '0.30000000000000001', '0.30000000000000001', 0]]);
  });
});
