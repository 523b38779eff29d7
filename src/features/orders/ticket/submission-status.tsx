// What happened to the order just sent: accepted and followed live (order-outcome.tsx), refused
// (the server's message and details in words, with request_id; a Retry-After is counted down), or
// UNKNOWN while the ticket checks with the server whether the order exists.
import { useEffect, useRef } from 'react';
import { ApiError, describeError } from '@/api/errors';
import type { SubmissionPhase } from '../lib/submission-rules';
import { useCountdown } from '../hooks/use-countdown';
import { detailsInWords } from '../lib/server-message';
import { OrderOutcome } from './order-outcome';
import { RequestIdLine } from '@/components/error-panel';

export interface SubmissionStatusProps {
  accountId: number;
  phase: SubmissionPhase;
  /** The order is for option contracts. */
  isOption: boolean;
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
  isOption,
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
    case 'accepted':
      return (
        <OrderOutcome
          key={phase.order.id}
          accountId={accountId}
          order={phase.order}
          requestId={phase.requestId}
          reconciled={phase.reconciled}
          isOption={isOption}
          onDismiss={onDismiss}
        />
      );
    case 'failed':
      return (
        <SubmitFailure error={phase.error} retryAt={phase.retryAt} onRetry={onRetry} onDismiss={onDismiss} />
      );
  }
}

/** A refused or failed submit: the server's message and every detail in words, the request_id, and
 * the way forward (a re-send with the same id waits out the server's Retry-After). */
function SubmitFailure({
  error,
  retryAt,
  onRetry,
  onDismiss,
}: {
  error: unknown;
  retryAt: number | undefined;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const d = describeError(error);
  const wait = useCountdown(retryAt);
  const details =
    error instanceof ApiError
      ? detailsInWords(error.details)
      : d.fieldDetails.map((text) => ({ headline: text, lines: [] as string[] }));
  return (
    <div className="ticket-status error-panel" role="alert">
      <div className="error-title">{d.title}</div>
      <div className="error-message">{d.message}</div>
      {details.length > 0 && (
        <ul className="error-details" aria-label="Details">
          {details.map((detail, i) => (
            <li key={i}>
              {detail.headline}
              {detail.lines.length > 0 && (
                <ul className="error-detail-lines">
                  {detail.lines.map((line, j) => (
                    <li key={j}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <RequestIdLine status={d.status} requestId={d.requestId} />
      {wait > 0 && (
        <div className="retry-after" role="status" aria-live="polite">
          The server asked to wait: you can send again in {wait} s.
        </div>
      )}
      <div className="button-row">
        {d.retryable && (
          <button type="button" onClick={onRetry} disabled={wait > 0}>
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
