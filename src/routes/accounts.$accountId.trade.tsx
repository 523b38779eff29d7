import { createFileRoute } from '@tanstack/react-router';
import { TradeSearch } from '@/features/orders/lib/search-params';
import { TradeScreen } from '@/features/orders/ticket/trade-screen';

export const Route = createFileRoute('/accounts/$accountId/trade')({
  validateSearch: (raw) => TradeSearch.parse(raw),
  component: TradeScreen,
});
