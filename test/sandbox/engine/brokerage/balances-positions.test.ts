import { describe, it, expect } from 'vitest';
import Decimal from 'decimal.js';
import { makeWorld, INSTRUMENTS, CALL, FakeUniverse, FakeMarket } from './fakes';
import { Brokerage as BrokerageClass } from '@/sandbox/engine/brokerage/brokerage';
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import { CASH, MARGIN, errorOf, submit, tick } from './helpers';
import type { Brokerage } from '@/sandbox/engine/brokerage/brokerage';

const d = (value: string | null | undefined) => new Decimal(value ?? '0');

/** cash + long market value − |short market value| = equity, and positions add up to the balances. */
function expectConsistent(brokerage: Brokerage, account: number) {
  const b = brokerage.getBalances(account);
  const positions = brokerage.listPositions(account);
  expect(
    d(b.trade_cash)
      .plus(b.long_market_value)
      .minus(b.short_market_value ?? '0')
      .toFixed(2),
  ).toBe(b.equity);
  const long = positions
    .filter((p) => p.position_type === 'LONG')
    .reduce((s, p) => s.plus(p.market_value), new Decimal(0));
  expect(long.toFixed(2)).toBe(b.long_market_value);
  const unrealized = positions.reduce((s, p) => s.plus(d(p.unrealized_pnl)), new Decimal(0));
  expect(unrealized.minus(b.unrealized_pnl).abs().lte(0.05)).toBe(true);
  // With no deposits or withdrawals, the day's equity change is the day's P&L.
  expect(d(b.daily_change).minus(b.daily_total_pnl).abs().lte(0.02)).toBe(true);
  expect(b.daily_total_pnl).toBe(d(b.daily_realized_pnl).plus(b.daily_unrealized_pnl).toFixed(2));
  return b;
}

