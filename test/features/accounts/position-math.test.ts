import { describe, expect, it } from 'vitest';
import type { Position } from '@/api/schemas/positions';
import {
  positionMultiplier,
  positionTotals,
  valuePosition,
} from '@/features/accounts/positions/position-math';

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

describe('valuePosition', () => {
  it('keeps the server figures when there is no live price', () => {
    const v = valuePosition(long, undefined);
    expect(v.live).toBe(false);
    expect(v.lastPrice?.toFixed(2)).toBe('151.00');
    expect(v.marketValue?.toFixed(2)).toBe('15100.00');
    expect(v.unrealizedPnl?.toFixed(2)).toBe('600.00');
    expect(v.long).toBe(true);
  });

  it('moves value and P&L of a long with the live price', () => {
    const v = valuePosition(long, '152.10');
    expect(v.live).toBe(true);
    expect(v.marketValue?.toFixed(2)).toBe('15210.00');
    expect(v.unrealizedPnl?.toFixed(2)).toBe('710.00');
    expect(v.dailyPnl?.toFixed(2)).toBe('160.00');
    // 710 / 14500 × 100
    expect(v.unrealizedPnlPct?.toFixed(4)).toBe('4.8966');
    // 160 / (150.50 × 100) × 100
    expect(v.dailyPnlPct?.toFixed(4)).toBe('1.0631');
  });

  it('moves a short the other way', () => {
    const v = valuePosition(short, '177.50');
    expect(v.long).toBe(false);
    expect(v.marketValue?.toFixed(2)).toBe('-8875.00');
    expect(v.unrealizedPnl?.toFixed(2)).toBe('125.00');
    expect(v.dailyPnl?.toFixed(2)).toBe('125.00');
  });

  it('applies the option multiplier read from the server valuation', () => {
    expect(positionMultiplier(option).toFixed()).toBe('100');
    const v = valuePosition(option, '2.80');
    expect(v.marketValue?.toFixed(2)).toBe('2800.00');
    expect(v.unrealizedPnl?.toFixed(2)).toBe('300.00');
  });

  it('totals the rows in decimals', () => {
    const totals = positionTotals([valuePosition(long, '152.10'), valuePosition(short, '177.50')]);
    expect(totals.marketValue.toFixed(2)).toBe('6335.00');
    expect(totals.unrealizedPnl.toFixed(2)).toBe('835.00');
    expect(totals.costBasis.toFixed(2)).toBe('5500.00');
  });
});
