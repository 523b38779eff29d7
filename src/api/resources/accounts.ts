// Accounts: list, detail, risk settings, balances and portfolio history.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/accounts';
import type { OperationBody, OperationQuery } from '../operation';

export type AccountListFilters = Omit<OperationQuery<typeof ops.get_accounts>, 'page_token'>;
export type PortfolioHistoryRange = OperationQuery<typeof ops.get_portfolio_history>;
export type AccountSettingsBody = OperationBody<typeof ops.patch_account_by_id>;

export const accountOperations = [
  ops.get_accounts,
  ops.get_account_by_id,
  ops.patch_account_by_id,
  ops.get_account_balances,
  ops.get_portfolio_history,
];

export const getAccounts = (query: OperationQuery<typeof ops.get_accounts> = {}, options?: CallOptions) =>
  callOperation(ops.get_accounts, { query }, options);

export const getAccount = (accountId: number, options?: CallOptions) =>
  callOperation(ops.get_account_by_id, { params: { account_id: accountId } }, options).then((r) => r.data);

export const updateAccountSettings = (accountId: number, body: AccountSettingsBody, options?: CallOptions) =>
  callOperation(ops.patch_account_by_id, { params: { account_id: accountId }, body }, options).then(
    (r) => r.data,
  );

/**
 * The current settings. The API has no GET for them: a PATCH whose body has no `risk` changes
 * nothing and answers with the settings as they are.
 */
export const getAccountSettings = (accountId: number, options?: CallOptions) =>
  updateAccountSettings(accountId, {}, options);

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

type AccountsPage = Awaited<ReturnType<typeof getAccounts>>;

/** The accounts list, page by page (one key per filter set). */
const accountListPages = (filters: AccountListFilters) => ({
  queryKey: [...accountQueries.lists(), 'infinite', filters] as const,
  queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: string | null }) =>
    getAccounts({ ...filters, page_token: pageParam ?? undefined }, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (
    last: AccountsPage,
    pages: AccountsPage[],
    _param: string | null,
    params: (string | null)[],
  ) => nextPageToken(last, pages, params, (account) => account.id),
});

export const accountQueries = {
  all: () => ['accounts'] as const,
  lists: () => [...accountQueries.all(), 'list'] as const,
  /**
   * The first page of every account: what the header's switcher, the ticket's account field, the
   * assistant and the events screen list. It is the unfiltered accounts list's own first page (one
   * query, one request), so opening the accounts list after the header has its accounts asks the
   * server nothing new, and a list already open feeds the header.
   */
  firstPage: () => infiniteQueryOptions({ ...accountListPages({}), select: (data) => data.pages[0] }),
  /** Every page, fetched as the user scrolls. */
  infinite: (filters: AccountListFilters = {}) => infiniteQueryOptions(accountListPages(filters)),
  detail: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'detail', accountId] as const,
      queryFn: ({ signal }) => getAccount(accountId, { signal }),
    }),
  settings: (accountId: number) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'settings', accountId] as const,
      queryFn: ({ signal }) => getAccountSettings(accountId, { signal }),
    }),
  /** Prefix of every balances query of one account (whatever the contributors limit). */
  balancesOf: (accountId: number) => [...accountQueries.all(), 'balances', accountId] as const,
  balances: (accountId: number, topMarginContributorsLimit?: number) =>
    queryOptions({
      queryKey: [...accountQueries.balancesOf(accountId), topMarginContributorsLimit ?? null] as const,
      queryFn: ({ signal }) =>
        getAccountBalances(
          accountId,
          { top_margin_contributors_limit: topMarginContributorsLimit },
          { signal },
        ),
    }),
  /** Prefix of every portfolio-history query of one account (whatever the range). */
  portfolioHistoryOf: (accountId: number) =>
    [...accountQueries.all(), 'portfolio-history', accountId] as const,
  portfolioHistory: (accountId: number, range: PortfolioHistoryRange) =>
    queryOptions({
      queryKey: [...accountQueries.portfolioHistoryOf(accountId), range] as const,
      queryFn: ({ signal }) => getPortfolioHistory(accountId, range, { signal }),
    }),
};

/** PATCH risk settings, then refresh exactly what shows them. */
export function updateAccountSettingsMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...accountQueries.all(), 'update-settings', accountId] as const,
    mutationFn: (body: AccountSettingsBody) => updateAccountSettings(accountId, body),
    onSuccess: (settings: Awaited<ReturnType<typeof updateAccountSettings>>) => {
      // The PATCH answers with the settings as saved: that is the settings query's value.
      queryClient.setQueryData(accountQueries.settings(accountId).queryKey, settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountQueries.detail(accountId).queryKey }),
        queryClient.invalidateQueries({ queryKey: accountQueries.balancesOf(accountId) }),
      ]);
    },
  };
}
