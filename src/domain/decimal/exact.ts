// The decimal core's exact half: the one parser of decimal text, exact arithmetic on BigInt digits
// and a scale, rounding, and the one comparison. No decimal.js and no float, so it is cheap enough
// for values recomputed on every live tick (a position's market value and P&L at the live price)
// and for sorting tables that show no money math. Add, subtract and multiply are exact; division is
// truncated toward zero at a chosen scale, which format.ts then rounds half up exactly as decimal.js
// would (truncating at more places than the display keeps cannot move a value across a rounding
// boundary of the display). Money math that is not per tick uses decimal.ts (decimal.js), except
// where a screen needs no more than a difference, a ratio or a sign (the account overview, the
// status strip's margin badge): the nullable helpers below keep decimal.js (12.8 kB gz) off their path.
// The safe-integer fast path of the live cells is fast.ts.
import { CODE_0, CODE_9, CODE_MINUS, CODE_PLUS, CODE_POINT } from './char-codes';

/** An exact decimal: `units × 10^-scale`. */
export interface Exact {
  units: bigint;
  scale: number;
}

/**
 * A wire decimal string, a number (sizes, volumes), a bigint, an exact value, or a decimal object
 * (decimal.js: toFixed() has no exponent). What every function of the core accepts.
 */
export type Numeric = string | number | bigint | Exact | { toFixed(): string } | null | undefined;

const DECIMAL_TEXT = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;
/** A plain decimal as a user types it: digits with one optional point, no exponent. */
const PLAIN_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** Whether `text` (already trimmed) is decimal text: "12.50", "-3", ".5", "1.", "1e3". */
export function isDecimalText(text: string): boolean {
  const m = DECIMAL_TEXT.exec(text);
  return m !== null && (m[2] !== '' || (m[3] ?? '') !== '');
}

/** Whether `text` is a plain decimal (sign, digits, one optional point; no exponent, no spaces). */
export function isPlainDecimal(text: string): boolean {
  return PLAIN_TEXT.test(text);
}

/**
 * Whether `text` (trimmed) is an amount as a user may type it: a plain decimal ("1e3", "12,5",
 * "abc" and "" are refused: an amount is never guessed), signed only when `signed` says so.
 */
export function isTypedDecimal(text: string, options: { signed?: boolean } = {}): boolean {
  const signed = text[0] === '-' || text[0] === '+';
  return isPlainDecimal(text) && (!signed || options.signed === true);
}

/**
 * A decimal ("12.50", "-3", ".5", "1e3", a number, a bigint, an exact value or a decimal object) as
 * an exact value; null for a missing or unparseable one ("", "abc", NaN, ±Infinity). Text is trimmed.
 */
export function parseExact(value: Numeric): Exact | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'object' && 'units' in value) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  }
  const text = (typeof value === 'object' ? value.toFixed() : String(value)).trim();
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return null;
  const [, sign = '', integer = '', fraction = '', exponent] = m;
  if (!integer && !fraction) return null;
  let units = BigInt(`${integer || '0'}${fraction}`);
  let scale = fraction.length - (exponent ? Number(exponent) : 0);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

export const exactZero: Exact = { units: 0n, scale: 0 };

function atScale(value: Exact, scale: number): bigint {
  return scale === value.scale ? value.units : value.units * 10n ** BigInt(scale - value.scale);
}

export function addExact(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale) + atScale(b, scale), scale };
}

export function subExact(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale) - atScale(b, scale), scale };
}

