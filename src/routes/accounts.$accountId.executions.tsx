import { createFileRoute } from '@tanstack/react-router';
import { ExecutionsSearch } from '@/features/orders/lib/search-params';
import { ExecutionsScreen } from '@/features/orders/blotter/executions-screen';

export const Route = createFileRoute('/accounts/$accountId/executions')({
  validateSearch: (raw) => ExecutionsSearch.parse(raw),
  component: ExecutionsScreen,
});
