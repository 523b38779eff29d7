// What the "Set alert" form accepts, as one rule: the error to show under each field, or the
// condition to save. A level is a plain decimal (never guessed from "1e3" or "12,5"); a price is
// above zero, has at most 6 decimals and, once the price is known, lies within 1/100 and 100 times
// it (anything further is a typo: 1900 for 19.00); a change % lies above −100 (a price of zero) and
// at most +1000. Exact decimals from the decimal core.
import {
  compareDecimal,
  divExact,
  exactToText,
  isPlainDecimal,
  mulExact,
  parseExact,
} from '@/domain/decimal/exact';
import { formatPrice, normalizePrice } from '@/domain/decimal/format';
import { parseSymbolList } from '@/lib/instrument-symbol';
import type { AlertCondition, AlertDirection, AlertField } from './alert-schema';

/** How far from the price a level may be: within 1/FAR_FACTOR and FAR_FACTOR times it. */
export const FAR_FACTOR = 100n;
export const MAX_PRICE_DECIMALS = 6;
export const MAX_PRICE = '1000000';
export const MIN_CHANGE_PERCENT = '-100';
export const MAX_CHANGE_PERCENT = '1000';

export interface AlertInput {
  symbol: string;
  field: AlertField;
  direction: AlertDirection;
  /** The level exactly as typed. */
  valueText: string;
  /** The price now of the watched field (last, else bid or ask), to catch a level far from it. */
  reference?: string;
}

export type AlertInputResult =
  { ok: true; condition: AlertCondition } | { ok: false; errors: { symbol?: string; value?: string } };

function symbolError(text: string): string | undefined {
  if (!text.trim()) return 'Enter a symbol, e.g. AAPL.';
  const { symbols, invalid } = parseSymbolList(text);
  if (invalid.length > 0 || symbols.length !== 1)
    return 'Enter one ticker or OSI option symbol, e.g. AAPL or AAPL261218C00200000.';
  return undefined;
}

function priceError(text: string, reference: string | undefined): string | undefined {
  if (!text) return 'Enter a price.';
  if (!isPlainDecimal(text)) return 'Enter the price as a number, e.g. 101.25 (digits and one point).';
  const value = parseExact(text);
  if (!value || value.units <= 0n) return 'A price must be above zero.';
  if (value.scale > MAX_PRICE_DECIMALS) return `A price has at most ${MAX_PRICE_DECIMALS} decimals.`;
  if ((compareDecimal(text, MAX_PRICE) ?? 1) > 0) return `A price is at most ${formatPrice(MAX_PRICE)}.`;
  const ref = parseExact(reference);
  if (ref && ref.units > 0n) {
    const low = divExact(ref, { units: FAR_FACTOR, scale: 0 }, 6);
    const high = mulExact(ref, { units: FAR_FACTOR, scale: 0 });
    if (low && (compareDecimal(exactToText(value), exactToText(low)) ?? 0) < 0)
      return `${formatPrice(text)} is under 1/100 of the price now (${formatPrice(reference)}): check the level.`;
    if ((compareDecimal(exactToText(value), exactToText(high)) ?? 0) > 0)
      return `${formatPrice(text)} is over 100 times the price now (${formatPrice(reference)}): check the level.`;
  }
  return undefined;
}

function percentError(text: string): string | undefined {
  if (!text) return 'Enter a change in percent, e.g. 3 or -2.5.';
  if (!isPlainDecimal(text)) return 'Enter the change as a number, e.g. 3 or -2.5 (no % sign needed).';
  if ((parseExact(text)?.scale ?? 0) > 4) return 'A change % has at most 4 decimals.';
  if ((compareDecimal(text, MIN_CHANGE_PERCENT) ?? -1) <= 0)
    return 'A change must be above −100% (a price of zero).';
  if ((compareDecimal(text, MAX_CHANGE_PERCENT) ?? 1) > 0) return 'A change is at most +1000%.';
  return undefined;
}

/**
 * A level as stored, whichever way it was set (the "Set alert" form, the chart's price menu, a
 * dragged line): a price in the decimal core's one form ("270.2" and "270.20" are both "270.20"), a
 * change % without its "+" sign.
 */
export function alertLevel(field: AlertField, text: string): string {
  if (field === 'change_percent') return text.startsWith('+') ? text.slice(1) : text;
  return normalizePrice(text) ?? text;
}

export function validateAlertInput(input: AlertInput): AlertInputResult {
  const text = input.valueText.trim();
  const errors = {
    symbol: symbolError(input.symbol),
    value: input.field === 'change_percent' ? percentError(text) : priceError(text, input.reference),
  };
  if (errors.symbol || errors.value) return { ok: false, errors };
  const symbol = parseSymbolList(input.symbol).symbols[0] ?? input.symbol.trim();
  return {
    ok: true,
    condition: {
      symbol,
      field: input.field,
      direction: input.direction,
      value: alertLevel(input.field, text),
    },
  };
}
