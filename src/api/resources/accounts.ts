// Accounts: list, detail, risk settings, balances and portfolio history.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import * as ops from '../operations';
import type { OperationBody, OperationQuery } from '../operation';

export type AccountListFilters = Omit<OperationQuery<typeof ops.get_accounts>, 'page_token'>;
export type PortfolioHistoryRange = OperationQuery<typeof ops.get_portfolio_history>;

export const getAccounts = (query: OperationQuery<typeof ops.get_accounts> = {}, options?: CallOptions) =>
  callOperation(ops.get_accounts, { query }, options);

export const getAccount = (accountId: number, options?: CallOptions) =>
  callOperation(ops.get_account_by_id, { params: { account_id: accountId } }, options).then((r) => r.data);

export const updateAccountSettings = (
  accountId: number,
  body: OperationBody<typeof ops.patch_account_by_id>,
) => callOperation(ops.patch_account_by_id, { params: { account_id: accountId }, body }).then((r) => r.data);

export const getAccountBalances = (
  accountId: number,
  query: OperationQuery<typeof ops.get_account_balances> = {},
  options?: CallOptions,
) =>
  callOperation(ops.get_account_balances, { params: { account_id: accountId }, query }, options).then(
    (r) => r.data,
  );

export const getPortfolioHistory = (accountId: number, query: PortfolioHistoryRange, options?: CallOptions) =>
  callOperation(ops.get_portfolio_history, { params: { account_id: accountId }, query }, options).then(
    (r) => r.data,
  );

export const accountQueries = {
  all: () => ['accounts'] as const,
  lists: () => [...accountQueries.all(), 'list'] as const,
  /** One page (with its metadata: tokens and totals). */
  page: (filters: AccountListFilters = {}, pageToken?: string) =>
    queryOptions({
      queryKey: [...accountQueries.lists(), filters, pageToken ?? null] as const,
      queryFn: ({ signal }) => getAccounts({ ...filters, page_token: pageToken }, { signal }),
    }),
  /** Every page, fetched as the user scrolls. */
  infinite: (filters: AccountListFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...accountQueries.lists(), 'infinite', filters] as const,
      queryFn: ({ signal, pageParam }) =>
        getAccounts({ ...filters, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.metadata.next_page_token ?? null,
    }),
  detail: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'detail', accountId] as const,
      queryFn: ({ signal }) => getAccount(accountId, { signal }),
    }),
  balances: (accountId: number, topMarginContributorsLimit?: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'balances', accountId, topMarginContributorsLimit ?? null] as const,
      queryFn: ({ signal }) =>
        getAccountBalances(
          accountId,
          { top_margin_contributors_limit: topMarginContributorsLimit },
          { signal },
        ),
    }),
  portfolioHistory: (accountId: number, range: PortfolioHistoryRange) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'portfolio-history', accountId, range] as const,
      queryFn: ({ signal }) => getPortfolioHistory(accountId, range, { signal }),
    }),
};

/** PATCH risk settings, then refresh exactly what shows them. */
export function updateAccountSettingsMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...accountQueries.all(), 'update-settings', accountId] as const,
    mutationFn: (body: OperationBody<typeof ops.patch_account_by_id>) =>
      updateAccountSettings(accountId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.detail(accountId).queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueries.balances(accountId).queryKey.slice(0, 3) }),
      ]),
  };
}
