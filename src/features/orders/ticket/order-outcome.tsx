// The order just sent, followed live: accepted → partially filled → filled (quantity, average
// price, New York time), or rejected / expired / cancelled with the server's reason in words.
// A refresh that fails keeps the last state on screen with a "could not refresh" line.
import { Link } from '@tanstack/react-router';
import { describeError } from '@/api/errors';
import type { Order } from '@/api/schemas/orders';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { formatMarketClock, marketZoneAbbreviation, parseTimestamp } from '@/lib/market-time';
import { statusTone } from '../lib/order-status';
import { isTerminal, useFollowedOrder } from '../hooks/use-followed-order';
import { enumWords, sideWords } from '@/domain/order-vocabulary';

export interface OrderOutcomeProps {
  accountId: number;
  order: Order;
  /** request_id of the submission (or of the look-up that found the order). */
  requestId?: string | undefined;
  reconciled: boolean;
  /** The order is for option contracts (quantities read "contracts"). */
  isOption: boolean;
  onDismiss: () => void;
}

/** "12:41:08 EST" (New York) of an API timestamp. */
export function newYorkTime(timestamp: string): string {
  const ms = parseTimestamp(timestamp);
  return Number.isFinite(ms) ? `${formatMarketClock(ms)} ${marketZoneAbbreviation(ms)}` : timestamp;
}

const unitOf = (quantity: string, isOption: boolean) =>
  isOption ? (quantity === '1' ? ' contract' : ' contracts') : '';

function RequestLine({ order, requestId }: { order: Order; requestId?: string | undefined }) {
  return (
    <div className="request-id">
      order <code>{order.id}</code>
      {requestId && (
        <>
          {' '}
          · request_id: <code>{requestId}</code>
        </>
      )}
    </div>
  );
}

export function OrderOutcome({
  accountId,
  order: sent,
  requestId,
  reconciled,
  isOption,
  onDismiss,
}: OrderOutcomeProps) {
  const { order, refreshError } = useFollowedOrder(accountId, sent);
  const qty = (q: string) => `${formatQuantity(q)}${unitOf(q, isOption)}`;
  const what = `${sideWords(order.side)} ${qty(order.quantity)} ${order.symbol ?? ''}`.trim();
  const at = newYorkTime(order.updated_at);
  const avg = order.average_fill_price ? `$${formatPrice(order.average_fill_price)}` : undefined;
  const filled = order.filled_quantity;
  const hasFills = filled !== '0' && filled !== '' && !/^0(\.0+)?$/.test(filled);
  const reasons = order.details ?? [];

  // The heading says the server has the order; the line under it follows its status live.
  let tone: 'accepted' | 'bad' | 'working' = 'working';
  const title =
    order.status === 'REJECTED'
      ? 'Order rejected'
      : `Order ${reconciled ? 'found on the server' : 'accepted'}`;
  const fillsPart = hasFills
    ? `${qty(filled)} of ${qty(order.quantity)} filled${avg ? ` at avg ${avg}` : ''}`
    : '';
  let line: string;
  switch (order.status) {
    case 'FILLED':
      tone = 'accepted';
      line = `Filled: ${sideWords(order.side)} ${qty(filled)} ${order.symbol ?? ''} at ${avg ? `avg ${avg}` : 'an unreported price'} · ${at}`;
      break;
    case 'PARTIALLY_FILLED':
      line = `Partially filled: ${fillsPart} · ${at} · ${qty(order.leaves_quantity)} still working`;
      break;
    case 'REJECTED':
      tone = 'bad';
      line = `${what} · rejected ${at}`;
      break;
    case 'EXPIRED':
    case 'CANCELED':
      tone = 'bad';
      line = `${order.status === 'EXPIRED' ? 'Expired' : 'Cancelled'}: ${what} · ${at}${
        hasFills ? ` · ${fillsPart} before it ended` : ' · nothing filled'
      }`;
      break;
    case 'REPLACED':
      line = `Replaced by a new order · ${at}`;
      break;
    default:
      line = `Working: ${what} · ${enumWords(order.status)} · ${at}`;
  }
  const terminalBad = tone === 'bad';

  const refresh = refreshError ? describeError(refreshError) : undefined;
  return (
    <div
      className={`ticket-status ${tone === 'accepted' ? 'ticket-accepted' : tone === 'bad' ? 'error-panel' : 'ticket-working'}`}
      role={terminalBad ? 'alert' : 'status'}
      aria-label="Order status"
    >
      <div className={terminalBad ? 'error-title' : undefined}>
        <strong>{title}</strong>{' '}
        <span className={`badge badge-${statusTone(order.status) ?? 'warn'}`}>{order.status}</span>
      </div>
      <div className="order-outcome-line" aria-label="Order progress">
        {line}
      </div>
      {reasons.length > 0 && (
        <ul className="error-details" aria-label="Reason">
          {reasons.map((reason, i) => (
            <li key={`${i}:${reason}`}>{reason}</li>
          ))}
        </ul>
      )}
      {terminalBad && reasons.length === 0 && <div className="muted">The server gave no reason.</div>}
      <RequestLine order={order} requestId={requestId} />
      {!isTerminal(order) && !refresh && <div className="muted">Following the order live…</div>}
      {refresh && (
        <div className="field-error" role="status">
          Could not refresh the order status ({refresh.title.toLowerCase()}
          {refresh.requestId ? (
            <>
              , request_id: <code>{refresh.requestId}</code>
            </>
          ) : null}
          ). Showing the last known state; retrying.
        </div>
      )}
      <div className="button-row">
        <Link to="/accounts/$accountId/orders" params={{ accountId }} search={{ order: order.id }}>
          View in blotter
        </Link>
        <button type="button" onClick={onDismiss}>
          {order.status === 'REJECTED' ? 'Edit order' : 'New order'}
        </button>
      </div>
    </div>
  );
}
