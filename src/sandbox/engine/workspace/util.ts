// Small helpers shared by the workspace services: timestamps, calendar arithmetic on YYYY-MM-DD
// strings, stable hashes (deterministic variation without drawing from a stream) and rounding.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import { isDecimalText } from '@/domain/decimal/exact';

/** RFC 3339 UTC timestamp of an epoch-milliseconds instant. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

function parseDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const formatDay = (d: Date): string => d.toISOString().slice(0, 10);

export { addDays, isIsoDate } from '@/lib/iso-date';

/** Calendar months later (or earlier when negative), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const d = parseDay(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return formatDay(target);
}

/** FNV-1a: a stable unsigned 32-bit hash of a text. */
export function hash32(text: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** A stable number in [0, 1) for a label. */
export const unit = (label: string): number => hash32(label) / 4294967296;

/** A decimal (string or Decimal) rounded to `dp` places, as a JSON number. */
export function roundNumber(value: Decimal.Value, dp: number): number {
  return new Decimal(value).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP).toNumber();
}

/** Parses a decimal string; undefined for null, empty or malformed input. */
export function decimalOf(value: string | number | null | undefined): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : undefined;
  return isDecimalText(value.trim()) ? new Decimal(value.trim()) : undefined;
}

/** "$1.23T", "$45.6B", "$789.0M" for large dollar amounts. */
export function compactUsd(value: Decimal.Value): string {
  const d = new Decimal(value);
  const abs = d.abs();
  const sign = d.isNegative() ? '-' : '';
  if (abs.gte(1e12)) return `${sign}$${abs.div(1e12).toFixed(2)}T`;
  if (abs.gte(1e9)) return `${sign}$${abs.div(1e9).toFixed(1)}B`;
  if (abs.gte(1e6)) return `${sign}$${abs.div(1e6).toFixed(1)}M`;
  const [whole = '0', cents = '00'] = abs.toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "12.3M", "456.7K" for share counts. */
export function compactCount(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)}K`;
  return String(value);
}

export const signed = (d: Decimal, dp = 2): string => (d.isNegative() ? '' : '+') + d.toFixed(dp);

const grouped = (d: Decimal): string => {
  const [whole = '0', cents = '00'] = d.abs().toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

/** Negative once shown in cents ("-0.004" shows as "0.00", with no sign). */
const showsNegative = (d: Decimal): boolean => d.isNegative() && d.abs().toFixed(2) !== '0.00';

/** A dollar amount as people write it: "$51,743.81", "-$1,204.50". */
export const usdAmount = (value: Decimal.Value): string => {
  const d = new Decimal(value);
  return `${showsNegative(d) ? '-' : ''}$${grouped(d)}`;
};

/** A signed dollar change: "+$51,743.81", "-$1,204.50". */
export const signedUsd = (value: Decimal.Value): string => {
  const d = new Decimal(value);
  return `${showsNegative(d) ? '-' : '+'}$${grouped(d)}`;
};
