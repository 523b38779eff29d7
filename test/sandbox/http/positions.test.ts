import { describe, it, expect } from 'vitest';
import { httpWorld } from '../engine/brokerage/fakes';
import { CALL } from '../engine/brokerage/fakes';

const params = { account_id: 100001 };

describe('position handlers', () => {
  it('list positions in schema shape with sorting and pages', async () => {
    const { call } = httpWorld();
    const result = await call('get_positions', {
      params,
      query: { sort_by: 'SYMBOL', sort_direction: 'DESC', page_size: '3' },
    });
    expect(result.schemaIssues).toEqual([]);
    const symbols = (result.data as Array<{ symbol: string }>).map((p) => p.symbol);
    expect(symbols).toEqual([...symbols].sort().reverse());
    expect(result.metadata?.next_page_token).toBeDefined();
  });

  it('close a position and all positions with market orders', async () => {
    const { call } = httpWorld();
    const positions = (await call('get_positions', { params })).data as Array<{
      symbol: string;
      instrument_id: string;
    }>;
    const one = await call('close_position', {
      params: { ...params, instrument_id: positions[0]!.symbol },
      body: { cancel_orders: true },
    });
    expect(one.schemaIssues).toEqual([]);
    expect(one.data).toMatchObject([{ order_type: 'MARKET', status: 'PENDING_NEW' }]);
    const all = await call('close_positions', { params });
    expect(all.schemaIssues).toEqual([]);
    expect((all.data as unknown[]).length).toBe(positions.length - 1);
  });

  it('submit, list and cancel position instructions with the batch statuses', async () => {
    const { call, clock, brokerage, market } = httpWorld();
    market.setQuote(CALL.symbol, { bid: '4.90', ask: '5.10' });
    await call('submit_orders', {
      params,
      body: [{ order_type: 'MARKET', quantity: '2', side: 'BUY', time_in_force: 'DAY', symbol: CALL.symbol }],
    });
    clock.advance(1000);
    brokerage.advance();
    const row = {
      instruction_id: 'ui-1',
      instruction_type: 'EXERCISE',
      instrument_id: CALL.id,
      quantity: '1',
    };
    const ok = await call('submit_position_instructions', { params, body: [row] });
    expect(ok).toMatchObject({ status: 200, schemaIssues: [] });
    const mixed = await call('submit_position_instructions', {
      params,
      body: [{ ...row, instruction_id: 'ui-2' }, row],
    });
    expect(mixed).toMatchObject({ status: 207, error: { code: 409 } });
    const listed = await call('get_position_instructions', { params, query: { instrument_id: CALL.symbol } });
    expect(listed.schemaIssues).toEqual([]);
    expect(listed.data).toHaveLength(2);
    const id = (ok.data as Array<{ id: string }>)[0]!.id;
    const canceled = await call('cancel_position_instruction', { params: { ...params, instruction_id: id } });
    expect(canceled).toMatchObject({ status: 200, schemaIssues: [], data: { status: 'CANCEL_REQUESTED' } });
  });
});
