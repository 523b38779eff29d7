// The replace review of a moved order line (dragged on the chart, or a new price typed in its row):
// old → new price, checked by the replace dialog's own validateReplace, then Confirm sends the PATCH.
// Escape, the backdrop and "Keep" put the line back; a rejection puts it back too and shows the
// server's message with its request_id here, so the user can try again or keep the order as it is.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceOrderMutation } from '@/api/resources/orders';
import { Dialog } from '@/components/dialog';
import { ErrorPanel } from '@/components/error-panel';
import { formatPrice } from '@/domain/decimal/format';
import { compare } from '@/domain/decimal/exact';
import { sub } from '@/domain/decimal/decimal';
import { pushToast } from '@/lib/toast-store';
import { useQuote } from '@/live/hooks';
import { validateReplace } from '../lib/validate-replace';
import { orderSummary } from '../blotter/cancel-order';
import { draftMoving, type OrderLine } from './order-lines';

export interface ReplaceReviewProps {
  accountId: number;
  line: OrderLine;
  /** The new price (a decimal string on the grid, or what the user typed). */
  price: string;
  /** Closed without a replace (Keep, Escape, or after a rejection): the line goes back. */
  onBack: () => void;
  /** The server accepted the replace (PENDING_REPLACE): the line stays at the new price. */
  onSent: () => void;
  /** The server refused: the line goes back at once, the message stays in the dialog. */
  onRejected: () => void;
}

const FIELD_NAME = { limitPrice: 'Limit price', stopPrice: 'Stop price' } as const;

export function ReplaceReview({ accountId, line, price, onBack, onSent, onRejected }: ReplaceReviewProps) {
  const queryClient = useQueryClient();
  // The last price, for the distance readout.
  const last = useQuote(line.order.symbol, (q) => q?.last_price ?? undefined);
  const keepRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const base = replaceOrderMutation(queryClient, accountId);
  const replace = useMutation({
    ...base,
    onSuccess: async (result) => {
      onSent();
      pushToast({
        kind: 'info',
        title: `Replace requested: ${orderSummary(line.order)}`,
        message: `${FIELD_NAME[line.field ?? 'limitPrice']} ${formatPrice(line.price)} → ${formatPrice(price)} · status ${result.data.status.replace(/_/g, ' ')}`,
        ...(result.metadata.request_id ? { requestId: result.metadata.request_id } : {}),
      });
      await base.onSuccess();
    },
    onError: () => onRejected(),
  });
  const { body, errors } = validateReplace(line.order, draftMoving(line, price));
  const error = (line.field && errors[line.field]) ?? errors.form;
  const name = FIELD_NAME[line.field ?? 'limitPrice'];
  const direction = compare(price, line.price) > 0 ? 'up' : 'down';
  const move = sub(price, line.price)?.abs().toFixed() ?? '';
  const distance =
    last && !error
      ? `, ${compare(price, last) >= 0 ? 'above' : 'below'} the last price ${formatPrice(last)}`
      : '';

  return (
    <Dialog
      title={`Move ${orderSummary(line.order)}`}
      description={`${name} ${formatPrice(line.price)} → ${formatPrice(price)}`}
      onCancel={onBack}
      initialFocus={error ? keepRef : confirmRef}
      busy={replace.isPending}
      className="replace-review"
    >
      <dl className="replace-review-change">
        <dt>New {name.toLowerCase()}</dt>
        <dd className="mono">
          <strong data-testid="replace-review-new">{formatPrice(price)}</strong>{' '}
          <span className="muted">
            ({direction} {formatPrice(move)} from {formatPrice(line.price)}
            {distance})
          </span>
        </dd>
        {line.order.order_type === 'STOP_LIMIT' && (
          <>
            <dt>{line.field === 'stopPrice' ? 'Limit price' : 'Stop price'}</dt>
            <dd className="mono">
              {formatPrice(
                (line.field === 'stopPrice' ? line.order.limit_price : line.order.stop_price) ?? '',
              )}{' '}
              <span className="muted">(unchanged)</span>
            </dd>
          </>
        )}
      </dl>
      <p className="muted">
        Order {line.order.id} · {line.order.time_in_force.replace(/_/g, ' ')} ·{' '}
        {line.order.status.replace(/_/g, ' ')}. The order shows Pending replace until the venue confirms.
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {replace.isError && <ErrorPanel error={replace.error} context="Replacing the order" />}
      <div className="modal-actions">
        <button ref={keepRef} type="button" onClick={onBack} disabled={replace.isPending}>
          Keep {formatPrice(line.price)}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="primary"
          disabled={replace.isPending || !body}
          onClick={() => {
            if (body && !replace.isPending) replace.mutate({ orderId: line.order.id, body });
          }}
        >
          {replace.isPending ? 'Replacing…' : replace.isError ? 'Try again' : `Confirm ${formatPrice(price)}`}
        </button>
      </div>
    </Dialog>
  );
}
