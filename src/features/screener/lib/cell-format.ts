// A result cell as text, by the column's type (CURR_USD, PERCENT) and the field's value type. A
// change (a day's change, a lookback's, a growth rate) is signed, and coloured by its cell.
import {
  formatCompact,
  formatMoney,
  formatPercent,
  formatPrice,
  formatQuantity,
  MISSING,
} from '@/domain/decimal/format';

const BIG = 1_000_000;

export interface CellFormatOptions {
  /** "+1.25%", "-$0.50": the value is a change. */
  signed?: boolean;
}

export function formatCell(
  value: string | number | null | undefined,
  type: string | null | undefined,
  valueType?: unknown,
  { signed = false }: CellFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    const sign = signed ? 'always' : 'negative';
    if (type === 'PERCENT') return formatPercent(value, { sign });
    if (type === 'CURR_USD') {
      if (Math.abs(n) < BIG) return formatMoney(value, { currency: 'USD', sign });
      return formatCompact(value, { decimals: 2, currency: 'USD', sign });
    }
    if (valueType === 'INTEGER')
      return Math.abs(n) >= BIG ? formatCompact(value, { decimals: 2 }) : formatQuantity(value, { sign });
    // Ratios and other decimals: two places at least (a P/E of 27.50 beside 25.83, not 27.5).
    return formatPrice(value, { sign });
  }
  if (valueType === 'ANALYST_RATING' || /^[A-Z][A-Z_]+$/.test(value))
    return value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
  return value;
}

/** -1, 0 or 1: the tone of a signed cell. */
export function signOf(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 0;
  return text.startsWith('-') ? (/[1-9]/.test(text) ? -1 : 0) : /[1-9]/.test(text) ? 1 : 0;
}
