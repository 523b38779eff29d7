// Why the last look-up of a pending submit failed (its title, the server's message and request_id):
// the ticket's pending cards and the blotter's "Pending from this tab" say it the same way.
import { describeError } from '@/api/errors';
import type { PendingStatus } from '../lib/pending-submits';

export function PendingCheckProblem({ status }: { status: PendingStatus }) {
  if (status.kind !== 'unknown' || status.problem === undefined) return null;
  const problem = describeError(status.problem);
  return (
    <div className="error-message">
      Last check: {problem.title}. {problem.message}
      {problem.requestId && (
        <>
          {' '}
          · request_id: <code>{problem.requestId}</code>
        </>
      )}
    </div>
  );
}
