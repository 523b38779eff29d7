// Picks the account every account screen shows. The choice lives in the URL (/accounts/<id>/...),
// so links are shareable; switching keeps the current tab.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';

const ACCOUNT_PATH = /^\/accounts\/(\d+)(\/.*)?$/;

export function AccountSwitcher() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On the accounts list this starts from the list's first page (one request, not two).
  const accounts = useQuery(accountQueries.firstPage(useQueryClient()));
  const match = ACCOUNT_PATH.exec(pathname);
  const currentId = match?.[1] ?? '';
  const rest = match?.[2] ?? '';

  return (
    <label className="account-switcher">
      <span className="visually-hidden">Account</span>
      <select
        value={currentId}
        aria-label="Account"
        disabled={accounts.isPending || accounts.isLoadingError}
        title={accounts.isLoadingError ? 'Accounts could not be loaded' : 'Switch account'}
        onChange={(event) => {
          const id = event.target.value;
          if (id) void navigate({ to: `/accounts/${id}${rest}` });
        }}
      >
        <option value="" disabled>
          {accounts.isPending
            ? 'Loading accounts…'
            : accounts.isLoadingError
              ? 'Accounts unavailable'
              : 'Select account'}
        </option>
        {accounts.data?.data.map((account) => (
          <option key={account.id} value={String(account.id)}>
            {account.id} · {account.short_name}
            {account.status !== 'ACTIVE' ? ` (${account.status.toLowerCase()})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
