// One page of orders. A focused row sets the hotkey symbol (B / S open a ticket for it); Enter or a
// click opens the order's detail. Open orders can be replaced or canceled in place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderMutation } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { formatPrice, formatQuantity } from '@/api/decimal';
import { describeError } from '@/api/errors';
import { pushToast } from '@/components/toast-store';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { setFocusedSymbol } from '@/lib/ticket-intent';
import { isOpenStatus, statusTone } from '../lib/order-status';
import { label } from '../lib/order-draft';

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return <span className={`badge${tone ? ` badge-${tone}` : ''}`}>{label(status)}</span>;
}

export function useCancelOrder(accountId: number) {
  const queryClient = useQueryClient();
  const base = cancelOrderMutation(queryClient, accountId);
  return useMutation({
    ...base,
    onSuccess: async (result, orderId) => {
      await base.onSuccess();
      pushToast({
        kind: 'info',
        title: `Cancel requested: ${result.data.symbol ?? orderId}`,
        message: `Status ${result.data.status}`,
      });
    },
    onError: (error) => {
      const d = describeError(error);
      pushToast({
        kind: 'error',
        title: `Cancel failed: ${d.title}`,
        message: d.message,
        requestId: d.requestId,
      });
    },
  });
}

export interface OrdersTableProps {
  accountId: number;
  orders: Order[];
  selectedId: string | undefined;
  onSelect: (orderId: string) => void;
  onReplace: (order: Order) => void;
}

export function OrdersTable({ accountId, orders, selectedId, onSelect, onReplace }: OrdersTableProps) {
  const cancel = useCancelOrder(accountId);
  if (orders.length === 0) return <p className="empty-state">No orders match these filters.</p>;
  return (
    <table className="data-table orders-table">
      <caption className="visually-hidden">Orders</caption>
      <thead>
        <tr>
          <th scope="col">Created (ET)</th>
          <th scope="col">Symbol</th>
          <th scope="col">Side</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col" className="num">
            Filled
          </th>
          <th scope="col" className="num">
            Limit
          </th>
          <th scope="col" className="num">
            Stop
          </th>
          <th scope="col" className="num">
            Avg fill
          </th>
          <th scope="col">TIF</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const open = isOpenStatus(order.status);
          const pending = order.status === 'PENDING_CANCEL' || order.status === 'PENDING_REPLACE';
          return (
            <tr
              key={order.id}
              tabIndex={0}
              aria-selected={order.id === selectedId}
              className={order.id === selectedId ? 'selected' : undefined}
              data-order-id={order.id}
              onFocus={() => setFocusedSymbol(order.symbol ?? null)}
              onClick={() => onSelect(order.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) onSelect(order.id);
              }}
            >
              <td className="mono">{formatMarketDateTime(parseTimestamp(order.created_at))}</td>
              <td className="mono">{order.symbol ?? order.instrument_id ?? '—'}</td>
              <td>{label(order.side)}</td>
              <td>{label(order.order_type)}</td>
              <td className="num">{formatQuantity(order.quantity)}</td>
              <td className="num">{formatQuantity(order.filled_quantity)}</td>
              <td className="num">{order.limit_price ? formatPrice(order.limit_price) : '—'}</td>
              <td className="num">{order.stop_price ? formatPrice(order.stop_price) : '—'}</td>
              <td className="num">
                {order.average_fill_price ? formatPrice(order.average_fill_price) : '—'}
              </td>
              <td>{label(order.time_in_force)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td className="row-actions" onClick={(e) => e.stopPropagation()}>
                {open && (
                  <>
                    <button
                      type="button"
                      disabled={pending}
                      aria-label={`Replace order ${order.symbol ?? order.id}`}
                      onClick={() => onReplace(order)}
                    >
                      Replace
                    </button>
                    <button
                      type="button"
                      className="danger"
                      disabled={
                        order.status === 'PENDING_CANCEL' ||
                        (cancel.isPending && cancel.variables === order.id)
                      }
                      aria-label={`Cancel order ${order.symbol ?? order.id}`}
                      onClick={() => cancel.mutate(order.id)}
                    >
                      Cancel
                    </button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
