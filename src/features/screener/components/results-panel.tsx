// The results area: count and status, the table (paged by the search's tokens as the user scrolls),
// CSV. A held search (an invalid value) or a failed one shows why instead of rows; rows of an older
// request are never shown as current. A later page that fails keeps the loaded rows and shows its
// error (message, request_id) with a retry under them.
import { useCallback } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { downloadCsv } from '@/lib/download';
import { formatCount } from '@/domain/decimal/format';
import type { CatalogIndex } from '../lib/catalog';
import type { ScreenState } from '../lib/screen-state';
import { resultsToCsv } from '../lib/results-csv';
import type { useScreenerResults } from '../hooks/use-screener-results';
import { ResultsTable } from './results-table';

export function ResultsPanel({
  catalog,
  state,
  results,
  onSortsChange,
}: {
  catalog: CatalogIndex;
  state: ScreenState;
  results: ReturnType<typeof useScreenerResults>;
  /** A header click: the screen's new sorts. */
  onSortsChange: (sorts: ScreenState['sorts']) => void;
}) {
  const { plan, query, rows, total, pending } = results;
  const held = plan.criteria === null;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // Scrolling near the end asks for the next page; after a failed page only the retry asks again.
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const exportCsv = () => {
    const headers = rows[0]?.map((c) => c.name) ?? state.columns.map((c) => catalog.label(c));
    downloadCsv(resultsToCsv(rows, headers), 'screener-results.csv');
  };
  return (
    <section className="screener-results" aria-label="Results" aria-busy={pending}>
      <div className="results-bar">
        <h3>Results</h3>
        <span role="status" className="results-count">
          {held
            ? 'Not run: fix the highlighted filter.'
            : query.isPending
              ? 'Running…'
              : total != null
                ? `${formatCount(total)} matches · ${formatCount(rows.length)} loaded${pending ? ' · updating…' : ''}`
                : ''}
        </span>
        <button type="button" onClick={exportCsv} disabled={held || rows.length === 0}>
          Export CSV
        </button>
      </div>
      {held ? null : query.isLoadingError ? (
        <ErrorPanel error={query.error} context="Running the screen" onRetry={() => void query.refetch()} />
      ) : (
        <div className={pending ? 'results-stale' : undefined}>
          {query.isPending ? (
            <p className="muted">Running the screen…</p>
          ) : (
            <ResultsTable
              catalog={catalog}
              rows={rows}
              columns={state.columns}
              totalCount={total ?? undefined}
              onEndReached={onEndReached}
              sorts={state.sorts}
              onSortsChange={onSortsChange}
            />
          )}
          <div className="results-footer">
            {isFetchNextPageError ? (
              <ErrorPanel
                error={query.error}
                context="Loading more results"
                onRetry={() => void fetchNextPage()}
              />
            ) : isFetchingNextPage ? (
              <span role="status">Loading more results…</span>
            ) : hasNextPage ? (
              <button type="button" className="link-button" onClick={() => void fetchNextPage()}>
                Load {state.pageSize} more
              </button>
            ) : rows.length > 0 ? (
              <span className="muted">All {formatCount(rows.length)} results loaded</span>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
