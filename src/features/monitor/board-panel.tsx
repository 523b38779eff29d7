// The quote board as a workspace panel (issue 28): the monitor's live columns over the panel's own
// symbol list or a watchlist (its settings, saved with the layout). Choosing a row sets the panel's
// link group's symbol; B / S on a row open a ticket as on the monitor.
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { PanelProps } from '@/components/panel-contract';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import type { QuoteCellField } from '@/components/live/quote-format';
import { Select } from '@/components/form/fields';
import { useWatchlists } from '@/domain/watchlists/watchlist-edits';
import { openTicket } from '@/domain/ticket-intent';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { MAX_MONITOR_SYMBOLS } from './symbols';
import { useBoardSymbols } from './use-board-symbols';

const COLUMNS: ReadonlyArray<[QuoteCellField, string, number]> = [
  ['bid', 'Bid', 72],
  ['ask', 'Ask', 72],
  ['last', 'Last', 72],
  ['change_percent', 'Chg %', 64],
  ['volume', 'Volume', 96],
];

interface Row {
  symbol: string;
}

/** The height the board has in its panel (it follows the panel's size). */
function useFreeHeight(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight > 0) setHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}

export default function BoardPanel({ symbol, onSymbolChosen, params, setParams }: PanelProps) {
  const lists = useWatchlists();
  const { symbols, watchlistQuery } = useBoardSymbols({ symbols: params.symbols, watchlist: params.watchlist });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = useMemo(() => symbols.map((s) => ({ symbol: s })), [symbols]);
  const [frame, height] = useFreeHeight(360);
  const columns = useMemo<Array<DataColumn<Row>>>(
    () => [
      {
        id: 'symbol',
        header: 'Symbol',
        width: 88,
        accessor: (r) => r.symbol,
        cell: (r) => <span className="mono">{r.symbol}</span>,
      },
      ...COLUMNS.map(([field, header, width]): DataColumn<Row> => ({
        id: field,
        header,
        align: 'right',
        width,
        cell: (r) => <LiveCell symbol={r.symbol} field={field} />,
      })),
      { id: 'age', header: 'Age', align: 'right', width: 48, cell: (r) => <LiveAge symbol={r.symbol} /> },
    ],
    [],
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { symbols: parsed, invalid } = parseSymbolList(draft);
    if (invalid.length > 0) {
      setError(`Not symbols: ${invalid.join(', ')}. Correct them and add again.`);
      return;
    }
    if (parsed.length === 0) return;
    const next = [...new Set([...symbols, ...parsed])];
    if (next.length > MAX_MONITOR_SYMBOLS) {
      setError(`A board holds at most ${MAX_MONITOR_SYMBOLS} symbols.`);
      return;
    }
    setError(null);
    setDraft('');
    setParams({ symbols: next.join(',') });
  };

  return (
    <div className="board-panel">
      <div className="panel-toolbar">
        <Select
          aria-label="Board source"
          value={params.watchlist ?? ''}
          onChange={(e) => setParams(e.target.value ? { watchlist: e.target.value } : { symbols: symbols.join(',') })}
        >
          <option value="">Own symbols</option>
          {(lists.data?.data ?? []).map((list) => (
            <option key={list.id} value={list.id}>
              Watchlist: {list.name}
            </option>
          ))}
        </Select>
        {params.watchlist === undefined && (
          <form onSubmit={add} className="inline-form" aria-label="Add symbols to the board">
            <input
              aria-label="Symbols to add"
              maxLength={INPUT_LIMITS.search}
              value={draft}
              placeholder="Add symbols"
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            <button type="submit">Add</button>
          </form>
        )}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      {watchlistQuery?.isError && (
        <p role="alert" className="field-error">
          The watchlist could not be loaded. Choose another source or try again later.
        </p>
      )}
      <div ref={frame} className="board-panel-table">
      <DataTable
        rows={rows}
        columns={columns}
        getRowKey={(r) => r.symbol}
        label="Quote board"
        height={height}
        rowHeight={28}
        overscan={8}
        virtualize
        positioned
        className="live-table-viewport"
        tableClassName="live-table"
        selectedKey={symbol}
        onRowActivate={(r) => onSymbolChosen(r.symbol)}
        onRowKeyDown={(event, r) => {
          if (event.key === 'b' || event.key === 'B') {
            event.preventDefault();
            openTicket({ symbol: r.symbol, side: 'BUY' });
          } else if (event.key === 's' || event.key === 'S') {
            event.preventDefault();
            openTicket({ symbol: r.symbol, side: 'SELL' });
          }
        }}
        empty={watchlistQuery?.isPending ? 'Loading…' : 'No symbols on this board. Add some above.'}
      />
      </div>
    </div>
  );
}
