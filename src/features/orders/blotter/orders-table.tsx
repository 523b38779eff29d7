// One page of orders in the shared DataTable. A focused row sets the hotkey symbol (B / S open a
// ticket for it); Enter or a click opens the order's detail. Open orders can be replaced or canceled
// in place (Cancel, or Delete / Backspace on the focused row: cancel-order.tsx asks first when the
// setting says so). Sorting orders the page in view.
import { useMemo } from 'react';
import type { Order } from '@/api/schemas/orders';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { MarketTimestamp } from '@/components/market-timestamp';
import { setFocusedSymbol } from '@/domain/ticket-intent';
import { canCancel, isOpenStatus, statusTone } from '../lib/order-status';
import { OrderActions } from './order-actions';
import { SymbolLink } from '@/components/symbol-link';
import { enumWords, sideWords, timeInForceShort, timeInForceWords } from '@/domain/order-vocabulary';

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  return <span className={`badge${tone ? ` badge-${tone}` : ''}`}>{enumWords(status)}</span>;
}

// The two figure columns with the longest headers ('Quantity', 'Avg fill': 58 px of text, 34 of
// padding and sort arrow) keep their own width: the automatic columns share one minimum, the widest
// of their headers', and ten columns at 92 px would not fit the orders page at 1280 px.
const FIGURE_WIDTH = 92;

function orderColumns(fromThisTab: ReadonlySet<string> | undefined): Array<DataColumn<Order>> {
  return [
    {
      id: 'created',
      header: 'Created (ET)',
      width: 150,
      accessor: (o) => o.created_at,
      cell: (o) => <MarketTimestamp value={o.created_at} />,
    },
    {
      id: 'symbol',
      header: 'Symbol',
      accessor: (o) => o.symbol ?? o.instrument_id,
      cell: (o) => (
        <span className="mono">
          {o.symbol ? <SymbolLink symbol={o.symbol} /> : (o.instrument_id ?? '—')}
          {o.client_order_id && fromThisTab?.has(o.client_order_id) && (
            <>
              {' '}
              <span className="badge badge-warn" title="Its response was lost; the server's list shows it">
                Sent from this tab
              </span>
            </>
          )}
        </span>
      ),
    },
    { id: 'side', header: 'Side', accessor: (o) => o.side, cell: (o) => sideWords(o.side) },
    { id: 'type', header: 'Type', accessor: (o) => o.order_type, cell: (o) => enumWords(o.order_type) },
    {
      id: 'quantity',
      header: 'Quantity',
      width: FIGURE_WIDTH,
      numeric: true,
      accessor: (o) => o.quantity,
      cell: (o) => formatQuantity(o.quantity),
    },
    {
      id: 'filled',
      header: 'Filled',
      numeric: true,
      accessor: (o) => o.filled_quantity,
      cell: (o) => formatQuantity(o.filled_quantity),
    },
    ...(['limit_price', 'stop_price', 'average_fill_price'] as const).map((field): DataColumn<Order> => ({
      id: field,
      header: { limit_price: 'Limit', stop_price: 'Stop', average_fill_price: 'Avg fill' }[field],
      ...(field === 'average_fill_price' ? { width: FIGURE_WIDTH } : {}),
      numeric: true,
      accessor: (o) => o[field],
      cell: (o) => (o[field] ? formatPrice(o[field]) : '—'),
    })),
    {
      id: 'tif',
      header: 'TIF',
      headerTitle: 'Time in force',
      accessor: (o) => o.time_in_force,
      // "GTC" fits the column ("Good Till Cancel" was cut); the words are its title.
      cell: (o) => timeInForceShort(o.time_in_force),
      title: (o) => timeInForceWords(o),
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (o) => o.status,
      cell: (o) => <StatusBadge status={o.status} />,
    },
  ];
}

export interface OrdersTableProps {
  orders: Order[];
  selectedId: string | undefined;
  onSelect: (orderId: string) => void;
  onReplace: (order: Order) => void;
  /** Cancel (asks first when the setting says so): the Cancel button and Delete on a focused row. */
  onCancel: (order: Order) => void;
  /** The order whose cancel is being sent. */
  cancellingId?: string | undefined;
  /** Client order ids submitted from this tab whose response was lost (badged on their rows). */
  fromThisTab?: ReadonlySet<string> | undefined;
}

export function OrdersTable({
  orders,
  selectedId,
  fromThisTab,
  onSelect,
  onReplace,
  onCancel,
  cancellingId,
}: OrdersTableProps) {
  const columns = useMemo(() => orderColumns(fromThisTab), [fromThisTab]);
  return (
    <DataTable
      label="Orders"
      tableClassName="orders-table"
      rows={orders}
      columns={columns}
      getRowKey={(o) => o.id}
      rowHeight={34}
      maxHeight={1800}
      empty="No orders match these filters."
      selectedKey={selectedId ?? null}
      rowAttributes={(o) => ({ 'data-order-id': o.id })}
      onRowFocus={(o) => setFocusedSymbol(o.symbol ?? null)}
      onRowActivate={(o) => onSelect(o.id)}
      onRowKeyDown={(event, o) => {
        // Delete (Backspace on Mac keyboards) cancels the focused order.
        if (event.key !== 'Delete' && event.key !== 'Backspace') return;
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        if (canCancel(o.status)) onCancel(o);
      }}
      rowActions={{
        label: 'Actions',
        width: 166,
        render: (order) =>
          isOpenStatus(order.status) ? (
            <span className="row-actions">
              <OrderActions
                order={order}
                place="row"
                cancelling={cancellingId === order.id}
                onReplace={onReplace}
                onCancel={onCancel}
              />
            </span>
          ) : null,
      }}
    />
  );
}
