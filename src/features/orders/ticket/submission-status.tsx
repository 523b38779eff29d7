// What happened to the order just sent: accepted, rejected (verbatim, with request_id), or UNKNOWN
// while the ticket checks with the server whether the order exists.
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiError, describeError } from '@/api/errors';
import type { SubmissionPhase } from '../hooks/use-order-submission';

function detailText(detail: Record<string, unknown>): string {
  const field = detail.field ?? detail.path;
  const description = detail.description ?? detail.message ?? detail.reason;
  if (field !== undefined && description !== undefined) return `${String(field)}: ${String(description)}`;
  if (detail.type !== undefined && description !== undefined)
    return `${String(detail.type)}: ${String(description)}`;
  return JSON.stringify(detail);
}

export interface SubmissionStatusProps {
  accountId: number;
  phase: SubmissionPhase;
  onReconcile: () => void;
  onResend: () => void;
  onRetry: () => void;
  onDismiss: () => void;
  /** Drop a confirmed-absent order instead of re-sending it. */
  onDiscard: () => void;
}

/** The outcome scrolls into view when it changes: on a short screen it sits below the fields. */
export function SubmissionStatus(props: SubmissionStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  const kind = props.phase.kind;
  useEffect(() => {
    if (kind !== 'editing' && kind !== 'review') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [kind]);
  return <div ref={ref}>{statusBody(props)}</div>;
}

function statusBody({
  accountId,
  phase,
  onReconcile,
  onResend,
  onRetry,
  onDismiss,
  onDiscard,
}: SubmissionStatusProps) {
  switch (phase.kind) {
    case 'editing':
    case 'review':
      return null;
    case 'sending':
      return (
        <div className="ticket-status" role="status">
          Sending order <code>{phase.request.id}</code>…
        </div>
      );
    case 'unknown':
      return (
        <div className="ticket-status ticket-unknown" role="alert">
          <div className="error-title">Order status UNKNOWN</div>
          <p>
            The response to order <code>{phase.request.id}</code> was lost (
            {describeError(phase.problem).title.toLowerCase()}
            ). It may or may not have reached the server. The ticket is locked while it checks the server for
            this client order id; if you leave, it stays pending in this tab and is checked again wherever you
            open a ticket for this account.
          </p>
          <button type="button" onClick={onReconcile} disabled={phase.checking}>
            {phase.checking ? 'Checking…' : 'Check again'}
          </button>
        </div>
      );
    case 'absent':
      return (
        <div className="ticket-status ticket-unknown" role="alert">
          <div className="error-title">The order was not received</div>
          <p>
            The server has no order <code>{phase.request.id}</code>. It is safe to send it again with the same
            id.
          </p>
          <div className="button-row">
            <button type="button" className="primary" onClick={onResend}>
              Send again (same id)
            </button>
            <button type="button" onClick={onReconcile}>
              Check again
            </button>
            <button type="button" onClick={onDiscard}>
              Discard (do not send)
            </button>
          </div>
        </div>
      );
    case 'accepted': {
      const { order } = phase;
      if (order.status === 'REJECTED')
        return (
          <div className="ticket-status error-panel" role="alert">
            <div className="error-title">Order rejected</div>
            {(order.details ?? []).map((d) => (
              <div key={d} className="error-message">
                {d}
              </div>
            ))}
            <div className="request-id">
              order {order.id}
              {phase.requestId && (
                <>
                  {' '}
                  · request_id: <code>{phase.requestId}</code>
                </>
              )}
            </div>
            <button type="button" onClick={onDismiss}>
              Edit order
            </button>
          </div>
        );
      return (
        <div className="ticket-status ticket-accepted" role="status">
          <div>
            <strong>Order {phase.reconciled ? 'found on the server' : 'accepted'}</strong>: {order.side}{' '}
            {order.quantity} {order.symbol} · {order.status}
          </div>
          <div className="request-id">
            order <code>{order.id}</code>
            {phase.requestId && (
              <>
                {' '}
                · request_id: <code>{phase.requestId}</code>
              </>
            )}
          </div>
          <div className="button-row">
            <Link to="/accounts/$accountId/orders" params={{ accountId }} search={{ order: order.id }}>
              View in blotter
            </Link>
            <button type="button" onClick={onDismiss}>
              New order
            </button>
          </div>
        </div>
      );
    }
    case 'failed': {
      const d = describeError(phase.error);
      const details = phase.error instanceof ApiError ? phase.error.details.map(detailText) : d.fieldDetails;
      return (
        <div className="ticket-status error-panel" role="alert">
          <div className="error-title">{d.title}</div>
          <div className="error-message">{d.message}</div>
          {details.length > 0 && (
            <ul className="error-details">
              {details.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {(d.status !== undefined || d.requestId) && (
            <div className="request-id">
              {d.status !== undefined && <>HTTP {d.status}</>}
              {d.requestId && (
                <>
                  {' '}
                  · request_id: <code>{d.requestId}</code>
                </>
              )}
            </div>
          )}
          <div className="button-row">
            {d.retryable && (
              <button type="button" onClick={onRetry}>
                Review and send again (same id)
              </button>
            )}
            <button type="button" onClick={onDismiss}>
              Edit order
            </button>
          </div>
        </div>
      );
    }
  }
}
