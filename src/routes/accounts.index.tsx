import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountsScreen } from '@/features/accounts/accounts-screen';
import { AccountListSearch, accountListFilters } from '@/features/accounts/list/account-list-search';

export const Route = createFileRoute('/accounts/')({
  validateSearch: AccountListSearch,
  loaderDeps: ({ search }) => accountListFilters(search),
  // Warm the first page; the screen shows its own loading and error states.
  loader: ({ context, deps }) => context.queryClient.prefetchInfiniteQuery(accountQueries.infinite(deps)),
  component: AccountsScreen,
});
