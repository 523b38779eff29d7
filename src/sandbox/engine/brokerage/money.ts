// Decimal and time formatting shared by the brokerage: amounts are decimal values inside (the decimal
// core's SandboxDecimal, read by its parse rules) and strings on the wire; times are epoch ms inside
// and RFC 3339 with nanoseconds on the wire.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import { isPlainDecimal } from '@/domain/decimal/exact';

export { Decimal };
export const ZERO = new Decimal(0);

export const dec = (value: Decimal.Value | null | undefined): Decimal =>
  value === null || value === undefined || value === '' ? ZERO : new Decimal(value);

/** Money with two decimals, e.g. "1234.50". */
export const money = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2);

/** A quantity without trailing zeros, e.g. "10" or "12.5". */
export const qty = (value: Decimal.Value): string => new Decimal(value).toDecimalPlaces(9).toFixed();

/** A price: at least two decimals, at most four. */
export function price(value: Decimal.Value): string {
  const d = new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_EVEN);
  return d.decimalPlaces() <= 2 ? d.toFixed(2) : d.toFixed();
}

/** A percentage with two decimals. */
export const pct = (numerator: Decimal, denominator: Decimal): string | null =>
  denominator.isZero() ? null : money(numerator.div(denominator.abs()).times(100));

/** Parses a decimal string strictly (no exponent, no spaces); undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  return isPlainDecimal(text) ? new Decimal(text) : undefined;
}

/** RFC 3339 UTC with nine fractional digits; `nanos` (0–999999) adds sub-millisecond precision. */
export function rfc3339(ms: number, nanos = 0): string {
  const iso = new Date(ms).toISOString(); // 2025-10-31T13:30:00.000Z
  return `${iso.slice(0, 23)}${String(nanos).padStart(6, '0')}Z`;
}

export function parseTimeMs(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`not a date-time: ${text}`);
  return ms;
}

const nyDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in New York at `ms`, YYYY-MM-DD. */
export const newYorkDate = (ms: number): string => nyDate.format(new Date(ms));

export { addDays } from '@/lib/iso-date';
