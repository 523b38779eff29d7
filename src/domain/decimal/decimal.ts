// The decimal core's arithmetic for money, prices, quantities and percentages (decimal.js, for math
// that is not per tick). Amounts arrive as decimal strings and stay decimals until they become text
// (format.ts): no float touches money. Text is read by the core's one parser rules (exact.ts).
// Nullable in, nullable out: a missing field (`null`/`undefined`/unparseable) propagates as `null`.
// The only module that imports decimal.js (eslint.config.js enforces it).
import DecimalJs from 'decimal.js';
import { isDecimalText, isTypedDecimal } from './exact';

/** Our own constructor, so other code changing decimal.js's global settings cannot affect money. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

/** Anything a wire field may hold. Numbers are accepted for integer fields (sizes, volumes). */
export type DecimalInput = string | number | DecimalJs | null | undefined;

/** `"12.50"` → Decimal; `null`, `undefined`, `""`, `"abc"`, NaN and ±Infinity → null. */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (value instanceof DecimalJs) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  if (!isDecimalText(text)) return null;
  return new Decimal(text);
}

/**
 * Text a user typed into an amount field → Decimal, or null when it is not a plain decimal
 * ("1e3", "12,5", "abc", "" are refused: an amount is never guessed).
 */
export function parseTypedDecimal(text: string, options: { signed?: boolean } = {}): Decimal | null {
  const t = text.trim();
  return isTypedDecimal(t, options) ? new Decimal(t) : null;
}

/** Like parseDecimal, but a missing value becomes `fallback` (zero by default). */
export function decimalOr(value: DecimalInput, fallback: DecimalInput = 0): Decimal {
  return parseDecimal(value) ?? parseDecimal(fallback) ?? new Decimal(0);
}

function both(a: DecimalInput, b: DecimalInput): [Decimal, Decimal] | null {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return x && y ? [x, y] : null;
}

export function add(a: DecimalInput, b: DecimalInput): Decimal | null {
  const p = both(a, b);
  return p && p[0].plus(p[1]);
}

export function sub(a: DecimalInput, b: DecimalInput): Decimal | null {
  const p = both(a, b);
  return p && p[0].minus(p[1]);
}

export function mul(a: DecimalInput, b: DecimalInput): Decimal | null {
  const p = both(a, b);
  return p && p[0].times(p[1]);
}

/** a / b; null when either is missing or b is zero. */
export function div(a: DecimalInput, b: DecimalInput): Decimal | null {
  const p = both(a, b);
  return p && !p[1].isZero() ? p[0].dividedBy(p[1]) : null;
}

/** Sum of the values present (missing ones are skipped); zero for an empty list. */
export function sum(values: Iterable<DecimalInput>): Decimal {
  let total = new Decimal(0);
  for (const value of values) {
    const d = parseDecimal(value);
    if (d) total = total.plus(d);
  }
  return total;
}

/** Percent change from `from` to `to` (`100 → 110` is `10`); null when `from` is missing or zero. */
export function pctChange(from: DecimalInput, to: DecimalInput): Decimal | null {
  const p = both(from, to);
  if (!p || p[0].isZero()) return null;
  return p[1].minus(p[0]).dividedBy(p[0].abs()).times(100);
}

/** -1, 0 or 1 (zero has no sign, including "-0"); null when missing. */
export function sign(value: DecimalInput): -1 | 0 | 1 | null {
  const d = parseDecimal(value);
  if (!d) return null;
  return d.isZero() ? 0 : d.isNegative() ? -1 : 1;
}

export function isZero(value: DecimalInput): boolean {
  return parseDecimal(value)?.isZero() ?? false;
}

/** Back to the wire: a plain decimal string without exponent (`1e-7` → `"0.0000001"`). */
export function toWire(value: DecimalInput, decimals?: number): string | null {
  const d = parseDecimal(value);
  if (!d) return null;
  return decimals === undefined ? d.toFixed() : d.toFixed(decimals, DecimalJs.ROUND_HALF_UP);
}

/** A float for drawing only (chart coordinates); never for arithmetic. */
export function toChartNumber(value: DecimalInput): number | null {
  const d = parseDecimal(value);
  return d ? d.toNumber() : null;
}

/**
 * decimal.js with its own default settings (precision 20), for the sandbox only: the simulated
 * server's figures were generated with them and must not move. The app uses Decimal above.
 */
export { default as SandboxDecimal } from 'decimal.js';
