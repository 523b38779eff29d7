// The chart's order lines as rows beside it, for the keyboard and screen readers (and anyone who
// prefers typing a price): side, quantity, type and price, with Modify (a price field → the same
// replace review as a drag) and Cancel. The position and today's executions are summed up under them.
import { useState, type FormEvent } from 'react';
import { StaticTable } from '@/components/data-table/static-table';
import type { DataColumn } from '@/components/data-table/column';
import { DecimalField } from '@/components/form/fields';
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

interface Editing {
  key: string;
  text: string;
  error: string | undefined;
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
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = editing ? lines.find((l) => l.key === editing.key) : undefined;

  const submit = (event: FormEvent, line: OrderLine) => {
    event.preventDefault();
    if (!editing) return;
    const { body, errors } = validateReplace(line.order, draftMoving(line, editing.text));
    const error = (line.field && errors[line.field]) ?? errors.form;
    if (!body || error) {
      setEditing({ ...editing, error: error ?? 'Enter a new price' });
      return;
    }
    onModify(line, editing.text.trim());
    setEditing(null);
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
        if (open?.key === l.key && editing && l.field) {
          const fieldId = `order-line-price-${l.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
          return (
            <form className="order-line-modify" onSubmit={(e) => submit(e, l)} aria-label={`Modify ${label}`}>
              <DecimalField
                id={fieldId}
                label={`New ${PRICE_NAME[l.field]}`}
                value={editing.text}
                error={editing.error}
                autoFocus
                onChange={(text) => setEditing({ ...editing, text, error: undefined })}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    e.stopPropagation();
                    setEditing(null);
                  }
                }}
              />
              <button type="submit" className="primary">
                Review
              </button>
              <button type="button" onClick={() => setEditing(null)}>
                Close
              </button>
            </form>
          );
        }
        const busy = l.pending !== null || cancellingId === l.order.id;
        return (
          <span className="order-line-actions">
            {l.field ? (
              <button
                type="button"
                aria-label={`Modify ${label}`}
                disabled={busy}
                onClick={() => setEditing({ key: l.key, text: l.price, error: undefined })}
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
      className="order-line-rows"
      rowAttributes={(l) => ({ 'data-order-line': l.key, 'data-order-id': l.order.id })}
    />
  );
}
