// How a failed request looks: what failed, the server's message, its request_id, and a way forward.
// A Retry-After from the server is shown as a countdown, and Try again waits for it (issue 17 §7).
// `PanelError` is the same panel for one panel of a screen (a calendar, a chain, a news list): it
// always offers "Try again", even for an error the client does not retry by itself (a 400 or 404
// there may be data lag), and the rest of the screen is untouched.
import { useEffect, useState } from 'react';
import { describeError } from '@/api/errors';

export interface ErrorPanelProps {
  error: unknown;
  /** What the screen was doing, e.g. "Loading balances". */
  context?: string;
  onRetry?: () => void;
}

export function ErrorPanel({ error, context, onRetry }: ErrorPanelProps) {
  const d = describeError(error);
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  const waitUntil = d.retryAfterSeconds ? shownAt + d.retryAfterSeconds * 1000 : 0;
  const waitLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  useEffect(() => {
    if (waitUntil === 0) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= waitUntil) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);
  return (
    <div className="error-panel" role="alert">
      <div className="error-title">
        {context ? `${context}: ` : ''}
        {d.title}
      </div>
      <div className="error-message">{d.message}</div>
      {d.fieldDetails.length > 0 && (
        <ul className="error-details">
          {d.fieldDetails.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <RequestIdLine status={d.status} requestId={d.requestId} />
      {waitLeft > 0 && (
        <div className="retry-after" role="status">
          The server asks to wait {waitLeft} s before trying again.
        </div>
      )}
      {onRetry && d.retryable && (
        <button type="button" onClick={onRetry} disabled={waitLeft > 0}>
          {waitLeft > 0 ? `Try again in ${waitLeft} s` : 'Try again'}
        </button>
      )}
    </div>
  );
}

/** A panel's failure: the error panel, plus "Try again" even for errors that are not retryable. */
export function PanelError({
  error,
  context,
  onRetry,
}: {
  error: unknown;
  context: string;
  onRetry: () => void;
}) {
  return (
    <div className="panel-error">
      <ErrorPanel error={error} context={context} onRetry={onRetry} />
      {!describeError(error).retryable && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** "HTTP 503 · request_id: req-…": what a support desk needs to find a failed request (nothing without either). */
export function RequestIdLine({
  status,
  requestId,
}: {
  status?: number | undefined;
  requestId?: string | undefined;
}) {
  if (status === undefined && !requestId) return null;
  return (
    <div className="request-id">
      {status !== undefined && <>HTTP {status}</>}
      {requestId && (
        <>
          {' '}
          · request_id: <code>{requestId}</code>
        </>
      )}
    </div>
  );
}
