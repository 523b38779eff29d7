// Positions in the shared DataTable, valued at live prices: the last price, market value and P&L
// cells (and the live totals) are written by the live board on each tick of their symbol
// (live-position-cells.tsx), so a tick re-renders no React row. Sortable on every column: a live
// column sorts by the values at the moment of sorting. Long and short rows are marked.
import { useCallback, useMemo, type CSSProperties } from 'react';
import { useElementFit, type ElementSize } from '@/components/use-element-size';
import { exactZero, parseExact, signOfExact } from '@/domain/decimal/exact';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import type { Position } from '@/api/schemas/positions';
import { DataTable, type RowActions } from '@/components/data-table/data-table';
import { columnsBeyondWidth, type DataColumn } from '@/components/data-table/column';
import { ColumnChooser } from '@/components/data-table/column-chooser';
import { useColumnVisibility } from '@/components/data-table/use-column-visibility';
import { AddToWatchlistMenu } from '@/components/watchlists/add-to-watchlist-menu';
import { openTicket, tradeSideOfKey } from '@/domain/ticket-intent';
import { useLiveClient } from '@/live/hooks';
import type { Quote } from '@/live/quote-store';
import { positionRow, positionTotals, type PositionRow, type PositionValues } from './position-math';
import {
  liveValues,
  PositionFigureCell,
  PositionLastPrice,
  PositionTotalCell,
  type PositionFigure,
} from './live-position-cells';
import { SymbolLink } from '@/components/symbol-link';

const ROW_HEIGHT = 30;
const typeLabels: Record<string, string> = {
  COMMON_STOCK: 'Stock',
  INDEX: 'Index',
  OPTION: 'Option',
  CASH: 'Cash',
};
const MAX_HEIGHT = 520;
const ACTIONS_WIDTH = 166;

/**
 * The columns a trader needs first, most important first: P&L and value before the details. By
 * default the table shows, after the symbol and the row actions, as many as fit its width in this
 * order (no sideways scroll); the column chooser shows or hides any of them, and that choice is kept.
 */
const PRIORITY = [
  'unrealized',
  'marketValue',
  'lastPrice',
  'daily',
  'quantity',
  'unrealizedPct',
  'dailyPct',
  'avgPrice',
  'costBasis',
  'dailyRealized',
  'available',
  'type',
  'closingPrice',
  'closingDate',
] as const;

/** The chooser's names (the headers without their hints). */
const COLUMN_LABELS: Record<(typeof PRIORITY)[number], string> = {
  unrealized: 'Unrealized P&L',
  marketValue: 'Market value',
  lastPrice: 'Last',
  daily: 'Daily P&L',
  quantity: 'Quantity',
  unrealizedPct: 'Unrealized %',
  dailyPct: 'Daily %',
  avgPrice: 'Avg price',
  costBasis: 'Cost basis',
  dailyRealized: 'Daily realized',
  available: 'Available',
  type: 'Type',
  closingPrice: 'Close',
  closingDate: 'Close date',
};
const CHOOSABLE = PRIORITY.map((id) => ({ id, label: COLUMN_LABELS[id] }));
const CHOOSABLE_IDS = PRIORITY as readonly string[];

const sameIds = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

/** The columns that do not fit `width` px (by priority); none before the table is laid out. */
function positionColumnsBeyond(columns: ReadonlyArray<DataColumn<PositionRow>>, width: number): string[] {
  const widthOf = (id: string) => Number(columns.find((c) => c.id === id)?.width ?? 100);
  const priority = PRIORITY.map((id) => ({ id, width: widthOf(id) }));
  return columnsBeyondWidth(priority, widthOf('symbol') + ACTIONS_WIDTH, width);
}

type ServedFigure = 'quantity' | 'available_quantity' | 'avg_price' | 'cost_basis' | 'closing_price';

const header = (label: string, title: string) => <span title={title}>{label}</span>;
/** A static signed figure (realized P&L), toned by its sign. */
const signed = (value: string | null | undefined) => {
  const sign = value ? signOfExact(parseExact(value) ?? exactZero) : 0;
  return (
    <span className={`mono ${sign > 0 ? 'up' : sign < 0 ? 'down' : ''}`}>
      {formatMoney(value, { sign: 'always' })}
    </span>
  );
};

