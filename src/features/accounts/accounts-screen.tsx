// Every account the user may access: filters kept in the URL, token pagination as the user
// scrolls, and a virtualized table so 10,000 accounts stay fast.
import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { ApiError } from '@/api/errors';
import { displayTotal, uniqueRows } from '@/api/pagination';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { formatCount } from '@/domain/decimal/format';
import { AccountFilters } from './list/account-filters';
import { accountListFilters, type AccountListSearch } from './list/account-list-search';
import { AccountTable } from './list/account-table';
import './accounts.css';

const route = getRouteApi('/accounts/');

export function AccountsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = accountListFilters(search);
  const accounts = useInfiniteQuery(accountQueries.infinite(filters));
  const filtered = Object.keys(filters).length > 0;

  const onFiltersChange = useCallback(
    (next: AccountListSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = accounts;
  // The table's end reached: the next page, when there is one and none is on its way.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (accounts.isSuccess) performance.mark('route:ready');
  }, [accounts.isSuccess]);

  const rows = useMemo(
    () => uniqueRows(accounts.data?.pages.flatMap((page) => page.data) ?? [], (account) => account.id),
    [accounts.data],
  );
  const total = displayTotal(rows.length, accounts.data?.pages[0]?.metadata.total_items);

  return (
    <div className="page">
      <h1>Accounts</h1>
      <AccountFilters search={search} onChange={onFiltersChange} />
      {accounts.isPending ? (
        <RoutePending />
      ) : accounts.isLoadingError ? (
        accounts.error instanceof ApiError && accounts.error.status === 403 ? (
          <div className="empty-state" role="alert">
            <h2>No access to accounts</h2>
            <p>Your credentials do not allow listing accounts. Ask your administrator for access.</p>
            <ErrorPanel error={accounts.error} context="Loading accounts" />
          </div>
        ) : (
          <ErrorPanel
            error={accounts.error}
            context="Loading accounts"
            onRetry={() => void accounts.refetch()}
          />
        )
      ) : rows.length === 0 ? (
        <p className="empty-state">
          {filtered ? 'No accounts match these filters.' : 'No accounts are available to you.'}
        </p>
      ) : (
        <>
          <AccountTable accounts={rows} totalCount={total} onEndReached={loadMore} />
          <div className="list-footer" aria-live="polite">
            <span>
              {total !== undefined && total !== null
                ? `${formatCount(rows.length)} of ${formatCount(total)} accounts loaded`
                : `${formatCount(rows.length)} accounts`}
            </span>
            {isFetchingNextPage && <span>Loading more…</span>}
          </div>
        </>
      )}
    </div>
  );
}
