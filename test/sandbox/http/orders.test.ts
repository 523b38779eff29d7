import { describe, it, expect } from 'vitest';
import { httpWorld } from '../engine/brokerage/fakes';

const params = { account_id: 100001 };
const marketBuy = { order_type: 'MARKET', quantity: '10', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL' };

describe('order handlers', () => {
  it('submit an array of orders and answer the acknowledgements in schema shape', async () => {
    const { call } = httpWorld();
    const result = await call('submit_orders', {
      params,
      body: [
        marketBuy,
        { ...marketBuy, order_type: 'TRAILING_STOP', trailing_offset: '2.00', trailing_offset_type: 'PRICE' },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.schemaIssues).toEqual([]);
    expect(result.data).toMatchObject([
      { status: 'PENDING_NEW' },
      { status: 'PENDING_NEW', trailing_offset: '2.00' },
    ]);
  });

  it('answer 400 with field details for an invalid order, 400 "Risk check failed" for a risk failure', async () => {
    const { call } = httpWorld();
    const invalid = await call('submit_orders', { params, body: [{ ...marketBuy, order_type: 'LIMIT' }] });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.details).toEqual([expect.objectContaining({ field: 'limit_price', index: 0 })]);
    const risky = await call('submit_orders', {
      params,
      body: [{ ...marketBuy, side: 'SELL_SHORT', symbol: 'HTB' }],
    });
    expect(risky.error).toMatchObject({ code: 400, message: 'Risk check failed' });
  });

  it('answer 400 for a quantity finer than the fractional step (0.0001), and accept the step', async () => {
    const { call } = httpWorld();
    const tiny = await call('submit_orders', { params, body: [{ ...marketBuy, quantity: '0.000000001' }] });
    expect(tiny.status).toBe(400);
    expect(tiny.error?.details).toEqual([
      expect.objectContaining({ field: 'quantity', description: expect.stringMatching(/steps of 0\.0001/) }),
    ]);
    const step = await call('submit_orders', { params, body: [{ ...marketBuy, quantity: '0.0001' }] });
    expect(step.status).toBe(200);
  });

  it('list, fetch, replace, cancel and list executions in schema shape, with pagination', async () => {
    const { call, clock, brokerage, market } = httpWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 4, last: '100.00' });
    await call('submit_orders', { params, body: [marketBuy] });
    const limit = await call('submit_orders', {
      params,
      body: [{ ...marketBuy, order_type: 'LIMIT', limit_price: '50.00', time_in_force: 'GOOD_TILL_CANCEL' }],
    });
    const limitId = (limit.data as Array<{ id: string }>)[0]!.id;
    clock.advance(5000);
    brokerage.advance();

    const page = await call('get_orders', { params, query: { page_size: '1', status: 'FILLED,NEW' } });
    expect(page.schemaIssues).toEqual([]);
    expect(page.metadata).toMatchObject({ total_items: 2, total_pages: 2 });
    const executions = await call('get_executions', {
      params,
      query: { instrument_id: 'AAPL', page_size: '2' },
    });
    expect(executions.schemaIssues).toEqual([]);
    expect(executions.metadata).toMatchObject({ total_items: 3 });

    const replaced = await call('replace_order', {
      params: { ...params, order_id: limitId },
      body: { limit_price: '49.00' },
    });
    expect(replaced.schemaIssues).toEqual([]);
    expect(replaced.data).toMatchObject({ status: 'PENDING_REPLACE', limit_price: '49.00' });
    const fetched = await call('get_order_by_id', { params: { ...params, order_id: limitId } });
    expect(fetched.schemaIssues).toEqual([]);
    const canceled = await call('cancel_all_open_orders', { params, query: { type: 'LIMIT' } });
    expect(canceled.schemaIssues).toEqual([]);
    expect(canceled.data).toMatchObject([{ status: 'PENDING_CANCEL' }]);
    const none = await call('cancel_open_order', { params: { ...params, order_id: 'missing' } });
    expect(none.status).toBe(404);
  });

  it('answer 403 on the forbidden account', async () => {
    const { call } = httpWorld();
    expect((await call('get_orders', { params: { account_id: 100005 } })).status).toBe(403);
    expect((await call('submit_orders', { params: { account_id: 100005 }, body: [marketBuy] })).status).toBe(
      403,
    );
  });
});
