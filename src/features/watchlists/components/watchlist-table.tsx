// A watchlist's table: symbol, name and live L1 (bid, ask, last, change, change %, volume, age)
// written by the live board (no React render per tick), with stale state. Columns are chosen by the
// user (remembered); sorting a live column orders by the quotes at the moment of the click. Enter
// opens the instrument page; B / S on a focused row opens a buy / sell ticket; Delete removes.
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { DataTable, type RowActions } from '@/components/data-table/data-table';
import { SymbolRowActions } from '@/components/row-actions';
import type { DataColumn, SortValue } from '@/components/data-table/column';
import type { ColumnVisibility } from '@/components/data-table/use-column-visibility';
import { LiveAge, LiveCell } from '@/components/live/live-cell';
import { viewOf } from '@/components/live/quote-view';
import type { QuoteCellField } from '@/components/live/quote-format';
import { SymbolLink } from '@/components/symbol-link';
import {
  PositionBadge,
  useActivePositions,
  signedQuantity,
  type ActivePositions,
} from '@/components/positions/active-positions';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient } from '@/live/hooks';
import type { QuoteStoreState } from '@/live/quote-store';
import { formatPrice } from '@/domain/decimal/format';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { openTicket, setFocusedSymbol } from '@/domain/ticket-intent';
import { openAlertDialog } from '@/domain/alerts/alert-intent';
import type { WatchlistRow } from '../lib/watchlist-rows';

/** Every column the user can choose, with its label for the chooser. */
export const WATCHLIST_COLUMNS: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'name', label: 'Name' },
  { id: 'bid', label: 'Bid' },
  { id: 'ask', label: 'Ask' },
  { id: 'last', label: 'Last' },
  { id: 'change', label: 'Change' },
  { id: 'change_percent', label: 'Change %' },
  { id: 'volume', label: 'Volume' },
  { id: 'age', label: 'Age' },
  { id: 'position', label: 'Position' },
  { id: 'added_price', label: 'Added price' },
  { id: 'added_at', label: 'Added' },
];
export const WATCHLIST_DEFAULT_HIDDEN = ['added_price', 'added_at'];

// Widths (px; the names take what is spare) that keep every figure whole at 1280: a price
// to 9,999.99, a change to -100.00 % (an option's), a volume to 999,999,999 (the layout audit checks
// every figure's cell); the whole row (992 px with the actions, whichever the symbol column's width)
// fits the list's 996 px beside the sidebar.
const LIVE_FIELDS: ReadonlyArray<{ id: QuoteCellField; header: string; width: number }> = [
  { id: 'bid', header: 'Bid', width: 84 },
  { id: 'ask', header: 'Ask', width: 84 },
  { id: 'last', header: 'Last', width: 84 },
  { id: 'change', header: 'Change', width: 74 },
  { id: 'change_percent', header: 'Change %', width: 88 },
  { id: 'volume', header: 'Volume', width: 112 },
];

function liveColumns(getState: () => QuoteStoreState): Array<DataColumn<WatchlistRow>> {
  const quoteOf = (symbol: string) => getState().quotes[normalizeSymbol(symbol)];
  const numeric = (text: string | undefined): SortValue => {
    if (text === undefined) return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : undefined;
  };
  const fields = LIVE_FIELDS.map((f): DataColumn<WatchlistRow> => ({
    id: f.id,
    header: f.header,
    align: 'right',
    width: f.width,
    accessor: (r) => (r.symbol ? numeric(viewOf(quoteOf(r.symbol)).field(f.id).value) : undefined),
    cell: (r) => (r.symbol ? <LiveCell symbol={r.symbol} field={f.id} /> : '—'),
  }));
  const age: DataColumn<WatchlistRow> = {
    id: 'age',
    header: 'Age',
    align: 'right',
    width: 44,
    accessor: (r) => {
      const at = r.symbol ? quoteOf(r.symbol)?.receivedAt : undefined;
      return at === undefined ? undefined : Date.now() - at;
    },
    cell: (r) => (r.symbol ? <LiveAge symbol={r.symbol} /> : null),
  };
  return [...fields, age];
}

/** A stock's symbol (up to 8 characters, e.g. BRK.B) fits this; an option's OSI symbol needs the wide one. */
const SYMBOL_WIDTH = 96;
const SYMBOL_WIDTH_WIDE = 178;
/** The names' width beside a narrow symbol column; beside a wide one they give up the difference. */
const NAME_WIDTH = 134;

/**
 * The symbol column is wide only while the list holds a symbol that needs it (an option's 21
 * characters, or "Unknown instrument"): a list of stocks gives those 82 px to the names.
 */
function symbolColumnWidth(rows: readonly WatchlistRow[]): number {
  return rows.some((r) => !r.symbol || r.symbol.length > 8) ? SYMBOL_WIDTH_WIDE : SYMBOL_WIDTH;
}

