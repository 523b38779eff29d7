// The decimal core's fast path for live cells: a decimal string becomes an exact integer and a scale
// (e.g. "98.505" → 98505, 3) while it fits a safe integer, which every price on the wire does. The
// quote board formats thousands of updates a second, so nothing here allocates beyond the text it
// returns. Anything that does not fit returns null and the caller takes the exact BigInt path
// (exact.ts, format.ts), which prints the same text.
import { CODE_0, CODE_9, CODE_MINUS, CODE_POINT } from './char-codes';

export interface Scaled {
  /** The value times 10^scale, exact. */
  int: number;
  scale: number;
}

const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

// The last scan's result (module scratch instead of an object per call).
let scannedInt = 0;
let scannedScale = 0;

/**
 * Reads "-?digits(.digits)?" into scannedInt / scannedScale; false when the text is not of that
 * form or its digits do not fit a safe integer.
 */
function scan(text: string): boolean {
  const length = text.length;
  let i = text.charCodeAt(0) === CODE_MINUS ? 1 : 0;
  const negative = i === 1;
  let int = 0;
  let digits = 0;
  let scale = -1;
  for (; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= CODE_0 && c <= CODE_9) {
      int = int * 10 + (c - CODE_0);
      digits++;
      if (scale >= 0) scale++;
    } else if (c === CODE_POINT && scale < 0 && digits > 0) scale = 0;
    else return false;
  }
  if (digits === 0 || scale === 0) return false;
  if (!Number.isSafeInteger(int)) return false;
  scannedInt = negative ? -int : int;
  scannedScale = scale < 0 ? 0 : scale;
  return true;
}

export function toScaled(text: string): Scaled | null {
  return scan(text) ? { int: scannedInt, scale: scannedScale } : null;
}

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

function roundedInt(int: number, scale: number, places: number): number {
  return scale <= places ? int * (POW10[places - scale] ?? 1) : divideHalfUp(int, POW10[scale - places] ?? 1);
}

/** The value rounded half away from zero to `places` decimals, as display text with thousands separators ("-1,000.50"), as format.ts prints it. */
export function scaledToFixed(value: Scaled, places: number): string {
  return intToText(roundedInt(value.int, value.scale, places), places, true);
}

function intToText(int: number, places: number, grouping = false): string {
  const digits = String(Math.abs(int)).padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places);
  const head = grouping && integer.length > 3 ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : integer;
  const text = places > 0 ? `${head}.${digits.slice(digits.length - places)}` : head;
  return int < 0 ? `-${text}` : text;
}

/** The exact value as a plain decimal string. */
export function scaledToText(value: Scaled): string {
  return intToText(value.int, value.scale);
}

/**
 * A price as format.ts's formatPrice shows it with its default options: the digits that carry a
 * value, between two and four decimals, rounded half up, with thousands separators ("101" →
 * "101.00", "98.5050" → "98.505", "1234.56789" → "1,234.5679"). Null when the text does not fit
 * the fast path (formatPrice then takes the exact path).
 */
export function fastPriceText(text: string): string | null {
  if (!scan(text)) return null;
  let significant = scannedScale;
  let int = scannedInt;
  while (significant > 0 && int % 10 === 0) {
    int /= 10;
    significant -= 1;
  }
  const places = significant < 2 ? 2 : significant > 4 ? 4 : significant;
  return intToText(roundedInt(scannedInt, scannedScale, places), places, true);
}
