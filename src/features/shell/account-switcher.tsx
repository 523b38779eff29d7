// The header's account switcher: the active account of the whole terminal (src/domain/active-account.ts).
// An account page's URL (/accounts/<id>/...) sets it; choosing here makes it active everywhere and,
// on an account page, moves to the same tab of the new account. With a single account it is chosen
// for the user. The choice is remembered per connection across reloads (the id only).
import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import {
  accountLabel,
  getActiveAccountId,
  setActiveAccount,
  useActiveAccountId,
} from '@/domain/active-account';
import { Select } from '@/components/form/fields';

const ACCOUNT_PATH = /^\/accounts\/(\d+)(\/.*)?$/;

/** Keeps the URL's account and the active account one: the URL wins when it changes, else the store. */
function useAccountUrlSync(urlId: number | undefined, rest: string) {
  const navigate = useNavigate();
  const activeId = useActiveAccountId();
  const lastUrlId = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (urlId !== undefined && urlId !== lastUrlId.current) setActiveAccount(urlId, 'url');
    lastUrlId.current = urlId;
  }, [urlId]);

  // The active account changed elsewhere (the ticket's account field) while an account page is open:
  // the page follows it, so the screen and the ticket never show two accounts.
  useEffect(() => {
    const current = getActiveAccountId();
    if (urlId !== undefined && current !== undefined && current !== urlId && lastUrlId.current === urlId)
      void navigate({ to: `/accounts/${current}${rest}` });
  }, [activeId, urlId, rest, navigate]);
}

export function AccountSwitcher() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On the accounts list this starts from the list's first page (one request, not two).
  const accounts = useInfiniteQuery(accountQueries.firstPage());
  const match = ACCOUNT_PATH.exec(pathname);
  const urlId = match ? Number(match[1]) : undefined;
  const rest = match?.[2] ?? '';
  const activeId = useActiveAccountId();
  useAccountUrlSync(urlId, rest);
  const shownId = urlId ?? activeId;

  const list = accounts.data?.data;
  const onlyAccount =
    list?.length === 1 && !accounts.data?.metadata.next_page_token ? list[0]?.id : undefined;
  useEffect(() => {
    if (onlyAccount !== undefined && getActiveAccountId() === undefined)
      setActiveAccount(onlyAccount, 'only-account');
  }, [onlyAccount]);

  // The active account may lie beyond the first page (10,000 accounts): it is still listed.
  const inList = shownId === undefined || !list || list.some((a) => a.id === shownId);
  const extra = useQuery({
    ...accountQueries.detail(shownId ?? 0),
    enabled: !inList && shownId !== undefined,
  });

  // The closed select cuts a long name: its title says the whole of it.
  const shown = list?.find((a) => a.id === shownId) ?? extra.data;

  return (
    <label className="account-switcher">
      <span className="visually-hidden">Account</span>
      <Select
        value={shownId ?? ''}
        aria-label="Account"
        disabled={accounts.isPending || accounts.isLoadingError}
        title={
          accounts.isLoadingError
            ? 'Accounts could not be loaded'
            : `Active account (orders go here)${shown ? `: ${accountLabel(shown)}` : ''}`
        }
        onChange={(event) => {
          const id = Number(event.target.value);
          if (!id) return;
          setActiveAccount(id, 'chosen');
          if (match) void navigate({ to: `/accounts/${id}${rest}` });
        }}
      >
        <option value="" disabled>
          {accounts.isPending
            ? 'Loading accounts…'
            : accounts.isLoadingError
              ? 'Accounts unavailable'
              : 'Select account'}
        </option>
        {!inList && shownId !== undefined && (
          <option value={String(shownId)}>{extra.data ? accountLabel(extra.data) : `#${shownId}`}</option>
        )}
        {list?.map((account) => (
          <option key={account.id} value={String(account.id)}>
            {accountLabel(account)}
          </option>
        ))}
      </Select>
    </label>
  );
}
