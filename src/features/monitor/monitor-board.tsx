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

/**
 * The px width of a figure column whose values have up to `chars` characters: the board's figures
 * are 13 px monospace (7.9 px a character, tabular), with the cell's padding (10 px a side) and the
 * tick flash's (2 px a side). A column is never narrower than its values, so none is cut mid-number.
 */
const figureWidth = (chars: number) => Math.ceil(chars * 7.9) + 24;

/** A board's quote columns: field, header, width in px (every column of a board has one). */
type QuoteColumns = ReadonlyArray<[QuoteCellField, string, number]>;
const PAGE_COLUMNS: QuoteColumns = [
  ['bid', 'Bid', figureWidth(8)], // 9,999.99
  ['ask', 'Ask', figureWidth(8)],
  ['last', 'Last', figureWidth(8)],
  ['change', 'Change', figureWidth(7)], // +123.45
  ['change_percent', 'Change %', figureWidth(8)], // -100.00% (an option's)
  ['volume', 'Volume', figureWidth(11)], // 123,456,789
];
/**
 * The page's Symbol column: a stock's symbol (up to 8 characters, BRK.B) fits the narrow width; a
 * board holding an option's OSI symbol (21 characters) gets the wide one (sideways scrolling in a
 * board narrower than its columns then).
 */
const PAGE_SYMBOL_WIDTH = 96;
/** Either board's Symbol column with an option's OSI symbol (21 characters) in it. */
const SYMBOL_WIDTH_WIDE = 178;
const PAGE_AGE_WIDTH = 44; // now, 59s, 23h
const PAGE_ACTIONS_WIDTH = 124;

const pageSymbolWidth = (symbols: readonly string[]) =>
  symbols.some((s) => s.length > 8) ? SYMBOL_WIDTH_WIDE : PAGE_SYMBOL_WIDTH;

/** The page board's columns' widths together (px): the board is never narrower (it scrolls sideways). */
export function pageBoardWidth(symbols: readonly string[]): number {
  const figures = PAGE_COLUMNS.reduce((sum, [, , width]) => sum + width, 0);
  return pageSymbolWidth(symbols) + figures + PAGE_AGE_WIDTH + PAGE_ACTIONS_WIDTH;
}

/** A workspace panel's board: Symbol, then these columns, most important first (see PanelColumn). */
interface PanelColumn {
  id: QuoteCellField | 'age';
  header: string;
  /** The column chooser's name. */
  label: string;
  width: number;
}
/**
 * The panel's columns after Symbol, in the order they give way when the panel is narrow (the last
 * first): Last, Chg % and the touch are what a trader reads at a glance.
 */
export const PANEL_COLUMNS: readonly PanelColumn[] = [
  { id: 'last', header: 'Last', label: 'Last', width: figureWidth(8) }, // 1,234.56
  { id: 'change_percent', header: 'Chg %', label: 'Change %', width: figureWidth(7) }, // +12.34%
  { id: 'bid', header: 'Bid', label: 'Bid', width: figureWidth(8) },
  { id: 'ask', header: 'Ask', label: 'Ask', width: figureWidth(8) },
  { id: 'volume', header: 'Volume', label: 'Volume', width: figureWidth(11) }, // 123,456,789
  { id: 'change', header: 'Chg', label: 'Change', width: figureWidth(7) }, // +123.45
  { id: 'age', header: 'Age', label: 'Age', width: 56 },
];
/** The panel's Symbol column, always shown (up to 6 characters: BRK.B; wide with an option's OSI symbol). */
const PANEL_SYMBOL_WIDTH = 72;

/** A panel's Symbol column for these symbols. */
export const panelSymbolWidth = (symbols: readonly string[]) =>
  symbols.some((s) => s.length > 8) ? SYMBOL_WIDTH_WIDE : PANEL_SYMBOL_WIDTH;

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
  /** The panel's columns not shown (ids of PANEL_COLUMNS: too narrow a panel, or the user's choice). */
  hiddenColumns?: readonly string[] | undefined;
  /** Delete on a row, and the row's ✕ on the page. */
  onRemove?: ((symbol: string) => void) | undefined;
  empty: string;
}

/**
 * The quote board of the monitor page and of the workspace's board panel: the one DataTable engine in
 * positioned mode with the board's live columns. Every column has a px width (on the page they grow
 * in proportion to fill the board; in a panel each keeps its width): the positioned table then places
 * each cell absolutely, so a tick lays out and repaints the cell it changed, not its row.
 */
export function QuoteBoard({
  symbols,
  variant,
  label,
  height,
  selected,
  onSelect,
  onRemove,
  hiddenColumns,
  empty,
}: QuoteBoardProps) {
  const rows = useMemo(() => symbols.map((symbol) => ({ symbol })), [symbols]);
  const symbolWidth = variant === 'panel' ? panelSymbolWidth(symbols) : pageSymbolWidth(symbols);
  // The latest remove (it reads the current URL list or watchlist), without new columns per render.
  const remove = useRef(onRemove);
  useLayoutEffect(() => {
    remove.current = onRemove;
  });
  // A stable key of the hidden columns: new columns only when they change.
  const hiddenKey = hiddenColumns?.join(',') ?? '';
  const columns = useMemo<Array<DataColumn<Row>>>(() => {
    if (variant === 'panel') {
      const hidden = new Set(hiddenKey.split(','));
      return [
        {
          id: 'symbol',
          header: 'Symbol',
          width: symbolWidth,
          accessor: (r) => r.symbol,
          // A link leaves the workspace: a panel's row is chosen by a click instead.
          cell: (r) => <span className="mono">{r.symbol}</span>,
        },
        ...PANEL_COLUMNS.filter((c) => !hidden.has(c.id)).map(
          ({ id, header, label, width }): DataColumn<Row> => ({
            id,
            header,
            ...(header === label ? {} : { headerTitle: label }),
            align: 'right',
            width,
            cell: (r) =>
              id === 'age' ? <LiveAge symbol={r.symbol} /> : <LiveCell symbol={r.symbol} field={id} />,
          }),
        ),
      ];
    }
    return [
      {
        id: 'symbol',
        header: 'Symbol',
        width: symbolWidth,
        accessor: (r) => r.symbol,
        cell: (r) => <SymbolLink symbol={r.symbol} />,
      },
      ...PAGE_COLUMNS.map(([field, header, width]): DataColumn<Row> => ({
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
        width: PAGE_AGE_WIDTH,
        cell: (r) => <LiveAge symbol={r.symbol} />,
      },
      {
        id: 'actions',
        width: PAGE_ACTIONS_WIDTH,
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
    ];
  }, [variant, hiddenKey, symbolWidth]);

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
      // A panel's columns keep their widths (its spare room stays at their right): a splitter dragged
      // beside it moves no cell. The page's fill the board.
      fillWidth={variant === 'page'}
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
    <section
      aria-label="Board"
      className="monitor-board"
      // The board takes its columns' width beside the chart, or the chart goes under it (+2: its border).
      style={{ flexBasis: pageBoardWidth(symbols) + 2 }}
    >
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
