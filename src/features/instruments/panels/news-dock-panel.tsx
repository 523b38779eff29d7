// News in the workspace (issue 28): the linked symbol's (the instrument page's news) or all news,
// newest first; the choice is the panel's setting, saved with the layout. A symbol chip sets the
// panel's link group to that symbol (on the full-screen pages it opens the instrument page).
import { useInfiniteQuery } from '@tanstack/react-query';
import { newsQueries } from '@/api/resources/news';
import type { PanelProps } from '@/components/panel-contract';
import { NewsItem } from '@/components/news-item/news-item';
import { PanelError } from '@/components/error-panel';
import { Select } from '@/components/form/fields';
import { NewsPanel } from '../news/news-panel';
import { PanelLoading } from '../panel-state';
import { WithInstrument } from './with-instrument';
import '../instruments.css';

export default function NewsDockPanel({ symbol, params, setParams, onSymbolChosen }: PanelProps) {
  const scope = params.scope === 'all' ? 'all' : 'linked';
  return (
    <div>
      <div className="panel-toolbar">
        <Select
          aria-label="News shown"
          value={scope}
          onChange={(e) => setParams({ ...params, scope: e.target.value })}
        >
          <option value="linked">News of {symbol ?? 'the linked symbol'}</option>
          <option value="all">All news</option>
        </Select>
      </div>
      {scope === 'all' ? (
        <AllNews onSymbolChosen={onSymbolChosen} />
      ) : (
        <WithInstrument symbol={symbol}>
          {(instrument) => <NewsPanel instrument={instrument} onSymbolChosen={onSymbolChosen} />}
        </WithInstrument>
      )}
    </div>
  );
}

function AllNews({ onSymbolChosen }: { onSymbolChosen: (symbol: string) => void }) {
  const news = useInfiniteQuery(newsQueries.infinite({ page_size: 20 }));
  const items = news.data?.pages.flatMap((p) => p.data) ?? [];
  if (news.isPending) return <PanelLoading label="Loading news" />;
  if (news.isError && items.length === 0)
    return <PanelError error={news.error} context="Loading news" onRetry={() => void news.refetch()} />;
  return (
    <section className="panel news-panel" aria-label="All news">
      {items.length === 0 && <p className="empty-state">No news.</p>}
      {items.map((item, i) => (
        <NewsItem key={`${item.url}-${i}`} item={item} onSymbolChosen={onSymbolChosen} />
      ))}
      {news.hasNextPage && (
        <button type="button" disabled={news.isFetchingNextPage} onClick={() => void news.fetchNextPage()}>
          {news.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
