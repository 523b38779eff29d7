// The history as CSV: every field of every segment, amounts exactly as the server sent them.
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import { dailyPnl, sortSegments } from './history-summary';

export const HISTORY_CSV_COLUMNS = [
  'date',
  'sod_equity',
  'eod_equity',
  'realized_pnl',
  'unrealized_pnl',
  'day_pnl',
  'net_pnl',
  'position_pnl',
  'bought_notional',
  'sold_notional',
] as const;

const cell = (value: string | null | undefined) => {
  const text = value ?? '';
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function historyToCsv(segments: readonly PortfolioHistorySegment[]): string {
  const header = [...HISTORY_CSV_COLUMNS, 'daily_pnl_used'].join(',');
  const lines = sortSegments(segments).map((s) =>
    [...HISTORY_CSV_COLUMNS.map((key) => cell(s[key])), dailyPnl(s).toFixed()].join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

export { downloadCsv } from '@/lib/download';
