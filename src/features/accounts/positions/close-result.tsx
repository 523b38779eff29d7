// What a close did: the orders the server created (or why it failed, with the request_id).
import { formatQuantity } from '@/domain/decimal/format';
import type { Order } from '@/api/schemas/orders';

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
        <table className="data-table" aria-label="Orders created">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Symbol</th>
              <th scope="col">Side</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className="mono">{order.id}</td>
                <td>{order.symbol ?? '—'}</td>
                <td>{order.side}</td>
                <td className="num mono">{formatQuantity(order.quantity)}</td>
                <td>{order.order_type}</td>
                <td>{order.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {requestId && (
        <p className="request-id">
          request_id: <code>{requestId}</code>
        </p>
      )}
    </section>
  );
}
