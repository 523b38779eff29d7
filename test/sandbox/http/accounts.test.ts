import { describe, it, expect } from 'vitest';
import { httpWorld } from '../engine/brokerage/fakes';

describe('account handlers', () => {
  it('list accounts with page tokens that walk every page', async () => {
    const { call, brokerage } = httpWorld();
    brokerage.addBulkAccounts(25);
    const first = await call('get_accounts', { query: { page_size: '10' } });
    expect(first.schemaIssues).toEqual([]);
    expect(first.data).toHaveLength(10);
    expect(first.metadata).toMatchObject({ page_number: 1, total_items: 29, total_pages: 3 });
    const token = String(first.metadata?.next_page_token);
    const second = await call('get_accounts', { query: { page_token: token, page_size: '1' } });
    expect(second.data).toHaveLength(10);
    expect(second.metadata).toMatchObject({ page_number: 2 });
    const third = await call('get_accounts', {
      query: { page_token: String(second.metadata?.next_page_token) },
    });
    expect(third.data).toHaveLength(9);
    expect(third.metadata?.next_page_token).toBeUndefined();
    const ids = [first, second, third].flatMap((r) => (r.data as Array<{ id: number }>).map((a) => a.id));
    expect(new Set(ids).size).toBe(29);
  });

  it('filters accounts by id prefix and name', async () => {
    const { call } = httpWorld();
    const result = await call('get_accounts', { query: { account_id: '1000', account_name: 'CASH' } });
    expect((result.data as Array<{ id: number }>).map((a) => a.id)).toEqual([100002]);
  });

  it('serve the account, its balances and history in the shapes of the schemas', async () => {
    const { call } = httpWorld();
    for (const [id, input] of [
      ['get_account_by_id', { params: { account_id: 100001 } }],
      ['get_account_by_id', { params: { account_id: 100004 } }],
      [
        'get_account_balances',
        { params: { account_id: 100001 }, query: { top_margin_contributors_limit: '3' } },
      ],
      ['get_account_balances', { params: { account_id: 100002 } }],
      ['get_portfolio_history', { params: { account_id: 100001 }, query: { start_date: '2023-01-01' } }],
    ] as const) {
      const result = await call(id, input);
      expect(result.status).toBe(200);
      expect(result.schemaIssues).toEqual([]);
    }
  });

  it('patch risk settings, with 400 and field details for a bad value', async () => {
    const { call } = httpWorld();
    const ok = await call('patch_account_by_id', {
      params: { account_id: 100001 },
      body: { risk: { max_notional: '5000000.00' } },
    });
    expect(ok.data).toEqual({ risk: { max_notional: '5000000.00' } });
    const bad = await call('patch_account_by_id', {
      params: { account_id: 100001 },
      body: { risk: { max_notional: '-1' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.details).toEqual([expect.objectContaining({ field: 'risk.max_notional' })]);
  });

  it('answer 403 for the account the user may not access; an unknown one is 403 on orders, executions and positions, 404 on the account and its balances', async () => {
    const { call } = httpWorld();
    for (const id of ['get_account_by_id', 'get_account_balances'] as const) {
      const forbidden = await call(id, { params: { account_id: 100005 } });
      expect(forbidden.status).toBe(403);
      expect(forbidden.error?.message).toBe(
        'The caller does not have permission to execute the specified operation',
      );
    }
    for (const id of ['get_orders', 'get_executions', 'get_positions'] as const)
      expect((await call(id, { params: { account_id: 1 } })).status).toBe(403);
    for (const id of ['get_account_by_id', 'get_account_balances'] as const)
      expect((await call(id, { params: { account_id: 1 } })).status).toBe(404);
  });
});
