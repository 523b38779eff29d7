// Default pending, error and not-found screens for every route.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorPanel } from './error-panel';

export function RoutePending() {
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> Loading…
    </div>
  );
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <div className="route-error">
      <ErrorPanel
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}

export function NotFound() {
  return (
    <div className="route-error" role="alert">
      <h1>Page not found</h1>
      <p>There is no screen at this address.</p>
      <Link to="/accounts">Go to accounts</Link>
    </div>
  );
}
