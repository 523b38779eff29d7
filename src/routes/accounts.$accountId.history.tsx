import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { HistorySearch } from '@/features/accounts/history/history-search';
import { PortfolioHistoryScreen } from '@/features/accounts/history/portfolio-history-screen';
import { warm } from '@/lib/warm';

export const Route = createFileRoute('/accounts/$accountId/history')({
  validateSearch: HistorySearch,
  // The range needs the account's open date (the default preset may reach back to it), so the
  // history waits for the account, which the parent route loads anyway, and is then warmed with
  // the options the screen reads. The date maths are imported on demand to keep this file light.
  // No loaderDeps: a new range is the screen's own change (it keeps the last chart while loading),
  // not a new route match with a pending state.
  loader: ({ context: { queryClient }, params, location }) =>
    warm(
      Promise.all([
        queryClient.ensureQueryData(accountQueries.detail(params.accountId)),
        import('@/features/accounts/history/history-range'),
      ]).then(([account, { resolveRange }]) => {
        const range = resolveRange(HistorySearch.parse(location.search), account.open_date);
        return queryClient.ensureQueryData(
          accountQueries.portfolioHistory(params.accountId, { start_date: range.start, end_date: range.end }),
        );
      }),
    ),
  component: PortfolioHistoryScreen,
});
