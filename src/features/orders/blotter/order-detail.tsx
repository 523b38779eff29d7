// One order as a trader reads it: a headline in words ("Buy 3 AAPL · Limit $410.00 · Day"), its
// status and fill progress, the server's messages in words, a labelled grid (order, fills, trailing,
// release, identifiers, times; any field a server adds shows under "Other fields"), a timeline of
// its life (timeline: placed, fills, statuses this tab saw, where it ended, what comes next) and its
// executions. Replace and Cancel stay here for a working order; a replaced order links to the order
// that replaced it (same client order id).
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { orderQueries } from '@/api/resources/orders';
import type { Execution, Order } from '@/api/schemas/orders';
import { mul } from '@/domain/decimal/decimal';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { ErrorPanel } from '@/components/error-panel';
import { formatMarketDateTimeSeconds, parseTimestamp } from '@/lib/market-time';
import { isOpenStatus, statusTone } from '../lib/order-status';
import { orderTimeline } from '../lib/order-timeline';
import { recordOrderStatus, seenStatuses } from '../lib/status-log';
import { enumInWords, keyInWords, valueInWords } from '../lib/server-message';
import { AccountTag } from '../ticket/account-tag';
import { StatusBadge } from './orders-table';
import { OrderActions } from './order-actions';
import {
  enumWords,
  offsetWords,
  orderSubject,
  orderTypeWords,
  sideWords,
  timeInForceWords,
} from '@/domain/order-vocabulary';

const executionColumns: Array<DataColumn<Execution>> = [
  {
    id: 'time',
    header: 'Time (ET)',
    className: 'mono',
    cell: (e) => formatMarketDateTimeSeconds(parseTimestamp(e.transaction_time)),
  },
  { id: 'side', header: 'Side', cell: (e) => sideWords(e.side) },
  { id: 'quantity', header: 'Quantity', align: 'right', cell: (e) => formatQuantity(e.quantity) },
  { id: 'price', header: 'Price', align: 'right', cell: (e) => (e.price ? formatPrice(e.price) : '—') },
  { id: 'execution-id', header: 'Execution id', className: 'mono', cell: (e) => e.id },
];

/** Every field the grid below shows in words; anything else a server sends goes under "Other fields". */
const SHOWN_FIELDS = new Set([
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
]);

const when = (value: string | null | undefined) =>
  value ? formatMarketDateTimeSeconds(parseTimestamp(value)) : '—';
const price = (value: string | null | undefined) => (value ? `$${formatPrice(value)}` : '—');

type Row = [label: string, value: string, mono?: boolean];

function groups(order: Order): Array<{ title: string; rows: Row[] }> {
  const isOption = order.instrument_type === 'OPTION';
  const unit = isOption ? ' contracts' : ' shares';
  const orderRows: Row[] = [
    ['Side', `${sideWords(order.side)} (${order.side})`],
    ['Quantity', `${formatQuantity(order.quantity)}${unit}`],
    ['Type', enumWords(order.order_type)],
  ];
  if (order.limit_price) orderRows.push(['Limit price', price(order.limit_price)]);
  if (order.stop_price) orderRows.push(['Stop price', price(order.stop_price)]);
  if (order.trailing_offset)
    orderRows.push([
      'Trailing offset',
      `${offsetWords(order.trailing_offset, order.trailing_offset_type)}${order.trailing_offset_type ? ` (${order.trailing_offset_type})` : ''}`,
    ]);
  if (order.limit_offset) orderRows.push(['Limit offset', price(order.limit_offset)]);
  orderRows.push(['Time in force', timeInForceWords(order)]);
  if (order.expires_at) orderRows.push(['Expires', when(order.expires_at)]);
  orderRows.push([
    'Extended hours',
    order.extended_hours == null ? '—' : order.extended_hours ? 'Yes' : 'No, regular session only',
  ]);

  const value = order.average_fill_price ? mul(order.filled_quantity, order.average_fill_price) : null;
  const fillRows: Row[] = [
    ['Filled', `${formatQuantity(order.filled_quantity)} of ${formatQuantity(order.quantity)}`],
    ['Left', formatQuantity(order.leaves_quantity)],
    [`Average price${isOption ? ' (per share)' : ''}`, price(order.average_fill_price)],
  ];
  if (value && !isOption) fillRows.push(['Filled value', formatMoney(value.toFixed(), { currency: 'USD' })]);

  const result = [
    { title: 'Order', rows: orderRows },
    { title: 'Fills', rows: fillRows },
  ];
  const trailing: Row[] = [];
  if (order.trailing_stop_px) trailing.push(['Current stop', price(order.trailing_stop_px)]);
  if (order.trailing_limit_px) trailing.push(['Current limit', price(order.trailing_limit_px)]);
  if (order.trailing_watermark_px) trailing.push(['Watermark', price(order.trailing_watermark_px)]);
  if (order.trailing_watermark_ts) trailing.push(['Watermark set', when(order.trailing_watermark_ts)]);
  if (trailing.length) result.push({ title: 'Trailing', rows: trailing });
  if (order.queue_state || order.releases_at)
    result.push({
      title: 'Release',
      rows: [
        ['Queue', order.queue_state ? enumInWords(order.queue_state) : '—'],
        ['Releases at', when(order.releases_at)],
      ],
    });
  const ids: Row[] = [
    ['Order id', order.id, true],
    ['Client order id', order.client_order_id, true],
    ['Symbol', order.symbol ?? '—', true],
    ['Instrument', order.instrument_type ? enumWords(order.instrument_type) : '—'],
    ['Instrument id', order.instrument_id ?? '—', true],
    ['Venue', order.venue],
  ];
  const underlying = (order as Record<string, unknown>).underlying_instrument_id;
  if (typeof underlying === 'string') ids.push(['Underlying instrument id', underlying, true]);
  result.push({ title: 'Identifiers', rows: ids });
  result.push({
    title: 'Times (New York)',
    rows: [
      ['Created', when(order.created_at)],
      ['Last update', when(order.updated_at)],
    ],
  });
  const other = Object.entries(order as Record<string, unknown>).filter(([k]) => !SHOWN_FIELDS.has(k));
  if (other.length)
    result.push({
      title: 'Other fields',
      rows: other.map(([k, v]): Row => [keyInWords(k), valueInWords(v)]),
    });
  return result;
}

