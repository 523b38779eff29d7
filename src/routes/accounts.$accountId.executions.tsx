import { createFileRoute } from '@tanstack/react-router';
import { warm } from '@/lib/warm';
import { ExecutionsSearch } from '@/features/orders/lib/search-params';
import { ExecutionsScreen } from '@/features/orders/blotter/executions-screen';

export const Route = createFileRoute('/accounts/$accountId/executions')({
  validateSearch: (raw) => ExecutionsSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The query factory loads beside the screen's chunk (it needs the time-zone library for the date
  // filters), so neither sits in the entry bundle.
  loader: ({ context, params, deps }) =>
    warm(
      import('@/features/orders/lib/blotter-queries').then(({ executionsQuery }) =>
        context.queryClient.ensureQueryData(executionsQuery(params.accountId, deps)),
      ),
    ),
  component: ExecutionsScreen,
});