function staticColumns(
  positions: ActivePositions,
  symbolWidth: number,
  /** Whether the Name column shows (it carries a pending add's badge; else the symbol does). */
  nameShown: boolean,
): Record<'symbol' | 'name' | 'position' | 'added_price' | 'added_at', DataColumn<WatchlistRow>> {
  return {
    symbol: {
      id: 'symbol',
      header: 'Symbol',
      width: symbolWidth,
      sticky: 'start',
      accessor: (r) => r.symbol,
      cell: (r) =>
        r.symbol ? (
          <span className={r.pending ? 'muted' : undefined}>
            <SymbolLink symbol={r.symbol} />
            {r.pending && !nameShown && <span className="badge"> adding…</span>}
          </span>
        ) : (
          <span className="muted" title="The server no longer knows this instrument">
            Unknown instrument
          </span>
        ),
    },
    name: {
      id: 'name',
      header: 'Name',
      // What the symbol column does not need goes to the names.
      width: NAME_WIDTH - (symbolWidth - SYMBOL_WIDTH),
      // A wider window widens the names, not the figures.
      grow: 1,
      accessor: (r) => r.name,
      title: (r) => (r.pending ? `Adding ${r.symbol}…` : r.name),
      cell: (r) => (
        <span className="watchlist-name-cell">
          {r.pending && <span className="badge">adding…</span>} {r.name || (r.pending ? '' : '—')}
        </span>
      ),
    },
    position: {
      id: 'position',
      header: 'Position',
      align: 'right',
      width: 68,
      title: () => `The active account's position (account ${positions.accountId ?? 'not chosen'})`,
      accessor: (r) => {
        const p = positions.find({ instrumentId: r.item?.instrument?.id, symbol: r.symbol });
        return p ? signedQuantity(p) : undefined;
      },
      cell: (r) => (
        <PositionBadge
          positions={positions}
          instrumentId={r.item?.instrument?.id}
          symbol={r.symbol}
          compact
        />
      ),
    },
    added_price: {
      id: 'added_price',
      header: 'Added price',
      align: 'right',
      width: 96,
      accessor: (r) => r.item?.added_price ?? undefined,
      cell: (r) => <span className="mono">{formatPrice(r.item?.added_price ?? null)}</span>,
    },
    added_at: {
      id: 'added_at',
      header: 'Added',
      width: 150,
      accessor: (r) => r.item?.added_at,
      cell: (r) =>
        r.item ? <span className="mono">{formatMarketDateTime(parseTimestamp(r.item.added_at))}</span> : '—',
    },
  };
}

export interface WatchlistTableProps {
  listName: string;
  rows: readonly WatchlistRow[];
  visibility: ColumnVisibility;
  onRemove: (row: WatchlistRow) => void;
  empty: ReactNode;
}

export function WatchlistTable({ listName, rows, visibility, onRemove, empty }: WatchlistTableProps) {
  const store = useLiveClient().store;
  const navigate = useNavigate();
  const positions = useActivePositions();
  const symbolWidth = symbolColumnWidth(rows);
  const columns = useMemo(() => {
    const fixed = staticColumns(positions, symbolWidth, visibility.visible('name'));
    const all = [
      fixed.symbol,
      fixed.position,
      fixed.name,
      ...liveColumns(store.getState),
      fixed.added_price,
      fixed.added_at,
    ];
    return all.filter((c) => c.id === 'symbol' || visibility.visible(c.id));
  }, [store, visibility, positions, symbolWidth]);

  const actions: RowActions<WatchlistRow> = {
    label: 'Actions',
    width: 124,
    render: (r) => (
      <SymbolRowActions
        symbol={r.symbol}
        tradeDisabled={!r.symbol}
        onTrade={(side) => openTicket({ symbol: r.symbol, side })}
        onAlert={() => openAlertDialog({ symbol: r.symbol })}
        removeDisabled={r.pending}
        removeLabel={`Remove ${r.symbol || 'unknown instrument'}`}
        removeTitle={`Remove from ${listName}`}
        onRemove={() => onRemove(r)}
      />
    ),
  };

  return (
    <DataTable
      label={listName}
      rows={rows}
      columns={columns}
      rowActions={actions}
      getRowKey={(r) => r.key}
      rowAttributes={(r) => ({ 'data-symbol': r.symbol || undefined })}
      rowHeight={30}
      maxHeight={620}
      virtualize="auto"
      empty={empty}
      onRowActivate={(r) => {
        if (r.symbol) void navigate({ to: '/instruments/$instrument', params: { instrument: r.symbol } });
      }}
      onRowFocus={(r) => setFocusedSymbol(r.symbol || null)}
      onRowKeyDown={(event, r) => {
        if (event.ctrlKey || event.metaKey || event.altKey || !r.symbol) return;
        const key = event.key.toLowerCase();
        if (key === 'b' || key === 's') {
          event.preventDefault();
          openTicket({ symbol: r.symbol, side: key === 'b' ? 'BUY' : 'SELL' });
        } else if (event.key === 'Delete' && !r.pending) {
          event.preventDefault();
          onRemove(r);
        }
      }}
    />
  );
}
