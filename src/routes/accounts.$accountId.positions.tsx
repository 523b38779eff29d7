import { createFileRoute } from '@tanstack/react-router';
import { positionQueries } from '@/api/resources/positions';
import { PositionsScreen } from '@/features/accounts/positions/positions-screen';

export const Route = createFileRoute('/accounts/$accountId/positions')({
  // Start both lists without holding the navigation; the screen shows its own loading and errors.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(positionQueries.list(params.accountId));
    void context.queryClient.prefetchQuery(positionQueries.instructions(params.accountId));
  },
  component: PositionsScreen,
});
