import { createFileRoute } from '@tanstack/react-router';
import { OrdersSearch } from '@/features/orders/lib/search-params';
import { OrdersScreen } from '@/features/orders/blotter/orders-screen';

export const Route = createFileRoute('/accounts/$accountId/orders')({
  validateSearch: (raw) => OrdersSearch.parse(raw),
  component: OrdersScreen,
});
