// /assistant: conversations with the assistant for one account. Threads on the left (the open one
// in the URL), the conversation or a new one on the right. Every reply is readable and every action
// goes through the user's review.
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { setActiveAccount, useActiveAccountId } from '@/domain/active-account';
import { ErrorPanel } from '@/components/error-panel';
import { NewThreadForm } from './components/new-thread-form';
import { ThreadList } from './components/thread-list';
import { ThreadView } from './components/thread-view';
import './assistant.css';
import { Select } from '@/components/form/fields';

const route = getRouteApi('/assistant');

export function AssistantScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const accounts = useInfiniteQuery(accountQueries.firstPage());
  // The terminal's active account, unless the URL names one (which then becomes active).
  const activeId = useActiveAccountId();
  const accountId = search.account ?? activeId ?? accounts.data?.data[0]?.id;
  useEffect(() => {
    if (search.account !== undefined) setActiveAccount(search.account, 'url');
  }, [search.account]);

  return (
    <div className="page assistant-page">
      <aside className="assistant-sidebar">
        <h1>Assistant</h1>
        <label className="form">
          Account
          <Select
            aria-label="Assistant account"
            value={accountId ?? ''}
            disabled={!accounts.data}
            onChange={(e) => {
              setActiveAccount(Number(e.target.value), 'chosen');
              void navigate({ search: { account: Number(e.target.value) } });
            }}
          >
            {accountId === undefined && <option value="">Loading accounts…</option>}
            {accounts.data?.data.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id} · {a.short_name}
              </option>
            ))}
          </Select>
        </label>
        <button
          type="button"
          className="primary"
          disabled={!search.thread}
          onClick={() => void navigate({ search: { account: accountId } })}
        >
          New conversation
        </button>
        {accountId !== undefined && <ThreadList accountId={accountId} currentId={search.thread} />}
      </aside>
      <div className="assistant-main">
        {accounts.isError && (
          <ErrorPanel
            error={accounts.error}
            context="Loading accounts"
            onRetry={() => void accounts.refetch()}
          />
        )}
        {accountId !== undefined &&
          (search.thread ? (
            <ThreadView
              key={`${accountId}:${search.thread}`}
              accountId={accountId}
              threadId={search.thread}
            />
          ) : (
            <NewThreadForm
              accountId={accountId}
              onCreated={(threadId) => void navigate({ search: { account: accountId, thread: threadId } })}
            />
          ))}
      </div>
    </div>
  );
}
