// The history as a table: one row per day, every field, newest first.
import type { DataColumn } from '@/components/data-table/column';
import { StaticTable } from '@/components/data-table/static-table';
import { formatMoney } from '@/domain/decimal/format';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import { toneOf } from '../tone';
import { dailyPnl, sortSegments } from './history-summary';

const amountColumns: Array<[keyof PortfolioHistorySegment & string, string, boolean]> = [
  ['sod_equity', 'SOD equity', false],
  ['eod_equity', 'EOD equity', false],
  ['realized_pnl', 'Realized P&L', true],
  ['unrealized_pnl', 'Unrealized P&L', true],
  ['day_pnl', 'Day P&L', true],
  ['net_pnl', 'Net P&L', true],
  ['position_pnl', 'Position P&L', true],
  ['bought_notional', 'Bought', false],
  ['sold_notional', 'Sold', false],
];

const columns: Array<DataColumn<PortfolioHistorySegment>> = [
  { id: 'date', header: 'Date', rowHeader: true, className: 'mono', cell: (segment) => segment.date },
  ...amountColumns.map(([key, label, signed]): DataColumn<PortfolioHistorySegment> => {
    const text = (segment: PortfolioHistorySegment) => {
      const value = segment[key];
      return typeof value === 'string' ? value : null;
    };
    return {
      id: key,
      header: label,
      align: 'right',
      className: (segment) => `mono ${signed ? toneOf(text(segment)) : ''}`,
      cell: (segment) => formatMoney(text(segment), signed ? { sign: 'always' } : {}),
    };
  }),
  {
    id: 'daily-pnl',
    header: 'Daily P&L',
    headerTitle: 'Net P&L, or realized + unrealized when net is absent',
    align: 'right',
    className: (segment) => `mono ${toneOf(dailyPnl(segment))}`,
    cell: (segment) => formatMoney(dailyPnl(segment), { sign: 'always' }),
  },
];

export function HistoryTable({ segments }: { segments: readonly PortfolioHistorySegment[] }) {
  const rows = sortSegments(segments).reverse();
  return (
    <div className="table-scroll">
      <StaticTable
        label="Portfolio history by day"
        rows={rows}
        columns={columns}
        getRowKey={(segment) => segment.date}
      />
    </div>
  );
}
