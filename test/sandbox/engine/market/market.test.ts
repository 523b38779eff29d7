import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { makeMarket, TEST_NOW } from './helpers';

const at = (iso: string) => Date.parse(iso);

describe('Market sessions', () => {
  it('follows New York time: pre-market, regular, after-hours, closed', () => {
    const { market } = makeMarket();
    // Friday 2026-11-20 (EST, UTC-5)
    expect(market.session(at('2026-11-20T08:59:59Z'))).toBe('closed');
    expect(market.session(at('2026-11-20T09:00:00Z'))).toBe('pre_market');
    expect(market.session(at('2026-11-20T14:29:59Z'))).toBe('pre_market');
    expect(market.session(at('2026-11-20T14:30:00Z'))).toBe('regular');
    expect(market.session(at('2026-11-20T20:59:59Z'))).toBe('regular');
    expect(market.session(at('2026-11-20T21:00:00Z'))).toBe('after_hours');
    expect(market.session(at('2026-11-21T01:00:00Z'))).toBe('closed');
    // Summer (EDT, UTC-4): the regular open is 13:30 UTC.
    expect(market.session(at('2026-07-07T13:29:00Z'))).toBe('pre_market');
    expect(market.session(at('2026-07-07T13:30:00Z'))).toBe('regular');
    // Early close on the day after Thanksgiving, holiday on Thanksgiving, weekend.
    expect(market.session(at('2026-11-27T17:59:00Z'))).toBe('regular');
    expect(market.session(at('2026-11-27T18:00:00Z'))).toBe('after_hours');
    expect(market.session(at('2026-11-27T22:00:00Z'))).toBe('closed');
    expect(market.session(at('2026-11-26T16:00:00Z'))).toBe('closed');
    expect(market.session(at('2026-11-21T16:00:00Z'))).toBe('closed');
  });

  it('gives the trading date of the current or most recent session', () => {
    const { market } = makeMarket();
    expect(market.tradingDate(at('2026-11-20T15:00:00Z'))).toBe('2026-11-20');
    expect(market.tradingDate(at('2026-11-21T15:00:00Z'))).toBe('2026-11-20');
    expect(market.tradingDate(at('2026-11-26T15:00:00Z'))).toBe('2026-11-25');
    expect(market.tradingDate(at('2026-11-23T08:00:00Z'))).toBe('2026-11-20'); // Monday before 04:00 NY
  });

  it('lets scenarios force the market open or closed', () => {
    const { market, clock } = makeMarket(42, at('2026-11-21T16:00:00Z')); // Saturday
    expect(market.isRegularOpen()).toBe(false);
    market.forceSession('regular');
    expect(market.session()).toBe('regular');
    expect(market.isRegularOpen()).toBe(true);
    const first = market.quote('AAPL')!;
    clock.advance(60_000);
    const later = market.quote('AAPL')!;
    expect(later.seq).toBeGreaterThan(first.seq);
    expect(later.ts).not.toBe(first.ts);
    market.forceSession('closed');
    expect(market.session()).toBe('closed');
    const frozen = market.quote('AAPL')!;
    clock.advance(3_600_000);
    expect(market.quote('AAPL')!.last_price).toBe(frozen.last_price);
    market.forceSession(null);
    expect(market.session()).toBe('closed');
  });
});