export function mulExact(a: Exact, b: Exact): Exact {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function absExact(a: Exact): Exact {
  return a.units < 0n ? { units: -a.units, scale: a.scale } : a;
}

export function signOfExact(a: Exact): -1 | 0 | 1 {
  return a.units > 0n ? 1 : a.units < 0n ? -1 : 0;
}

/** a / b × `times`, truncated toward zero at `scale` places; null when b is zero. */
export function divExact(a: Exact, b: Exact, scale = 12, times = 1n): Exact | null {
  if (b.units === 0n) return null;
  // a/b = (a.units / b.units) × 10^(b.scale − a.scale); keep `scale` places of it.
  const shift = scale + b.scale - a.scale;
  let numerator = a.units * times;
  let denominator = b.units;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  return { units: numerator / denominator, scale };
}

/** a − b, exactly; null when either is missing or not a decimal. */
export function difference(a: Numeric, b: Numeric): Exact | null {
  const x = parseExact(a);
  const y = x && parseExact(b);
  return x && y ? subExact(x, y) : null;
}

/** a ÷ b truncated at `scale` places (format.ts rounds it); null when either is missing or b is zero. */
export function quotient(a: Numeric, b: Numeric, scale = 12): Exact | null {
  const x = parseExact(a);
  const y = x && parseExact(b);
  return x && y ? divExact(x, y, scale) : null;
}

/** -1, 0 or 1 (zero has no sign, including "-0"); null when missing or not a decimal. */
export function signOf(value: Numeric): -1 | 0 | 1 | null {
  const d = parseExact(value);
  return d && signOfExact(d);
}

/** The value with the point moved `places` to the right (× 10^places), exactly. */
export function shiftExact(d: Exact, places: number): Exact {
  const scale = d.scale - places;
  return scale >= 0 ? { units: d.units, scale } : { units: d.units * 10n ** BigInt(-scale), scale: 0 };
}

/** Rounded half away from zero (decimal.js ROUND_HALF_UP) to `decimals` places. */
export function roundExact(d: Exact, decimals: number): Exact {
  if (d.scale <= decimals) return { units: d.units * 10n ** BigInt(decimals - d.scale), scale: decimals };
  const divisor = 10n ** BigInt(d.scale - decimals);
  const negative = d.units < 0n;
  const abs = negative ? -d.units : d.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale: decimals };
}

/** Digits after the point that carry a value ("1.2500" → 2). */
export function significantScale(d: Exact): number {
  let { units, scale } = d;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale;
}

/** The exact value as a plain decimal string ("-1234.5000"), which format.ts reads. */
export function exactToText(a: Exact): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, '0');
  const integer = digits.slice(0, digits.length - a.scale);
  const text = a.scale > 0 ? `${integer}.${digits.slice(digits.length - a.scale)}` : integer;
  return negative ? `-${text}` : text;
}

function compareExact(a: Exact, b: Exact): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = atScale(a, scale);
  const y = atScale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

const NOT_PLAIN = 2;

/**
 * Order of two plain decimal strings ("-12.50", "+3", "007") read on their characters: no
 * allocation (a live cell compares on every update to choose its flash direction). NOT_PLAIN when
 * either is not of that form.
 */
