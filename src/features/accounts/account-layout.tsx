// The frame of one account's screens: who the account is, and its tabs. The tab list is a plain
// array: a new account screen is one more entry here plus its route file.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, Outlet } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AccountStatusBadge } from './account-status-badge';
import './accounts.css';

const route = getRouteApi('/accounts/$accountId');

export const accountTabs = [
  { to: '/accounts/$accountId', label: 'Overview', exact: true },
  { to: '/accounts/$accountId/positions', label: 'Positions', exact: false },
  { to: '/accounts/$accountId/history', label: 'History', exact: false },
  { to: '/accounts/$accountId/orders', label: 'Orders', exact: false },
  { to: '/accounts/$accountId/executions', label: 'Executions', exact: false },
  { to: '/accounts/$accountId/trade', label: 'Trade', exact: false },
] as const;

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
      <nav className="link-tabs account-tabs" aria-label="Account sections">
        {accountTabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            params={{ accountId }}
            activeOptions={{ exact: tab.exact, includeSearch: false }}
            activeProps={{ className: 'active', 'aria-current': 'page' }}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
