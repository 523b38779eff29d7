// The results area: count and status, the table, more pages, CSV. A held search (an invalid value)
// or a failed one shows why instead of rows; rows of an older request are never shown as current.
import { ErrorPanel } from '@/components/error-panel';
import { downloadCsv } from '@/lib/download';
import type { CatalogIndex } from '../lib/catalog';
import type { ScreenState } from '../lib/screen-state';
import { resultsToCsv } from '../lib/results-csv';
import type { useScreenerResults } from '../hooks/use-screener-results';
import { ResultsTable } from './results-table';

export function ResultsPanel({
  catalog,
  state,
  results,
}: {
  catalog: CatalogIndex;
  state: ScreenState;
  results: ReturnType<typeof useScreenerResults>;
}) {
  const { plan, query, rows, total, pending } = results;
  const held = plan.criteria === null;
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
                ? `${total.toLocaleString('en-US')} matches · ${rows.length.toLocaleString('en-US')} shown${pending ? ' · updating…' : ''}`
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
            <ResultsTable catalog={catalog} rows={rows} columns={state.columns} />
          )}
          {query.hasNextPage && (
            <button
              type="button"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : `Load ${state.pageSize} more`}
            </button>
          )}
          {query.isFetchNextPageError && <p role="alert">More rows could not be loaded. Try again.</p>}
        </div>
      )}
    </section>
  );
}
