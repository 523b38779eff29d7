// Quote monitor: a live board of symbols (bid, ask, last, change, volume, age) with a live tick
// chart of the selected one. The symbol list lives in the URL so a board can be bookmarked/shared;
// or the board is a watchlist (`watchlist=<id>`), edited in place; the board saves as a new list.
import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ErrorPanel } from '@/components/error-panel';
import {
  addToWatchlist,
  itemSymbol,
  removeFromWatchlist,
  useWatchlists,
} from '@/domain/watchlists/watchlist-edits';
import { LiveTable, type LiveColumn } from '@/components/live/live-table';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import type { QuoteCellField } from '@/components/live/quote-format';
import { PriceChart } from '@/components/charts/price-chart';
import { useQuoteStore } from '@/live/hooks';
import { openTicket } from '@/domain/ticket-intent';
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { MAX_MONITOR_SYMBOLS } from './symbols';
import { SymbolLink } from '@/components/symbol-link';
import { SaveAsWatchlist } from './save-as-watchlist';
import { useBoardSymbols } from './use-board-symbols';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { Select } from '@/components/form/fields';
import { SymbolRowActions } from '@/components/row-actions';

const route = getRouteApi('/monitor');

const notSymbolsMessage = (invalid: string[]) =>
  `Not added: ${invalid.map((t) => `“${t}”`).join(', ')} ${invalid.length === 1 ? 'is' : 'are'} neither a ticker nor an OSI option symbol (e.g. AAPL  261218C00280000 or AAPL261218C00280000). Correct ${invalid.length === 1 ? 'it' : 'them'} in the box and add again.`;

/** The board's quote columns: field, header, width in px (every column of the board has one). */
const QUOTE_COLUMNS: ReadonlyArray<[QuoteCellField, string, number]> = [
  ['bid', 'Bid', 76],
  ['ask', 'Ask', 76],
  ['last', 'Last', 76],
  ['change', 'Change', 76],
  ['change_percent', 'Change %', 80],
  ['volume', 'Volume', 112],
];

interface Row {
  symbol: string;
}

