import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountsScreen } from '@/features/accounts/accounts-screen';

export const Route = createFileRoute('/accounts/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(accountQueries.page()),
  component: AccountsScreen,
});
