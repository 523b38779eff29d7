// A result cell as text, by the column's type (CURR_USD, PERCENT) and the field's value type.
import { formatCompact, formatMoney, formatPercent, formatQuantity, MISSING } from '@/lib/format';

const BIG = 1_000_000;

export function formatCell(
  value: string | number | null,
  type: string | null | undefined,
  valueType?: unknown,
): string {
  if (value === null || value === '') return MISSING;
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    if (type === 'PERCENT') return formatPercent(value);
    if (type === 'CURR_USD')
      return Math.abs(n) >= BIG
        ? `$${formatCompact(value, { decimals: 2 })}`
        : formatMoney(value, { currency: 'USD' });
    if (valueType === 'INTEGER')
      return Math.abs(n) >= BIG ? formatCompact(value, { decimals: 2 }) : formatQuantity(value);
    return formatQuantity(value, { maxDecimals: 4 });
  }
  if (valueType === 'ANALYST_RATING' || /^[A-Z][A-Z_]+$/.test(value))
    return value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
  return value;
}
