import { describe, it, expect } from 'vitest';
import {
  InstrumentAllEventsData,
  InstrumentAnalystConsensus,
  InstrumentEventsData,
} from '@/api/schemas/instruments';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const today = '2026-11-20';

describe('per-instrument events', () => {
  const events = universe.research.instrumentEvents('AAPL');

  it('covers a year back and 60 days ahead by default, newest first, in API shape', () => {
    expect(InstrumentEventsData.safeParse(events).success).toBe(true);
    expect(events.instrument_id).toBe(universe.bySymbol('AAPL')!.id);
    expect(events.earnings.length).toBeGreaterThanOrEqual(4);
    for (const list of [events.earnings.map((e) => e.date), events.dividends.map((d) => d.ex_date)]) {
      expect(list).toEqual([...list].sort().reverse());
      expect(list.every((d) => d >= '2025-11-20' && d <= '2027-01-19')).toBe(true);
    }
  });

  it('gives past earnings estimates, actuals and surprises that match the income statement', () => {
    const quarters = universe.research.incomeStatements('AAPL').filter((r) => r.period_type === 'QUARTERLY');
    for (const e of events.earnings.filter((x) => x.date < today)) {
      expect(['BMO', 'AMC']).toContain(e.report_time);
      const surprise =
        ((Number(e.eps_actual) - Number(e.eps_estimate)) / Math.abs(Number(e.eps_estimate))) * 100;
      expect(Number(e.eps_surprise_percent)).toBeCloseTo(surprise, 1);
      expect(quarters.some((q) => q.eps_diluted === e.eps_actual && q.revenue === e.revenue_actual)).toBe(
        true,
      );
    }
  });

  it('shows upcoming earnings with an estimate and no actuals', () => {
    const upcoming = universe.research.instrumentEvents('JPM', { from: today, to: '2027-02-28' }).earnings;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming[0]).toMatchObject({ eps_actual: null, revenue_actual: null, eps_surprise_percent: null });
    expect(Number(upcoming[0]?.eps_estimate)).not.toBeNaN();
  });

  it('dates dividends declaration < ex-date ≤ record ≤ payment, declared no later than today', () => {
    expect(events.dividends.length).toBeGreaterThanOrEqual(4);
    for (const d of events.dividends) {
      expect(d.declaration_date! < d.ex_date).toBe(true);
      expect(d.record_date! >= d.ex_date && d.payment_date! >= d.record_date!).toBe(true);
      expect(d.declaration_date! <= today).toBe(true);
      expect(d.frequency).toBe('Quarterly');
    }
    const monthly = universe.research.instrumentEvents('O').dividends;
    expect(monthly.length).toBeGreaterThanOrEqual(12);
    expect(monthly[0]?.frequency).toBe('Monthly');
  });

  it('lists real splits and split-adjusts older dividends', () => {
    const nvda = universe.research.instrumentEvents('NVDA', { from: '2024-01-01', to: '2024-12-31' });
    expect(nvda.splits).toEqual([
      { date: '2024-06-10', numerator: '10', denominator: '1', split_type: 'stock-split' },
    ]);
    const before = nvda.dividends.find((d) => d.ex_date < '2024-06-10');
    expect(Number(before?.dividend_amount)).toBeCloseTo(Number(before?.adjusted_dividend_amount) * 10, 3);
    const amc = universe.research.instrumentEvents('AMC', { from: '2023-01-01', to: '2023-12-31' });
    expect(amc.splits[0]).toMatchObject({ numerator: '1', denominator: '10', split_type: 'reverse-split' });
  });

  it('has no events for unknown ids and rejects malformed dates', () => {
    expect(() => universe.research.instrumentEvents('NOPE')).toThrow(/not found/);
    expect(() => universe.research.instrumentEvents('AAPL', { from: '11/20/2026' })).toThrow(/from_date/);
  });
});

