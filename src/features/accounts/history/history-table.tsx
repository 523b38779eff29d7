// The history as a table: one row per day, every field, newest first.
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

export function HistoryTable({ segments }: { segments: readonly PortfolioHistorySegment[] }) {
  const rows = sortSegments(segments).reverse();
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Portfolio history by day">
        <thead>
          <tr>
            <th scope="col">Date</th>
            {amountColumns.map(([key, label]) => (
              <th key={key} scope="col" className="num">
                {label}
              </th>
            ))}
            <th scope="col" className="num" title="Net P&L, or realized + unrealized when net is absent">
              Daily P&L
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((segment) => {
            const pnl = dailyPnl(segment);
            return (
              <tr key={segment.date}>
                <th scope="row" className="mono">
                  {segment.date}
                </th>
                {amountColumns.map(([key, , signed]) => {
                  const value = segment[key];
                  const text = typeof value === 'string' ? value : null;
                  return (
                    <td key={key} className={`num mono ${signed ? toneOf(text) : ''}`}>
                      {formatMoney(text, signed ? { sign: 'always' } : {})}
                    </td>
                  );
                })}
                <td className={`num mono ${toneOf(pnl)}`}>{formatMoney(pnl, { sign: 'always' })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
