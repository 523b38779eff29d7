// Positions in the shared DataTable, valued at live prices: each row's last price comes from the
// quote store, and market value and P&L follow it (decimal math) until the next refetch. Sortable
// on every column (live values included), with a totals row; long and short rows are marked.
import { useMemo } from 'react';
import { toWire, type Decimal } from '@/api/decimal';
import { formatMoney, formatPercent, formatPrice, formatQuantity } from '@/lib/format';
import type { Position } from '@/api/schemas/positions';
import { DataTable, type RowActions } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/column';
import { QuoteAge } from '@/components/live/quote-cell';
import { AddToWatchlistMenu } from '@/components/watchlists/add-to-watchlist-menu';
import { openTicket } from '@/lib/ticket-intent';
import { useQuote, useQuotes } from '@/live/hooks';
import { toneOf } from '../tone';
import { positionTotals, valuePosition, type LivePosition } from './position-math';
import { SymbolLink } from '@/components/symbol-link';

const ROW_HEIGHT = 30;
const typeLabels: Record<string, string> = {
  COMMON_STOCK: 'Stock',
  INDEX: 'Index',
  OPTION: 'Option',
  CASH: 'Cash',
};
const MAX_HEIGHT = 520;

const signed = (value: Decimal | null, testId?: string) => (
  <span className={`mono ${toneOf(value)}`} data-testid={testId}>
    {formatMoney(value, { sign: 'always' })}
  </span>
);
const signedPct = (value: Decimal | null) => (
  <span className={`mono ${toneOf(value)}`}>{formatPercent(value, { sign: 'always' })}</span>
);
const header = (label: string, title: string) => <span title={title}>{label}</span>;

/** The live last price with its age; greyed with the title "stale" when the feed has gone quiet. */
function LastPrice({ row }: { row: LivePosition }) {
  const stale = useQuote(row.position.symbol, (quote) => quote?.stale ?? false);
  const title = !row.live ? 'Last known price from the server' : stale ? 'stale' : 'Live';
  return (
    <span className={`mono ${!row.live ? 'muted' : stale ? 'stale' : ''}`} title={title}>
      <span data-testid={`last-${row.position.symbol}`}>{formatPrice(row.lastPrice)}</span>
      {stale && <span className="visually-hidden"> (stale)</span>}
      {row.live && <QuoteAge symbol={row.position.symbol} />}
    </span>
  );
}

function positionColumns(
  totals: ReturnType<typeof positionTotals>,
  count: number,
): Array<DataColumn<LivePosition>> {
  return [
    {
      id: 'symbol',
      width: 230,
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
      total: <strong>Total ({count} positions)</strong>,
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
      align: 'right',
      accessor: (r) => r.position.quantity,
      cell: (r) => <span className="mono">{formatQuantity(r.position.quantity)}</span>,
    },
    {
      id: 'available',
      width: 92,
      header: header('Available', 'Quantity free to trade (not held by open orders)'),
      align: 'right',
      accessor: (r) => r.position.available_quantity,
      cell: (r) => <span className="mono">{formatQuantity(r.position.available_quantity)}</span>,
    },
    {
      id: 'avgPrice',
      width: 92,
      header: 'Avg price',
      align: 'right',
      accessor: (r) => r.position.avg_price,
      cell: (r) => <span className="mono">{formatPrice(r.position.avg_price)}</span>,
    },
    {
      id: 'costBasis',
      width: 110,
      header: 'Cost basis',
      align: 'right',
      accessor: (r) => r.position.cost_basis,
      cell: (r) => <span className="mono">{formatMoney(r.position.cost_basis)}</span>,
      total: <span className="mono">{formatMoney(totals.costBasis)}</span>,
    },
    {
      id: 'lastPrice',
      width: 120,
      header: header('Last', 'Live last trade price (the server’s price until a quote arrives)'),
      align: 'right',
      accessor: (r) => toWire(r.lastPrice),
      cell: (r) => <LastPrice row={r} />,
    },
    {
      id: 'marketValue',
      width: 116,
      header: 'Market value',
      align: 'right',
      accessor: (r) => toWire(r.marketValue),
      cell: (r) => (
        <span className="mono" data-testid={`value-${r.position.symbol}`}>
          {formatMoney(r.marketValue)}
        </span>
      ),
      total: (
        <span className="mono" data-testid="total-market-value">
          {formatMoney(totals.marketValue)}
        </span>
      ),
    },
    {
      id: 'unrealized',
      width: 128,
      header: 'Unrealized P&L',
      align: 'right',
      accessor: (r) => toWire(r.unrealizedPnl),
      cell: (r) => signed(r.unrealizedPnl),
      total: signed(totals.unrealizedPnl, 'total-unrealized'),
    },
    {
      id: 'unrealizedPct',
      width: 108,
      header: header('Unrealized %', 'Unrealized P&L as a percentage of the cost basis'),
      align: 'right',
      accessor: (r) => toWire(r.unrealizedPnlPct),
      cell: (r) => signedPct(r.unrealizedPnlPct),
    },
    {
      id: 'daily',
      width: 104,
      header: header('Daily P&L', 'Unrealized P&L since the prior close'),
      align: 'right',
      accessor: (r) => toWire(r.dailyPnl),
      cell: (r) => signed(r.dailyPnl),
      total: signed(totals.dailyPnl),
    },
    {
      id: 'dailyPct',
      width: 76,
      header: header('Daily %', 'Daily P&L as a percentage of the position’s value at the prior close'),
      align: 'right',
      accessor: (r) => toWire(r.dailyPnlPct),
      cell: (r) => signedPct(r.dailyPnlPct),
    },
    {
      id: 'dailyRealized',
      width: 116,
      header: header('Daily realized', 'P&L realized today by reducing this position'),
      align: 'right',
      accessor: (r) => toWire(r.dailyRealizedPnl),
      cell: (r) => signed(r.dailyRealizedPnl),
      total: signed(totals.dailyRealizedPnl),
    },
    {
      id: 'closingPrice',
      width: 76,
      header: header('Close', 'Closing price used to value the position on the last trading day'),
      align: 'right',
      accessor: (r) => r.position.closing_price,
      cell: (r) => <span className="mono">{formatPrice(r.position.closing_price)}</span>,
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
): RowActions<LivePosition> {
  return {
    label: 'Actions',
    width: 160,
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
}

export function PositionsTable({ positions, onClose, closeDisabled = false }: PositionsTableProps) {
  const quotes = useQuotes(positions.map((p) => p.symbol));
  const rows = useMemo(
    () => positions.map((position, i) => valuePosition(position, quotes[i]?.last_price)),
    [positions, quotes],
  );
  const totals = positionTotals(rows);
  const columns = positionColumns(totals, rows.length);
  return (
    <div className="positions-table">
      <DataTable
        label="Positions"
        rows={rows}
        columns={columns}
        rowActions={positionActions(onClose, closeDisabled)}
        getRowKey={(r) => r.position.instrument_id}
        rowHeight={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        showTotals
        initialSort={{ columnId: 'symbol', direction: 'asc' }}
        empty="This account holds no positions."
        onRowKeyDown={(event, r) => {
          // B / S on a focused row: a buy or sell ticket for that position's instrument.
          const side =
            event.key === 'b' || event.key === 'B'
              ? 'BUY'
              : event.key === 's' || event.key === 'S'
                ? 'SELL'
                : null;
          if (!side) return;
          event.preventDefault();
          openTicket({ symbol: r.position.symbol, side });
        }}
      />
    </div>
  );
}
