// The loaded results as CSV: one column per result column (its title), values exactly as served.
import type { ScreenerRow } from '@/api/schemas/screener';

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote separators, and defuse spreadsheet formulas in text cells.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function resultsToCsv(rows: readonly ScreenerRow[], headers: readonly string[]): string {
  const lines = [headers.map(cell).join(',')];
  for (const row of rows) lines.push(row.map((c) => cell(c.value)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
