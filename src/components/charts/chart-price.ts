// Prices between a chart and the decimals everything else keeps: a float under the pointer snapped
// to the price grid as a decimal string, and a typed decimal as the float the chart places.
import { Decimal, parseTypedDecimal } from '@/domain/decimal/decimal';

/**
 * A price from the chart (a float under the pointer) on the price grid: whole cents at or above 1,
 * four decimals below. The float is only the pointer's place; the result is a decimal string.
 */
export function snapPrice(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const d = new Decimal(value.toFixed(8));
  const snapped = d.toDecimalPlaces(d.gte(1) ? 2 : 4);
  return snapped.gt(0) ? snapped.toFixed(snapped.gte(1) ? 2 : 4) : null;
}

/** A typed price as the chart places it (null when it is not a number). */
export function chartPrice(text: string): number | null {
  const d = parseTypedDecimal(text);
  return d ? d.toNumber() : null;
}
