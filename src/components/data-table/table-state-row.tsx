// What a table shows instead of rows: loading, a failed load (the server's message, request_id and
// a retry), or nothing to show. The header stays, so the user still sees which table this is.
import type { ReactNode } from 'react';
import { ErrorPanel } from '../error-panel';

export interface TableState {
  loading?: boolean | undefined;
  /** A failed load: shown with its message and request_id (ErrorPanel). */
  error?: unknown;
  /** What was being loaded, e.g. "Loading orders". */
  errorContext?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Shown when there are no rows. */
  empty?: ReactNode;
}

/** The row standing in for the body, or null when the rows should show. */
export function TableStateRow({
  state,
  rowCount,
  columnCount,
}: {
  state: TableState;
  rowCount: number;
  columnCount: number;
}) {
  let content: ReactNode;
  if (state.error !== undefined && state.error !== null)
    content = <ErrorPanel error={state.error} context={state.errorContext} onRetry={state.onRetry} />;
  else if (state.loading)
    content = (
      <div className="route-pending" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> Loading…
      </div>
    );
  else if (rowCount === 0) content = <p className="empty-state">{state.empty ?? 'Nothing to show.'}</p>;
  else return null;
  return (
    <tr className="data-table-state">
      <td colSpan={columnCount}>{content}</td>
    </tr>
  );
}

/** Whether the table shows a state instead of rows. */
export const showsState = (state: TableState, rowCount: number) =>
  (state.error !== undefined && state.error !== null) || state.loading === true || rowCount === 0;
