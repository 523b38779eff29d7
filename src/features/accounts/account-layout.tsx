// The frame of one account's screens: who the account is, and its tabs.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountStatusBadge } from './account-status-badge';

const route = getRouteApi('/accounts/$accountId');

export function AccountLayout() {
  const { accountId } = route.useParams();
  const { data: account } = useSuspenseQuery(accountQueries.detail(accountId));
  return (
    <div className="page account-page">
      <header className="account-header">
        <div>
          <h1>
            {account.full_name} <span className="muted">{account.short_name}</span>
          </h1>
          <div className="account-facts">
            <span className="mono">#{account.id}</span>
            <span>
              {account.type} · {account.subtype}
            </span>
            <AccountStatusBadge status={account.status} closeDate={account.close_date} />
            <span>Options level {account.options_level}</span>
            <span>Opened {account.open_date}</span>
            {account.close_date && <span>Closed {account.close_date}</span>}
          </div>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
