import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountOverview } from '@/features/accounts/account-overview';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/features/accounts/overview/constants';

export const Route = createFileRoute('/accounts/$accountId/')({
  // Start balances and settings without holding the navigation: the panels show their own loading
  // and error states, so switching accounts shows the new header at once.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      accountQueries.balances(params.accountId, DEFAULT_CONTRIBUTORS_LIMIT),
    );
    void context.queryClient.prefetchQuery(accountQueries.settings(params.accountId));
  },
  component: AccountOverview,
});