function positionColumns(
  positions: readonly Position[],
  quote: (symbol: string) => Quote | undefined,
): Array<DataColumn<PositionRow>> {
  // Static totals (cost basis, realized today) from the server's figures; live ones are cells.
  const totals = positionTotals(positions, []);
  const live = (r: PositionRow, key: keyof PositionValues) => {
    const value = liveValues(r.position, quote)[key];
    return typeof value === 'string' ? value : undefined;
  };
  /** A figure as the server sent it: sorted by its value, shown formatted. */
  const served = (field: ServedFigure, format: (value: string | null | undefined) => string) => ({
    align: 'right' as const,
    accessor: (r: PositionRow) => r.position[field],
    cell: (r: PositionRow) => <span className="mono">{format(r.position[field])}</span>,
  });
  const figure = (id: PositionFigure, testId?: (r: PositionRow) => string) => ({
    accessor: (r: PositionRow) => live(r, id),
    cell: (r: PositionRow) => (
      <PositionFigureCell position={r.position} figure={id} {...(testId ? { testId: testId(r) } : {})} />
    ),
  });
  return [
    {
      id: 'symbol',
      width: 210,
      sticky: 'start',
      header: 'Symbol',
      accessor: (r) => r.position.symbol,
      cell: (r) => (
        <span data-symbol={r.position.symbol} title={r.position.symbol}>
          <span className={`badge ${r.long ? 'badge-good' : 'badge-bad'}`}>{r.long ? 'LONG' : 'SHORT'}</span>{' '}
          <strong>
            <SymbolLink symbol={r.position.symbol} />
          </strong>
        </span>
      ),
      total: <strong>Total ({positions.length} positions)</strong>,
    },
    {
      id: 'type',
      width: 84,
      header: 'Type',
      accessor: (r) => r.position.instrument_type,
      cell: (r) => (
        <span title={r.position.instrument_type}>
          {typeLabels[r.position.instrument_type] ?? r.position.instrument_type}
        </span>
      ),
    },
    {
      id: 'quantity',
      width: 80,
      header: 'Quantity',
      ...served('quantity', formatQuantity),
    },
    {
      id: 'available',
      width: 92,
      header: header('Available', 'Quantity free to trade (not held by open orders)'),
      ...served('available_quantity', formatQuantity),
    },
    {
      id: 'avgPrice',
      width: 92,
      header: 'Avg price',
      ...served('avg_price', formatPrice),
    },
    {
      id: 'costBasis',
      width: 110,
      header: 'Cost basis',
      ...served('cost_basis', formatMoney),
      total: <span className="mono">{formatMoney(totals.costBasis)}</span>,
    },
    {
      id: 'lastPrice',
      width: 120,
      header: header('Last', 'Live last trade price (the server’s price until a quote arrives)'),
      align: 'right',
      accessor: (r) => live(r, 'lastPrice'),
      cell: (r) => <PositionLastPrice position={r.position} />,
    },
    {
      id: 'marketValue',
      width: 116,
      header: 'Market value',
      align: 'right',
      ...figure('marketValue', (r) => `value-${r.position.symbol}`),
      total: <PositionTotalCell positions={positions} figure="marketValue" testId="total-market-value" />,
    },
    {
      id: 'unrealized',
      width: 128,
      header: 'Unrealized P&L',
      align: 'right',
      ...figure('unrealizedPnl', (r) => `unrealized-${r.position.symbol}`),
      total: <PositionTotalCell positions={positions} figure="unrealizedPnl" testId="total-unrealized" />,
    },
    {
      id: 'unrealizedPct',
      width: 108,
      header: header('Unrealized %', 'Unrealized P&L as a percentage of the cost basis'),
      align: 'right',
      ...figure('unrealizedPnlPct'),
    },
    {
      id: 'daily',
      width: 104,
      header: header('Daily P&L', 'Unrealized P&L since the prior close'),
      align: 'right',
      ...figure('dailyPnl', (r) => `daily-${r.position.symbol}`),
      total: <PositionTotalCell positions={positions} figure="dailyPnl" />,
    },
    {
      id: 'dailyPct',
      width: 84,
      header: header('Daily %', 'Daily P&L as a percentage of the position’s value at the prior close'),
      align: 'right',
      ...figure('dailyPnlPct'),
    },
    {
      id: 'dailyRealized',
      width: 116,
      header: header('Daily realized', 'P&L realized today by reducing this position'),
      align: 'right',
      accessor: (r) => r.position.daily_realized_pnl,
      cell: (r) => signed(r.position.daily_realized_pnl),
      total: signed(totals.dailyRealizedPnl),
    },
    {
      id: 'closingPrice',
      width: 84,
      header: header('Close', 'Closing price used to value the position on the last trading day'),
      ...served('closing_price', formatPrice),
    },
    {
      id: 'closingDate',
      width: 96,
      header: 'Close date',
      accessor: (r) => r.position.closing_price_date,
      cell: (r) => <span className="mono">{r.position.closing_price_date ?? '—'}</span>,
    },
  ];
}

