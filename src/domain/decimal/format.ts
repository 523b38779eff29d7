// The one number format module: prices, money, percentages, signed changes, compact figures
// (10.2B) and quantities, from the decimal strings the API sends. It works on exact integers
// (BigInt digits and a scale), never on floats, so "0.1" + rounding can never show "0.10000001".
// Part of the decimal core (src/domain/decimal): formatting needs no arithmetic beyond shifting the
// point and rounding, which exact.ts does on BigInt exactly, so it loads no decimal.js. A default
// price on a live cell takes the safe-integer fast path of fast.ts (no BigInt, no allocation but
// the text).
// Missing or unparseable values format as an em dash, never "NaN" or a made-up zero.
//
// Tabular numerals: show the text in an element with NUMERIC_CELL (right-aligned table cell) or
// TABULAR (inline figure) so digits line up; both classes set `font-variant-numeric: tabular-nums`.

import {
  parseExact as parse,
  roundExact as round,
  shiftExact as shift,
  significantScale,
  type Exact,
  type Numeric,
} from './exact';
import { fastPriceText } from './fast';

/** Class for a numeric table cell: tabular numerals, right-aligned. */
export const NUMERIC_CELL = 'num';
/** Class for an inline figure: tabular monospace numerals. */
export const TABULAR = 'mono';

/** Text shown for a missing value. */
export const MISSING = '—';

export type { Numeric };

export type SignDisplay = 'negative' | 'always' | 'never';