describe('Market quotes', () => {
  it('are a deterministic function of seed and time', () => {
    const a = makeMarket(7);
    const b = makeMarket(7);
    const other = makeMarket(8);
    for (const symbol of ['AAPL', 'MSFT', 'SPY']) {
      const qa = a.market.quote(symbol)!;
      const qb = b.market.quote(symbol)!;
      expect(qb).toEqual(qa);
      expect(other.market.quote(symbol)!.last_price).not.toBe(undefined);
    }
    // Same instant reached by a different route gives the same prices.
    a.clock.advance(90 * 60_000);
    b.clock.advance(45 * 60_000);
    b.market.quote('AAPL');
    b.clock.advance(45 * 60_000);
    const { seq: _seqA, ...pa } = a.market.quote('AAPL')!;
    const { seq: _seqB, ...pb } = b.market.quote('AAPL')!;
    expect(pb).toEqual(pa);
  });

  it('move during the regular session and freeze after after-hours', () => {
    const { market, clock } = makeMarket();
    const prices = new Set<string>();
    let lastSeq = 0;
    for (let i = 0; i < 120; i++) {
      const q = market.quote('AAPL')!;
      expect(q.seq).toBeGreaterThan(lastSeq);
      lastSeq = q.seq;
      prices.add(q.last_price);
      clock.advance(30_000);
    }
    expect(prices.size).toBeGreaterThan(10);
    clock.set(at('2026-11-21T02:00:00Z')); // Friday 21:00 NY: closed
    const frozen = market.quote('AAPL')!;
    clock.advance(6 * 3_600_000);
    const still = market.quote('AAPL')!;
    expect(still).toEqual(frozen);
    expect(frozen.ts).toBe('2026-11-21T01:00:00.000000000Z'); // the 20:00 NY end of after-hours
  });

  it('quote a tight, well-formed market with session fields', () => {
    const { market, universe } = makeMarket();
    for (const instrument of universe.instruments.slice(0, 200)) {
      const q = market.quote(instrument.symbol)!;
      const bid = new Decimal(q.bid);
      const ask = new Decimal(q.ask);
      expect(ask.gt(bid), instrument.symbol).toBe(true);
      expect(ask.minus(bid).div(bid).lt(0.02), instrument.symbol).toBe(true);
      const decimals = bid.gte(1) ? 2 : 4;
      expect(q.bid.split('.')[1]?.length).toBe(decimals);
      expect(q.ts).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
      expect(new Decimal(q.high!).gte(q.low!)).toBe(true);
      expect(new Decimal(q.high!).gte(q.last_price)).toBe(true);
      expect(new Decimal(q.low!).lte(q.last_price)).toBe(true);
      expect(q.bid_size).toBeGreaterThan(0);
      expect(q.cumulative_volume).toBeGreaterThan(0);
      expect(q.instrument_id).toBe(instrument.id);
    }
    // Lookup by UUID and by ticker give the same quote.
    const aapl = universe.resolve('AAPL')!;
    expect(market.quote(aapl.id)!.last_price).toBe(market.quote('AAPL')!.last_price);
    expect(market.quote('ZZZZZZ')).toBeUndefined();
  });

  it('has no regular-session open/high/low in the pre-market', () => {
    const { market } = makeMarket(42, at('2026-11-20T12:00:00Z')); // 07:00 NY
    const q = market.quote('AAPL')!;
    expect(q.open).toBeNull();
    expect(q.high).toBeNull();
    expect(market.session()).toBe('pre_market');
  });

  it('anchors history: yesterday closes at previous_close, and the day ends on its bar', () => {
    const { market, universe, clock } = makeMarket();
    const aapl = universe.resolve('AAPL')!;
    expect(market.previousClose('AAPL')).toBe(new Decimal(aapl.previous_close).toFixed(2));
    expect(market.closeOn('AAPL', '2026-11-19')).toBe(market.previousClose('AAPL'));
    // Today has no close nor bar during the session; a weekend date gives Friday's close …
    expect(market.closeOn('AAPL', '2026-11-20')).toBeUndefined();
    expect(market.closeOn('AAPL', '2026-11-15')).toBe(
      market.dailyBars('AAPL', '2026-11-13', '2026-11-13')[0]!.close,
    );
    expect(market.dailyBars('AAPL', '2026-11-20', '2026-11-20')).toEqual([]);
    // … and after the close, today's bar matches the last regular-session quote.
    clock.set(at('2026-11-20T21:00:00Z'));
    const atClose = market.quote('AAPL')!;
    const [bar] = market.dailyBars('AAPL', '2026-11-20', '2026-11-20');
    expect(bar).toBeDefined();
    expect(bar!.close).toBe(atClose.last_price);
    expect(bar!.open).toBe(atClose.open);
    expect(bar!.high).toBe(atClose.high);
    expect(bar!.low).toBe(atClose.low);
    expect(market.closeOn('AAPL', '2026-11-20')).toBe(bar!.close);
    // Next Monday: previous_close is Friday's close.
    clock.set(at('2026-11-23T15:00:00Z'));
    expect(market.quote('AAPL')!.previous_close).toBe(bar!.close);
  });

  it('keeps at least three years of consistent daily bars', () => {
    const { market } = makeMarket();
    const bars = market.dailyBars('MSFT', '2023-01-01', '2026-12-31');
    expect(bars[0]!.date <= '2023-01-04').toBe(true);
    expect(bars.at(-1)!.date).toBe('2026-11-19');
    expect(bars.map((b) => b.date)).toEqual(market.calendar.tradingDaysBetween(bars[0]!.date, '2026-11-19'));
    for (const b of bars) {
      const [o, h, l, c] = [b.open, b.high, b.low, b.close].map((x) => new Decimal(x));
      expect(h!.gte(Decimal.max(o!, c!)), b.date).toBe(true);
      expect(l!.lte(Decimal.min(o!, c!)), b.date).toBe(true);
      expect(l!.gt(0)).toBe(true);
      expect(b.volume).toBeGreaterThan(0);
    }
    // The same bars whichever range is asked for.
    expect(market.dailyBars('MSFT', '2024-03-01', '2024-03-08')).toEqual(
      bars.filter((b) => b.date >= '2024-03-01' && b.date <= '2024-03-08'),
    );
  });

  it('prices options from the underlier with Black-Scholes, frozen outside the regular session', () => {
    const { market, universe, clock } = makeMarket();
    const aapl = universe.resolve('AAPL')!;
    const spot = Number(market.quote('AAPL')!.last_price);
    const contracts = universe.optionContracts(aapl.id);
    const expiry = contracts.map((c) => c.expiry).find((e) => e > '2026-12-10')!;
    const calls = contracts.filter((c) => c.expiry === expiry && c.contract_type === 'CALL');
    const atm = calls.reduce((best, c) =>
      Math.abs(Number(c.strike_price) - spot) < Math.abs(Number(best.strike_price) - spot) ? c : best,
    );
    const q = market.quote(atm.symbol)!;
    expect(q.instrument_id).toBe(atm.id);
    expect(Number(q.ask)).toBeGreaterThan(Number(q.bid));
    const greeks = market.optionGreeks(atm.symbol)!;
    expect(Number(greeks.delta)).toBeGreaterThan(0.35);
    expect(Number(greeks.delta)).toBeLessThan(0.7);
    expect(Number(greeks.theo_price)).toBeGreaterThan(Number(q.bid) - 0.01);
    expect(Number(greeks.theo_price)).toBeLessThan(Number(q.ask) + 0.01);
    // A deep in-the-money call is worth at least its intrinsic value.
    const deep = calls[0]!;
    expect(Number(market.quote(deep.symbol)!.last_price)).toBeGreaterThanOrEqual(
      spot - Number(deep.strike_price) - 0.05,
    );
    expect(market.optionGreeks('AAPL')).toBeUndefined();
    // After the regular close the option rests while the stock trades after hours.
    clock.set(at('2026-11-20T21:30:00Z'));
    const after = market.quote(atm.symbol)!;
    clock.advance(60 * 60_000);
    expect(market.quote(atm.symbol)!.last_price).toBe(after.last_price);
    expect(market.quote('AAPL')!.ts).not.toBe(after.ts);
  });

  // What kept quoting fast (well under 5 ms for 500 symbols once warm, measured by hand; CI asserts
  // no timings): a day's price path is built once per symbol and day, then reused by every quote.
  it('once warm, quoting 500 symbols again reuses every day path (none is rebuilt)', () => {
    const { market, universe, clock } = makeMarket();
    const symbols = universe.instruments.slice(0, 500).map((i) => i.symbol);
    for (const s of symbols) market.quote(s);
    const paths = (market as unknown as { paths: Map<string, object[]> }).paths;
    const built = () => new Set([...paths.values()].flat());
    const warm = built();
    expect(warm.size).toBeGreaterThanOrEqual(500);
    for (let round = 0; round < 20; round++) {
      clock.advance(250);
      for (const s of symbols) market.quote(s);
    }
    expect(built()).toEqual(warm);
  });

  it('satisfies the clock it was built on', () => {
    const { market } = makeMarket();
    expect(market.today()).toBe('2026-11-20');
    expect(market.lastCompletedTradingDay()).toBe('2026-11-19');
    expect(market.tradingDate()).toBe('2026-11-20');
    expect(TEST_NOW).toBe(at('2026-11-20T15:00:00Z'));
  });
});
