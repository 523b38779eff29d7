// The ticket as its own page: /accounts/<id>/trade?symbol=AAPL&side=BUY.
import { getRouteApi } from '@tanstack/react-router';
import { setActiveAccount } from '@/domain/active-account';
import { OrderTicket } from './order-ticket';
import '../orders.css';

const route = getRouteApi('/accounts/$accountId/trade');

export function TradeScreen() {
  const { accountId } = route.useParams();
  const search = route.useSearch();
  return (
    <section className="panel trade-screen" aria-labelledby="trade-heading">
      <h2 id="trade-heading">New order</h2>
      <OrderTicket
        key={`${accountId}:${search.symbol ?? ''}:${search.side ?? ''}`}
        accountId={accountId}
        onAccountChange={(id) => setActiveAccount(id, 'chosen')}
        request={{ symbol: search.symbol, side: search.side, quantity: search.quantity }}
        guardLeave
      />
    </section>
  );
}
