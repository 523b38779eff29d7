// Cancelling one order, from a row's Cancel button, the order detail, or the Delete key on the
// focused row: asks "Cancel BUY 100 MSFT LMT 410.00?" first while Settings → Trading → "Confirm
// before cancelling" is on (the default), or sends at once when it is off. The outcome is a toast;
// a failure inside the open question shows there (with the request_id) so the user can try again.
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/api/errors';
import { cancelOrderMutation } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pushToast } from '@/lib/toast-store';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { setTradingPreferences, tradingPreferencesStore } from '@/lib/trading-preferences';

const TYPE_SHORT: Record<string, string> = {
  MARKET: 'MKT',
  LIMIT: 'LMT',
  STOP: 'STP',
  STOP_LIMIT: 'STP LMT',
  TRAILING_STOP: 'TRAIL',
  TRAILING_STOP_LIMIT: 'TRAIL LMT',
};

/** "BUY 100 MSFT LMT 410.00", "SELL 5 AAPL STP LMT 180.00 / 179.50", "BUY 10 TSLA MKT". */
export function orderSummary(order: Order): string {
  const type = TYPE_SHORT[order.order_type] ?? order.order_type.replace(/_/g, ' ');
  const prices = [order.stop_price, order.limit_price]
    .filter((p): p is string => Boolean(p))
    .map((p) => formatPrice(p));
  return [
    order.side.replace(/_/g, ' '),
    formatQuantity(order.quantity),
    order.symbol ?? order.instrument_id ?? '',
    type,
    prices.join(' / '),
  ]
    .filter(Boolean)
    .join(' ');
}

function toastFailure(order: Order, error: unknown) {
  const d = describeError(error);
  pushToast({
    kind: 'error',
    title: `Cancel failed: ${orderSummary(order)}`,
    message: `${d.title}: ${d.message}`,
    requestId: d.requestId,
  });
}

export interface CancelFlow {
  /** Asks (when the setting says so) and cancels `order`. */
  request: (order: Order) => void;
  /** The order whose cancel is being sent (its buttons wait). */
  sendingId: string | undefined;
  /** The question, when open: render it once. */
  dialog: ReactNode;
}

export function useCancelFlow(accountId: number): CancelFlow {
  const queryClient = useQueryClient();
  const cancel = useMutation(cancelOrderMutation(queryClient, accountId));
  const [asking, setAsking] = useState<{ order: Order; error: unknown } | null>(null);

  const send = (order: Order, fromDialog: boolean) =>
    cancel.mutate(order.id, {
      onSuccess: (result) => {
        if (fromDialog) setAsking(null);
        pushToast({
          kind: 'info',
          title: `Cancel requested: ${orderSummary(order)}`,
          message: `Status ${result.data.status}`,
        });
      },
      onError: (error) => {
        if (fromDialog) setAsking({ order, error });
        else toastFailure(order, error);
      },
    });

  const request = (order: Order) => {
    if (cancel.isPending && cancel.variables === order.id) return;
    if (tradingPreferencesStore.getState().confirmCancel) setAsking({ order, error: null });
    else send(order, false);
  };

  const order = asking?.order;
  const filled = order ? formatQuantity(order.filled_quantity) : '';
  const dialog = order ? (
    <ConfirmDialog
      title={`Cancel ${orderSummary(order)}?`}
      confirmLabel="Cancel order"
      busyLabel="Cancelling…"
      cancelLabel="Keep order"
      busy={cancel.isPending}
      error={asking.error}
      errorContext="Cancelling the order"
      dontAskAgain="Don't ask again (Settings → Trading)"
      onCancel={() => setAsking(null)}
      onConfirm={({ dontAskAgain }) => {
        if (dontAskAgain) setTradingPreferences({ confirmCancel: false });
        send(order, true);
      }}
    >
      <p className="modal-description">
        Order {order.id} · {order.time_in_force.replace(/_/g, ' ')} · {order.status.replace(/_/g, ' ')}
        {order.filled_quantity && !/^0*(\.0*)?$/.test(order.filled_quantity) && (
          <> · {filled} already filled (a cancel does not undo fills)</>
        )}
      </p>
    </ConfirmDialog>
  ) : null;

  return { request, sendingId: cancel.isPending ? cancel.variables : undefined, dialog };
}
