// The review of an assistant's cancel or modify proposal: each order with its current state from the
// blotter and the change; nothing runs until the user confirms, then the existing cancel / replace
// calls run one by one and each order's outcome (with the server's message and request_id) is shown.
import { useRef, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, invalidateAfterOrderChange, orderQueries, replaceOrder } from '@/api/resources/orders';
import { describeError } from '@/api/errors';
import type { PrefillModifyOrderRequest } from '@/api/schemas/assistant';
import type { CancelOrderRequest } from '@/api/schemas/orders';
import { Dialog } from '@/components/dialog';
import { describeModify } from '../lib/action-view';

type Change =
  { kind: 'cancel'; orders: CancelOrderRequest[] } | { kind: 'modify'; orders: PrefillModifyOrderRequest[] };

type Outcome = { ok: true } | { ok: false; message: string; requestId?: string | undefined };

export function OrderChangeDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const queryClient = useQueryClient();
  const keepRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const orders = change.orders;
  const current = useQueries({
    queries: orders.map((o) => orderQueries.detail(Number(o.account_id), o.order_id)),
  });
  const done = Object.keys(outcomes).length === orders.length;

  const confirm = async () => {
    setRunning(true);
    const accounts = new Set<number>();
    for (const o of orders) {
      const accountId = Number(o.account_id);
      accounts.add(accountId);
      try {
        if (change.kind === 'cancel') await cancelOrder(accountId, o.order_id);
        else {
          const m = o as PrefillModifyOrderRequest;
          await replaceOrder(accountId, o.order_id, {
            ...(m.limit_price ? { limit_price: m.limit_price } : {}),
            ...(m.quantity ? { quantity: m.quantity } : {}),
            ...(m.stop_price ? { stop_price: m.stop_price } : {}),
          });
        }
        setOutcomes((s) => ({ ...s, [o.order_id]: { ok: true } }));
      } catch (error) {
        const d = describeError(error);
        setOutcomes((s) => ({
          ...s,
          [o.order_id]: { ok: false, message: d.message, requestId: d.requestId },
        }));
      }
    }
    await Promise.all([...accounts].map((id) => invalidateAfterOrderChange(queryClient, id)));
    setRunning(false);
  };

  const title = change.kind === 'cancel' ? 'Review cancellations' : 'Review order changes';
  return (
    <Dialog
      title={title}
      description="Proposed by the assistant. Nothing changes until you confirm."
      onCancel={onClose}
      busy={running}
      initialFocus={keepRef}
    >
      <table className="assistant-order-review">
        <thead>
          <tr>
            <th>Order</th>
            <th>Now</th>
            <th>Change</th>
            <th>Result</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o, i) => {
            const q = current[i];
            const order = q?.data;
            const outcome = outcomes[o.order_id];
            return (
              <tr key={o.order_id}>
                <td className="mono">
                  {o.order_id}
                  <div className="muted">account {String(o.account_id)}</div>
                </td>
                <td>
                  {order
                    ? `${order.side} ${order.quantity} ${order.symbol ?? ''} ${order.order_type}${order.limit_price ? ` @ ${order.limit_price}` : ''} · ${order.status}`
                    : q?.error
                      ? `Could not load: ${describeError(q.error).message}`
                      : 'Loading…'}
                </td>
                <td>
                  {change.kind === 'cancel' ? 'Cancel' : describeModify(o as PrefillModifyOrderRequest)}
                </td>
                <td>
                  {outcome?.ok === true && (
                    <span className="up">{change.kind === 'cancel' ? 'Cancel sent' : 'Change sent'}</span>
                  )}
                  {outcome?.ok === false && (
                    <span className="down" role="alert">
                      {outcome.message}
                      {outcome.requestId && (
                        <>
                          {' '}
                          · request_id: <code>{outcome.requestId}</code>
                        </>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="modal-actions">
        {done ? (
          <button type="button" className="primary" onClick={onClose}>
            Close
          </button>
        ) : (
          <>
            <button ref={keepRef} type="button" onClick={onClose} disabled={running}>
              Keep orders as they are
            </button>
            <button type="button" className="primary" onClick={() => void confirm()} disabled={running}>
              {running
                ? 'Sending…'
                : change.kind === 'cancel'
                  ? `Cancel ${orders.length === 1 ? 'order' : `${orders.length} orders`}`
                  : `Apply ${orders.length === 1 ? 'change' : `${orders.length} changes`}`}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
