import { describe, expect, it } from 'vitest';
import type { Position } from '@/api/schemas/positions';
import { Decimal } from '@/domain/decimal/decimal';
import {
  positionMultiplier,
  positionRow,
  positionTotals,
  valuePosition,
} from '@/features/accounts/positions/position-math';
import { formatPercent } from '@/domain/decimal/format';

const long: Position = {
  account_id: 1,
  available_quantity: '100',
  avg_price: '145.00',
  closing_price: '150.50',
  closing_price_date: '2025-10-31',
  cost_basis: '14500.00',
  daily_realized_pnl: '700.00',
  daily_unrealized_pnl: '50.00',
  instrument_id: 'a1a2a3a4-b1b2-c1c2-d1d2-d3d4d5d6d7d8',
  instrument_price: '151.00',
  instrument_type: 'COMMON_STOCK',
  market_value: '15100.00',
  position_type: 'LONG',
  quantity: '100',
  symbol: 'AAPL',
  unrealized_pnl: '600.00',
};
const short: Position = {
  ...long,
  instrument_id: 'd4d5d6d7-e4e5-f4f5-a4a5-a6a7a8a9aaab',
  avg_price: '180.00',
  closing_price: '180.00',
  cost_basis: '-9000.00',
  daily_realized_pnl: '0',
  daily_unrealized_pnl: '75.00',
  instrument_price: '178.50',
  market_value: '-8925.00',
  position_type: 'SHORT',
  quantity: '-50',
  symbol: 'TSLA',
  unrealized_pnl: '75.00',
};
const option: Position = {
  ...long,
  instrument_id: 'e5e6e7e8-f5f6-a5a6-b5b6-b7b8b9babcbe',
  instrument_type: 'OPTION',
  symbol: 'AAPL250117C00190000',
  quantity: '10',
  avg_price: '2.50',
  cost_basis: '2500.00',
  instrument_price: '2.72',
  closing_price: '2.70',
  market_value: '2720.00',
  unrealized_pnl: '220.00',
  daily_unrealized_pnl: '20.00',
};

const fixed = (value: string | null, places = 2) =>
  value === null ? null : new Decimal(value).toFixed(places);

describe('valuePosition', () => {
  it('keeps the server figures when there is no live price', () => {
    const v = valuePosition(long, undefined);
    expect(v.live).toBe(false);
    expect(fixed(v.lastPrice)).toBe('151.00');
    expect(fixed(v.marketValue)).toBe('15100.00');
    expect(fixed(v.unrealizedPnl)).toBe('600.00');
    expect(positionRow(long).long).toBe(true);
  });

  it('moves value and P&L of a long with the live price', () => {
    const v = valuePosition(long, '152.10');
    expect(v.live).toBe(true);
    expect(v.marketValue).toBe('15210.00');
    expect(fixed(v.unrealizedPnl)).toBe('710.00');
    expect(fixed(v.dailyPnl)).toBe('160.00');
    expect(v.unrealizedSign).toBe(1);
    // 710 / 14500 × 100
    expect(fixed(v.unrealizedPnlPct, 4)).toBe('4.8966');
    // 160 / (150.50 × 100) × 100
    expect(fixed(v.dailyPnlPct, 4)).toBe('1.0631');
  });

  it('moves a short the other way', () => {
    const v = valuePosition(short, '177.50');
    expect(positionRow(short).long).toBe(false);
    expect(fixed(v.marketValue)).toBe('-8875.00');
    expect(fixed(v.unrealizedPnl)).toBe('125.00');
    expect(fixed(v.dailyPnl)).toBe('125.00');
  });

  it('applies the option multiplier read from the server valuation', () => {
    expect(positionMultiplier(option).toFixed()).toBe('100');
    const v = valuePosition(option, '2.80');
    expect(fixed(v.marketValue)).toBe('2800.00');
    expect(fixed(v.unrealizedPnl)).toBe('300.00');
  });

  it('returns the same values for the same price (one computation per tick for every cell)', () => {
    const a = valuePosition(long, '152.10');
    expect(valuePosition(long, '152.10')).toBe(a);
    expect(valuePosition(long, '152.11')).not.toBe(a);
  });

  it('matches decimal.js exactly, percentages included once rounded for display', () => {
    // Prices with up to 6 places, large and fractional quantities, a position without server P&L.
    const bare: Position = { ...long, unrealized_pnl: null, daily_unrealized_pnl: null, quantity: '0.3337' };
    const big: Position = {
      ...long,
      quantity: '12345678',
      market_value: '1864197378.00',
      cost_basis: '-1.00',
    };
    for (const position of [long, short, option, bare, big])
      for (const price of ['0.000001', '151.005', '99999.999999', '150.5', '1', '-2.5']) {
        const v = valuePosition(position, price);
        const units = new Decimal(position.quantity).times(positionMultiplier(position));
        const live = new Decimal(price);
        const serverPrice = new Decimal(position.instrument_price ?? '0');
        const move = live.minus(serverPrice).times(units);
        const expectedValue = new Decimal(position.market_value).plus(move);
        expect(new Decimal(v.marketValue ?? 'NaN').equals(expectedValue)).toBe(true);
        const unrealized = position.unrealized_pnl
          ? new Decimal(position.unrealized_pnl).plus(move)
          : expectedValue.minus(position.cost_basis ?? '0');
        expect(new Decimal(v.unrealizedPnl ?? 'NaN').equals(unrealized)).toBe(true);
        const pct = unrealized.dividedBy(new Decimal(position.cost_basis ?? '1').abs()).times(100);
        expect(formatPercent(v.unrealizedPnlPct, { decimals: 4 })).toBe(
          formatPercent(pct.toFixed(), { decimals: 4 }),
        );
        const daily = position.daily_unrealized_pnl
          ? new Decimal(position.daily_unrealized_pnl).plus(move)
          : live.minus(position.closing_price ?? '0').times(units);
        expect(new Decimal(v.dailyPnl ?? 'NaN').equals(daily)).toBe(true);
      }
  });
});

describe('positionTotals', () => {
  it('totals the rows in exact decimals', () => {
    const positions = [long, short];
    const totals = positionTotals(positions, [valuePosition(long, '152.10'), valuePosition(short, '177.50')]);
    expect(fixed(totals.marketValue)).toBe('6335.00');
    expect(fixed(totals.unrealizedPnl)).toBe('835.00');
    expect(fixed(totals.costBasis)).toBe('5500.00');
    expect(totals.unrealizedSign).toBe(1);
  });
});
