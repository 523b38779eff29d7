// Which account an order goes to, never in doubt: id, subtype and short name, always on screen
// (in the order the ticket's account select says them).
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
          · {account.data.subtype} · {account.data.short_name}
          {account.data.status !== 'ACTIVE' && <span className="badge badge-bad">{account.data.status}</span>}
        </>
      )}
      {account.isError && <span className="field-error"> (account details could not be loaded)</span>}
    </div>
  );
}
