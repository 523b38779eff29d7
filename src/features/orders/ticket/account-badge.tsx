// Which account an order goes to, never in doubt: id, short name and subtype, always on screen.
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';

export function AccountBadge({ accountId }: { accountId: number }) {
  const account = useQuery(accountQueries.detail(accountId));
  return (
    <div className="ticket-account" role="note" aria-label="Order account">
      <span className="muted">Account</span> <strong className="mono">#{accountId}</strong>
      {account.data && (
        <>
          {' '}
          · {account.data.short_name} · {account.data.subtype}
          {account.data.status !== 'ACTIVE' && <span className="badge badge-bad">{account.data.status}</span>}
        </>
      )}
      {account.isError && <span className="field-error"> (account details could not be loaded)</span>}
    </div>
  );
}
