// The order blotter: open / filled / canceled / all views and the spec's filters, all in the URL;
// token pagination; replace and cancel per order; cancel-all behind a counted review; order detail.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Order } from '@/api/schemas/orders';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { openTicket } from '@/domain/ticket-intent';
import { BLOTTER_VIEWS } from '../lib/order-status';
import type { OrdersSearch } from '../lib/search-params';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';
import { OrderDetail } from './order-detail';
import { ReplaceDialog } from './replace-dialog';
import { CancelAllDialog } from './cancel-all-dialog';
import { useCancelFlow } from './cancel-order';
import { PendingFromThisTab, useThisTabOrders } from './pending-from-tab';
import { ordersQuery } from '../lib/blotter-queries';
import '../orders.css';
import { enumWords } from '@/domain/order-vocabulary';

export { BLOTTER_PAGE_SIZE, filtersOf, ordersQuery } from '../lib/blotter-queries';

const route = getRouteApi('/accounts/$accountId/orders');
export function OrdersScreen() {
  const { accountId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = search.view ?? 'open';
  const orders = useQuery({
    ...ordersQuery(accountId, search),
    placeholderData: keepPreviousData,
  });
  const fromThisTab = useThisTabOrders(accountId, orders.data?.data);
  const [replacing, setReplacing] = useState<Order | null>(null);
  const [cancelAllOpen, setCancelAllOpen] = useState(false);
  const cancel = useCancelFlow(accountId);

  const setSearch = (patch: Partial<OrdersSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...patch }) });

  return (
    <section className="panel blotter" aria-labelledby="orders-heading">
      <div className="blotter-header">
        <h2 id="orders-heading">Orders</h2>
        <div className="button-row">
          <button type="button" className="primary" onClick={() => openTicket({ accountId })}>
            New order
          </button>
          <Link to="/accounts/$accountId/executions" params={{ accountId }}>
            Executions
          </Link>
          <button type="button" className="danger" onClick={() => setCancelAllOpen(true)}>
            Cancel all…
          </button>
        </div>
      </div>
      <nav className="blotter-views" aria-label="Order views">
        {BLOTTER_VIEWS.map((v) => (
          <Link
            key={v}
            to="/accounts/$accountId/orders"
            params={{ accountId }}
            search={{ ...search, view: v, status: undefined, page: undefined }}
            aria-current={v === view ? 'page' : undefined}
            className={v === view ? 'active' : undefined}
          >
            {enumWords(v)}
          </Link>
        ))}
      </nav>
      <OrderFilters search={search} view={view} onChange={setSearch} />
      <PendingFromThisTab accountId={accountId} />
      {orders.isPending ? (
        <RoutePending />
      ) : orders.isLoadingError ? (
        <ErrorPanel error={orders.error} context="Loading orders" onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <OrdersTable
            orders={orders.data.data}
            selectedId={search.order}
            fromThisTab={fromThisTab}
            onSelect={(id) => setSearch({ order: id, page: search.page })}
            onReplace={setReplacing}
            onCancel={cancel.request}
            cancellingId={cancel.sendingId}
          />
          <div className="blotter-pages">
            <button
              type="button"
              disabled={!orders.data.metadata.previous_page_token}
              onClick={() => setSearch({ page: orders.data.metadata.previous_page_token ?? undefined })}
            >
              Previous
            </button>
            <span className="muted">
              {orders.data.metadata.page_number != null && <>Page {orders.data.metadata.page_number}</>}
              {orders.data.metadata.total_pages != null && <> of {orders.data.metadata.total_pages}</>}
              {orders.data.metadata.total_items != null && <> · {orders.data.metadata.total_items} orders</>}
            </span>
            <button
              type="button"
              disabled={!orders.data.metadata.next_page_token}
              onClick={() => setSearch({ page: orders.data.metadata.next_page_token ?? undefined })}
            >
              Next
            </button>
          </div>
        </>
      )}
      {search.order && (
        <OrderDetail
          accountId={accountId}
          orderId={search.order}
          onClose={() => setSearch({ order: undefined, page: search.page })}
          onReplace={setReplacing}
          onCancel={cancel.request}
          cancelling={cancel.sendingId === search.order}
        />
      )}
      {replacing && (
        <ReplaceDialog accountId={accountId} order={replacing} onClose={() => setReplacing(null)} />
      )}
      {cancel.dialog}
      {cancelAllOpen && <CancelAllDialog accountId={accountId} onClose={() => setCancelAllOpen(false)} />}
    </section>
  );
}
