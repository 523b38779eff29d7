// The account's threads, newest first, a page at a time.
import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { assistantQueries } from '@/api/resources/assistant';
import { ErrorPanel } from '@/components/error-panel';
import { formatMarketDateTime } from '@/lib/market-time';
import { whenIdle } from '@/lib/startup';
import { prefetchThreadMessages } from '../hooks/use-conversation';
import { preloadMarkdown } from '../parts/markdown-loader';

export const THREAD_PAGE_SIZE = 20;

export function ThreadList({ accountId, currentId }: { accountId: number; currentId: string | undefined }) {
  const threads = useInfiniteQuery(assistantQueries.threads(accountId, THREAD_PAGE_SIZE));
  const queryClient = useQueryClient();
  const items = threads.data?.pages.flatMap((p) => p.data) ?? [];
  // A thread is likely to be opened from here: its Markdown renderer loads while the page is idle.
  useEffect(() => {
    return whenIdle(() => void preloadMarkdown().catch(() => undefined), 2000);
  }, []);
  const reach = (threadId: string) => {
    prefetchThreadMessages(queryClient, accountId, threadId);
    preloadMarkdown().catch(() => undefined);
  };
  return (
    <nav className="assistant-threads" aria-label="Threads">
      {threads.isPending && <p className="muted">Loading threads…</p>}
      {threads.isError && (
        <ErrorPanel error={threads.error} context="Loading threads" onRetry={() => void threads.refetch()} />
      )}
      {threads.isSuccess && items.length === 0 && <p className="muted">No conversations yet.</p>}
      <ul>
        {items.map((t) => (
          <li key={t.id}>
            <Link
              to="/assistant"
              search={{ account: accountId, thread: t.id }}
              aria-current={t.id === currentId ? 'page' : undefined}
              className={t.id === currentId ? 'active' : undefined}
              // The thread's messages (and the Markdown renderer) start loading as the user reaches
              // for it, not after it opened.
              onPointerEnter={() => reach(t.id)}
              onPointerDown={() => reach(t.id)}
              onFocus={() => reach(t.id)}
            >
              <span className="assistant-thread-title">{t.title || 'Untitled'}</span>
              <span className="muted assistant-thread-time">
                {formatMarketDateTime(Date.parse(t.updated_at))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {threads.hasNextPage && (
        <button
          type="button"
          className="link-button"
          disabled={threads.isFetchingNextPage}
          onClick={() => void threads.fetchNextPage()}
        >
          {threads.isFetchingNextPage ? 'Loading…' : 'More threads'}
        </button>
      )}
    </nav>
  );
}
