// Cancel every open order matching the spec's filters (side, type, instrument type, instruments),
// after a review that counts and lists what will be canceled.
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelAllOpenOrdersMutation, orderQueries, type CancelAllFilters } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { ErrorPanel } from '@/components/error-panel';
import { pushToast } from '@/lib/toast-store';
import { Dialog } from '@/components/dialog';
import { choicesOf, SelectField, TextField } from '@/components/form/fields';
import {
  enumWords,
  ORDER_INSTRUMENT_TYPES,
  ORDER_SIDES,
  ORDER_TYPES,
  sideWords,
} from '@/domain/order-vocabulary';
import { OPEN_STATUSES } from '../lib/order-status';

/** Whether an open order matches the cancel-all filters (as the server applies them). */
export function matchesCancelFilters(order: Order, filters: CancelAllFilters): boolean {
  const instruments = (filters.instrument_ids ?? []).map((s) => s.toUpperCase());
  return (
    (!filters.side || order.side === filters.side) &&
    (!filters.type || order.order_type === filters.type) &&
    (!filters.instrument_type || order.instrument_type === filters.instrument_type) &&
    (instruments.length === 0 ||
      instruments.includes((order.symbol ?? '').toUpperCase()) ||
      instruments.includes((order.instrument_id ?? '').toUpperCase()))
  );
}

const SIDE_CHOICES = choicesOf(ORDER_SIDES, enumWords);
const TYPE_CHOICES = choicesOf(ORDER_TYPES, enumWords);
const INSTRUMENT_TYPE_CHOICES = choicesOf(ORDER_INSTRUMENT_TYPES, enumWords);

export function CancelAllDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [side, setSide] = useState<NonNullable<CancelAllFilters['side']> | ''>('');
  const [type, setType] = useState<NonNullable<CancelAllFilters['type']> | ''>('');
  const [instrumentType, setInstrumentType] = useState<NonNullable<CancelAllFilters['instrument_type']> | ''>(
    '',
  );
  const [instruments, setInstruments] = useState('');
  const open = useQuery({
    ...orderQueries.list(accountId, { status: OPEN_STATUSES, page_size: 1000 }),
    staleTime: 0,
  });
  const filters: CancelAllFilters = {
    ...(side ? { side } : {}),
    ...(type ? { type } : {}),
    ...(instrumentType ? { instrument_type: instrumentType } : {}),
    ...(instruments.trim()
      ? {
          instrument_ids: instruments
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
  };
  const matching = open.data?.data.filter((o) => matchesCancelFilters(o, filters)) ?? [];
  const base = cancelAllOpenOrdersMutation(queryClient, accountId);
  const cancelAll = useMutation({
    ...base,
    onSuccess: (result) => {
      pushToast({ kind: 'info', title: `Cancel requested for ${result.data.length} orders` });
      onClose();
    },
  });

  return (
    <Dialog
      title="Cancel all open orders"
      onCancel={onClose}
      initialFocus={cancelRef}
      busy={cancelAll.isPending}
    >
      <div className="form inline-fields">
        <SelectField label="Side" value={side} onChange={setSide} choices={SIDE_CHOICES} emptyLabel="Any" />
        <SelectField
          label="Order type"
          value={type}
          onChange={setType}
          choices={TYPE_CHOICES}
          emptyLabel="Any"
        />
        <SelectField
          label="Instrument type"
          value={instrumentType}
          onChange={setInstrumentType}
          choices={INSTRUMENT_TYPE_CHOICES}
          emptyLabel="Any"
        />
        <TextField
          label="Instruments (symbols or ids, comma-separated)"
          value={instruments}
          onChange={setInstruments}
        />
      </div>
      {open.isPending && <p className="muted">Counting open orders…</p>}
      {open.isError && (
        <ErrorPanel error={open.error} context="Counting open orders" onRetry={() => void open.refetch()} />
      )}
      {open.isSuccess && (
        <div role="status" className="cancel-all-count">
          <strong>
            {matching.length} open {matching.length === 1 ? 'order' : 'orders'} will be canceled
          </strong>
          {matching.length > 0 && (
            <ul>
              {matching.slice(0, 8).map((o) => (
                <li key={o.id}>
                  {sideWords(o.side)} {o.quantity} {o.symbol} · {enumWords(o.order_type)} · {o.status}
                </li>
              ))}
              {matching.length > 8 && <li className="muted">and {matching.length - 8} more</li>}
            </ul>
          )}
        </div>
      )}
      {cancelAll.isError && <ErrorPanel error={cancelAll.error} context="Canceling orders" />}
      <div className="modal-actions">
        <button ref={cancelRef} type="button" onClick={onClose} disabled={cancelAll.isPending}>
          Keep orders
        </button>
        <button
          type="button"
          className="danger"
          disabled={!open.isSuccess || matching.length === 0 || cancelAll.isPending}
          onClick={() => cancelAll.mutate(filters)}
        >
          {cancelAll.isPending
            ? 'Canceling…'
            : `Cancel ${matching.length} ${matching.length === 1 ? 'order' : 'orders'}`}
        </button>
      </div>
    </Dialog>
  );
}
