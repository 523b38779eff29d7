// Display arithmetic on decimal strings for live cells, without decimal.js objects per tick: a
// decimal string becomes an exact integer and a scale (e.g. "98.505" → 98505, 3) while it fits a
// safe integer, which every price on the wire does; anything larger returns null and the caller
// falls back to decimal.js. Money math stays in src/api/decimal.ts: this only formats and compares.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface Scaled {
  /** The value times 10^scale, exact. */
  int: number;
  scale: number;
}

export function toScaled(text: string): Scaled | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const fraction = m[3] ?? '';
  const int = Number(`${m[1]}${m[2]}${fraction}`);
  return Number.isSafeInteger(int) ? { int, scale: fraction.length } : null;
}

const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

/** Rescales to a larger scale; null when the result would not be exact. */
function rescale(value: Scaled, scale: number): number | null {
  const factor = POW10[scale - value.scale];
  if (factor === undefined) return null;
  const int = value.int * factor;
  return Number.isSafeInteger(int) ? int : null;
}

/** a − b, exactly; null when it does not fit. */
export function subtractScaled(a: Scaled, b: Scaled): Scaled | null {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  if (x === null || y === null) return null;
  const int = x - y;
  return Number.isSafeInteger(int) ? { int, scale } : null;
}

/** Integer division rounding half away from zero (decimal.js ROUND_HALF_UP). */
export function divideHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const r = n - q * d;
  return sign * (r * 2 >= d ? q + 1 : q);
}

/** The value rounded half away from zero to `places` decimals, as display text with thousands separators ("-1,000.50"), as src/lib/format prints it. */
export function scaledToFixed(value: Scaled, places: number): string {
  let int: number;
  if (value.scale <= places) int = value.int * (POW10[places - value.scale] ?? 1);
  else int = divideHalfUp(value.int, POW10[value.scale - places] ?? 1);
  return intToText(int, places, true);
}

function intToText(int: number, places: number, grouping = false): string {
  const digits = String(Math.abs(int)).padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places);
  const head = grouping ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integer;
  const text = places > 0 ? `${head}.${digits.slice(digits.length - places)}` : head;
  return int < 0 ? `-${text}` : text;
}

/** The exact value as a plain decimal string. */
export function scaledToText(value: Scaled): string {
  return intToText(value.int, value.scale);
}

/**
 * A price as src/lib/format's formatPrice shows it: the digits that carry a value, between two and
 * four decimals, rounded half up, with thousands separators ("101" → "101.00", "98.5050" → "98.505",
 * "1234.56789" → "1,234.5679"). Null when the text does not fit the fast path.
 */
export function formatPriceText(text: string): string | null {
  const value = toScaled(text);
  if (!value) return null;
  let significant = value.scale;
  let int = value.int;
  while (significant > 0 && int % 10 === 0) {
    int /= 10;
    significant -= 1;
  }
  return scaledToFixed(value, Math.min(4, Math.max(2, significant)));
}

const PLAIN_DECIMAL = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/**
 * Exact order of two plain decimal strings ("-12.50", "+3", "007"), on their digits: no float and
 * no decimal.js, at any length. -1, 0 or 1; null when either is not a plain decimal.
 */
export function compareExactDecimal(a: string, b: string): number | null {
  const ma = PLAIN_DECIMAL.exec(a);
  const mb = ma && PLAIN_DECIMAL.exec(b);
  if (!ma || !mb) return null;
  const parts = (m: RegExpExecArray) => {
    const integer = (m[2] ?? '').replace(/^0+/, '');
    const fraction = (m[3] ?? '').replace(/0+$/, '');
    // Zero has no sign ("-0" = "0").
    return { negative: m[1] === '-' && (integer !== '' || fraction !== ''), integer, fraction };
  };
  const x = parts(ma);
  const y = parts(mb);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  let magnitude =
    x.integer.length !== y.integer.length
      ? x.integer.length - y.integer.length
      : x.integer < y.integer
        ? -1
        : x.integer > y.integer
          ? 1
          : 0;
  // Equal integer parts: fractions without trailing zeros order as strings ("5" > "45", "5" < "51").
  if (magnitude === 0) magnitude = x.fraction < y.fraction ? -1 : x.fraction > y.fraction ? 1 : 0;
  if (magnitude === 0) return 0;
  return (x.negative ? -magnitude : magnitude) < 0 ? -1 : 1;
}

/** Sign of a − b for two decimal strings: exact for plain decimals, else by their numeric value. */
export function compareDecimalText(a: string, b: string): number {
  return compareExactDecimal(a, b) ?? Math.sign(Number(a) - Number(b));
}
