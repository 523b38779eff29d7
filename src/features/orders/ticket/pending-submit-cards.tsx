// The ticket shows this tab's pending submits for its account first: what was sent, that its
// outcome is unknown, and what the server says as the look-ups come back. It keeps reconciling
// (the shared loop of lib/pending-reconciler.ts) for as long as the cards are on screen or longer.
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { removePending, dismissFound, type PendingView, type PendingSubmit } from '../lib/pending-submits';
import { checkPendingAgain, watchPending } from '../lib/pending-reconciler';
import { describePending, sentAtText } from '../lib/describe-pending';
import { usePendingSubmits } from '../hooks/use-pending-submits';
import { PendingCheckProblem } from './pending-check-problem';

export interface PendingSubmitCardsProps {
  accountId: number;
  /** The submit this ticket itself is showing (not repeated as a card). */
  excludeId?: string | undefined;
  /** True while this ticket is sending or settling its own order. */
  busy: boolean;
  onSendAgain: (entry: PendingSubmit) => void;
}

function Card({
  view,
  busy,
  onSendAgain,
}: { view: PendingView } & Omit<PendingSubmitCardsProps, 'accountId'>) {
  const { entry, status } = view;
  const summary = (
    <div>
      <strong>{describePending(entry)}</strong> · {sentAtText(entry)} · client order id{' '}
      <code>{entry.clientOrderId}</code>
    </div>
  );
  if (status.kind === 'found')
    return (
      <div className="ticket-status ticket-accepted" role="status">
        <div>
          <strong>Order found on the server</strong>: {status.order.status}
        </div>
        {summary}
        <div className="button-row">
          <Link
            to="/accounts/$accountId/orders"
            params={{ accountId: entry.accountId }}
            search={{ order: status.order.id }}
          >
            View in blotter
          </Link>
          <button type="button" onClick={() => dismissFound(entry.clientOrderId)}>
            Dismiss
          </button>
        </div>
      </div>
    );
  if (status.kind === 'absent')
    return (
      <div className="ticket-status ticket-unknown" role="alert">
        <div className="error-title">The order was not received</div>
        {summary}
        <p>
          The server has no order with this client order id. It is safe to send it again with the same id.
        </p>
        <div className="button-row">
          <button type="button" className="primary" disabled={busy} onClick={() => onSendAgain(entry)}>
            Send again (same id)
          </button>
          <button type="button" onClick={() => checkPendingAgain(entry.clientOrderId)}>
            Check again
          </button>
          <button type="button" onClick={() => removePending(entry.clientOrderId)}>
            Discard (do not send)
          </button>
        </div>
      </div>
    );
  const checking = status.kind === 'sending' || status.checking;
  return (
    <div className="ticket-status ticket-unknown" role="alert">
      <div className="error-title">Order status UNKNOWN: sent from this tab</div>
      {summary}
      <p>
        The outcome of this order is not known: <strong>an identical order may already be working</strong>.
        The ticket keeps checking the server for this client order id; an identical new order is not sent
        without your explicit choice.
      </p>
      <PendingCheckProblem status={status} />
      <button type="button" onClick={() => checkPendingAgain(entry.clientOrderId)} disabled={checking}>
        {status.kind === 'sending' ? 'Sending…' : checking ? 'Checking…' : 'Check again'}
      </button>
    </div>
  );
}

export function PendingSubmitCards({ accountId, excludeId, busy, onSendAgain }: PendingSubmitCardsProps) {
  const { pending, found, durable } = usePendingSubmits(accountId);
  const views = [...pending, ...found].filter((v) => v.entry.clientOrderId !== excludeId);
  const unknownIds = pending
    .filter((v) => v.status.kind === 'unknown' && v.entry.clientOrderId !== excludeId)
    .map((v) => v.entry.clientOrderId)
    .join(',');

  useEffect(() => {
    for (const id of unknownIds ? unknownIds.split(',') : []) watchPending(id);
  }, [unknownIds]);

  if (views.length === 0) return null;
  return (
    <section className="pending-submits" aria-label="Pending orders from this tab">
      {views.map((view) => (
        <Card key={view.entry.clientOrderId} view={view} busy={busy} onSendAgain={onSendAgain} />
      ))}
      {!durable && (
        <p className="muted" role="note">
          This browser blocks session storage: these pending orders are kept in memory only and a reload would
          forget them.
        </p>
      )}
    </section>
  );
}
