// Operations of the Trading API: accounts.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { AccountPath, paging } from './parts';
import { IsoDate } from '../schemas/primitives';
import {
  AccountBalances,
  AccountList,
  AccountSettings,
  AccountWithPersonalDetails,
  PortfolioHistoryResponse,
  UpdateAccountSettingsRequest,
} from '../schemas/accounts';

/** Get Accounts */
export const get_accounts = defineOperation({
  id: 'get_accounts',
  method: 'GET',
  path: '/v1/accounts',
  params: z.object({}),
  query: z.object({
    ...paging(1000),
    account_id: z.string().optional(),
    account_name: z.string().optional(),
  }),
  data: AccountList,
});

/** Get Account By ID */
export const get_account_by_id = defineOperation({
  id: 'get_account_by_id',
  method: 'GET',
  path: '/v1/accounts/{account_id}',
  params: AccountPath,
  query: z.object({}),
  data: AccountWithPersonalDetails,
});

/** Patch Account By ID */
export const patch_account_by_id = defineOperation({
  id: 'patch_account_by_id',
  method: 'PATCH',
  path: '/v1/accounts/{account_id}',
  params: AccountPath,
  query: z.object({}),
  body: UpdateAccountSettingsRequest,
  data: AccountSettings,
});

/** Get Account Balances */
export const get_account_balances = defineOperation({
  id: 'get_account_balances',
  method: 'GET',
  path: '/v1/accounts/{account_id}/balances',
  params: AccountPath,
  query: z.object({
    top_margin_contributors_limit: z.number().int().min(1).optional(),
  }),
  data: AccountBalances,
});

/** Get Portfolio History */
export const get_portfolio_history = defineOperation({
  id: 'get_portfolio_history',
  method: 'GET',
  path: '/v1/accounts/{account_id}/portfolio-history',
  params: z.object({
    account_id: z.number().int(),
  }),
  query: z.object({
    start_date: IsoDate,
    end_date: IsoDate.optional(),
  }),
  data: PortfolioHistoryResponse,
});
