import { createFileRoute } from '@tanstack/react-router';
import { warm } from '@/lib/warm';
import { OrdersSearch } from '@/features/orders/lib/search-params';
import { OrdersScreen } from '@/features/orders/blotter/orders-screen';

export const Route = createFileRoute('/accounts/$accountId/orders')({
  validateSearch: (raw) => OrdersSearch.parse(raw),
  loaderDeps: ({ search }) => search,
  // The query factory loads beside the screen's chunk (it needs the time-zone library for the date
  // filters), so neither sits in the entry bundle.
  loader: ({ context, params, deps }) =>
    warm(
      import('@/features/orders/lib/blotter-queries').then(({ ordersQuery }) =>
        context.queryClient.ensureQueryData(ordersQuery(params.accountId, deps)),
      ),
    ),
  component: OrdersScreen,
});
