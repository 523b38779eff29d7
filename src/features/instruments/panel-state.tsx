// Each panel loads and fails on its own: a spinner while loading, and on failure the error (what
// failed, the server's message, request_id) with a retry, even for a 404 that may be transient
// data lag. The rest of the page is untouched.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PanelError } from '@/components/error-panel';

// Re-exported for the option chain's panel (its own file is the table engine's move).
export { PanelError };

export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="route-pending" role="status">
      <span className="spinner" aria-hidden="true" /> {label}…
    </div>
  );
}

/** Loading / error / content for one query. */
export function QueryPanel<T>({
  query,
  context,
  children,
}: {
  query: UseQueryResult<T>;
  context: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PanelLoading label={context} />;
  if (query.isLoadingError)
    return <PanelError error={query.error} context={context} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
