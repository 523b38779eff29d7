// Statement cells: money compact with the sign kept ("-$1.24B"), EPS with cents, share counts compact.
import { formatPrice, formatCompact } from '@/domain/decimal/format';
import { lineUnit } from './statement-rows';

export function formatLine(field: string, value: unknown, currency: string): string {
  const v = typeof value === 'string' ? value : null;
  const unit = lineUnit(field);
  if (unit === 'per-share') return formatPrice(v, { decimals: 2 });
  if (unit === 'shares') return formatCompact(v, { decimals: 2 });
  return formatCompact(v, { decimals: 2, currency: currency === 'USD' ? 'USD' : null });
}

/** CSV of what is shown: one line per line item, one column per fiscal period, raw decimal values. */
export function statementCsv(
  fields: readonly string[],
  labels: (f: string) => string,
  columns: ReadonlyArray<{ label: string; row: Record<string, unknown> }>,
): string {
  const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const head = ['Line item', ...columns.map((c) => c.label)].map(quote).join(',');
  const lines = fields.map((f) =>
    [labels(f), ...columns.map((c) => (typeof c.row[f] === 'string' ? (c.row[f] as string) : ''))]
      .map(quote)
      .join(','),
  );
  return [head, ...lines].join('\n') + '\n';
}

export function downloadText(filename: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
