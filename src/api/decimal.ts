// Decimal arithmetic and formatting for money, prices, quantities and percentages. Amounts arrive as
// decimal strings and stay decimals until they become text: no float ever touches money here.
// Nullable in, nullable out: a missing field (`null`/`undefined`/unparseable) propagates as `null`
// and formats as an em dash, so screens never show "NaN" or a made-up zero.
import DecimalJs from 'decimal.js';

/** Our own constructor, so other code changing decimal.js's global settings cannot affect money. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

/** Anything a wire field may hold. Numbers are accepted for integer fields (sizes, volumes). */
export type DecimalInput = string | number | DecimalJs | null | undefined;

const DECIMAL_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Text shown for a missing value. */
export const MISSING = '—';

/** `"12.50"` → Decimal; `null`, `undefined`, `""`, `"abc"`, NaN and ±Infinity → null. */
export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (value instanceof DecimalJs) return value.isFinite() ? new Decimal(value) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  if (!DECIMAL_TEXT.test(text)) return null;
  return new Decimal(text);
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

export type SignDisplay = 'negative' | 'always' | 'never';

export interface FormatOptions {
  /** Digits after the point (rounded half up). */
  decimals?: number;
  /** Thousands separators in the integer part (default true). */
  grouping?: boolean;
  /** `negative` (default): "-" only; `always`: "+" for positives too; `never`: absolute value. */
  sign?: SignDisplay;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The core formatter: fixed decimals, grouping, sign. Zero never shows a sign. */
export function formatDecimal(value: DecimalInput, options: FormatOptions = {}): string {
  const d = parseDecimal(value);
  if (!d) return MISSING;
  const decimals = options.decimals ?? 2;
  const fixed = d.abs().toFixed(decimals, DecimalJs.ROUND_HALF_UP);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = options.grouping === false ? integer : groupThousands(integer);
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  const roundedZero = new Decimal(fixed).isZero();
  const signDisplay = options.sign ?? 'negative';
  if (roundedZero || signDisplay === 'never') return body;
  if (d.isNegative()) return `-${body}`;
  return signDisplay === 'always' ? `+${body}` : body;
}

export interface MoneyOptions extends FormatOptions {
  /** ISO currency: USD shows "$"; any other code is appended ("1,000.00 EUR"). Omit for a bare number. */
  currency?: string | null | undefined;
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$' };

/** `"-1234.5"` → `"-$1,234.50"`. Two decimals unless told otherwise. */
export function formatMoney(value: DecimalInput, options: MoneyOptions = {}): string {
  const text = formatDecimal(value, { decimals: 2, ...options });
  if (text === MISSING || !options.currency) return text;
  const symbol = CURRENCY_SYMBOLS[options.currency.toUpperCase()];
  if (!symbol) return `${text} ${options.currency.toUpperCase()}`;
  const signChar = text[0] === '-' || text[0] === '+' ? text[0] : '';
  return `${signChar}${symbol}${text.slice(signChar.length)}`;
}

/** A price: 2 decimals, or 4 below one dollar (sub-penny quotes), unless told otherwise. */
export function formatPrice(value: DecimalInput, options: FormatOptions = {}): string {
  const d = parseDecimal(value);
  const decimals = options.decimals ?? (d && d.abs().lessThan(1) && !d.isZero() ? 4 : 2);
  return formatDecimal(d, { ...options, decimals });
}

/**
 * A quantity (shares or contracts). With `decimals` it is fixed; without, it shows as many as the
 * value has (up to `maxDecimals`, default 6), so "100" stays "100" and "0.5" stays "0.5".
 */
export function formatQuantity(
  value: DecimalInput,
  options: FormatOptions & { maxDecimals?: number } = {},
): string {
  const d = parseDecimal(value);
  if (!d) return MISSING;
  const decimals =
    options.decimals ??
    Math.min(d.toDecimalPlaces(options.maxDecimals ?? 6).decimalPlaces(), options.maxDecimals ?? 6);
  return formatDecimal(d, { ...options, decimals });
}

export interface PercentOptions extends FormatOptions {
  /** The value is a ratio (0.0125) rather than percent units (1.25). */
  ratio?: boolean;
}

/** `"1.2345"` (percent units, as the API sends `change_percent`) → `"1.23%"`. */
export function formatPercent(value: DecimalInput, options: PercentOptions = {}): string {
  const d = parseDecimal(value);
  const text = formatDecimal(d && options.ratio ? d.times(100) : d, { decimals: 2, ...options });
  return text === MISSING ? text : `${text}%`;
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