function positionActions(
  onClose: (position: Position) => void,
  closeDisabled: boolean,
): RowActions<PositionRow> {
  return {
    label: 'Actions',
    width: ACTIONS_WIDTH,
    render: (r) => (
      <span className="row-actions">
        <AddToWatchlistMenu symbol={r.position.symbol} compact />
        <button
          type="button"
          aria-label={`Trade ${r.position.symbol}`}
          title="Open the order ticket with the closing side and quantity"
          onClick={(event) => {
            event.stopPropagation();
            openTicket({
              symbol: r.position.symbol,
              side: r.long ? 'SELL' : 'BUY',
              quantity: r.position.available_quantity.replace(/^-/, ''),
            });
          }}
        >
          Trade
        </button>
        <button
          type="button"
          aria-label={`Close ${r.position.symbol}`}
          disabled={closeDisabled}
          onClick={(event) => {
            event.stopPropagation();
            onClose(r.position);
          }}
        >
          Close
        </button>
      </span>
    ),
  };
}

export interface PositionsTableProps {
  positions: readonly Position[];
  onClose: (position: Position) => void;
  closeDisabled?: boolean;
  /** A row was chosen (click or Enter): the workspace's link group follows its symbol. */
  onSymbolChosen?: ((symbol: string) => void) | undefined;
}

export function PositionsTable({
  positions,
  onClose,
  closeDisabled = false,
  onSymbolChosen,
}: PositionsTableProps) {
  const store = useLiveClient().store;
  const rows = useMemo(() => positions.map(positionRow), [positions]);
  const columns = useMemo(
    () => positionColumns(positions, (symbol) => store.getState().quotes[symbol]),
    [positions, store],
  );
  // The width the table has (the window, a side panel beside the screen): what fits by priority.
  // The table's borders (2 px) are inside the frame. It renders again when a column comes or goes,
  // not on each pixel of width (a workspace splitter dragged beside it).
  const fit = useCallback(({ width }: ElementSize) => positionColumnsBeyond(columns, width - 2), [columns]);
  const [frame, beyond] = useElementFit(fit, sameIds);
  const visibility = useColumnVisibility('positions', CHOOSABLE_IDS, beyond);
  const { visible } = visibility;
  const shown = useMemo(() => columns.filter((c) => c.id === 'symbol' || visible(c.id)), [columns, visible]);
  const hiddenCount = columns.length - shown.length;
  const minWidth = shown.reduce((sum, c) => sum + Number(c.width ?? 100), ACTIONS_WIDTH);
  return (
    <div
      className="positions-table"
      ref={frame}
      style={{ '--positions-min-width': `${minWidth}px` } as CSSProperties}
    >
      <div className="positions-table-tools">
        {hiddenCount > 0 && (
          <span className="muted">
            {hiddenCount} more column{hiddenCount === 1 ? '' : 's'}
            {visibility.chosen ? '' : ' (they do not fit)'}
          </span>
        )}
        <ColumnChooser columns={CHOOSABLE} visibility={visibility} tableLabel="Positions" />
      </div>
      <DataTable
        label="Positions"
        rows={rows}
        columns={shown}
        rowActions={positionActions(onClose, closeDisabled)}
        getRowKey={(r) => r.position.instrument_id}
        rowHeight={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        showTotals
        initialSort={{ columnId: 'symbol', direction: 'asc' }}
        empty="This account holds no positions."
        {...(onSymbolChosen ? { onRowActivate: (r: PositionRow) => onSymbolChosen(r.position.symbol) } : {})}
        onRowKeyDown={(event, r) => {
          // B / S on a focused row: a buy or sell ticket for that position's instrument.
          const side = tradeSideOfKey(event.key);
          if (!side) return;
          event.preventDefault();
          openTicket({ symbol: r.position.symbol, side });
        }}
      />
    </div>
  );
}
