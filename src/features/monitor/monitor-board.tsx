// The monitor's board: the quote columns of the one DataTable engine in positioned mode (rows and
// cells are placed boxes, so a tick lays out the cell it changed), with live cells that the live
// board writes into, row hotkeys (B / S open a ticket, Delete removes) and a click that charts a row.
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import { DataTable } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import type { QuoteCellField } from '@/components/live/quote-format';
import { SymbolRowActions } from '@/components/row-actions';
import { SymbolLink } from '@/components/symbol-link';
import { openTicket } from '@/domain/ticket-intent';
import { openAlertDialog } from '@/domain/alerts/alert-intent';

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
  const rows = useMemo(() => symbols.map((symbol) => ({ symbol })), [symbols]);
  // Every column has a px width (they grow in proportion to fill the board): the positioned table
  // then places each cell absolutely, so a tick lays out and repaints the cell it changed, not its row.
  const columns = useMemo<Array<DataColumn<Row>>>(
    () => [
      {
        id: 'symbol',
        header: 'Symbol',
        width: 96,
        cell: (r) => <SymbolLink symbol={r.symbol} />,
        accessor: (r) => r.symbol,
      },
      ...QUOTE_COLUMNS.map(([field, header, width]): DataColumn<Row> => ({
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
            onRemove={() => onRemove(r.symbol)}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onRemove reads the current URL list / watchlist
    [symbols, watchlist],
  );

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
      <DataTable
        rows={rows}
        columns={columns}
        getRowKey={(r) => r.symbol}
        label="Quote monitor"
        height={560}
        rowHeight={28}
        overscan={8}
        virtualize
        positioned
        className="live-table-viewport"
        tableClassName="live-table"
        selectedKey={selected ?? null}
        onRowActivate={(r) => onSelect(r.symbol)}
        onRowKeyDown={(event, r) => {
          if (event.key === 'b' || event.key === 'B') {
            event.preventDefault();
            openTicket({ symbol: r.symbol, side: 'BUY' });
          } else if (event.key === 's' || event.key === 'S') {
            event.preventDefault();
            openTicket({ symbol: r.symbol, side: 'SELL' });
          } else if (event.key === 'Delete') {
            event.preventDefault();
            onRemove(r.symbol);
          }
        }}
        empty={pending ? 'Loading…' : 'No symbols on this board. Add some above.'}
      />
    </section>
  );
}
