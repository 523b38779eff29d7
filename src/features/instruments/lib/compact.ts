// Large figures the way research screens show them: 2.85T, 412.3B, 18.2M (decimal math, no floats).
import { parseDecimal, type DecimalInput } from '@/api/decimal';
import { MISSING } from '@/lib/format';

const UNITS: Array<[number, string]> = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
];

export function formatCompact(value: DecimalInput, options: { currency?: boolean } = {}): string {
  const d = parseDecimal(value);
  if (!d) return MISSING;
  const abs = d.abs();
  const sign = d.isNegative() && !d.isZero() ? '-' : '';
  const prefix = `${sign}${options.currency ? '$' : ''}`;
  for (const [exp, unit] of UNITS) {
    const scale = parseDecimal(`1e${exp}`)!;
    if (abs.greaterThanOrEqualTo(scale)) return `${prefix}${abs.div(scale).toFixed(2)}${unit}`;
  }
  return `${prefix}${abs.toFixed(abs.isInteger() ? 0 : 2)}`;
}
