// What an account route shows when the account cannot be read: its own message for "no
// permission" and "no such account", the server's text and request_id, and a way out.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/error-panel';
import './accounts.css';

export function AccountErrorState({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => queryReset.reset(), [queryReset]);
  // An id that is not a positive integer cannot name an account: the same "not found" state.
  const status = error instanceof ApiError ? error.status : error instanceof z.ZodError ? 404 : undefined;

  if (status === 403 || status === 404) {
    return (
      <div className="page route-error" role="alert">
        <h1>{status === 403 ? 'No access to this account' : 'Account not found'}</h1>
        <p>
          {status === 403
            ? 'You do not have permission to view this account. Ask the account owner or your administrator for access.'
            : 'There is no account with this id, or it is not visible to you. Check the id, or pick an account from the list.'}
        </p>
        {error instanceof ApiError && <ErrorPanel error={error} />}
        <Link to="/accounts">Go to accounts</Link>
      </div>
    );
  }
  return (
    <div className="route-error">
      <ErrorPanel
        error={error}
        context="Loading the account"
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
