// Replace an open order: new quantity, limit or stop (whichever the order has), validated before
// the PATCH. The order shows PENDING_REPLACE until the venue confirms.
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceOrderMutation } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { ErrorPanel } from '@/components/error-panel';
import { pushToast } from '@/lib/toast-store';
import { Dialog } from '@/components/dialog';
import { DecimalField } from '@/components/form/fields';
import { hasLimit, hasStop, validateReplace, type ReplaceDraft } from '../lib/validate-replace';
import { enumWords, sideWords } from '@/domain/order-vocabulary';

export function ReplaceDialog({
  accountId,
  order,
  onClose,
}: {
  accountId: number;
  order: Order;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<ReplaceDraft>({
    quantity: order.quantity,
    limitPrice: order.limit_price ?? '',
    stopPrice: order.stop_price ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const base = replaceOrderMutation(queryClient, accountId);
  const replace = useMutation({
    ...base,
    onSuccess: async (result) => {
      await base.onSuccess();
      pushToast({
        kind: 'info',
        title: `Replace requested: ${order.symbol ?? order.id}`,
        message: `Status ${result.data.status}`,
      });
      onClose();
    },
  });
  const { body, errors } = validateReplace(order, draft);
  const shown = submitted ? errors : {};

  const field = (name: keyof ReplaceDraft, text: string) => (
    <DecimalField
      id={`replace-${name}`}
      label={text}
      value={draft[name]}
      onChange={(value) => setDraft((d) => ({ ...d, [name]: value }))}
      error={shown[name]}
    />
  );

  return (
    <Dialog
      title={`Replace order ${order.symbol ?? order.id}`}
      onCancel={onClose}
      initialFocus={cancelRef}
      busy={replace.isPending}
    >
      <p className="muted">
        {sideWords(order.side)} {order.quantity} {order.symbol} · {enumWords(order.order_type)} · filled{' '}
        {order.filled_quantity} · {order.status}
      </p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(true);
          if (body && !replace.isPending) replace.mutate({ orderId: order.id, body });
        }}
      >
        {field('quantity', 'New quantity')}
        {hasLimit(order) && field('limitPrice', 'New limit price')}
        {hasStop(order) && field('stopPrice', 'New stop price')}
        {shown.form && <div className="field-error">{shown.form}</div>}
        {replace.isError && <ErrorPanel error={replace.error} context="Replacing the order" />}
        <div className="modal-actions">
          <button ref={cancelRef} type="button" onClick={onClose} disabled={replace.isPending}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={replace.isPending}>
            {replace.isPending ? 'Replacing…' : 'Replace order'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
