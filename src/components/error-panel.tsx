// How a failed request looks: what failed, the server's message, its request_id, and a way forward.
import { describeError } from '@/api/errors';

export interface ErrorPanelProps {
  error: unknown;
  /** What the screen was doing, e.g. "Loading balances". */
  context?: string;
  onRetry?: () => void;
}

export function ErrorPanel({ error, context, onRetry }: ErrorPanelProps) {
  const d = describeError(error);
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
      {onRetry && d.retryable && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