function comparePlain(a: string, b: string): number {
  // Layout of each: [sign end, first significant integer digit, point or end, last fraction digit + 1].
  const la = a.length;
  const lb = b.length;
  let ia = a.charCodeAt(0) === CODE_MINUS || a.charCodeAt(0) === CODE_PLUS ? 1 : 0;
  let ib = b.charCodeAt(0) === CODE_MINUS || b.charCodeAt(0) === CODE_PLUS ? 1 : 0;
  const negA = ia === 1 && a.charCodeAt(0) === CODE_MINUS;
  const negB = ib === 1 && b.charCodeAt(0) === CODE_MINUS;
  // Integer parts: must have at least one digit; leading zeros skipped.
  const startA = ia;
  while (ia < la && a.charCodeAt(ia) >= CODE_0 && a.charCodeAt(ia) <= CODE_9) ia++;
  const startB = ib;
  while (ib < lb && b.charCodeAt(ib) >= CODE_0 && b.charCodeAt(ib) <= CODE_9) ib++;
  if (ia === startA || ib === startB) return NOT_PLAIN;
  const intEndA = ia;
  const intEndB = ib;
  if (ia < la) {
    if (a.charCodeAt(ia) !== CODE_POINT || ia + 1 === la) return NOT_PLAIN;
    for (let i = ia + 1; i < la; i++) {
      const c = a.charCodeAt(i);
      if (c < CODE_0 || c > CODE_9) return NOT_PLAIN;
    }
  }
  if (ib < lb) {
    if (b.charCodeAt(ib) !== CODE_POINT || ib + 1 === lb) return NOT_PLAIN;
    for (let i = ib + 1; i < lb; i++) {
      const c = b.charCodeAt(i);
      if (c < CODE_0 || c > CODE_9) return NOT_PLAIN;
    }
  }
  let sigA = startA;
  while (sigA < intEndA && a.charCodeAt(sigA) === CODE_0) sigA++;
  let sigB = startB;
  while (sigB < intEndB && b.charCodeAt(sigB) === CODE_0) sigB++;
  // Fractions without trailing zeros.
  let fracEndA = la;
  if (intEndA < la) while (fracEndA > intEndA + 1 && a.charCodeAt(fracEndA - 1) === CODE_0) fracEndA--;
  else fracEndA = intEndA + 1;
  let fracEndB = lb;
  if (intEndB < lb) while (fracEndB > intEndB + 1 && b.charCodeAt(fracEndB - 1) === CODE_0) fracEndB--;
  else fracEndB = intEndB + 1;
  const fracLenA = fracEndA - intEndA - 1;
  const fracLenB = fracEndB - intEndB - 1;
  // Zero has no sign ("-0" = "0").
  const zeroA = sigA === intEndA && fracLenA === 0;
  const zeroB = sigB === intEndB && fracLenB === 0;
  const signA = zeroA ? 0 : negA ? -1 : 1;
  const signB = zeroB ? 0 : negB ? -1 : 1;
  if (signA !== signB) return signA < signB ? -1 : 1;
  if (signA === 0) return 0;
  let magnitude = intEndA - sigA - (intEndB - sigB);
  for (let i = 0; magnitude === 0 && i < intEndA - sigA; i++)
    magnitude = a.charCodeAt(sigA + i) - b.charCodeAt(sigB + i);
  // Equal integer parts: the fractions, digit by digit ("5" > "45", "5" < "51").
  for (let i = 0; magnitude === 0 && i < Math.max(fracLenA, fracLenB); i++)
    magnitude =
      (i < fracLenA ? a.charCodeAt(intEndA + 1 + i) : CODE_0) -
      (i < fracLenB ? b.charCodeAt(intEndB + 1 + i) : CODE_0);
  if (magnitude === 0) return 0;
  return magnitude * signA < 0 ? -1 : 1;
}

/**
 * compareDecimal for plain decimal text only ("-12.50", "+3", "007": no exponent, no spaces): -1,
 * 0 or 1; null when either is not plain (a table column then orders text as text: "1e3" is a
 * label there, not a thousand).
 */
export function comparePlainDecimal(a: string, b: string): -1 | 0 | 1 | null {
  const order = comparePlain(a, b);
  return order === NOT_PLAIN ? null : (order as -1 | 0 | 1);
}

/**
 * THE comparison of the terminal: the exact order of two decimals (strings at any length, numbers,
 * bigints, decimal objects): -1, 0 or 1; null when either is missing or not a decimal. Plain
 * strings (every price on the wire) are compared on their characters without allocating.
 */
export function compareDecimal(a: Numeric, b: Numeric): -1 | 0 | 1 | null {
  if (typeof a === 'string' && typeof b === 'string') {
    const plain = comparePlain(a, b);
    if (plain !== NOT_PLAIN) return plain as -1 | 0 | 1;
  }
  const x = parseExact(a);
  const y = x && parseExact(b);
  return x && y ? compareExact(x, y) : null;
}

/**
 * The comparison for sorting: compareDecimal, with missing or unparseable values after every
 * present value (in either direction of a table sort).
 */
export function compare(a: Numeric, b: Numeric): -1 | 0 | 1 {
  const order = compareDecimal(a, b);
  if (order !== null) return order;
  const x = parseExact(a) !== null;
  const y = parseExact(b) !== null;
  return x ? -1 : y ? 1 : 0;
}
