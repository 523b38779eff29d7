// What a close did: the orders the server created (or why it failed, with the request_id).
import { formatQuantity } from '@/domain/decimal/format';
import type { Order } from '@/api/schemas/orders';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';

const columns: Array<DataColumn<Order>> = [
  { id: 'order', header: 'Order', className: 'mono', cell: (order) => order.id },
  { id: 'symbol', header: 'Symbol', cell: (order) => order.symbol ?? '—' },
  { id: 'side', header: 'Side', cell: (order) => order.side },
  {
    id: 'quantity',
    header: 'Quantity',
    align: 'right',
    className: 'mono',
    cell: (order) => formatQuantity(order.quantity),
  },
  { id: 'type', header: 'Type', cell: (order) => order.order_type },
  { id: 'status', header: 'Status', cell: (order) => order.status },
];

export function CloseResult({
  title,
  orders,
  requestId,
  onDismiss,
}: {
  title: string;
  orders: readonly Order[];
  requestId?: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <section className="panel" role="status" aria-label="Close result">
      <div className="toolbar">
        <h2>{title}</h2>
        <span className="spacer" />
        <button type="button" className="link-button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      {orders.length === 0 ? (
        <p className="muted">The server created no orders (nothing was left to close).</p>
      ) : (
        <StaticTable label="Orders created" rows={orders} columns={columns} getRowKey={(order) => order.id} />
      )}
      {requestId && (
        <p className="request-id">
          request_id: <code>{requestId}</code>
        </p>
      )}
    </section>
  );
}
