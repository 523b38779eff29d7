// Picks the account every account screen shows. The choice lives in the URL (/accounts/<id>/...),
// so links are shareable; switching keeps the current tab.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';

const ACCOUNT_PATH = /^\/accounts\/(\d+)(\/.*)?$/;

export function AccountSwitcher() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const queryClient = useQueryClient();
  // On the accounts list the same first page is already in the cache (the list's unfiltered infinite
  // query): the switcher starts from it instead of asking the server for it a second time.
  const list = accountQueries.infinite().queryKey;
  const accounts = useQuery({
    ...accountQueries.page(),
    initialData: () => queryClient.getQueryData(list)?.pages[0],
    initialDataUpdatedAt: () => queryClient.getQueryState(list)?.dataUpdatedAt,
  });
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
