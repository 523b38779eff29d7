// What a quote cell shows: raw decimal values per field (change vs previous close, in decimals)
// and their display text (src/domain/decimal/format.ts). Pure, so cells select a primitive and tests need no React.
import { div, sub } from '@/domain/decimal/decimal';
import {
  formatChange,
  formatPercentChange,
  formatPrice,
  formatQuantity,
  MISSING,
} from '@/domain/decimal/format';
import type { Quote } from '@/live/quote-store';

export type QuoteCellField =
  'bid' | 'ask' | 'last' | 'change' | 'change_percent' | 'bid_size' | 'ask_size' | 'last_size' | 'volume';

export const quoteFieldLabels: Record<QuoteCellField, string> = {
  bid: 'Bid',
  ask: 'Ask',
  last: 'Last',
  change: 'Change',
  change_percent: 'Change %',
  bid_size: 'Bid size',
  ask_size: 'Ask size',
  last_size: 'Last size',
  volume: 'Volume',
};

function isDecimal(value: string | undefined): value is string {
  return value !== undefined && /^-?\d+(\.\d+)?$/.test(value);
}

/** Last price minus previous close, and that as a percentage of the previous close. */
export function quoteChange(
  quote: Quote | undefined,
): { change: string; percent: string | undefined } | undefined {
  if (!quote || !isDecimal(quote.last_price) || !isDecimal(quote.previous_close)) return undefined;
  const change = sub(quote.last_price, quote.previous_close);
  if (!change) return undefined;
  const ratio = div(change, quote.previous_close);
  return {
    change: change.toString(),
    percent: ratio ? ratio.times(100).toDecimalPlaces(6).toString() : undefined,
  };
}

/** The field's raw value (a decimal string or integer as text), or undefined when unknown. */
export function quoteFieldValue(quote: Quote | undefined, field: QuoteCellField): string | undefined {
  if (!quote) return undefined;
  switch (field) {
    case 'bid':
      return quote.bid;
    case 'ask':
      return quote.ask;
    case 'last':
      return quote.last_price;
    case 'change':
      return quoteChange(quote)?.change;
    case 'change_percent':
      return quoteChange(quote)?.percent;
    case 'bid_size':
      return quote.bid_size?.toString();
    case 'ask_size':
      return quote.ask_size?.toString();
    case 'last_size':
      return quote.last_size?.toString();
    case 'volume':
      return quote.cumulative_volume?.toString();
  }
}

export function formatQuoteField(field: QuoteCellField, value: string | undefined): string {
  if (!isDecimal(value)) return MISSING;
  switch (field) {
    case 'bid':
    case 'ask':
    case 'last':
      return formatPrice(value);
    case 'change':
      return formatChange(value);
    case 'change_percent':
      return formatPercentChange(value);
    case 'bid_size':
    case 'ask_size':
    case 'last_size':
    case 'volume':
      return formatQuantity(value);
  }
}

/** Seconds as "now", "12s", "3m", "2h". */
export function formatAge(seconds: number): string {
  if (seconds < 1) return 'now';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  return `${Math.floor(seconds / 3600)}h`;
}
