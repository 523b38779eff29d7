// The assistant as a side panel over any screen: the terminal's active account (or the first one), one
// thread at a time, a link to the full /assistant screen.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { useActiveAccountId } from '@/domain/active-account';
import { setAssistantPanel, useAssistantPanel } from '../lib/panel-store';
import { NewThreadForm } from './new-thread-form';
import { ThreadView } from './thread-view';
import '../assistant.css';

export function AssistantPanel() {
  const activeId = useActiveAccountId();
  const accounts = useInfiniteQuery({ ...accountQueries.firstPage(), enabled: activeId === undefined });
  const accountId = activeId ?? accounts.data?.data[0]?.id;
  const threadId = useAssistantPanel((s) => s.threadId);
  return (
    <aside className="assistant-panel" role="dialog" aria-modal="false" aria-label="Assistant panel">
      <header className="assistant-panel-header">
        <h2>Assistant{accountId !== undefined ? ` · ${accountId}` : ''}</h2>
        <div className="button-row">
          <button
            type="button"
            className="link-button"
            disabled={!threadId}
            onClick={() => setAssistantPanel({ threadId: null })}
          >
            New
          </button>
          {accountId !== undefined && (
            <Link
              to="/assistant"
              search={{ account: accountId, ...(threadId ? { thread: threadId } : {}) }}
              onClick={() => setAssistantPanel({ open: false })}
            >
              Full screen
            </Link>
          )}
          <button
            type="button"
            className="link-button"
            aria-label="Close assistant panel"
            onClick={() => setAssistantPanel({ open: false })}
          >
            ×
          </button>
        </div>
      </header>
      {accountId === undefined && accounts.isPending && <p className="muted">Loading accounts…</p>}
      {accountId !== undefined &&
        (threadId ? (
          <ThreadView key={`${accountId}:${threadId}`} accountId={accountId} threadId={threadId} />
        ) : (
          <NewThreadForm accountId={accountId} onCreated={(id) => setAssistantPanel({ threadId: id })} />
        ))}
    </aside>
  );
}