describe('all-instrument events', () => {
  it('defaults to the anchor trading day, grouped by date', () => {
    const data = universe.research.allEvents({});
    expect(InstrumentAllEventsData.safeParse(data).success).toBe(true);
    expect(data.event_dates.map((d) => d.date)).toEqual([today]);
    expect(data.event_dates[0]!.events.length).toBeGreaterThan(0);
    // Saturday anchors on Monday.
    const weekend = makeUniverse(42, Date.parse('2026-11-21T15:00:00Z')).universe.research.allEvents({});
    expect(weekend.event_dates.every((d) => d.date === '2026-11-23')).toBe(true);
  });

  it('orders dates newest first, caps an unfiltered span at 6 days and filters by type', () => {
    const data = universe.research.allEvents({
      from: '2026-10-20',
      to: '2026-11-30',
      eventTypes: ['EARNINGS'],
    });
    const dates = data.event_dates.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d >= '2026-10-20' && d <= '2026-10-26')).toBe(true);
    const events = data.event_dates.flatMap((d) => d.events);
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => e.type === 'EARNINGS' && e.earnings_event_data?.date)).toBe(true);
  });

  it('looks back 30 days for named instruments (ids or symbols)', () => {
    const aaplId = universe.bySymbol('AAPL')!.id;
    const data = universe.research.allEvents({ instrumentIds: [aaplId, 'MSFT', 'NOPE'] });
    const events = data.event_dates.flatMap((d) => d.events);
    expect(new Set(events.map((e) => e.symbol))).toEqual(new Set(['AAPL', 'MSFT']));
    expect(data.event_dates.every((d) => d.date >= '2026-10-21' && d.date <= today)).toBe(true);
  });

  it('includes splits and IPOs of listed names, and an IPO calendar of private companies', () => {
    const splits = universe.research.allEvents({
      instrumentIds: ['NVDA'],
      from: '2024-06-01',
      to: '2024-06-30',
      eventTypes: ['STOCK_SPLIT'],
    });
    expect(splits.event_dates.flatMap((d) => d.events)).toMatchObject([
      { type: 'STOCK_SPLIT', symbol: 'NVDA' },
    ]);
    const ipo = universe.research.allEvents({
      instrumentIds: ['CRCL'],
      from: '2025-06-01',
      to: '2025-06-30',
      eventTypes: ['IPO'],
    });
    expect(ipo.event_dates[0]).toMatchObject({
      date: '2025-06-05',
      events: [{ type: 'IPO', ipo_event_data: { price_range: '27.00-28.00' } }],
    });
    const calendar = universe.research.allEvents({
      from: '2026-11-16',
      to: '2026-11-27',
      eventTypes: ['IPO'],
    });
    expect(calendar.event_dates.flatMap((d) => d.events).length).toBeGreaterThan(0);
  });

  it('rejects malformed and reversed ranges', () => {
    expect(() => universe.research.allEvents({ from: '2026-02-30' })).toThrow(
      /Failed to deserialize query string/,
    );
    expect(() => universe.research.allEvents({ from: '2026-11-20', to: '2026-11-01' })).toThrow(/from_date/);
  });
});

describe('analyst consensus', () => {
  it('gives a distribution, a price target range and a rating that agree', () => {
    const c = universe.research.analystConsensus('MSFT');
    expect(InstrumentAnalystConsensus.safeParse(c).success).toBe(true);
    expect(c.date).toBe(today);
    const d = c.distribution!;
    const total = d.strong_buy + d.buy + d.hold + d.sell + d.strong_sell;
    expect(total).toBeGreaterThan(20);
    const score = (5 * d.strong_buy + 4 * d.buy + 3 * d.hold + 2 * d.sell + d.strong_sell) / total;
    const expected =
      score >= 4.5
        ? 'STRONG_BUY'
        : score >= 3.5
          ? 'BUY'
          : score >= 2.5
            ? 'HOLD'
            : score >= 1.5
              ? 'SELL'
              : 'STRONG_SELL';
    expect(c.rating).toBe(expected);
    const pt = c.price_target!;
    expect(Number(pt.low)).toBeLessThan(Number(pt.average));
    expect(Number(pt.average)).toBeLessThan(Number(pt.high));
  });

  it('honours from/to and has no coverage for funds', () => {
    const past = universe.research.analystConsensus('MSFT', { from: '2026-06-01', to: '2026-06-07' });
    expect(past.date).toBe('2026-06-05');
    expect(() => universe.research.analystConsensus('MSFT', { from: '2026-12-01' })).toThrow(
      /No analyst consensus/,
    );
    expect(() => universe.research.analystConsensus('SPY')).toThrow(/No analyst coverage/);
  });
});
