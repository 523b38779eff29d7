// Every account the user may access, with the account switcher's choices one click away.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { AccountStatusBadge } from './account-status-badge';

export function AccountsScreen() {
  const accounts = useQuery(accountQueries.page());
  if (accounts.isPending) return <RoutePending />;
  if (accounts.isError)
    return (
      <ErrorPanel error={accounts.error} context="Loading accounts" onRetry={() => void accounts.refetch()} />
    );
  const rows = accounts.data.data;
  return (
    <div className="page">
      <h1>Accounts</h1>
      {rows.length === 0 ? (
        <p className="empty-state">No accounts are available to you.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Accounts</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Name</th>
              <th scope="col">Short name</th>
              <th scope="col">Type</th>
              <th scope="col">Subtype</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Options level
              </th>
              <th scope="col">Opened</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((account) => (
              <tr key={account.id}>
                <td className="mono">
                  <Link to="/accounts/$accountId" params={{ accountId: account.id }}>
                    {account.id}
                  </Link>
                </td>
                <td>{account.full_name}</td>
                <td>{account.short_name}</td>
                <td>{account.type}</td>
                <td>{account.subtype}</td>
                <td>
                  <AccountStatusBadge status={account.status} closeDate={account.close_date} />
                </td>
                <td className="num">{account.options_level}</td>
                <td className="mono">{account.open_date}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {accounts.data.metadata.total_items !== undefined && accounts.data.metadata.total_items !== null && (
        <p className="muted">{accounts.data.metadata.total_items} accounts</p>
      )}
    </div>
  );
}
