// Fiscal-period columns of a statement: one period type, newest first, labelled "FY2025 Q3", and
// year-over-year growth against the same period a year earlier, only when that period is loaded.
import { pctChange, type Decimal } from '@/domain/decimal/decimal';
import type { StatementRow } from '@/api/resources/instruments';

export type PeriodType = 'QUARTERLY' | 'ANNUAL' | 'TTM';

export const periodKey = (row: Pick<StatementRow, 'year' | 'period'>) => `${row.year}|${row.period}`;

export function columnLabel(row: Pick<StatementRow, 'year' | 'period' | 'period_type'>): string {
  if (row.period_type === 'ANNUAL' || row.period === 'FY') return `FY${row.year}`;
  return `FY${row.year} ${row.period}${row.period_type === 'TTM' ? ' TTM' : ''}`;
}

const PERIOD_RANK = (p: string) => {
  const q = /^Q(\d)$/.exec(p);
  return q ? Number(q[1]) : p === 'H1' ? 2 : p === 'H2' ? 4 : 5;
};

/** The rows of one period type, newest first, without duplicate periods. */
export function statementColumns(rows: readonly StatementRow[], type: PeriodType): StatementRow[] {
  const seen = new Set<string>();
  return rows
    .filter((r) => r.period_type === type)
    .sort((a, b) => b.year - a.year || PERIOD_RANK(b.period) - PERIOD_RANK(a.period))
    .filter((r) => {
      const k = periodKey(r);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

/** Growth of `field` in `row` against the same period of the previous fiscal year (null: none loaded). */
export function yoyGrowth(
  columns: readonly StatementRow[],
  row: StatementRow,
  field: string,
): Decimal | null {
  const prior = columns.find((c) => c.year === row.year - 1 && c.period === row.period);
  if (!prior) return null;
  const before = prior[field];
  const now = row[field];
  if (typeof before !== 'string' || typeof now !== 'string') return null;
  return pctChange(before, now);
}
