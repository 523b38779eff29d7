// Orders and executions as the API shows them. Trailing-order watermark fields appear on fetch and
// list, never on the submission acknowledgement (the interface document says so).
import type { Execution, Order } from '@/api/schemas/orders';
import type { ExecutionState, OrderState, OrderStatusName } from './state';
import { Decimal, dec, price, qty, rfc3339 } from './money';

export const TERMINAL_STATUSES: ReadonlySet<OrderStatusName> = new Set([
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
  'REPLACED',
]);

export const isOpen = (order: OrderState) => !TERMINAL_STATUSES.has(order.status);

export const leavesOf = (order: OrderState): Decimal =>
  isOpen(order) ? Decimal.max(0, dec(order.quantity).minus(order.filled_quantity)) : new Decimal(0);

/** Current trailing stop (and limit) price of a trailing order, from its watermark. */
export function trailingPrices(order: OrderState): { stop: Decimal; limit: Decimal | null } | undefined {
  if (!order.trailing || !order.trailing_offset) return undefined;
  const watermark = dec(order.trailing.watermark);
  const offset =
    order.trailing_offset_type === 'BPS'
      ? watermark.times(order.trailing_offset).div(10_000)
      : dec(order.trailing_offset);
  const buy = order.side === 'BUY';
  const stop = (buy ? watermark.plus(offset) : watermark.minus(offset)).toDecimalPlaces(
    2,
    buy ? Decimal.ROUND_UP : Decimal.ROUND_DOWN,
  );
  if (order.order_type !== 'TRAILING_STOP_LIMIT') return { stop, limit: null };
  // The limit sits `limit_offset` beyond the stop: above it for a buy, below it for a sell.
  const limitOffset = dec(order.limit_offset ?? '0');
  return { stop, limit: buy ? stop.plus(limitOffset) : stop.minus(limitOffset) };
}

export interface OrderViewOptions {
  /** The submission acknowledgement omits the trailing watermark fields. */
  acknowledgement?: boolean;
  /** Show these values and status instead of the stored ones (a pending replacement). */
  overlay?: Partial<Pick<OrderState, 'quantity' | 'limit_price' | 'stop_price' | 'status'>>;
}

export function orderView(order: OrderState, options: OrderViewOptions = {}): Order {
  const o = { ...order, ...options.overlay };
  const filled = dec(o.filled_quantity);
  const view: Order = {
    account_id: o.account_id,
    client_order_id: o.client_order_id,
    created_at: rfc3339(o.created_ms),
    extended_hours: o.extended_hours,
    filled_quantity: qty(filled),
    id: o.id,
    instrument_id: o.instrument_id,
    instrument_type: o.instrument_type,
    leaves_quantity: qty(TERMINAL_STATUSES.has(o.status) ? 0 : Decimal.max(0, dec(o.quantity).minus(filled))),
    limit_price: o.limit_price,
    order_type: o.order_type,
    quantity: o.quantity,
    side: o.side,
    status: o.status,
    stop_price: o.stop_price,
    symbol: o.symbol,
    time_in_force: o.time_in_force,
    updated_at: rfc3339(o.updated_ms),
    venue: o.venue,
  };
  if (filled.gt(0)) view.average_fill_price = price(dec(o.filled_notional).div(filled));
  if (o.details.length > 0) view.details = [...o.details];
  if (o.expires_at_ms !== null) view.expires_at = rfc3339(o.expires_at_ms);
  if (o.underlying_instrument_id) view.underlying_instrument_id = o.underlying_instrument_id;
  if (o.trailing_offset !== null) {
    view.trailing_offset = o.trailing_offset;
    view.trailing_offset_type = o.trailing_offset_type;
  }
  if (o.limit_offset !== null) view.limit_offset = o.limit_offset;
  if (!options.acknowledgement && o.trailing) {
    const prices = trailingPrices(o);
    view.trailing_watermark_px = price(o.trailing.watermark);
    view.trailing_watermark_ts = rfc3339(o.trailing.watermark_ms);
    if (prices) {
      view.trailing_stop_px = price(prices.stop);
      if (prices.limit) view.trailing_limit_px = price(prices.limit);
    }
  }
  if (o.strategy.type !== 'SOR' && o.strategy.start_at_ms !== undefined) {
    view.strategy = {
      type: o.strategy.type,
      start_at: rfc3339(o.strategy.start_at_ms),
      end_at: rfc3339(o.strategy.end_at_ms ?? o.strategy.start_at_ms),
    };
    view.releases_at = rfc3339(o.strategy.start_at_ms);
    if (isOpen(order)) view.queue_state = o.released ? 'RELEASED' : 'AWAITING_RELEASE';
  }
  if (o.replaces) view.replaces_order_id = o.replaces;
  if (o.replaced_by) view.replaced_by_order_id = o.replaced_by;
  return view;
}

export function executionView(e: ExecutionState): Execution {
  return {
    id: e.id,
    instrument_id: e.instrument_id,
    order_id: e.order_id,
    price: price(e.price),
    quantity: e.quantity,
    side: e.side,
    symbol: e.symbol,
    transaction_time: rfc3339(e.time_ms, e.seq % 1_000_000),
    ...(e.underlying_instrument_id ? { underlying_instrument_id: e.underlying_instrument_id } : {}),
  };
}
