// Exact decimal arithmetic on BigInt digits and a scale, for values recomputed on every live tick
// (a position's market value and P&L at the live price): no decimal.js object per tick, no float.
// Add, subtract and multiply are exact; division is truncated toward zero at a chosen scale, which
// src/lib/format then rounds half up exactly as decimal.js would (truncating at more places than
// the display keeps cannot move a value across a rounding boundary of the display).
// Money math that is not per tick stays in src/api/decimal.ts.

/** An exact decimal: `units × 10^-scale`. */
export interface Exact {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/;

/**
 * A wire decimal ("12.50", "-3", ".5", "1e3", or an integer number) as an exact value; null for a
 * missing or unparseable one (as parseDecimal in src/api/decimal.ts).
 */
export function parseExact(value: string | number | null | undefined): Exact | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
    value = String(value);
  }
  const m = DECIMAL_TEXT.exec(value.trim());
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

/** The exact value as a plain decimal string ("-1234.5000"), which src/lib/format reads. */
export function exactToText(a: Exact): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, '0');
  const integer = digits.slice(0, digits.length - a.scale);
  const text = a.scale > 0 ? `${integer}.${digits.slice(digits.length - a.scale)}` : integer;
  return negative ? `-${text}` : text;
}
