import { describe, it, expect } from 'vitest';
import { makeWorld, CALL } from './fakes';
import { CASH, MARGIN, errorOf, submit } from './helpers';
import type { OrderInput } from './helpers';

function violations(request: OrderInput, account = MARGIN) {
  const { brokerage, market } = makeWorld();
  market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
  const error = errorOf(() => submit(brokerage, request, account));
  expect(error.status).toBe(400);
  return (error.details ?? []).map((d) => `${String(d.field)}: ${String(d.description)}`);
}

describe('order validation', () => {
  it.each<[string, OrderInput, string]>([
    ['limit_price for LIMIT', { order_type: 'LIMIT' }, 'limit_price: limit_price is required'],
    [
      'limit_price for STOP_LIMIT',
      { order_type: 'STOP_LIMIT', stop_price: '101.00' },
      'limit_price: limit_price is required',
    ],
    ['stop_price for STOP', { order_type: 'STOP' }, 'stop_price: stop_price is required'],
    [
      'stop_price for STOP_LIMIT',
      { order_type: 'STOP_LIMIT', limit_price: '101.00' },
      'stop_price: stop_price is required',
    ],
    [
      'trailing_offset for TRAILING_STOP',
      { order_type: 'TRAILING_STOP' },
      'trailing_offset: trailing_offset is required',
    ],
    [
      'expires_at for GOOD_TILL_DATE',
      { time_in_force: 'GOOD_TILL_DATE' },
      'expires_at: expires_at is required',
    ],
    ['an instrument', { symbol: null }, 'symbol: either symbol or instrument_id must be provided'],
    ['a known symbol', { symbol: 'NOPE' }, 'symbol: unknown symbol'],
    ['a positive quantity', { quantity: '0' }, 'quantity: quantity must be greater than 0'],
    ['a decimal quantity', { quantity: 'ten' }, 'quantity: quantity must be a decimal string'],
    [
      'whole shares when not fractionable',
      { symbol: 'WHOLE', quantity: '1.5' },
      'quantity: WHOLE is not fractionable',
    ],
    [
      'whole option contracts',
      { symbol: CALL.symbol, quantity: '1.5' },
      'quantity: options are traded in whole contracts',
    ],
    [
      'a price on the tick grid',
      { order_type: 'LIMIT', limit_price: '100.001' },
      'limit_price: limit_price 100.001 is not on the price grid',
    ],
    [
      'a positive limit price',
      { order_type: 'LIMIT', limit_price: '-1' },
      'limit_price: limit_price must be greater than 0',
    ],
    [
      'no limit_price on a MARKET order',
      { limit_price: '10.00' },
      'limit_price: limit_price applies only to LIMIT',
    ],
    ['a side that can be sent', { side: 'OTHER' }, 'side: side OTHER cannot be submitted'],
    [
      'a supported time in force',
      { time_in_force: 'AT_CROSSING' },
      'time_in_force: time_in_force AT_CROSSING is not supported',
    ],
    [
      'expires_at in the future',
      { time_in_force: 'GOOD_TILL_DATE', expires_at: '2025-03-12T14:00:00Z' },
      'expires_at: expires_at must be in the future',
    ],
    [
      'options in the regular session',
      { symbol: CALL.symbol, quantity: '1', extended_hours: true },
      'extended_hours: options trade in the regular session only',
    ],
  ])('requires %s', (_name, request, expected) => {
    expect(violations(request).some((v) => v.startsWith(expected))).toBe(true);
  });

  it('accepts symbol and instrument_id together only when they name the same instrument', () => {
    const list = violations({ symbol: 'AAPL', instrument_id: 'MSFT' });
    expect(list).toContain('symbol: symbol AAPL does not match instrument_id MSFT');
  });

  it('limits VWAP/TWAP strategies to MARKET or LIMIT DAY orders with start_at before end_at, not OTC', () => {
    const window = { start_at: '2025-03-12T15:10:00Z', end_at: '2025-03-12T15:20:00Z' };
    expect(
      violations({ order_type: 'STOP', stop_price: '101.00', strategy: { type: 'VWAP', ...window } }),
    ).toContain('strategy: VWAP applies only to MARKET and LIMIT orders');
    expect(
      violations({ time_in_force: 'GOOD_TILL_CANCEL', strategy: { type: 'TWAP', ...window } }),
    ).toContain('strategy: TWAP applies only to orders with DAY time in force');
    expect(violations({ symbol: 'OTCX', strategy: { type: 'VWAP', ...window } })).toContain(
      'strategy: VWAP is not supported for OTC instruments',
    );
    expect(
      violations({ strategy: { type: 'VWAP', start_at: window.end_at, end_at: window.start_at } }),
    ).toContain('strategy.start_at: start_at must be before end_at');
  });

  it('reports every problem of a batch with its index and creates none of its orders', () => {
    const { brokerage } = makeWorld();
    const error = errorOf(() =>
      brokerage.submitOrders(MARGIN, [
        { order_type: 'MARKET', quantity: '1', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL' },
        { order_type: 'LIMIT', quantity: '1', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL' },
        { order_type: 'STOP', quantity: '-1', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL' },
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.details?.map((d) => [d.index, d.field])).toEqual([
      [1, 'limit_price'],
      [2, 'quantity'],
      [2, 'stop_price'],
    ]);
    expect(brokerage.listOrders(MARGIN)).toEqual([]);
  });

  it('returns the original order when a client id is sent again, and never creates a second one', () => {
    const { brokerage } = makeWorld();
    const first = submit(brokerage, { id: 'client-42', quantity: '3' });
    const again = submit(brokerage, { id: 'client-42', quantity: '300', side: 'SELL', symbol: 'MSFT' });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ quantity: '3', side: 'BUY', symbol: 'AAPL', client_order_id: 'client-42' });
    const [a, b] = brokerage.submitOrders(MARGIN, [
      { order_type: 'MARKET', quantity: '1', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL', id: 'twin' },
      { order_type: 'MARKET', quantity: '2', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL', id: 'twin' },
    ]);
    expect(a?.id).toBe(b?.id);
    expect(brokerage.listOrders(MARGIN)).toHaveLength(2);
    // Client ids are per account: the same id in another account is a new order.
    expect(submit(brokerage, { id: 'client-42', quantity: '1' }, CASH).id).not.toBe(first.id);
  });
});
