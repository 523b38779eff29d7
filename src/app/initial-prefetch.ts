// Starts the API calls of the URL the tab opened on from the entry, before React mounts and before
// the router has loaded the route's chunks: on a cold load they then run in parallel with the
// route's JavaScript instead of after it. The routes' loaders ask React Query for the same query
// options, so they find these requests in flight (or done) and reuse them: nothing is fetched twice.
// Only the first screens a user opens directly are listed; any other URL starts nothing here.
import type { QueryClient } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { AccountListSearch, accountListFilters } from '@/features/accounts/list/account-list-search';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/features/accounts/overview/constants';

export function prefetchInitialRoute(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/accounts') {
    const search = AccountListSearch.safeParse(Object.fromEntries(new URLSearchParams(location.search)));
    if (!search.success) return;
    void queryClient.prefetchInfiniteQuery(accountQueries.infinite(accountListFilters(search.data)));
    return;
  }
  const account = /^\/accounts\/(\d+)(\/.*)?$/.exec(path);
  if (!account) return;
  const accountId = Number(account[1]);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) return;
  void queryClient.prefetchQuery(accountQueries.detail(accountId));
  // The overview (the account's index route) shows balances and settings first.
  if (account[2] === undefined) {
    void queryClient.prefetchQuery(accountQueries.balances(accountId, DEFAULT_CONTRIBUTORS_LIMIT));
    void queryClient.prefetchQuery(accountQueries.settings(accountId));
  }
}
