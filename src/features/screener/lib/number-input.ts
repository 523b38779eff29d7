// Numbers as a trader types them into a filter: "10B", "$1.5M", "2,500", "3%", "-0.25". Parsed with
// decimal arithmetic into the plain decimal string the request carries, and shown back in the same
// compact form so a saved value reads as it was typed.
import { Decimal } from '@/domain/decimal/decimal';

const SCALE: Record<string, number> = { K: 3, M: 6, B: 9, T: 12 };
const NUMBER = /^([+-]?)\$?\s*([+-]?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)\s*([KMBT])?\s*(%)?$/i;

export type NumberFormat = 'CURR_USD' | 'PERCENT' | null | undefined;

export type ParsedNumber = { ok: true; value: string } | { ok: false; message: string };

/** The unit hint shown next to a number field. */
export function unitHint(format: NumberFormat): string {
  if (format === 'CURR_USD') return 'USD; K, M, B, T accepted (10B)';
  if (format === 'PERCENT') return 'percent (3 = 3%)';
  return 'number; K, M, B accepted';
}

/** A typed number → a plain decimal string ("10B" → "10000000000"); the message says why not. */
export function parseNumberInput(text: string, format: NumberFormat, integer = false): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a number.' };
  const match = NUMBER.exec(trimmed);
  if (!match) return { ok: false, message: `“${trimmed}” is not a number (examples: 250, 1.5M, 10B).` };
  const [, sign1 = '', sign2 = '', digits = '', suffix, percent] = match;
  if (sign1 && sign2) return { ok: false, message: `“${trimmed}” has two signs.` };
  if (percent && format !== 'PERCENT')
    return { ok: false, message: 'This field is not a percentage; enter a plain number.' };
  if (trimmed.includes('$') && format !== 'CURR_USD')
    return { ok: false, message: 'This field is not a dollar amount; enter a plain number.' };
  let value = new Decimal(digits.replace(/,/g, ''));
  if (suffix) value = value.times(new Decimal(10).pow(SCALE[suffix.toUpperCase()] ?? 0));
  if (sign1 === '-' || sign2 === '-') value = value.negated();
  if (integer && !value.isInteger()) return { ok: false, message: 'This field takes whole numbers.' };
  return { ok: true, value: value.toFixed() };
}

/** A wire number back into input text: "10000000000" → "10B" (only when exact), else as is. */
export function formatNumberInput(value: string | number): string {
  const d = new Decimal(value);
  const abs = d.abs();
  for (const [suffix, exponent] of [
    ['T', 12],
    ['B', 9],
    ['M', 6],
  ] as const) {
    const unit = new Decimal(10).pow(exponent);
    if (abs.gte(unit)) {
      const scaled = d.div(unit);
      // Only when the compact form carries every digit (1.25B yes, 1.2345678B no).
      if (scaled.decimalPlaces() <= 3) return `${scaled.toFixed()}${suffix}`;
      break;
    }
  }
  return d.toFixed();
}
