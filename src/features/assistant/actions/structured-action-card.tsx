// One structured action of a reply, as a card that says what it will do before the user acts. It
// only ever opens something for the user to review: the order ticket (prefilled, never submitted),
// a review dialog for cancels and changes, a consent dialog, the instrument page or the screener.
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { StructuredAction } from '@/api/schemas/assistant';
import type { NewOrderRequest } from '@/api/schemas/orders';
import { openScreenerSearch } from '@/domain/screener-url';
import { focusTicketEntry, openTicket, type TicketRequest } from '@/domain/ticket-intent';
import { ORDER_SIDES } from '@/domain/order-vocabulary';
import { pushToast } from '@/lib/toast-store';
import {
  actionButtonLabel,
  chartActionNote,
  describeAction,
  describeNewOrder,
  viewOfAction,
} from '../lib/action-view';
import { useRegisterAction, useMessageActions } from '../parts/message-actions';
import { useActionCheck } from './use-action-check';
import { OrderChangeDialog } from './order-change-dialog';
import { ConsentDialog } from './consent-dialog';

const SIDES: ReadonlySet<string> = new Set(ORDER_SIDES);

function ticketRequest(accountId: number, order: NewOrderRequest): TicketRequest {
  const request: TicketRequest = {
    accountId,
    quantity: order.quantity,
    orderType: order.order_type,
    timeInForce: order.time_in_force,
    origin: 'Prepared by the assistant',
  };
  if (order.symbol) request.symbol = order.symbol;
  if (order.instrument_id && order.instrument_id !== order.symbol && !order.symbol)
    request.symbol = order.instrument_id;
  if (SIDES.has(order.side)) request.side = order.side as TicketRequest['side'];
  if (order.limit_price) request.limitPrice = order.limit_price;
  if (order.stop_price) request.stopPrice = order.stop_price;
  if (order.trailing_offset) request.trailingOffset = order.trailing_offset;
  if (order.trailing_offset_type) request.trailingOffsetType = order.trailing_offset_type;
  if (order.limit_offset) request.limitOffset = order.limit_offset;
  if (order.extended_hours != null) request.extendedHours = order.extended_hours;
  return request;
}

export function StructuredActionCard({ actionId, action }: { actionId: string; action: StructuredAction }) {
  const { accountId, question, sendPrompt } = useMessageActions();
  const navigate = useNavigate();
  const view = viewOfAction(action);
  const check = useActionCheck(view);
  const [dialog, setDialog] = useState(false);
  const [reviewed, setReviewed] = useState<ReadonlySet<number>>(new Set());

  const openOrder = (index: number) => {
    if (view.kind !== 'prefill_new') return;
    const order = view.orders[index];
    if (!order) return;
    if (!openTicket(ticketRequest(accountId, order))) {
      pushToast({ kind: 'warning', title: 'Settle the pending order before opening another ticket' });
      return;
    }
    focusTicketEntry(true);
    setReviewed((s) => new Set(s).add(index));
  };

  const perform = () => {
    if (check.status !== 'ok') return;
    switch (view.kind) {
      case 'prefill_new': {
        const next = view.orders.findIndex((_, i) => !reviewed.has(i));
        openOrder(next === -1 ? 0 : next);
        return;
      }
      case 'prefill_cancel':
      case 'prefill_modify':
      case 'consent':
        setDialog(true);
        return;
      case 'open_chart': {
        // The app's price chart is the monitor's live tick chart of the selected symbol.
        const symbol = view.target.symbol.trim().toUpperCase();
        void navigate({ to: '/monitor', search: { symbols: symbol, selected: symbol } });
        return;
      }
      case 'open_screener':
        void navigate({ to: '/screener', search: openScreenerSearch(view.target) as never });
        return;
      case 'unsupported':
        return;
    }
  };
  useRegisterAction(actionId, perform);

  return (
    <section
      className="assistant-action"
      aria-label={`Action: ${describeAction(view)}`}
      data-action-id={actionId}
    >
      <div className="assistant-action-title">{describeAction(view)}</div>
      {view.kind === 'open_chart' && chartActionNote(view.target) && (
        <p className="muted assistant-action-note">{chartActionNote(view.target)}</p>
      )}
      {view.kind === 'prefill_new' && view.orders.length > 1 && (
        <ol className="assistant-action-orders">
          {view.orders.map((o, i) => (
            <li key={i}>
              {describeNewOrder(o)}{' '}
              <button
                type="button"
                className="link-button"
                disabled={check.status !== 'ok'}
                onClick={() => openOrder(i)}
              >
                {reviewed.has(i) ? 'Open again' : 'Open in ticket'}
              </button>
            </li>
          ))}
        </ol>
      )}
      {view.kind === 'prefill_new' && (
        <p className="muted">
          Opens the order ticket filled in. You review and submit it; nothing is sent for you.
        </p>
      )}
      {check.status === 'error' && (
        <ul className="assistant-action-problems" role="alert">
          {check.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <button type="button" className="primary" disabled={check.status !== 'ok'} onClick={perform}>
        {check.status === 'checking' ? 'Checking…' : actionButtonLabel(view)}
      </button>
      {/* The card sits in a scrolling, virtualized feed (a transformed row): the dialogs open in the
          browser's top layer (Dialog's showModal), so they cover the screen rather than the row. */}
      {dialog && (view.kind === 'prefill_cancel' || view.kind === 'prefill_modify') && (
        <OrderChangeDialog
          change={
            view.kind === 'prefill_cancel'
              ? { kind: 'cancel', orders: view.orders }
              : { kind: 'modify', orders: view.orders }
          }
          onClose={() => setDialog(false)}
        />
      )}
      {dialog && view.kind === 'consent' && (
        <ConsentDialog
          target={view.target}
          onClose={() => setDialog(false)}
          onGranted={
            question
              ? () => {
                  setDialog(false);
                  sendPrompt(question);
                }
              : undefined
          }
        />
      )}
    </section>
  );
}
