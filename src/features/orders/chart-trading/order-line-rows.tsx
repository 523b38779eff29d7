// The chart's order lines as rows beside it, for the keyboard and screen readers (and anyone who
// prefers typing a price): side, quantity, type and price, with Modify (a price field → the same
// replace review as a drag) and Cancel. The position and today's executions are summed up under them.
import { useState } from 'react';
import { LinePriceForm } from '@/components/charts/line-price-form';
import { StaticTable } from '@/components/data-table/static-table';
import type { DataColumn } from '@/components/data-table/column';
import { formatPrice } from '@/domain/decimal/format';
import { validateReplace } from '../lib/validate-replace';
import { draftMoving, type OrderLine } from './order-lines';

export interface OrderLineRowsProps {
  symbol: string;
  lines: readonly OrderLine[];
  /** Prices shown instead of the server's (a line held while its review is open or its replace is pending). */
  shownPrice: (line: OrderLine) => string;
  /** Opens the replace review of `line` at `price` (already checked). */
  onModify: (line: OrderLine, price: string) => void;
  onCancel: (line: OrderLine) => void;
  /** The order whose cancel is being sent. */
  cancellingId: string | undefined;
}

const PRICE_NAME = { limitPrice: 'limit price', stopPrice: 'stop price' } as const;

export function OrderLineRows({
  symbol,
  lines,
  shownPrice,
  onModify,
  onCancel,
  cancellingId,
}: OrderLineRowsProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const open = editing ? lines.find((l) => l.key === editing) : undefined;

  /** The replace dialog's own checks of the moved price. */
  const check = (line: OrderLine, text: string) => {
    const { body, errors } = validateReplace(line.order, draftMoving(line, text));
    const error = (line.field && errors[line.field]) ?? errors.form;
    return !body || error ? { error: error ?? 'Enter a new price' } : { value: text.trim() };
  };

  const columns: DataColumn<OrderLine>[] = [
    {
      id: 'side',
      header: 'Side',
      rowHeader: true,
      cell: (l) => <span className={l.side === 'BUY' ? 'up' : 'down'}>{l.sideText}</span>,
    },
    { id: 'quantity', header: 'Quantity', numeric: true, cell: (l) => l.quantityText },
    { id: 'type', header: 'Type', className: 'order-line-type', cell: (l) => l.typeText },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (l) => {
        const shown = shownPrice(l);
        return (
          <span data-testid="order-line-price">
            {formatPrice(shown)}
            {l.pending === 'replace' && <span className="muted"> · replacing</span>}
            {l.pending === 'cancel' && <span className="muted"> · cancelling</span>}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      cell: (l) => {
        const label = `${l.sideText} ${l.quantityText} ${symbol} ${l.typeText} ${formatPrice(l.price)}`;
        if (open?.key === l.key && l.field)
          return (
            <LinePriceForm
              id={`order-line-price-${l.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`}
              name={`Modify ${label}`}
              label={`New ${PRICE_NAME[l.field]}`}
              initial={l.price}
              submitText="Review"
              check={(text) => check(l, text)}
              onSubmit={(price) => {
                onModify(l, price);
                setEditing(null);
              }}
              onClose={() => setEditing(null)}
            />
          );
        const busy = l.pending !== null || cancellingId === l.order.id;
        return (
          <span className="chart-line-actions">
            {l.field ? (
              <button
                type="button"
                aria-label={`Modify ${label}`}
                disabled={busy}
                onClick={() => setEditing(l.key)}
              >
                Modify
              </button>
            ) : (
              <span
                className="muted"
                title="A trailing order's trigger follows the market: change its offset by replacing it in the ticket"
              >
                Follows the market
              </span>
            )}
            <button type="button" aria-label={`Cancel ${label}`} disabled={busy} onClick={() => onCancel(l)}>
              {cancellingId === l.order.id ? 'Cancelling…' : 'Cancel'}
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <StaticTable
      rows={lines}
      columns={columns}
      getRowKey={(l) => l.key}
      label={`Working orders in ${symbol} on the chart`}
      className="chart-line-rows"
      rowAttributes={(l) => ({ 'data-order-line': l.key, 'data-order-id': l.order.id })}
    />
  );
}
