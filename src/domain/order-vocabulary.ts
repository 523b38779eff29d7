// The order vocabulary every screen shares: the values a ticket, a filter or a blotter offers, taken
// from the zod schemas of src/api/schemas (the single source of the wire's enums), never listed again.
import {
  type Order,
  OrderStatus,
  RequestOrderType,
  RequestTimeInForce,
  Side,
  StrategyType,
  TrailingOffsetType,
} from '@/api/schemas/orders';
import { SecurityType } from '@/api/schemas/instruments';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { formatPrice, formatQuantity } from './decimal/format';

export { OrderStatus, RequestOrderType, RequestTimeInForce, Side, StrategyType, TrailingOffsetType };

/** A side an order may be sent with (the wire's OTHER only ever comes back from the server). */
export type OrderSide = Exclude<Side, 'OTHER'>;

/** Buy, Sell, Sell short: the sides a ticket offers. */
export const ORDER_SIDES = Side.exclude(['OTHER']).options satisfies readonly OrderSide[];
/** The order types a request may carry. */
export const ORDER_TYPES: readonly RequestOrderType[] = RequestOrderType.options;
/** The times in force a request may carry. */
export const TIMES_IN_FORCE: readonly RequestTimeInForce[] = RequestTimeInForce.options;
/** The execution strategies (SOR, VWAP, TWAP). */
export const STRATEGIES: readonly StrategyType[] = StrategyType.options;
/** Every status an order may report. */
export const ORDER_STATUSES: readonly OrderStatus[] = OrderStatus.options;
/** Instrument types an order list or a cancel-all may be filtered by: what is traded most first. */
export const ORDER_INSTRUMENT_TYPES: readonly SecurityType[] = [
  ...SecurityType.extract(['COMMON_STOCK', 'OPTION']).options,
  ...SecurityType.exclude(['COMMON_STOCK', 'OPTION']).options,
];

// An order in a trader's words: "Buy 3 AAPL", "Limit $410.00", "Good till canceled". Prices keep the
// server's precision (formatPrice); quantities are never rounded.

/** A wire enum in words: "GOOD_TILL_CANCEL" → "Good Till Cancel" (what any value without its own words shows). */
export const enumWords = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const SIDE_WORDS: Record<string, string> = { BUY: 'Buy', SELL: 'Sell', SELL_SHORT: 'Sell short' };

const TIF_WORDS: Record<string, string> = {
  DAY: 'Day',
  GOOD_TILL_CANCEL: 'Good till canceled',
  IMMEDIATE_OR_CANCEL: 'Immediate or cancel',
  FILL_OR_KILL: 'Fill or kill',
  GOOD_TILL_DATE: 'Good till date',
  AT_THE_OPENING: 'At the open',
  AT_THE_CLOSE: 'At the close',
  GOOD_TILL_CROSSING: 'Good till crossing',
  GOOD_THROUGH_CROSSING: 'Good through crossing',
  AT_CROSSING: 'At crossing',
};

export const sideWords = (side: string) => SIDE_WORDS[side] ?? enumWords(side);

/** A time in force as traders abbreviate it (a table cell, a one-line summary). */
const TIF_SHORT: Record<string, string> = {
  DAY: 'DAY',
  GOOD_TILL_CANCEL: 'GTC',
  IMMEDIATE_OR_CANCEL: 'IOC',
  FILL_OR_KILL: 'FOK',
  GOOD_TILL_DATE: 'GTD',
  AT_THE_OPENING: 'at the open',
  AT_THE_CLOSE: 'at the close',
  GOOD_TILL_CROSSING: 'GTX',
  GOOD_THROUGH_CROSSING: 'GTX',
  AT_CROSSING: 'at crossing',
};

/** "GTC", "DAY", "at the open"; a value without its own short form as it came. */
export const timeInForceShort = (tif: string) => TIF_SHORT[tif] ?? tif;

/** "Good till canceled"; a good-till-date order names its date ("Good till Dec 03, 2026, 16:00 EST"). */
export function timeInForceWords(order: Pick<Order, 'time_in_force' | 'expires_at'>): string {
  if (order.time_in_force === 'GOOD_TILL_DATE' && order.expires_at)
    return `Good till ${formatMarketDateTime(parseTimestamp(order.expires_at))}`;
  return TIF_WORDS[order.time_in_force] ?? enumWords(order.time_in_force);
}

/** A trailing offset: "$5.00" for PRICE, "25 bps" for BPS. */
export function offsetWords(offset: string | null | undefined, type: string | null | undefined): string {
  if (!offset) return '—';
  return type === 'BPS' ? `${formatQuantity(offset)} bps` : `$${formatPrice(offset)}`;
}

/** The order type with its prices: "Market", "Limit $410.00", "Stop $400.00, limit $399.50", "Trailing stop $5.00". */
export function orderTypeWords(
  order: Pick<
    Order,
    'order_type' | 'limit_price' | 'stop_price' | 'trailing_offset' | 'trailing_offset_type' | 'limit_offset'
  >,
): string {
  const limit = order.limit_price ? `$${formatPrice(order.limit_price)}` : '';
  const stop = order.stop_price ? `$${formatPrice(order.stop_price)}` : '';
  const trail = offsetWords(order.trailing_offset, order.trailing_offset_type);
  switch (order.order_type) {
    case 'MARKET':
      return 'Market';
    case 'LIMIT':
      return `Limit ${limit}`.trim();
    case 'STOP':
      return `Stop ${stop}`.trim();
    case 'STOP_LIMIT':
      return `Stop ${stop}, limit ${limit}`.trim();
    case 'TRAILING_STOP':
      return `Trailing stop ${trail}`;
    case 'TRAILING_STOP_LIMIT':
      return `Trailing stop ${trail}, limit offset ${order.limit_offset ? `$${formatPrice(order.limit_offset)}` : '—'}`;
    default:
      return enumWords(order.order_type);
  }
}

/** "Buy 3 AAPL" (or the instrument id when the order has no symbol); `side` names the side ("BUY" in a toast). */
export const orderSubject = (
  order: Pick<Order, 'side' | 'quantity' | 'symbol' | 'instrument_id'>,
  side: (side: string) => string = sideWords,
) =>
  `${side(order.side)} ${formatQuantity(order.quantity)} ${order.symbol ?? order.instrument_id ?? ''}`.trim();
