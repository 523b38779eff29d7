import { describe, it, expect } from 'vitest';
import Decimal from 'decimal.js';
import { makeWorld } from './fakes';
import { MARGIN, errorOf, submit, tick } from './helpers';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';

function expectContinuous(segments: PortfolioHistorySegment[]) {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    expect(s.day_pnl).toBe(new Decimal(s.eod_equity).minus(s.sod_equity).toFixed(2));
    if (i > 0) expect(s.sod_equity).toBe(segments[i - 1]!.eod_equity);
  }
}

describe('portfolio history', () => {
  it('covers more than two years of trading days, continuous from day to day, ending with a live today', () => {
    const { brokerage } = makeWorld();
    const { segments } = brokerage.getPortfolioHistory(MARGIN, '2023-03-01');
    expect(segments.length).toBeGreaterThan(2 * 250);
    expect(segments.every((s) => ![0, 6].includes(new Date(`${s.date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expectContinuous(segments);
    const today = segments.at(-1)!;
    const balances = brokerage.getBalances(MARGIN);
    expect(today.date).toBe('2025-03-12');
    expect(today.eod_equity).toBe(balances.equity);
    expect(today.sod_equity).toBe(balances.sod.equity);
  });

  it('values past days at cash + Σ quantity × close', () => {
    const { brokerage, market } = makeWorld();
    const balances = brokerage.getBalances(MARGIN);
    const positions = brokerage.listPositions(MARGIN);
    const yesterday = brokerage.getPortfolioHistory(MARGIN, '2025-03-11', '2025-03-11').segments[0]!;
    const expected = positions.reduce(
      (sum, p) => sum.plus(new Decimal(p.quantity).times(market.close(p.instrument_id, '2025-03-11'))),
      new Decimal(balances.trade_cash),
    );
    expect(yesterday.eod_equity).toBe(expected.toFixed(2));
  });

  it('updates today with fills and live prices, and records finished days at the roll', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    submit(brokerage, { quantity: '100' });
    tick(clock, brokerage, 1000);
    let today = brokerage.getPortfolioHistory(MARGIN, '2025-03-12').segments.at(-1)!;
    expect(today.bought_notional).toBe('10001.00');
    expect(today.eod_equity).toBe(brokerage.getBalances(MARGIN).equity);
    market.setQuote('AAPL', { bid: '109.99', ask: '110.01', last: '110.00' });
    today = brokerage.getPortfolioHistory(MARGIN, '2025-03-12').segments.at(-1)!;
    expect(today.eod_equity).toBe(brokerage.getBalances(MARGIN).equity);

    // Friday: Wednesday and Thursday are recorded, and the chain stays continuous.
    clock.set(Date.parse('2025-03-14T15:00:00Z'));
    const { segments } = brokerage.getPortfolioHistory(MARGIN, '2025-03-10');
    expect(segments.map((s) => s.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    expectContinuous(segments);
    expect(segments[2]?.bought_notional).toBe('10001.00');
    expect(segments.at(-1)?.eod_equity).toBe(brokerage.getBalances(MARGIN).equity);
  });

  it("defaults end_date to today, refuses a start after the end, and stops at a closed account's close date", () => {
    const { brokerage } = makeWorld();
    expect(brokerage.getPortfolioHistory(MARGIN, '2025-03-12').segments).toHaveLength(1);
    expect(errorOf(() => brokerage.getPortfolioHistory(MARGIN, '2025-03-12', '2025-03-01')).status).toBe(400);
    const closed = brokerage.getAccount(100004);
    const { segments } = brokerage.getPortfolioHistory(100004, '2020-01-01');
    expect(segments.at(-1)!.date <= String(closed.close_date)).toBe(true);
  });
});
