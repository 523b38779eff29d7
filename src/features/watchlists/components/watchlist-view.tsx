// One open watchlist: its name, the search to add an instrument (equities and OSI option contracts),
// CSV import / export, the column chooser, a link to show it in the monitor, and its live table.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { watchlistQueries } from '@/api/resources/watchlists';
import { ColumnChooser } from '@/components/data-table/column-chooser';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { ErrorPanel } from '@/components/error-panel';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { RoutePending } from '@/components/route-states';
import {
  addToWatchlist,
  removeFromWatchlist,
  requestIdOf,
  usePendingAdds,
  usePendingRemovals,
} from '@/domain/watchlists/watchlist-edits';
import { downloadCsv } from '@/lib/download';
import { csvFileName, watchlistToCsv } from '../lib/watchlist-csv';
import { watchlistRows } from '../lib/watchlist-rows';
import { CsvImport } from './csv-import';
import { WATCHLIST_COLUMNS, WATCHLIST_DEFAULT_HIDDEN, WatchlistTable } from './watchlist-table';

interface AddProblem {
  text: string;
  requestId?: string | undefined;
}

export function WatchlistView({ watchlistId }: { watchlistId: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery(watchlistQueries.detail(watchlistId));
  const pendingAdds = usePendingAdds(watchlistId);
  const pendingRemovals = usePendingRemovals(watchlistId);
  const visibility = useColumnVisibility(
    'watchlist',
    WATCHLIST_COLUMNS.map((c) => c.id),
    WATCHLIST_DEFAULT_HIDDEN,
  );
  const [addProblem, setAddProblem] = useState<AddProblem | null>(null);
  const rows = useMemo(
    () => (detail.data ? watchlistRows(detail.data, pendingAdds, pendingRemovals) : []),
    [detail.data, pendingAdds, pendingRemovals],
  );

  if (detail.isPending) return <RoutePending />;
  if (detail.isError)
    return (
      <ErrorPanel
        error={detail.error}
        context="Loading the watchlist"
        onRetry={() => void detail.refetch()}
      />
    );
  const list = detail.data;

  return (
    <section className="watchlist-view" aria-label={`Watchlist ${list.name}`}>
      <header className="watchlist-view-header">
        <h2>{list.name}</h2>
        <span className="muted">
          {list.items.length} {list.items.length === 1 ? 'instrument' : 'instruments'}
        </span>
        <span className="watchlist-view-tools">
          <Link to="/monitor" search={{ watchlist: list.id }}>
            Open in monitor
          </Link>
          <CsvImport list={list} />
          <button
            type="button"
            disabled={list.items.length === 0}
            onClick={() => downloadCsv(watchlistToCsv(list), csvFileName(list.name))}
          >
            Export CSV
          </button>
          <ColumnChooser columns={WATCHLIST_COLUMNS} visibility={visibility} tableLabel={list.name} />
        </span>
      </header>
      <div className="watchlist-add">
        <InstrumentSearch
          label={`Add to ${list.name}`}
          placeholder="Add a symbol, name or OSI option…"
          onSelect={(pick) => {
            setAddProblem(null);
            void addToWatchlist(queryClient, list.id, pick).then((outcome) => {
              if (!outcome.ok) setAddProblem({ text: outcome.message, ...requestIdOf(outcome) });
            });
          }}
        />
        {addProblem && (
          <p role="alert" className="field-error">
            {addProblem.text}
            {addProblem.requestId && (
              <>
                {' '}
                <span className="request-id">
                  request_id: <code>{addProblem.requestId}</code>
                </span>
              </>
            )}
          </p>
        )}
      </div>
      <p className="muted watchlist-hint">
        Enter opens the instrument · B / S on a focused row opens a buy / sell ticket · Delete removes
      </p>
      <WatchlistTable
        listName={list.name}
        rows={rows}
        visibility={visibility}
        onRemove={(row) => {
          if (row.item) void removeFromWatchlist(queryClient, list, row.item);
        }}
        empty="This list is empty. Add instruments with the search above, or import a CSV."
      />
    </section>
  );
}
