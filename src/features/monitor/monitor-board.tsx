// The monitor's board: the quote columns of the one DataTable engine in positioned mode (rows and
// cells are placed boxes, so a tick lays out the cell it changed), with live cells that the live
// board writes into, row hotkeys (B / S open a ticket, Delete removes) and a click that charts a row.
// The workspace's board panel draws the same board (QuoteBoard), narrower.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import type { QuoteCellField } from '@/components/live/quote-format';
import { SymbolRowActions } from '@/components/row-actions';
import { SymbolLink } from '@/components/symbol-link';
import { openTicket, tradeSideOfKey } from '@/domain/ticket-intent';
import { openAlertDialog } from '@/domain/alerts/alert-intent';

/** A board's quote columns: field, header, width in px (every column of a board has one). */
type QuoteColumns = ReadonlyArray<[QuoteCellField, string, number]>;
const PAGE_COLUMNS: QuoteColumns = [
  ['bid', 'Bid', 76],
  ['ask', 'Ask', 76],
  ['last', 'Last', 76],
  ['change', 'Change', 76],
  ['change_percent', 'Change %', 80],
  ['volume', 'Volume', 112],
];
/** A workspace panel's narrower board. */
const PANEL_COLUMNS: QuoteColumns = [
  ['bid', 'Bid', 72],
  ['ask', 'Ask', 72],
  ['last', 'Last', 72],
  ['change_percent', 'Chg %', 64],
  ['volume', 'Volume', 96],
];

interface Row {
  symbol: string;
}

export interface QuoteBoardProps {
  symbols: string[];
  /** The monitor page's board (symbol links, row actions) or a workspace panel's narrower one. */
  variant: 'page' | 'panel';
  label: string;
  height: number;
  selected: string | null | undefined;
  onSelect: (symbol: string) => void;
  /** Delete on a row, and the row's ✕ on the page. */
  onRemove?: ((symbol: string) => void) | undefined;
  empty: string;
}

/**
 * The quote board of the monitor page and of the workspace's board panel: the one DataTable engine in
 * positioned mode with the board's live columns. Every column has a px width (they grow in
 * proportion to fill the board): the positioned table then places each cell absolutely, so a tick
 * lays out and repaints the cell it changed, not its row.
 */
export function QuoteBoard({
  symbols,
  variant,
  label,
  height,
  selected,
  onSelect,
  onRemove,
  empty,
}: QuoteBoardProps) {
  const rows = useMemo(() => symbols.map((symbol) => ({ symbol })), [symbols]);
  // The latest remove (it reads the current URL list or watchlist), without new columns per render.
  const remove = useRef(onRemove);
  useLayoutEffect(() => {
    remove.current = onRemove;
  });
  const columns = useMemo<Array<DataColumn<Row>>>(() => {
    const page = variant === 'page';
    return [
      {
        id: 'symbol',
        header: 'Symbol',
        width: page ? 96 : 88,
        accessor: (r) => r.symbol,
        // A link leaves the workspace: a panel's row is chosen by a click instead.
        cell: (r) => (page ? <SymbolLink symbol={r.symbol} /> : <span className="mono">{r.symbol}</span>),
      },
      ...(page ? PAGE_COLUMNS : PANEL_COLUMNS).map(([field, header, width]): DataColumn<Row> => ({
        id: field,
        header,
        align: 'right',
        width,
        cell: (r) => <LiveCell symbol={r.symbol} field={field} />,
      })),
      {
        id: 'age',
        header: 'Age',
        align: 'right',
        width: page ? 56 : 48,
        cell: (r) => <LiveAge symbol={r.symbol} />,
      },
      ...(page
        ? [
            {
              id: 'actions',
              width: 128,
              header: <span className="visually-hidden">Actions</span>,
              cell: (r: Row) => (
                <SymbolRowActions
                  symbol={r.symbol}
                  onTrade={(side) => openTicket({ symbol: r.symbol, side })}
                  onAlert={() => openAlertDialog({ symbol: r.symbol })}
                  onRemove={() => remove.current?.(r.symbol)}
                />
              ),
            },
          ]
        : []),
    ];
  }, [variant]);

  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowKey={(r) => r.symbol}
      label={label}
      height={height}
      rowHeight={28}
      overscan={8}
      virtualize
      positioned
      className="live-table-viewport"
      tableClassName="live-table"
      selectedKey={selected ?? null}
      onRowActivate={(r) => onSelect(r.symbol)}
      onRowKeyDown={(event, r) => {
        const side = tradeSideOfKey(event.key);
        if (side) {
          event.preventDefault();
          openTicket({ symbol: r.symbol, side });
        } else if (event.key === 'Delete' && remove.current) {
          event.preventDefault();
          remove.current(r.symbol);
        }
      }}
      empty={empty}
    />
  );
}

export interface MonitorBoardProps {
  symbols: string[];
  selected: string | undefined;
  /** The watchlist the board shows, if it is one. */
  watchlist: WatchlistDetail | undefined;
  /** The watchlist is still loading. */
  pending: boolean;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
}

export function MonitorBoard({
  symbols,
  selected,
  watchlist,
  pending,
  onSelect,
  onRemove,
}: MonitorBoardProps) {
  return (
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
        {pending
          ? 'Loading the watchlist…'
          : `${symbols.length} ${symbols.length === 1 ? 'symbol' : 'symbols'}`}{' '}
        · click a row to chart it · B / S on a focused row opens a buy / sell ticket
      </p>
      <QuoteBoard
        symbols={symbols}
        variant="page"
        label="Quote monitor"
        height={560}
        selected={selected}
        onSelect={onSelect}
        onRemove={onRemove}
        empty={pending ? 'Loading…' : 'No symbols on this board. Add some above.'}
      />
    </section>
  );
}
