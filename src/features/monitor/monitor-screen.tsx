// Quote monitor: a live board of symbols (bid, ask, last, change, volume, age) with a live tick
// chart of the selected one. The symbol list lives in the URL so a board can be bookmarked/shared;
// or the board is a watchlist (`watchlist=<id>`), edited in place; the board saves as a new list.
// The board (monitor-board.tsx), its source (board-picker.tsx) and the add box (use-add-symbols.ts)
// are their own modules; this screen holds the URL state and lays them out.
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ErrorPanel } from '@/components/error-panel';
import { itemSymbol, removeFromWatchlist, useWatchlists } from '@/domain/watchlists/watchlist-edits';
import { LiveCell } from '@/components/live/live-cell';
import { PriceChartWithOverlay, type ChartOverlay } from '@/components/charts/chart-overlay';
import { useQuoteStore } from '@/live/hooks';
import { SaveAsWatchlist } from './save-as-watchlist';
import { useBoardSymbols } from './use-board-symbols';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { BoardPicker } from './board-picker';
import { MonitorBoard } from './monitor-board';
import { useAddSymbols } from './use-add-symbols';

const route = getRouteApi('/monitor');

/** `chartOverlay`: drawn on the selected symbol's chart, given by the route (orders' chart trading). */
export function MonitorScreen({ chartOverlay }: { chartOverlay?: ChartOverlay } = {}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const lists = useWatchlists();
  const { symbols, watchlist, watchlistQuery } = useBoardSymbols(search);
  const selected = search.selected && symbols.includes(search.selected) ? search.selected : symbols[0];
  const rejected = useQuoteStore((state) => state.rejected);
  const rejectedHere = symbols.filter((s) => s in rejected);

  const setSymbols = (next: string[], nextSelected?: string) =>
    void navigate({
      search: (prev) => ({ ...prev, symbols: next.join(','), selected: nextSelected ?? prev.selected }),
      replace: true,
    });
  const adding = useAddSymbols({ symbols, watchlistId: search.watchlist, setSymbols });

  const showWatchlist = (id: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, watchlist: id, selected: undefined }) });

  const remove = (symbol: string) => {
    if (!watchlist) return setSymbols(symbols.filter((s) => s !== symbol));
    const item = watchlist.items.find((i) => itemSymbol(i) === symbol);
    if (item) void removeFromWatchlist(queryClient, watchlist, item);
  };

  return (
    <div className="page monitor-page">
      <header className="page-header">
        <h1>Quote monitor</h1>
        <BoardPicker
          watchlistId={search.watchlist}
          watchlist={watchlist}
          lists={lists}
          onChange={showWatchlist}
        />
        <SaveAsWatchlist symbols={symbols} onSaved={(list) => showWatchlist(list.id)} />
        <form className="inline-form" onSubmit={adding.add} aria-label="Add symbols">
          <label>
            Add symbols
            <input
              maxLength={INPUT_LIMITS.search}
              value={adding.draft}
              onChange={(e) => adding.setDraft(e.target.value)}
              placeholder="e.g. AAPL, MSFT, AAPL261218C00200000"
              aria-invalid={adding.error ? true : undefined}
              aria-describedby={adding.error ? 'monitor-input-error' : undefined}
            />
          </label>
          <button type="submit">Add</button>
        </form>
      </header>
      {adding.error && (
        <p id="monitor-input-error" role="alert" className="field-error">
          {adding.error}
        </p>
      )}
      {rejectedHere.length > 0 && (
        <p role="status" className="warning">
          The quote server did not recognise: {rejectedHere.map((s) => `${s} (${rejected[s]})`).join(', ')}.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              watchlist ? rejectedHere.forEach(remove) : setSymbols(symbols.filter((s) => !(s in rejected)))
            }
          >
            Remove them
          </button>
        </p>
      )}
      {lists.isError && (
        <ErrorPanel error={lists.error} context="Loading watchlists" onRetry={() => void lists.refetch()} />
      )}
      {watchlistQuery?.isError && (
        <ErrorPanel
          error={watchlistQuery.error}
          context="Loading the watchlist"
          onRetry={() => void watchlistQuery.refetch()}
        />
      )}
      <div className="monitor-layout">
        <MonitorBoard
          symbols={symbols}
          selected={selected}
          watchlist={watchlist}
          pending={watchlistQuery?.isPending ?? false}
          onSelect={(symbol) =>
            void navigate({ search: (prev) => ({ ...prev, selected: symbol }), replace: true })
          }
          onRemove={remove}
        />
        {selected && (
          <section aria-label={`${selected} chart`} className="monitor-chart" data-testid="tick-chart">
            <h2>
              {selected} <LiveCell symbol={selected} field="last" showAge />
            </h2>
            <PriceChartWithOverlay symbol={selected} height={360} overlay={chartOverlay} />
          </section>
        )}
      </div>
    </div>
  );
}
