// Everything about one order: every field of Order (known ones in a fixed order, then any the server
// added), and its executions.
import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { formatPrice, formatQuantity } from '@/lib/format';
import { ErrorPanel } from '@/components/error-panel';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { isOpenStatus } from '../lib/order-status';
import { StatusBadge } from './orders-table';

const FIELD_ORDER = [
  'id',
  'client_order_id',
  'account_id',
  'status',
  'symbol',
  'instrument_id',
  'instrument_type',
  'underlying_instrument_id',
  'venue',
  'side',
  'order_type',
  'time_in_force',
  'quantity',
  'filled_quantity',
  'leaves_quantity',
  'average_fill_price',
  'limit_price',
  'stop_price',
  'limit_offset',
  'trailing_offset',
  'trailing_offset_type',
  'trailing_stop_px',
  'trailing_limit_px',
  'trailing_watermark_px',
  'trailing_watermark_ts',
  'extended_hours',
  'queue_state',
  'releases_at',
  'expires_at',
  'created_at',
  'updated_at',
  'details',
];

const TIME_FIELDS = new Set([
  'created_at',
  'updated_at',
  'expires_at',
  'releases_at',
  'trailing_watermark_ts',
]);

function fieldText(name: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join('; ') : '—';
  if (typeof value === 'string' && TIME_FIELDS.has(name))
    return `${formatMarketDateTime(parseTimestamp(value))} (${value})`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function OrderDetail({
  accountId,
  orderId,
  onClose,
  onReplace,
  onCancel,
  cancelling,
}: {
  accountId: number;
  orderId: string;
  onClose: () => void;
  onReplace: (order: Order) => void;
  /** Cancel (asks first when the setting says so; blotter/cancel-order.tsx). */
  onCancel: (order: Order) => void;
  cancelling: boolean;
}) {
  const order = useQuery(orderQueries.detail(accountId, orderId));
  const instrument = order.data?.instrument_id ?? order.data?.symbol;
  const executions = useQuery({
    ...orderQueries.executions(accountId, {
      ...(instrument ? { instrument_ids: [instrument] } : {}),
      ...(order.data ? { from: order.data.created_at } : {}),
      page_size: 1000,
    }),
    enabled: order.isSuccess,
  });
  const fills = executions.data?.data.filter((e) => e.order_id === orderId) ?? [];
  const data = order.data as Record<string, unknown> | undefined;
  const names = data ? [...FIELD_ORDER, ...Object.keys(data).filter((k) => !FIELD_ORDER.includes(k))] : [];

  return (
    <section className="panel order-detail" aria-label="Order detail">
      <div className="blotter-header">
        <h3>Order {orderId}</h3>
        <div className="button-row">
          {order.data && isOpenStatus(order.data.status) && (
            <>
              <button
                type="button"
                disabled={order.data.status.startsWith('PENDING_')}
                onClick={() => order.data && onReplace(order.data)}
              >
                Replace
              </button>
              <button
                type="button"
                className="danger"
                disabled={order.data.status === 'PENDING_CANCEL' || cancelling}
                onClick={() => order.data && onCancel(order.data)}
              >
                Cancel order
              </button>
            </>
          )}
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {order.isPending && <p className="muted">Loading order…</p>}
      {order.isError && (
        <ErrorPanel error={order.error} context="Loading the order" onRetry={() => void order.refetch()} />
      )}
      {data && (
        <dl className="facts order-fields">
          {names.map((name) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd className={name.endsWith('id') ? 'mono' : undefined}>
                {name === 'status' ? (
                  <StatusBadge status={String(data.status)} />
                ) : (
                  fieldText(name, data[name])
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h3>Executions</h3>
      {executions.isError && (
        <ErrorPanel
          error={executions.error}
          context="Loading executions"
          onRetry={() => void executions.refetch()}
        />
      )}
      {executions.isSuccess && fills.length === 0 && (
        <p className="empty-state">No executions for this order.</p>
      )}
      {fills.length > 0 && (
        <table className="data-table">
          <caption className="visually-hidden">Executions of the order</caption>
          <thead>
            <tr>
              <th scope="col">Time (ET)</th>
              <th scope="col">Side</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col">Execution id</th>
            </tr>
          </thead>
          <tbody>
            {fills.map((e) => (
              <tr key={e.id}>
                <td className="mono">{formatMarketDateTime(parseTimestamp(e.transaction_time))}</td>
                <td>{e.side}</td>
                <td className="num">{formatQuantity(e.quantity)}</td>
                <td className="num">{e.price ? formatPrice(e.price) : '—'}</td>
                <td className="mono">{e.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
