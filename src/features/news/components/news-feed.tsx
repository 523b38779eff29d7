// One filtered news feed: pages by token as the user scrolls, polls the newest page for items that
// arrived since, and shows them behind an "N new" pill until the user brings them in. Mounted per
// filter set (keyed by the caller), so a new filter starts a fresh feed.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { newsQueries } from '@/api/resources/news';
import type { NewsFilters } from '@/api/resources/news';
import type { NewsItem } from '@/api/schemas/news';
import { uniqueRows } from '@/api/pagination';
import { ErrorPanel } from '@/components/error-panel';
import { parseTimestamp } from '@/lib/market-time';
import { NEWS_PAGE_SIZE } from '../lib/news-view';
import { NewsList } from './news-list';

export const NEWS_POLL_MS = 20_000;

export const newsKey = (item: NewsItem) => `${item.published_at}|${item.url}|${item.title}`;

export interface NewsFeedProps {
  filters: NewsFilters;
  /** Shown when the filters match nothing. */
  empty: ReactNode;
  onPublishersSeen?: (publishers: string[]) => void;
}

export function NewsFeed({ filters, empty, onPublishersSeen }: NewsFeedProps) {
  const queryClient = useQueryClient();
  const paged = { ...filters, page_size: NEWS_PAGE_SIZE };
  // Loaded pages are never refetched behind the reader's back (a long feed would re-ask for every
  // page): what is new arrives through the poll and the pill.
  const feed = useInfiniteQuery({
    ...newsQueries.infinite(paged),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const firstPage = feed.data?.pages[0];
  const latest = useQuery({
    ...newsQueries.latest(paged),
    enabled: feed.isSuccess,
    // The feed's first page is the starting point; polling asks again from there.
    initialData: firstPage,
    initialDataUpdatedAt: feed.dataUpdatedAt,
    refetchInterval: NEWS_POLL_MS,
    refetchIntervalInBackground: false,
  });
  // Items brought in from the pill, newest first, above the paged ones.
  const [prepended, setPrepended] = useState<NewsItem[]>([]);
  const [shift, setShift] = useState({ count: 0, version: 0 });

  const items = useMemo(
    () => uniqueRows([...prepended, ...(feed.data?.pages.flatMap((p) => p.data) ?? [])], newsKey),
    [prepended, feed.data],
  );
  const fresh = useMemo(() => {
    const head = items[0];
    if (!latest.data || !head) return [];
    const known = new Set(items.slice(0, NEWS_PAGE_SIZE * 2).map(newsKey));
    const headMs = parseTimestamp(head.published_at);
    return latest.data.data.filter((n) => !known.has(newsKey(n)) && parseTimestamp(n.published_at) >= headMs);
  }, [latest.data, items]);
  // A full page of new items may hide more behind it: then the feed starts over from the top.
  const overflow = latest.data !== undefined && fresh.length >= latest.data.data.length && fresh.length > 0;

  const publishers = useMemo(() => [...new Set(items.map((i) => i.publisher))].sort(), [items]);
  useEffect(() => onPublishersSeen?.(publishers), [publishers, onPublishersSeen]);

  const showNew = () => {
    if (overflow) {
      setPrepended([]);
      void queryClient.resetQueries({ queryKey: newsQueries.infinite(paged).queryKey, exact: true });
      return;
    }
    setPrepended((p) => [...fresh, ...p]);
    setShift((s) => ({ count: fresh.length, version: s.version + 1 }));
  };

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = feed;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (feed.isPending)
    return (
      <div className="route-pending" role="status">
        <span className="spinner" aria-hidden="true" /> Loading news…
      </div>
    );
  if (feed.isError && items.length === 0)
    return <ErrorPanel error={feed.error} context="Loading news" onRetry={() => void feed.refetch()} />;

  return (
    <div className="news-feed">
      <div className="news-feed-status" aria-live="polite">
        {fresh.length > 0 && (
          <button type="button" className="news-new-pill" onClick={showNew}>
            {overflow ? `${fresh.length}+ new` : `${fresh.length} new`}
          </button>
        )}
        {latest.isError && (
          <ErrorPanel
            error={latest.error}
            context="Checking for new items"
            onRetry={() => void latest.refetch()}
          />
        )}
      </div>
      {items.length === 0 ? (
        empty
      ) : (
        <NewsList
          items={items}
          keyOf={newsKey}
          onEndReached={onEndReached}
          shiftedBy={shift}
          footer={
            <div className="news-list-footer">
              {feed.isError ? (
                <ErrorPanel
                  error={feed.error}
                  context="Loading more news"
                  onRetry={() => void feed.fetchNextPage()}
                />
              ) : isFetchingNextPage ? (
                <span role="status">Loading more…</span>
              ) : hasNextPage ? null : (
                <span className="muted">
                  {items.length} item{items.length === 1 ? '' : 's'} · the end of the list
                </span>
              )}
            </div>
          }
        />
      )}
    </div>
  );
}
