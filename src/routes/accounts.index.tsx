import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountsScreen } from '@/features/accounts/accounts-screen';
import { AccountListSearch, accountListFilters } from '@/features/accounts/list/account-list-search';

export const Route = createFileRoute('/accounts/')({
  validateSearch: AccountListSearch,
  loaderDeps: ({ search }) => accountListFilters(search),
  // Start the first page without holding the navigation: the screen's query joins this same
  // request (one attempt, not one for the loader and another for the screen) and shows its own
  // loading and error states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(accountQueries.infinite(deps));
  },
  component: AccountsScreen,
});
