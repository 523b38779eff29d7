// When an alert fires, as one pure rule on the quote store's merged quote: the watched value (last,
// bid, ask, or the change from the previous close in percent) at or beyond the level. An alert whose
// level is already reached when it is armed fires on the first look, as a trader setting "AAPL at or
// above 180" while AAPL trades at 190 expects to hear about it now, not after a round trip. Exact
// decimal comparison through the decimal core; no float.
import {
  compareDecimal,
  divExact,
  exactToText,
  mulExact,
  parseExact,
  subExact,
} from '@/domain/decimal/exact';
import { formatPercentChange, formatPrice } from '@/domain/decimal/format';
import type { Quote, TickOrder } from '@/live/quote-store';
import type { Alert, AlertCondition, AlertDirection, AlertField } from './alert-schema';

const HUNDRED = { units: 100n, scale: 0 };

/** (last − previous close) / previous close × 100, exact to 6 places; undefined when unknown. */
export function changePercent(quote: Pick<Quote, 'last_price' | 'previous_close'>): string | undefined {
  const last = parseExact(quote.last_price);
  const previous = parseExact(quote.previous_close);
  if (!last || !previous || previous.units === 0n) return undefined;
  const ratio = divExact(mulExact(subExact(last, previous), HUNDRED), previous, 6);
  return ratio ? exactToText(ratio) : undefined;
}

/** The value an alert on `field` watches in `quote`. */
export function observedValue(quote: Quote | undefined, field: AlertField): string | undefined {
  if (!quote) return undefined;
  switch (field) {
    case 'last':
      return quote.last_price;
    case 'bid':
      return quote.bid;
    case 'ask':
      return quote.ask;
    case 'change_percent':
      return changePercent(quote);
  }
}

/** The tick that set the watched value (the last trade's for change %); undefined for a snapshot value. */
export function observedVersion(quote: Quote, field: AlertField): TickOrder | undefined {
  return quote.versions[field === 'change_percent' || field === 'last' ? 'last_price' : field];
}

/**
 * The price a level is checked against and its side taken from: the watched field, else the last
 * trade, else a side of the book (undefined for change %).
 */
export function referencePrice(quote: Quote | undefined, field: AlertField): string | undefined {
  if (!quote || field === 'change_percent') return undefined;
  return observedValue(quote, field) ?? quote.last_price ?? quote.bid ?? quote.ask;
}

/** Whether `observed` is at or beyond the level in the alert's direction. */
export function reached(
  condition: Pick<AlertCondition, 'direction' | 'value'>,
  observed: string | undefined,
): boolean {
  if (observed === undefined) return false;
  const order = compareDecimal(observed, condition.value);
  if (order === null) return false;
  return condition.direction === 'above' ? order >= 0 : order <= 0;
}

/** The side of `reference` a level sits on: a line dragged above the price watches for a rise. */
export function directionFor(level: string, reference: string | undefined): AlertDirection {
  const order = reference === undefined ? null : compareDecimal(level, reference);
  return order !== null && order < 0 ? 'below' : 'above';
}

export const FIELD_WORDS: Record<AlertField, string> = {
  last: 'Last',
  bid: 'Bid',
  ask: 'Ask',
  change_percent: 'Change %',
};

/** "Last rises to or above", "Change % falls to or below". */
export function conditionWords(field: AlertField, direction: AlertDirection): string {
  return `${FIELD_WORDS[field]} ${direction === 'above' ? 'rises to or above' : 'falls to or below'}`;
}

/** "Last ≥", "Bid ≤": the short form of tables. */
export function conditionSymbol(field: AlertField, direction: AlertDirection): string {
  return `${FIELD_WORDS[field]} ${direction === 'above' ? '≥' : '≤'}`;
}

/** A level or observed value as shown: a price, or a signed percent. */
export function formatAlertValue(field: AlertField, value: string | null | undefined): string {
  return field === 'change_percent' ? formatPercentChange(value) : formatPrice(value);
}

/** "AAPL last ≥ 190.00". */
export function describeAlert(alert: Pick<Alert, 'symbol' | 'field' | 'direction' | 'value'>): string {
  return `${alert.symbol} ${conditionSymbol(alert.field, alert.direction).toLowerCase()} ${formatAlertValue(alert.field, alert.value)}`;
}
