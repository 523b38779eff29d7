// The account an order goes to, beside the buttons that act on it ("Review order", "Send"): short
// name and type, so a wrong account is hard to miss at the moment of decision.
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';

export function AccountTag({ accountId, prefix = 'to' }: { accountId: number; prefix?: string }) {
  const account = useQuery(accountQueries.detail(accountId));
  const a = account.data;
  return (
    <span className="ticket-account-tag" aria-label={prefix === 'to' ? 'Sends to account' : 'Account'}>
      {prefix} <strong>{a ? a.short_name : `#${accountId}`}</strong>
      {a && (
        <>
          {' '}
          <span className={`badge badge-${a.subtype === 'CASH' ? 'warn' : 'good'}`}>{a.subtype}</span>{' '}
          <span className="muted mono">#{accountId}</span>
        </>
      )}
      {a && a.status !== 'ACTIVE' && <span className="badge badge-bad">{a.status}</span>}
    </span>
  );
}
