import { createFileRoute } from '@tanstack/react-router';
import { PositionsScreen } from '@/features/accounts/positions/positions-screen';

export const Route = createFileRoute('/accounts/$accountId/positions')({
  // Start both lists without holding the navigation; the screen shows its own loading and errors.
  // The resource is imported on demand so its schemas stay out of the entry bundle.
  loader: ({ context, params }) => {
    void import('@/api/resources/positions').then(({ positionQueries }) => {
      void context.queryClient.prefetchQuery(positionQueries.list(params.accountId));
      void context.queryClient.prefetchQuery(positionQueries.instructions(params.accountId));
    });
  },
  component: PositionsScreen,
});