export function MonitorScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const lists = useWatchlists();
  const { symbols, watchlist, watchlistQuery } = useBoardSymbols(search);
  const selected = search.selected && symbols.includes(search.selected) ? search.selected : symbols[0];
  const [draft, setDraft] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const rejected = useQuoteStore((state) => state.rejected);
  const rejectedHere = symbols.filter((s) => s in rejected);

  const setSymbols = (next: string[], nextSelected?: string) =>
    void navigate({
      search: (prev) => ({ ...prev, symbols: next.join(','), selected: nextSelected ?? prev.selected }),
      replace: true,
    });

  const showWatchlist = (id: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, watchlist: id, selected: undefined }) });

  // What could not be read as a symbol stays in the box to be corrected; the rest is added.
  const addToList = async (listId: string, parsed: string[], invalid: string[]) => {
    setDraft(invalid.join(' '));
    const problems = invalid.length > 0 ? [notSymbolsMessage(invalid)] : [];
    for (const symbol of parsed) {
      const outcome = await addToWatchlist(queryClient, listId, { symbol });
      if (!outcome.ok) problems.push(outcome.message);
    }
    setInputError(problems.length > 0 ? problems.join(' ') : null);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { symbols: parsed, invalid } = parseSymbolList(draft);
    if (parsed.length === 0 && invalid.length === 0) {
      setInputError('Enter one or more tickers or OSI option symbols, separated by commas or spaces.');
      return;
    }
    if (search.watchlist !== undefined) {
      void addToList(search.watchlist, parsed, invalid);
      return;
    }
    const next = [...new Set([...symbols, ...parsed])];
    if (next.length > MAX_MONITOR_SYMBOLS) {
      setInputError(`A board holds at most ${MAX_MONITOR_SYMBOLS} symbols.`);
      return;
    }
    setInputError(invalid.length > 0 ? notSymbolsMessage(invalid) : null);
    setDraft(invalid.join(' '));
    if (parsed.length > 0) setSymbols(next, parsed[0]);
  };

  const remove = (symbol: string) => {
    if (!watchlist) return setSymbols(symbols.filter((s) => s !== symbol));
    const item = watchlist.items.find((i) => itemSymbol(i) === symbol);
    if (item) void removeFromWatchlist(queryClient, watchlist, item);
  };
  const rows = useMemo(() => symbols.map((symbol) => ({ symbol })), [symbols]);

  // Every column has a px width (they grow in proportion to fill the board): LiveTable then places
  // each cell absolutely, so a tick lays out and repaints the cell it changed, not its row.
  const columns = useMemo<Array<LiveColumn<Row>>>(
    () => [
      {
        id: 'symbol',
        header: 'Symbol',
        width: 96,
        cell: (r) => <SymbolLink symbol={r.symbol} />,
        accessor: (r) => r.symbol,
      },
      ...QUOTE_COLUMNS.map(([field, header, width]): LiveColumn<Row> => ({
        id: field,
        header,
        align: 'right',
        width,
        cell: (r) => <LiveCell symbol={r.symbol} field={field} />,
      })),
      { id: 'age', header: 'Age', align: 'right', width: 56, cell: (r) => <LiveAge symbol={r.symbol} /> },
      {
        id: 'actions',
        width: 128,
        header: <span className="visually-hidden">Actions</span>,
        cell: (r) => (
          <SymbolRowActions
            symbol={r.symbol}
            onTrade={(side) => openTicket({ symbol: r.symbol, side })}
            onAlert={() => openAlertDialog({ symbol: r.symbol })}
            onRemove={() => remove(r.symbol)}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove() reads the current URL list / watchlist
    [symbols, watchlist],
  );

  return (
    <div className="page monitor-page">
      <header className="page-header">
        <h1>Quote monitor</h1>
        <label className="monitor-source">
          Board
          <Select
            value={search.watchlist ?? ''}
            onChange={(e) => showWatchlist(e.target.value === '' ? undefined : e.target.value)}
          >
            <option value="">Symbols in the URL</option>
            {(lists.data?.data ?? []).map((list) => (
              <option key={list.id} value={list.id}>
                Watchlist: {list.name}
              </option>
            ))}
            {search.watchlist !== undefined && !lists.data?.data.some((l) => l.id === search.watchlist) && (
              <option value={search.watchlist}>Watchlist: {watchlist?.name ?? '…'}</option>
            )}
          </Select>
        </label>
        <SaveAsWatchlist symbols={symbols} onSaved={(list) => showWatchlist(list.id)} />
        <form className="inline-form" onSubmit={add} aria-label="Add symbols">
          <label>
            Add symbols
            <input
              maxLength={INPUT_LIMITS.search}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="e.g. AAPL, MSFT, AAPL261218C00200000"
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? 'monitor-input-error' : undefined}
            />
          </label>
          <button type="submit">Add</button>
        </form>
      </header>
      {inputError && (
        <p id="monitor-input-error" role="alert" className="field-error">
          {inputError}
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
        <section aria-label="Board" className="monitor-board">
          <p className="muted">
            {watchlist && (
              <>
                Watchlist{' '}
                <Link to="/watchlists" search={{ list: watchlist.id }}>
                  {watchlist.name}
                </Link>{' '}
                ·{' '}
              </>
            )}
            {watchlistQuery?.isPending
              ? 'Loading the watchlist…'
              : `${symbols.length} ${symbols.length === 1 ? 'symbol' : 'symbols'}`}{' '}
            · click a row to chart it · B / S on a focused row opens a buy / sell ticket
          </p>
          <LiveTable
            rows={rows}
            columns={columns}
            getRowKey={(r) => r.symbol}
            label="Quote monitor"
            height={560}
            selectedKey={selected ?? null}
            onRowClick={(r) =>
              void navigate({ search: (prev) => ({ ...prev, selected: r.symbol }), replace: true })
            }
            onRowKeyDown={(event, r) => {
              if (event.key === 'b' || event.key === 'B') {
                event.preventDefault();
                openTicket({ symbol: r.symbol, side: 'BUY' });
              } else if (event.key === 's' || event.key === 'S') {
                event.preventDefault();
                openTicket({ symbol: r.symbol, side: 'SELL' });
              } else if (event.key === 'Delete') {
                event.preventDefault();
                remove(r.symbol);
              }
            }}
            empty={watchlistQuery?.isPending ? 'Loading…' : 'No symbols on this board. Add some above.'}
          />
        </section>
        {selected && (
          <section aria-label={`${selected} chart`} className="monitor-chart" data-testid="tick-chart">
            <h2>
              {selected} <LiveCell symbol={selected} field="last" showAge />
            </h2>
            <PriceChart symbol={selected} height={360} />
          </section>
        )}
      </div>
    </div>
  );
}
