// The instrument's news, newest first, paged through the endpoint's tokens ("Load more").
import { useInfiniteQuery } from '@tanstack/react-query';
import { newsQueries } from '@/api/resources/news';
import type { Instrument } from '@/api/schemas/instruments';
import { NewsItem } from '@/components/news-item/news-item';
import { PanelError } from '@/components/error-panel';
import { PanelLoading } from '../panel-state';

export function NewsPanel({
  instrument,
  onSymbolChosen,
}: {
  instrument: Instrument;
  /** In a workspace panel: the chips set the link group's symbol (see NewsItem). */
  onSymbolChosen?: (symbol: string) => void;
}) {
  const news = useInfiniteQuery(newsQueries.infinite({ instrument_ids: [instrument.id], page_size: 20 }));
  const items = news.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section className="panel news-panel" aria-label={`${instrument.symbol} news`}>
      {news.isPending ? (
        <PanelLoading label="Loading news" />
      ) : news.isError && items.length === 0 ? (
        <PanelError error={news.error} context="Loading news" onRetry={() => void news.refetch()} />
      ) : items.length === 0 ? (
        <p className="empty-state">No news for {instrument.symbol}.</p>
      ) : (
        <>
          {items.map((item, i) => (
            <NewsItem key={`${item.url}-${i}`} item={item} onSymbolChosen={onSymbolChosen} />
          ))}
          {news.isError && (
            <PanelError
              error={news.error}
              context="Loading more news"
              onRetry={() => void news.fetchNextPage()}
            />
          )}
          {news.hasNextPage && (
            <button
              type="button"
              disabled={news.isFetchingNextPage}
              onClick={() => void news.fetchNextPage()}
            >
              {news.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
