// The matching rule that withholds a re-send duplicating a pending submit (lib/order-match.ts).
import { describe, expect, it } from 'vitest';
import { ordersMatch, type OrderMatchKey } from '@/features/orders/lib/order-match';

const base: OrderMatchKey = {
  accountId: 100001,
  instrumentId: 'ins-aapl',
  symbol: 'AAPL',
  request: {
    symbol: 'AAPL',
    side: 'BUY',
    quantity: '3',
    order_type: 'LIMIT',
    limit_price: '187.5',
    time_in_force: 'DAY',
  },
};
const withRequest = (
  patch: Partial<OrderMatchKey['request']>,
  key: Partial<OrderMatchKey> = {},
): OrderMatchKey => ({
  ...base,
  ...key,
  request: { ...base.request, ...patch },
});

describe('order matching rule', () => {
  it('matches the same order, with decimals compared as numbers and TIF ignored', () => {
    expect(
      ordersMatch(
        base,
        withRequest({ quantity: '3.00', limit_price: '187.50', time_in_force: 'GOOD_TILL_CANCEL' }),
      ),
    ).toBe(true);
    expect(
      ordersMatch(base, withRequest({ symbol: 'aapl' }, { symbol: 'aapl', instrumentId: undefined })),
    ).toBe(true);
  });

  it('does not match another account, instrument, side, quantity, type or price', () => {
    expect(ordersMatch(base, withRequest({}, { accountId: 100002 }))).toBe(false);
    expect(
      ordersMatch(base, withRequest({ symbol: 'MSFT' }, { symbol: 'MSFT', instrumentId: 'ins-msft' })),
    ).toBe(false);
    expect(ordersMatch(base, withRequest({ side: 'SELL' }))).toBe(false);
    expect(ordersMatch(base, withRequest({ quantity: '4' }))).toBe(false);
    expect(ordersMatch(base, withRequest({ order_type: 'MARKET', limit_price: undefined }))).toBe(false);
    expect(ordersMatch(base, withRequest({ limit_price: '187.51' }))).toBe(false);
    expect(ordersMatch(base, withRequest({ stop_price: '180' }))).toBe(false);
  });
});
