import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { warm } from '@/lib/warm';
import { AccountOverview } from '@/features/accounts/account-overview';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/features/accounts/overview/constants';

export const Route = createFileRoute('/accounts/$accountId/')({
  loader: ({ context: { queryClient }, params }) =>
    warm(
      queryClient.ensureQueryData(accountQueries.balances(params.accountId, DEFAULT_CONTRIBUTORS_LIMIT)),
      queryClient.ensureQueryData(accountQueries.settings(params.accountId)),
    ),
  component: AccountOverview,
});
