// Decimal arithmetic for money, prices, quantities and percentages. Amounts arrive as decimal
// strings and stay decimals until they become text (src/lib/format.ts): no float touches money.
// Nullable in, nullable out: a missing field (`null`/`undefined`/unparseable) propagates as `null`.
// The only module that imports decimal.js (eslint.config.js enforces it).
import DecimalJs from 'decimal.js';

/** Our own constructor, so other code changing decimal.js's global settings cannot affect money. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

/** Anything a wire field may hold. Numbers are accepted for integer fields (sizes, volumes). */
export type DecimalInput = string | number | DecimalJs | null | undefined;

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** `"12.50"` → Decimal; `null`, `undefined`, `""`, `"abc"`, NaN and ±Infinity → null. */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (value instanceof DecimalJs) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Decimal(text);
}

/** What a user may type as an amount: digits with one optional point, no exponent, sign only if allowed. */
const TYPED_UNSIGNED = /^(\d+\.?\d*|\.\d+)$/;
const TYPED_SIGNED = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Text a user typed into an amount field → Decimal, or null when it is not a plain decimal
 * ("1e3", "12,5", "abc", "" are refused: an amount is never guessed).
 */
export function parseTypedDecimal(text: string, options: { signed?: boolean } = {}): Decimal | null {
  const t = text.trim();
  return (options.signed ? TYPED_SIGNED : TYPED_UNSIGNED).test(t) ? new Decimal(t) : null;
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

/** -1, 0 or 1; missing values sort after every present value (in either direction of a table sort). */
export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return x.comparedTo(y) as -1 | 0 | 1;
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
