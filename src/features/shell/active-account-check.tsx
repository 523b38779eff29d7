// Checks a remembered active account against the server once it is in use: an account that no
// longer exists, or that this token may not see, is forgotten and the user is asked to choose again,
// with a notice naming it and the server's answer. Other failures (a 500, no network) keep it: the
// account is not known to be wrong, and its screens show their own errors.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { ApiError } from '@/api/errors';
import { clearActiveAccount, dismissActiveAccountNotice, useActiveAccount } from '@/domain/active-account';

export function ActiveAccountCheck() {
  const accountId = useActiveAccount((s) => s.accountId);
  const source = useActiveAccount((s) => s.source);
  const stored = source === 'stored' && accountId !== undefined;
  const detail = useQuery({ ...accountQueries.detail(accountId ?? 0), enabled: stored });
  const error = detail.error;
  useEffect(() => {
    if (!stored || !(error instanceof ApiError)) return;
    if (error.status !== 404 && error.status !== 403 && error.status !== 400) return;
    clearActiveAccount(
      `Account ${accountId}, remembered from your last visit, is not available (${error.status}: ${error.message}` +
        `${error.requestId ? `, request_id ${error.requestId}` : ''}). Choose an account in the header.`,
    );
  }, [stored, error, accountId]);
  return <ActiveAccountNotice />;
}

function ActiveAccountNotice() {
  const notice = useActiveAccount((s) => s.notice);
  if (!notice) return null;
  return (
    <div className="demo-state-notice" role="alert" aria-label="Active account">
      <p>{notice}</p>
      <div className="actions">
        <button type="button" className="link-button" onClick={dismissActiveAccountNotice}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
