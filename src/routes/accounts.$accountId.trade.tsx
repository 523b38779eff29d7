import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { warm } from '@/lib/warm';
import { TradeSearch } from '@/features/orders/lib/search-params';
import { TradeScreen } from '@/features/orders/ticket/trade-screen';

export const Route = createFileRoute('/accounts/$accountId/trade')({
  validateSearch: (raw) => TradeSearch.parse(raw),
  // The ticket's buying power and its max-notional check (same factories the ticket reads).
  loader: ({ context: { queryClient }, params }) =>
    warm(
      queryClient.ensureQueryData(accountQueries.balances(params.accountId)),
      queryClient.ensureQueryData(accountQueries.settings(params.accountId)),
    ),
  component: TradeScreen,
});
