import { describe, it, expect } from 'vitest';
import { makeWorld } from './fakes';
import { CASH, MARGIN, errorOf } from './helpers';

const FORBIDDEN = 100005;

describe('accounts', () => {
  it('lists the accessible accounts: margin, cash, inactive and closed (with its close date)', () => {
    const { brokerage } = makeWorld();
    const accounts = brokerage.listAccounts();
    expect(accounts.map((a) => [a.id, a.subtype, a.status])).toEqual([
      [MARGIN, 'MARGIN', 'ACTIVE'],
      [CASH, 'CASH', 'ACTIVE'],
      [100003, 'MARGIN', 'INACTIVE'],
      [100004, 'CASH', 'CLOSED'],
    ]);
    expect(accounts[0]?.options_level).toBe(3);
    expect(accounts[3]?.close_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(accounts[0]?.close_date).toBeNull();
  });

  it('filters by id prefix and case-insensitive name substring, both at once', () => {
    const { brokerage } = makeWorld();
    expect(brokerage.listAccounts({ account_id: '10000' })).toHaveLength(4);
    expect(brokerage.listAccounts({ account_id: '100002' }).map((a) => a.id)).toEqual([CASH]);
    expect(brokerage.listAccounts({ account_name: 'MORGAN ellis' }).map((a) => a.id)).toEqual([MARGIN, CASH]);
    expect(brokerage.listAccounts({ account_name: 'ellis', account_id: '100002' }).map((a) => a.id)).toEqual([
      CASH,
    ]);
    expect(brokerage.listAccounts({ account_id: '9' })).toEqual([]);
  });

  it('answers 403 on every endpoint of an account the user may not access, and for an unknown one', () => {
    const { brokerage } = makeWorld();
    const calls = [
      () => brokerage.getAccount(FORBIDDEN),
      () => brokerage.getBalances(FORBIDDEN),
      () => brokerage.updateAccountSettings(FORBIDDEN, { risk: { max_notional: '1.00' } }),
      () => brokerage.getPortfolioHistory(FORBIDDEN, '2025-01-01'),
      () => brokerage.listPositions(FORBIDDEN),
      () => brokerage.listOrders(FORBIDDEN),
      () => brokerage.listExecutions(FORBIDDEN),
      () => brokerage.closeAllPositions(FORBIDDEN),
      () => brokerage.listInstructions(FORBIDDEN),
      () =>
        brokerage.submitOrders(FORBIDDEN, [
          { order_type: 'MARKET', quantity: '1', side: 'BUY', time_in_force: 'DAY', symbol: 'AAPL' },
        ]),
    ];
    for (const call of calls) expect(errorOf(call).status).toBe(403);
    expect(brokerage.listAccounts().some((a) => a.id === FORBIDDEN)).toBe(false);
    // Issue 17: an unknown id on orders, executions and positions is a 403 (an account the caller
    // cannot access); the interface document's error table keeps 404 "account not found" for the
    // account by id (GET and PATCH) and balances.
    for (const call of [
      () => brokerage.getAccount(424242),
      () => brokerage.getBalances(424242),
      () => brokerage.updateAccountSettings(424242, { risk: null }),
    ])
      expect(errorOf(call)).toMatchObject({ status: 404, message: 'Account 424242 not found' });
    for (const call of [
      () => brokerage.listOrders(424242),
      () => brokerage.listExecutions(424242),
      () => brokerage.listPositions(424242),
    ])
      expect(errorOf(call)).toMatchObject({ status: 403, message: 'No access to account 424242' });
  });

  it('answers 403 everywhere once access is revoked (no-permission scenario)', () => {
    const { brokerage } = makeWorld();
    brokerage.revokeAllAccess();
    expect(errorOf(() => brokerage.listAccounts()).status).toBe(403);
    expect(errorOf(() => brokerage.getBalances(MARGIN)).status).toBe(403);
  });

  it('returns personal details with the account', () => {
    const { brokerage } = makeWorld();
    expect(brokerage.getAccount(MARGIN)).toMatchObject({
      id: MARGIN,
      country_of_tax_residency: 'US',
      mailing_address: { city: 'New York' },
    });
    expect(brokerage.getAccount(100004)).toMatchObject({ status: 'CLOSED', mailing_address: null });
  });

  it('patches max_notional: sets a positive decimal, clears with null, refuses anything else with field details', () => {
    const { brokerage } = makeWorld();
    expect(brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: '5000000' } })).toEqual({
      risk: { max_notional: '5000000.00' },
    });
    expect(brokerage.updateAccountSettings(MARGIN, {})).toEqual({ risk: { max_notional: '5000000.00' } });
    for (const bad of ['-5', '0', 'lots', '1e6']) {
      const error = errorOf(() => brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: bad } }));
      expect(error.status).toBe(400);
      expect(error.details?.[0]).toMatchObject({ field: 'risk.max_notional' });
    }
    expect(brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: null } })).toEqual({
      risk: { max_notional: null },
    });
  });

  // How fast the list is, is bench:lists' to say (no timing assertion in a test).
  it('adds 10,000 bulk accounts that list and filter by name', () => {
    const { brokerage } = makeWorld();
    brokerage.addBulkAccounts(10_000);
    const all = brokerage.listAccounts();
    expect(all).toHaveLength(10_004);
    expect(brokerage.listAccounts({ account_name: 'bulk client 09999' })).toHaveLength(1);
    const last = all.at(-1)!;
    expect(brokerage.getBalances(last.id).equity).toBe('25000.00');
  });
});
