import { createFileRoute } from '@tanstack/react-router';
import { warm } from '@/lib/warm';
import { PositionsScreen } from '@/features/accounts/positions/positions-screen';

export const Route = createFileRoute('/accounts/$accountId/positions')({
  // The resource is imported on demand so its schemas stay out of the entry bundle.
  loader: ({ context: { queryClient }, params }) =>
    warm(
      import('@/api/resources/positions').then(({ positionQueries }) =>
        Promise.allSettled([
          queryClient.ensureQueryData(positionQueries.list(params.accountId)),
          queryClient.ensureQueryData(positionQueries.instructions(params.accountId)),
        ]),
      ),
    ),
  component: PositionsScreen,
});
