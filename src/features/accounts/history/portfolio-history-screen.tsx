// Daily portfolio history for a date range: presets or explicit dates (kept in the URL), summary
// figures, a chart or a table of the same days, and a CSV of them.
import { useEffect } from 'react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { ErrorPanel } from '@/components/error-panel';
import { RoutePending } from '@/components/route-states';
import { marketDate } from '@/lib/market-time';
import { HistoryChart } from './history-chart';
import { downloadCsv, historyToCsv } from './history-csv';
import { HISTORY_PRESETS, matchingPreset, presetStart, resolveRange } from './history-range';
import { Segmented } from '@/components/segmented';
import { summarizeHistory } from './history-summary';
import { HistorySummaryFigures } from './history-summary-figures';
import { HistoryTable } from './history-table';

const route = getRouteApi('/accounts/$accountId/history');

/** One end of the range, a New York trading day within its bounds; emptying the field changes nothing. */
function RangeEnd({
  label,
  value,
  min,
  max,
  onPick,
}: {
  label: string;
  value: string;
  min?: string;
  max: string;
  onPick: (day: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      />
    </label>
  );
}

/** The history as a chart or as a table (the URL's `view`). */
const HISTORY_VIEWS = ['chart', 'table'] as const;

export function PortfolioHistoryScreen() {
  const { accountId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: account } = useSuspenseQuery(accountQueries.detail(accountId));
  const today = marketDate();
  const range = resolveRange(search, account.open_date, today);
  const preset = matchingPreset(range, account.open_date, today);
  const view = search.view ?? 'chart';
  const history = useQuery({
    ...accountQueries.portfolioHistory(accountId, { start_date: range.start, end_date: range.end }),
    placeholderData: keepPreviousData,
  });
  const segments = history.data?.segments;
  const summary = segments ? summarizeHistory(segments) : null;

  useEffect(() => {
    if (history.isSuccess) performance.mark('route:ready');
  }, [history.isSuccess]);

  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title">Portfolio history</h2>
      <div className="toolbar">
        <Segmented
          label="Range presets"
          options={HISTORY_PRESETS}
          value={preset ?? undefined}
          onChange={(p) => setSearch({ start: presetStart(p, today, account.open_date), end: today })}
        />
        <RangeEnd label="From" value={range.start} max={range.end} onPick={(start) => setSearch({ start })} />
        <RangeEnd
          label="To"
          value={range.end}
          min={range.start}
          max={today}
          onPick={(end) => setSearch({ end })}
        />
        <span className="muted">Dates are New York trading days.</span>
        <span className="spacer" />
        <Segmented
          label="View"
          options={HISTORY_VIEWS}
          optionLabel={(v) => (v === 'chart' ? 'Chart' : 'Table')}
          value={view}
          onChange={(v) => setSearch({ view: v })}
        />
        <button
          type="button"
          disabled={!segments || segments.length === 0}
          onClick={() =>
            segments &&
            downloadCsv(
              historyToCsv(segments),
              `portfolio-history-${accountId}-${range.start}-${range.end}.csv`,
            )
          }
        >
          Export CSV
        </button>
      </div>

      {history.isPending ? (
        <RoutePending />
      ) : history.isLoadingError ? (
        <ErrorPanel
          error={history.error}
          context="Loading portfolio history"
          onRetry={() => void history.refetch()}
        />
      ) : !segments || segments.length === 0 ? (
        <p className="empty-state">
          No history between {range.start} and {range.end}.
        </p>
      ) : (
        <div aria-busy={history.isFetching}>
          {summary && <HistorySummaryFigures summary={summary} />}
          {view === 'chart' ? <HistoryChart segments={segments} /> : <HistoryTable segments={segments} />}
        </div>
      )}
    </section>
  );
}
