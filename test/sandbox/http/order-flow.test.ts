// Orders through the real router and the real sandbox (universe, market, brokerage): idempotent
// resubmission, the client id limit, field-level errors, 404s for unknown ids, and a fill that moves
// executions, positions, balances and today's portfolio-history segment together.
import { describe, it, expect } from 'vitest';
import Decimal from 'decimal.js';
import type { AccountBalances, PortfolioHistoryResponse } from '@/api/schemas/accounts';
import type { Execution, Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';
import { httpSandbox } from '../../utils/sandbox';

const ORDERS = '/v1/accounts/100001/orders';
const buy = (extra: Record<string, unknown> = {}) => ({
  order_type: 'MARKET',
  quantity: '7',
  side: 'BUY',
  time_in_force: 'DAY',
  symbol: 'AAPL',
  ...extra,
});

describe('orders through the router', () => {
  it('answers a resubmitted client id with the original order and never creates a second one', async () => {
    const { call, clock } = httpSandbox();
    const first = await call<Order[]>('POST', ORDERS, [buy({ id: 'retry-1' })]);
    expect(first.status).toBe(200);
    const [original] = first.data;
    // A network retry after the order filled: same id, even with other values.
    clock.advance(5000);
    const again = await call<Order[]>('POST', ORDERS, [
      buy({ id: 'retry-1', quantity: '70', symbol: 'MSFT' }),
    ]);
    expect(again.status).toBe(200);
    expect(again.data[0]).toMatchObject({
      id: original!.id,
      client_order_id: 'retry-1',
      quantity: '7',
      symbol: 'AAPL',
      status: 'FILLED',
    });
    const list = await call<Order[]>('GET', `${ORDERS}?order_ids=${original!.id}`);
    expect(list.data).toHaveLength(1);
    const all = await call<Order[]>('GET', ORDERS);
    expect(all.data.filter((o) => o.client_order_id === 'retry-1')).toHaveLength(1);
    const executions = await call<Execution[]>('GET', '/v1/accounts/100001/executions?instrument_id=AAPL');
    expect(new Decimal(executions.data.reduce((s, e) => s + Number(e.quantity), 0)).toFixed()).toBe('7');
  });

  it('answers 422 with field details for a client id over 64 characters, and accepts 64', async () => {
    const { call } = httpSandbox();
    const tooLong = await call('POST', ORDERS, [buy({ id: 'x'.repeat(65) })]);
    expect(tooLong.status).toBe(422);
    expect(tooLong.error?.code).toBe(422);
    expect(tooLong.error?.details).toEqual([expect.objectContaining({ field: 'body.0.id' })]);
    expect(tooLong.metadata.request_id).toBeTruthy();
    expect((await call<Order[]>('POST', ORDERS, [buy({ id: 'x'.repeat(64) })])).status).toBe(200);
  });

  it('answers 422 for a body of the wrong shape and 400 with field details for a semantically invalid order', async () => {
    const { call } = httpSandbox();
    const wrongShape = await call('POST', ORDERS, { order_type: 'MARKET' });
    expect(wrongShape.status).toBe(422);
    expect(wrongShape.error?.details?.length).toBeGreaterThan(0);
    const badEnum = await call('POST', ORDERS, [buy({ order_type: 'ICEBERG' })]);
    expect(badEnum.status).toBe(422);
    expect(badEnum.error?.details).toEqual([expect.objectContaining({ field: 'body.0.order_type' })]);
    // VWAP and TWAP carry their window: without end_at the body has the wrong shape.
    const noWindow = await call('POST', ORDERS, [
      buy({ strategy: { type: 'VWAP', start_at: '2026-11-20T15:10:00Z' } }),
    ]);
    expect(noWindow.status).toBe(422);
    expect(noWindow.error?.details).toEqual([expect.objectContaining({ field: 'body.0.strategy.end_at' })]);
    const invalid = await call('POST', ORDERS, [
      buy({ order_type: 'STOP_LIMIT', time_in_force: 'GOOD_TILL_DATE' }),
    ]);
    expect(invalid.status).toBe(400);
    expect(invalid.error?.details?.map((d) => d.field).sort()).toEqual([
      'expires_at',
      'limit_price',
      'stop_price',
    ]);
  });

  it('answers 404 envelopes for unknown order ids on fetch, replace and cancel', async () => {
    const { call } = httpSandbox();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { limit_price: '10.00' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${ORDERS}/no-such-order`, body);
      expect(response.status, method).toBe(404);
      expect(response.error).toMatchObject({
        code: 404,
        message: 'Order no-such-order not found for account 100001',
      });
      expect(response.data).toBeNull();
    }
    expect((await call('GET', '/v1/instruments/NO-SUCH-TICKER')).status).toBe(404);
  });

  it('moves executions, the position, balances and today’s history segment with a fill', async () => {
    const { call, clock } = httpSandbox();
    const positions = async () =>
      (await call<Position[]>('GET', '/v1/accounts/100001/positions')).data.find((p) => p.symbol === 'JPM');
    const balances = async () => (await call<AccountBalances>('GET', '/v1/accounts/100001/balances')).data;
    const today = async () =>
      (
        await call<PortfolioHistoryResponse>(
          'GET',
          '/v1/accounts/100001/portfolio-history?start_date=2026-11-20',
        )
      ).data.segments.at(-1);

    const heldBefore = new Decimal((await positions())?.quantity ?? 0);
    const cashBefore = new Decimal((await balances()).trade_cash);
    const [order] = (await call<Order[]>('POST', ORDERS, [buy({ symbol: 'JPM', quantity: '25' })])).data;
    clock.advance(10_000);
    const filled = (await call<Order>('GET', `${ORDERS}/${order!.id}`)).data;
    expect(filled.status).toBe('FILLED');
    const notional = new Decimal(filled.average_fill_price!).times(25);

    const executions = (await call<Execution[]>('GET', '/v1/accounts/100001/executions?instrument_id=JPM'))
      .data;
    expect(executions.length).toBeGreaterThan(0);
    for (const e of executions) {
      expect(e.order_id).toBe(order!.id);
      expect(e.transaction_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
    }
    const times = executions.map((e) => e.transaction_time);
    expect([...times].sort().reverse()).toEqual(times);

    expect(new Decimal((await positions())!.quantity).minus(heldBefore).toFixed()).toBe('25');
    const after = await balances();
    expect(cashBefore.minus(after.trade_cash).toFixed(2)).toBe(notional.toFixed(2));
    expect(new Decimal(after.unsettled_debits).gte(notional.toDecimalPlaces(2))).toBe(true);
    const segment = await today();
    expect(segment?.date).toBe('2026-11-20');
    expect(new Decimal(segment!.eod_equity).minus(after.equity).abs().toNumber()).toBeLessThan(0.01);
  });
});