describe('balances and positions', () => {
  it('start consistent in every seeded account', () => {
    const { brokerage } = makeWorld();
    for (const account of [MARGIN, CASH, 100003, 100004]) expectConsistent(brokerage, account);
    expect(brokerage.listPositions(MARGIN).length).toBeGreaterThanOrEqual(5);
    expect(brokerage.listPositions(MARGIN).some((p) => p.position_type === 'SHORT')).toBe(true);
  });

  it('seed an option position when the universe lists contracts', () => {
    const clock = new ManualClock(Date.parse('2025-03-12T15:00:00Z'));
    const universe = new (class extends FakeUniverse {
      optionContracts() {
        return [CALL];
      }
    })();
    const market = new FakeMarket(clock, universe);
    market.setQuote(CALL.symbol, { bid: '4.90', ask: '5.10', last: '5.00' });
    const brokerage = new BrokerageClass(universe, market, clock, createRng(42).fork('brokerage'));
    const option = brokerage.listPositions(MARGIN).find((p) => p.instrument_type === 'OPTION');
    expect(option).toMatchObject({
      symbol: CALL.symbol,
      quantity: '5',
      market_value: '2500.00',
      avg_price: '5.00',
    });
    expectConsistent(brokerage, MARGIN);
    const history = brokerage.getPortfolioHistory(MARGIN, '2025-03-01').segments;
    expect(history.at(-1)?.sod_equity).toBe(history.at(-2)?.eod_equity);
  });

  it('move cash, positions, unsettled debits and buying power with a fill, and stay consistent', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const before = brokerage.getBalances(MARGIN);
    submit(brokerage, { quantity: '100' });
    tick(clock, brokerage, 1000);
    const after = expectConsistent(brokerage, MARGIN);
    expect(d(before.trade_cash).minus(after.trade_cash).toFixed(2)).toBe('10001.00');
    expect(after.unsettled_debits).toBe('10001.00');
    expect(after.settled_cash).toBe(before.settled_cash);
    expect(
      d(after.margin_details?.initial_margin_requirement)
        .minus(before.margin_details?.initial_margin_requirement ?? '0')
        .toFixed(2),
    ).toBe('5000.00');
    const aapl = brokerage.listPositions(MARGIN, { instrument_ids: [INSTRUMENTS[0]!.id] });
    expect(aapl[0]).toMatchObject({
      quantity: '100',
      avg_price: '100.01',
      cost_basis: '10001.00',
      market_value: '10000.00',
      unrealized_pnl: '-1.00',
    });

    // The next business day the purchase settles (T+1) and the day's figures restart.
    clock.set(Date.parse('2025-03-13T14:00:00Z'));
    const nextDay = expectConsistent(brokerage, MARGIN);
    expect(nextDay.unsettled_debits).toBe('0.00');
    expect(nextDay.sod.asof).toBe('2025-03-13');
    expect(nextDay.daily_realized_pnl).toBe('0.00');
  });

  it('realize P&L on a round trip and count it as a day trade', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    submit(brokerage, { quantity: '10' });
    tick(clock, brokerage, 1000);
    market.setQuote('AAPL', { bid: '101.99', ask: '102.01', last: '102.00' });
    submit(brokerage, { quantity: '10', side: 'SELL' });
    tick(clock, brokerage, 1000);
    const b = expectConsistent(brokerage, MARGIN);
    expect(b.daily_realized_pnl).toBe('19.80');
    expect(b.margin_details?.day_trade_count).toBe(1);
    expect(b.margin_details?.pattern_day_trader).toBe(false);
    expect(brokerage.listPositions(MARGIN).some((p) => p.symbol === 'AAPL')).toBe(false);
    expect(brokerage.listExecutions(MARGIN).map((e) => e.side)).toEqual(['SELL', 'BUY']);
  });

  it('give cash accounts settled-cash buying power, margin type NONE and no margin details', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const before = brokerage.getBalances(CASH);
    expect(before).toMatchObject({ margin_type: 'NONE' });
    expect(before.margin_details).toBeUndefined();
    expect(before.buying_power).toBe(before.trade_cash);
    submit(brokerage, { quantity: '10' }, CASH);
    tick(clock, brokerage, 1000);
    const after = expectConsistent(brokerage, CASH);
    expect(d(before.buying_power).minus(after.buying_power).toFixed(2)).toBe('1000.10');
    // Selling does not give buying power back before the sale settles.
    submit(brokerage, { quantity: '10', side: 'SELL' }, CASH);
    tick(clock, brokerage, 1000);
    const sold = brokerage.getBalances(CASH);
    expect(sold.buying_power).toBe(after.buying_power);
    expect(sold.unsettled_credits).toBe('999.90');
  });

  it('compute Reg T requirements: 50 % initial, 25 % long / 30 % short maintenance', () => {
    const { brokerage } = makeWorld();
    const b = brokerage.getBalances(MARGIN);
    let initial = new Decimal(0);
    let maintenance = new Decimal(0);
    for (const p of brokerage.listPositions(MARGIN)) {
      const value = d(p.market_value).abs();
      const marginable = INSTRUMENTS.find((i) => i.id === p.instrument_id)?.is_marginable ?? true;
      if (p.position_type === 'SHORT') {
        initial = initial.plus(value.times(0.5));
        maintenance = maintenance.plus(value.times(0.3));
      } else if (!marginable) {
        initial = initial.plus(value);
        maintenance = maintenance.plus(value);
      } else {
        initial = initial.plus(value.times(0.5));
        maintenance = maintenance.plus(value.times(0.25));
      }
    }
    expect(d(b.margin_details?.initial_margin_requirement).minus(initial).abs().lte(0.05)).toBe(true);
    expect(d(b.margin_details?.maintenance_margin_requirement).minus(maintenance).abs().lte(0.05)).toBe(true);
    expect(b.margin_details?.initial_margin_excess).toBe(
      d(b.equity)
        .minus(b.margin_details?.initial_margin_requirement ?? '0')
        .toFixed(2),
    );
    expect(b.margin_details?.top_contributors).toBeUndefined();
    const top = brokerage.getBalances(MARGIN, 2).margin_details?.top_contributors ?? [];
    expect(top).toHaveLength(2);
    expect(d(top[0]?.initial_margin_requirement).gte(d(top[1]?.initial_margin_requirement))).toBe(true);
  });

  it('show available quantity net of open closing orders, and sort positions', () => {
    const { brokerage } = makeWorld();
    const long = brokerage.listPositions(MARGIN).find((p) => p.position_type === 'LONG');
    if (!long) throw new Error('no long position');
    submit(brokerage, {
      side: 'SELL',
      symbol: long.symbol,
      quantity: '5',
      order_type: 'LIMIT',
      limit_price: '999.00',
    });
    const after = brokerage.listPositions(MARGIN).find((p) => p.symbol === long.symbol);
    expect(after?.available_quantity).toBe(d(long.quantity).minus(5).toFixed());
    const byValue = brokerage
      .listPositions(MARGIN, { sort_by: 'MARKET_VALUE', sort_direction: 'DESC' })
      .map((p) => Number(p.market_value));
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
  });

  it('close one position with a market order, and all of them with close-all', () => {
    const { brokerage, clock } = makeWorld();
    const [first] = brokerage.listPositions(MARGIN);
    if (!first) throw new Error('no positions');
    const [order] = brokerage.closePosition(MARGIN, first.symbol);
    expect(order).toMatchObject({
      order_type: 'MARKET',
      time_in_force: 'DAY',
      status: 'PENDING_NEW',
      quantity: d(first.quantity).abs().toFixed(),
      side: first.position_type === 'LONG' ? 'SELL' : 'BUY',
    });
    expect(order?.client_order_id).toMatch(/^close-position-/);
    tick(clock, brokerage, 2000);
    expect(brokerage.listPositions(MARGIN).some((p) => p.instrument_id === first.instrument_id)).toBe(false);
    expect(errorOf(() => brokerage.closePosition(MARGIN, first.symbol)).status).toBe(404);

    const remaining = brokerage.listPositions(MARGIN).length;
    expect(brokerage.closeAllPositions(MARGIN)).toHaveLength(remaining);
    tick(clock, brokerage, 5000);
    expect(brokerage.listPositions(MARGIN)).toEqual([]);
    const b = expectConsistent(brokerage, MARGIN);
    expect(b.long_market_value).toBe('0.00');
  });

  it('puts the margin account just above maintenance in the margin-call scenario', () => {
    const { brokerage } = makeWorld();
    const before = brokerage.getBalances(MARGIN);
    brokerage.applyMarginCallScenario();
    const b = brokerage.getBalances(MARGIN);
    const excess = d(b.margin_details?.maintenance_margin_excess);
    expect(excess.gt(0)).toBe(true);
    expect(excess.lte(d(b.margin_details?.maintenance_margin_requirement).times(0.03))).toBe(true);
    expect(b.buying_power).toBe('0.00');
    // The withdrawal happens at the start of the day: today's P&L is unchanged.
    expect(b.daily_total_pnl).toBe(before.daily_total_pnl);
  });

  it('empties every portfolio in the empty-portfolio scenario, keeping equity as cash', () => {
    const { brokerage } = makeWorld();
    submit(brokerage, { order_type: 'LIMIT', limit_price: '10.00' });
    const equity = brokerage.getBalances(MARGIN).equity;
    brokerage.clearPortfolios();
    expect(brokerage.listPositions(MARGIN)).toEqual([]);
    expect(brokerage.listOrders(MARGIN)).toEqual([]);
    expect(brokerage.getBalances(MARGIN)).toMatchObject({
      equity,
      trade_cash: equity,
      daily_total_pnl: '0.00',
    });
  });
});
