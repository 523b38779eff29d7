// The results of a saved screener as a workspace panel (issue 28): which screener is the panel's
// setting (saved with the layout); choosing a result sets the link group's symbol. The screen is
// edited on /screener.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { screenerQueries } from '@/api/resources/screener';
import type { ScreenerEntry } from '@/api/schemas/screener';
import type { PanelProps } from '@/components/panel-contract';
import { ErrorPanel } from '@/components/error-panel';
import { Select } from '@/components/form/fields';
import { CatalogIndex } from '../lib/catalog';
import { readSavedScreener } from '../lib/screen-state';
import { useScreenerResults } from '../hooks/use-screener-results';
import { ResultsTable } from '../components/results-table';
import '../screener.css';

export default function ScreenerResultsPanel({ onSymbolChosen, params, setParams }: PanelProps) {
  const saved = useQuery(screenerQueries.savedList());
  const catalogQuery = useQuery(screenerQueries.catalog());
  const list = saved.data ?? [];
  const chosen = list.find((s) => s.id === params.screener) ?? list[0];
  return (
    <div className="board-panel">
      <div className="panel-toolbar">
        <Select
          aria-label="Saved screener"
          value={chosen?.id ?? ''}
          onChange={(e) => setParams({ ...params, screener: e.target.value })}
          disabled={list.length === 0}
        >
          {list.length === 0 && <option value="">No saved screeners</option>}
          {list.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        <Link to="/screener">Edit screeners</Link>
      </div>
      {saved.isError ? (
        <ErrorPanel
          error={saved.error}
          context="Loading saved screeners"
          onRetry={() => void saved.refetch()}
        />
      ) : catalogQuery.isError ? (
        <ErrorPanel
          error={catalogQuery.error}
          context="Loading the screener catalog"
          onRetry={() => void catalogQuery.refetch()}
        />
      ) : saved.isPending || catalogQuery.isPending ? (
        <p className="muted">Loading screeners…</p>
      ) : !chosen ? (
        <p className="empty-state">
          No saved screener yet. Build one on the <Link to="/screener">Screener</Link> and save it.
        </p>
      ) : (
        <Results key={chosen.id} entry={chosen} catalog={catalogQuery.data} onSymbolChosen={onSymbolChosen} />
      )}
    </div>
  );
}

function Results({
  entry,
  catalog: data,
  onSymbolChosen,
}: {
  entry: ScreenerEntry;
  catalog: ConstructorParameters<typeof CatalogIndex>[0];
  onSymbolChosen: (symbol: string) => void;
}) {
  const catalog = useMemo(() => new CatalogIndex(data), [data]);
  const screen = useMemo(() => readSavedScreener(catalog, entry), [catalog, entry]);
  // A header click sorts the results here (the saved screener keeps its own order).
  const [sorts, setSorts] = useState(screen.sorts);
  const state = useMemo(() => ({ ...screen, sorts }), [screen, sorts]);
  const results = useScreenerResults(catalog, state);
  if (results.query.isError && results.rows.length === 0)
    return (
      <ErrorPanel
        error={results.query.error}
        context={`Running “${entry.name}”`}
        onRetry={() => void results.query.refetch()}
      />
    );
  return (
    <ResultsTable
      catalog={catalog}
      rows={results.rows}
      columns={state.columns}
      totalCount={results.total ?? undefined}
      onEndReached={() => {
        if (results.query.hasNextPage && !results.query.isFetchingNextPage)
          void results.query.fetchNextPage();
      }}
      empty={results.pending ? 'Running the screen…' : 'No security matches this screener.'}
      sorts={sorts}
      onSortsChange={setSorts}
      onSymbolChosen={onSymbolChosen}
    />
  );
}
