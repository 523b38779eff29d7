// /news: every filter of get_news in the URL, the feed newest first (paged as the user scrolls,
// virtualized, new items behind an "N new" pill), and an empty state that names what to loosen.
import { useQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { instrumentQueries } from '@/api/resources/instruments';
import { ErrorPanel } from '@/components/error-panel';
import { NewsFeed } from './components/news-feed';
import { NewsFilterForm } from './components/news-filter-form';
import { newsFilters } from './lib/news-filters';
import type { NewsSearch } from './lib/news-search';
import { activeFilters, rangeProblem, splitList } from './lib/news-view';
import './news.css';

const route = getRouteApi('/news');

export function NewsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = useCallback(
    (patch: Partial<NewsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const [publishers, setPublishers] = useState<string[]>([]);

  // The API filters by instrument id; the URL keeps symbols (readable, shareable): resolve them.
  const symbols = splitList(search.symbols);
  const resolved = useQueries({ queries: symbols.map((s) => instrumentQueries.detail(s)) });
  const failed = resolved.map((r, i) => ({ r, symbol: symbols[i]! })).filter(({ r }) => r.isError);
  const ready = resolved.every((r) => r.isSuccess);
  const ids = ready ? resolved.map((r) => r.data!.id) : [];
  const problem = rangeProblem(search);
  const filters = newsFilters(search, ids);
  const active = activeFilters(search);

  return (
    <div className="news-screen">
      <header className="screen-header">
        <h1>News</h1>
      </header>
      <NewsFilterForm search={search} onChange={setSearch} knownPublishers={publishers} />
      <section className="news-results" aria-label="News results">
        {failed.map(({ r, symbol }) => (
          <ErrorPanel
            key={symbol}
            error={r.error}
            context={`Looking up ${symbol}`}
            onRetry={() => void r.refetch()}
          />
        ))}
        {problem ? (
          <p className="empty-state">Fix the date range above to see news.</p>
        ) : failed.length > 0 ? null : !ready ? (
          <div className="route-pending" role="status">
            <span className="spinner" aria-hidden="true" /> Looking up instruments…
          </div>
        ) : (
          <NewsFeed
            key={JSON.stringify(filters)}
            filters={filters}
            onPublishersSeen={setPublishers}
            empty={
              <div className="empty-state news-empty" role="status">
                {active.length === 0 ? (
                  <p>No news in the last days.</p>
                ) : (
                  <>
                    <p>No news matches these filters. Loosen one:</p>
                    <ul>
                      {active.map((f) => (
                        <li key={f.key}>
                          {f.label}{' '}
                          <button type="button" className="link-button" onClick={() => setSearch(f.drop)}>
                            Remove
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            }
          />
        )}
      </section>
    </div>
  );
}
