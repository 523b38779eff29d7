// An order in a trader's words: "Buy 3 AAPL", "Limit $410.00", "Good till canceled". Prices keep the
// server's precision (formatPrice); quantities are never rounded.
import type { Order } from '@/api/schemas/orders';
import { formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { label } from './order-draft';

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

export const sideWords = (side: string) => SIDE_WORDS[side] ?? label(side);

/** "Good till canceled"; a good-till-date order names its date ("Good till Dec 03, 2026, 16:00 EST"). */
export function timeInForceWords(order: Pick<Order, 'time_in_force' | 'expires_at'>): string {
  if (order.time_in_force === 'GOOD_TILL_DATE' && order.expires_at)
    return `Good till ${formatMarketDateTime(parseTimestamp(order.expires_at))}`;
  return TIF_WORDS[order.time_in_force] ?? label(order.time_in_force);
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
      return label(order.order_type);
  }
}

/** "Buy 3 AAPL" (or the instrument id when the order has no symbol). */
export const orderSubject = (order: Pick<Order, 'side' | 'quantity' | 'symbol' | 'instrument_id'>) =>
  `${sideWords(order.side)} ${formatQuantity(order.quantity)} ${order.symbol ?? order.instrument_id ?? ''}`.trim();