/** The order that replaced this one (same client order id, created after it), from the account's list. */
function useReplacement(accountId: number, order: Order | undefined) {
  const enabled = order?.status === 'REPLACED';
  const list = useQuery({
    ...orderQueries.list(accountId, {
      ...(order?.symbol ? { symbol: order.symbol } : {}),
      ...(order ? { from: order.created_at } : {}),
      page_size: 1000,
    }),
    enabled,
  });
  if (!enabled || !order) return undefined;
  return list.data?.data.find(
    (o) =>
      o.client_order_id === order.client_order_id && o.id !== order.id && o.created_at >= order.created_at,
  );
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
  const data = order.data;
  const instrument = data?.instrument_id ?? data?.symbol;
  const executions = useQuery({
    ...orderQueries.executions(accountId, {
      ...(instrument ? { instrument_ids: [instrument] } : {}),
      ...(data ? { from: data.created_at } : {}),
      page_size: 1000,
    }),
    enabled: order.isSuccess,
  });
  const fills = useMemo(
    () => executions.data?.data.filter((e) => e.order_id === orderId) ?? [],
    [executions.data, orderId],
  );
  useEffect(() => {
    if (data) recordOrderStatus(data.id, data.status);
  }, [data]);
  const timeline = useMemo(
    () => (data ? orderTimeline(data, fills, seenStatuses(data.id)) : []),
    [data, fills],
  );
  const replacement = useReplacement(accountId, data);
  const details = (data?.details ?? []).filter((d) => d.trim() !== '');
  const tone = data ? statusTone(data.status) : undefined;

  return (
    <section className="panel order-detail" aria-label="Order detail">
      <div className="blotter-header">
        <div className="order-detail-title">
          <h3>
            {data ? (
              <>
                {orderSubject(data)} · {orderTypeWords(data)} · {timeInForceWords(data)}
              </>
            ) : (
              <>Order {orderId}</>
            )}
          </h3>
          {data && (
            <p className="order-detail-status">
              <StatusBadge status={data.status} />{' '}
              <span>
                {formatQuantity(data.filled_quantity)} of {formatQuantity(data.quantity)} filled
                {data.average_fill_price && <> at avg ${formatPrice(data.average_fill_price)}</>}
                {isOpenStatus(data.status) && <> · {formatQuantity(data.leaves_quantity)} left</>}
              </span>{' '}
              · <AccountTag accountId={data.account_id} prefix="Account" />
            </p>
          )}
        </div>
        <div className="button-row">
          {data && isOpenStatus(data.status) && (
            <OrderActions
              order={data}
              place="detail"
              cancelling={cancelling}
              onReplace={onReplace}
              onCancel={onCancel}
            />
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
      {data && details.length > 0 && (
        <div
          className={`order-detail-server${tone === 'bad' ? ' is-bad' : ''}`}
          role={tone === 'bad' ? 'alert' : 'note'}
          aria-label="From the server"
        >
          <strong>From the server:</strong>
          <ul>
            {details.map((d, i) => (
              <li key={i}>{d}</li>
            ))}
          </ul>
        </div>
      )}
      {data?.status === 'REPLACED' && (
        <p className="order-detail-replaced">
          {replacement ? (
            <>
              Replaced by{' '}
              <Link
                to="/accounts/$accountId/orders"
                params={{ accountId }}
                search={{ view: 'all', order: replacement.id }}
              >
                {orderSubject(replacement)} · {orderTypeWords(replacement)}
              </Link>{' '}
              <StatusBadge status={replacement.status} />
            </>
          ) : (
            'Replaced by a new order with the same client order id.'
          )}
        </p>
      )}
      {data && (
        <div className="order-detail-body">
          <div className="order-detail-groups">
            {groups(data).map((group) => (
              <section key={group.title} aria-label={group.title} className="order-detail-group">
                <h4>{group.title}</h4>
                <dl className="facts">
                  {group.rows.map(([name, value, mono]) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd className={mono ? 'mono' : undefined}>{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <section aria-label="Timeline" className="order-detail-timeline">
            <h4>Timeline</h4>
            <ol className="order-timeline">
              {timeline.map((entry, i) => (
                <li key={i} className={`order-timeline-${entry.kind}`}>
                  <time className="mono">
                    {Number.isFinite(entry.at) ? formatMarketDateTimeSeconds(entry.at) : 'Time unknown'}
                  </time>{' '}
                  <strong>{entry.title}</strong>
                  {entry.kind === 'seen' && <span className="muted"> (seen by this terminal)</span>}
                  {entry.kind === 'upcoming' && <span className="muted"> (ahead)</span>}
                  {entry.detail && <div className="muted">{entry.detail}</div>}
                </li>
              ))}
            </ol>
            {executions.isPending && <p className="muted">Loading fills…</p>}
          </section>
        </div>
      )}
      <h4>Executions</h4>
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
        <StaticTable
          caption="Executions of the order"
          rows={fills}
          columns={executionColumns}
          getRowKey={(e) => e.id}
        />
      )}
    </section>
  );
}
