// A panel's failure: the shared error panel (what failed, server message, request_id), plus a
// "Try again" even for errors the client does not retry by itself (a 400 may be data lag).
import { describeError } from '@/api/errors';
import { ErrorPanel } from '@/components/error-panel';

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