export interface FormatOptions {
  /** Digits after the point (rounded half up, away from zero). */
  decimals?: number;
  /** Thousands separators in the integer part (default true). */
  grouping?: boolean;
  /** `negative` (default): "-" only; `always`: "+" for positives too; `never`: absolute value. */
  sign?: SignDisplay;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An exact value as text with `decimals` places; a value that rounds to zero has no sign. */
function render(d: Exact, decimals: number, options: FormatOptions): string {
  const r = round(d, decimals);
  const negative = r.units < 0n;
  const digits = (negative ? -r.units : r.units).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const grouped = options.grouping === false ? integer : groupThousands(integer);
  const body = decimals > 0 ? `${grouped}.${fraction}` : grouped;
  const signDisplay = options.sign ?? 'negative';
  if (r.units === 0n || signDisplay === 'never') return body;
  if (negative) return `-${body}`;
  return signDisplay === 'always' ? `+${body}` : body;
}

/** The core formatter: fixed decimals (default 2), grouping, sign. */
export function formatDecimal(value: Numeric, options: FormatOptions = {}): string {
  const d = parse(value);
  return d ? render(d, options.decimals ?? 2, options) : MISSING;
}

export interface MoneyOptions extends FormatOptions {
  /** ISO currency: USD shows "$"; any other code is appended ("1,000.00 EUR"). Omit for a bare number. */
  currency?: string | null | undefined;
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$' };

/** `"-1234.5"` → `"-1,234.50"`, with `currency: 'USD'` → `"-$1,234.50"`. Two decimals unless told. */
export function formatMoney(value: Numeric, options: MoneyOptions = {}): string {
  return withCurrency(formatDecimal(value, { decimals: 2, ...options }), options.currency);
}

/** "$" after the sign for USD ("-$1.24B"), any other code appended ("1.24B EUR"). */
function withCurrency(text: string, currency: string | null | undefined): string {
  if (text === MISSING || !currency) return text;
  const symbol = CURRENCY_SYMBOLS[currency.toUpperCase()];
  if (!symbol) return `${text} ${currency.toUpperCase()}`;
  const signChar = text[0] === '-' || text[0] === '+' ? text[0] : '';
  return `${signChar}${symbol}${text.slice(signChar.length)}`;
}

export interface PriceOptions extends FormatOptions {
  /** Fewest digits after the point when `decimals` is not given (default 2). */
  minDecimals?: number;
  /** Most digits after the point when `decimals` is not given (default 4: sub-penny quotes). */
  maxDecimals?: number;
}

/** A price keeps the server's precision between 2 and 4 decimals: "210.1" → "210.10", "0.0525", "98.505". */
export function formatPrice(value: Numeric, options?: PriceOptions): string {
  if (options === undefined) {
    if (typeof value === 'string') {
      const fast = fastPriceText(value);
      if (fast !== null) return fast;
    }
    options = {};
  }
  const d = parse(value);
  if (!d) return MISSING;
  const min = options.minDecimals ?? 2;
  const max = Math.max(min, options.maxDecimals ?? 4);
  const decimals = options.decimals ?? Math.min(max, Math.max(min, significantScale(d)));
  return render(d, decimals, options);
}

/**
 * A price as it is kept (an alert's level, whichever way it was set): the exact value, no grouping,
 * no "+", at least two decimals and no trailing zero beyond them: "270.2", "270.200" and "+270.20"
 * are all "270.20", "0.052500" is "0.0525". Never rounded. Null when it is not a decimal.
 */
export function normalizePrice(value: Numeric): string | null {
  const d = parse(value);
  return d ? render(d, Math.max(2, significantScale(d)), { grouping: false }) : null;
}

/**
 * A quantity (shares, contracts, volume). With `decimals` it is fixed; without, it shows as many
 * as the value has (up to `maxDecimals`, default 6), so "100" stays "100" and "0.5" stays "0.5".
 */
export function formatQuantity(
  value: Numeric,
  options: FormatOptions & { maxDecimals?: number } = {},
): string {
  const d = parse(value);
  if (!d) return MISSING;
  const max = options.maxDecimals ?? 6;
  const decimals = options.decimals ?? significantScale(round(d, Math.min(d.scale, max)));
  return render(d, decimals, options);
}

/**
 * A count of things ("1,234 accounts"), grouped like every figure here. Not `toLocaleString`: the
 * page's first Intl number format sets up ICU, 6–12 ms on the main thread of a cold load (it was the
 * accounts list's footer, on the critical path of its first render).
 */
export function formatCount(count: number): string {
  return formatQuantity(count, { decimals: 0 });
}

export interface PercentOptions extends FormatOptions {
  /** The value is a ratio (0.0125) rather than percent units (1.25). */
  ratio?: boolean;
}

/** `"1.2345"` (percent units, as the API sends `change_percent`) → `"1.23%"`. */
export function formatPercent(value: Numeric, options: PercentOptions = {}): string {
  const d = parse(value);
  if (!d) return MISSING;
  return `${render(options.ratio ? shift(d, 2) : d, options.decimals ?? 2, options)}%`;
}

/** A signed change: "+1.25", "-0.50", "0.00" (zero has no sign). Two decimals unless told. */
export function formatChange(value: Numeric, options: Omit<FormatOptions, 'sign'> = {}): string {
  return formatDecimal(value, { decimals: 2, ...options, sign: 'always' });
}

/** A signed percent change: "+1.25%", "-0.50%". */
export function formatPercentChange(value: Numeric, options: Omit<PercentOptions, 'sign'> = {}): string {
  return formatPercent(value, { ...options, sign: 'always' });
}

const COMPACT_UNITS = [
  { suffix: 'T', places: 12 },
  { suffix: 'B', places: 9 },
  { suffix: 'M', places: 6 },
  { suffix: 'K', places: 3 },
] as const;

export interface CompactOptions extends Omit<FormatOptions, 'grouping'> {
  /** ISO currency, as formatMoney: USD shows "$" after the sign ("-$1.24B"). */
  currency?: string | null | undefined;
}

/**
 * Large figures in short form: 10_240_000_000 → "10.2B", 950_000 → "950.0K", 999 → "999".
 * One decimal unless told, rounded half away from zero; a figure that rounds up to a thousand of
 * its unit moves to the next one (999_960 → "1.0M", not "1000.0K"). Under a thousand a whole
 * figure shows as it is ("999"), any other with the same decimals ("12.3", "$12.50").
 */
export function formatCompact(value: Numeric, options: CompactOptions = {}): string {
  const d = parse(value);
  if (!d) return MISSING;
  const decimals = options.decimals ?? 1;
  const abs = { units: d.units < 0n ? -d.units : d.units, scale: d.scale };
  const fits = (places: number) => round(shift(abs, -places), decimals).units >= 10n ** BigInt(decimals + 3);
  const index = COMPACT_UNITS.findIndex(({ places }) => compareAbs(abs, places) >= 0);
  if (index < 0) {
    const whole = significantScale(round(d, decimals)) === 0;
    return withCurrency(render(d, whole ? 0 : decimals, options), options.currency);
  }
  const unit =
    index > 0 && fits(COMPACT_UNITS[index]!.places) ? COMPACT_UNITS[index - 1]! : COMPACT_UNITS[index]!;
  return withCurrency(`${render(shift(d, -unit.places), decimals, options)}${unit.suffix}`, options.currency);
}

/** Sign of |d| − 10^places. */
function compareAbs(abs: Exact, places: number): number {
  const limit = 10n ** BigInt(places + abs.scale);
  return abs.units === limit ? 0 : abs.units > limit ? 1 : -1;
}
