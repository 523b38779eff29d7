// Account endpoints: list (with id-prefix and name filters), detail, risk settings, balances and
// portfolio history. Thin: the brokerage engine does the work and the access checks (403/404).
import type { SomeOperationHandlers } from '../types';
import { pageResult } from '../../engine/pagination';

export const accountHandlers = {
  get_accounts: ({ sandbox, query }) => {
    const accounts = sandbox.brokerage.listAccounts({
      account_id: query.account_id,
      account_name: query.account_name,
    });
    return pageResult(accounts, query);
  },
  get_account_by_id: ({ sandbox, params }) => ({ data: sandbox.brokerage.getAccount(params.account_id) }),
  patch_account_by_id: ({ sandbox, params, body }) => ({
    data: sandbox.brokerage.updateAccountSettings(params.account_id, body),
  }),
  get_account_balances: ({ sandbox, params, query }) => ({
    data: sandbox.brokerage.getBalances(params.account_id, query.top_margin_contributors_limit),
  }),
  get_portfolio_history: ({ sandbox, params, query }) => ({
    data: sandbox.brokerage.getPortfolioHistory(params.account_id, query.start_date, query.end_date),
  }),
} satisfies SomeOperationHandlers;
