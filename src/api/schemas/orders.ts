import { z } from 'zod';
import { Uuid, DateTime, openEnum } from './primitives';
import { i64 } from './common';
import { InstrumentIdOrSymbol, SecurityType } from './instruments';

/** Request to cancel an existing order */
/**
 * Fractional shares trade in steps of 0.0001 share. The API names no step; this is the terminal's
 * rule, and the sandbox refuses what the ticket would (docs/api-notes.md, "Quantities").
 */
export const FRACTIONAL_QUANTITY_DECIMALS = 4;

export const CancelOrderRequest = z.object({
  account_id: i64,
  order_id: z.string(),
});
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;

export const CancelResponsePayload = z.looseObject({
  canceled: z.boolean(),
});
export type CancelResponsePayload = z.infer<typeof CancelResponsePayload>;

/** Side of an order */
export const Side = z.enum(['BUY', 'SELL', 'SELL_SHORT', 'OTHER']);
export type Side = z.infer<typeof Side>;

/** Represents a single fill of an order for an account. */
export const Execution = z.looseObject({
  id: Uuid,
  instrument_id: Uuid.nullish(),
  order_id: Uuid,
  price: z.string().nullish(),
  quantity: z.string(),
  side: openEnum(Side),
  symbol: z.string().nullish(),
  transaction_time: DateTime,
});
export type Execution = z.infer<typeof Execution>;

export const ExecutionList = z.array(Execution);
export type ExecutionList = z.infer<typeof ExecutionList>;

/** Good-till-date order acceptance capabilities */
export const GtdAccepts = z.looseObject({
  date: z.boolean(),
  timestamp: z.boolean(),
});
export type GtdAccepts = z.infer<typeof GtdAccepts>;

/** Strict order-type enum for order submission/replacement requests. */
export const RequestOrderType = z.enum([
  'MARKET',
  'LIMIT',
  'STOP',
  'STOP_LIMIT',
  'TRAILING_STOP',
  'TRAILING_STOP_LIMIT',
]);
export type RequestOrderType = z.infer<typeof RequestOrderType>;

/** Strict time-in-force enum for order submission requests. */
export const RequestTimeInForce = z.enum([
  'DAY',
  'GOOD_TILL_CANCEL',
  'IMMEDIATE_OR_CANCEL',
  'FILL_OR_KILL',
  'GOOD_TILL_DATE',
  'AT_THE_OPENING',
  'AT_THE_CLOSE',
  'GOOD_TILL_CROSSING',
  'GOOD_THROUGH_CROSSING',
  'AT_CROSSING',
]);
export type RequestTimeInForce = z.infer<typeof RequestTimeInForce>;

/** Trailing offset type for trailing stop orders. */
export const TrailingOffsetType = z.enum(['PRICE', 'BPS']);
export type TrailingOffsetType = z.infer<typeof TrailingOffsetType>;

/** Execution strategy types (interface document). */
export const StrategyType = z.enum(['SOR', 'VWAP', 'TWAP']);
export type StrategyType = z.infer<typeof StrategyType>;

/**
 * Execution strategy of a new order (interface document): SOR is the default; VWAP and TWAP carry
 * `start_at` and `end_at`, apply only to MARKET and LIMIT orders with DAY time in force, and are
 * unsupported for OTC common-stock orders.
 */
export const ExecutionStrategy = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SOR') }),
  z.object({ type: z.literal('VWAP'), start_at: DateTime, end_at: DateTime }),
  z.object({ type: z.literal('TWAP'), start_at: DateTime, end_at: DateTime }),
]);
export type ExecutionStrategy = z.infer<typeof ExecutionStrategy>;

/** Request to submit a new order (PlaceOrderRequest from spec) */
export const NewOrderRequest = z.object({
  expires_at: DateTime.nullish(),
  extended_hours: z.boolean().nullish(),
  id: z.string().max(64).nullish(),
  instrument_id: InstrumentIdOrSymbol.nullish(),
  limit_offset: z.string().nullish(),
  limit_price: z.string().nullish(),
  order_type: RequestOrderType,
  quantity: z.string(),
  side: Side,
  stop_price: z.string().nullish(),
  symbol: z.string().nullish(),
  time_in_force: RequestTimeInForce,
  trailing_offset: z.string().nullish(),
  trailing_offset_type: TrailingOffsetType.nullish(),
  // From the interface document (absent from the OpenAPI document): the execution strategy.
  strategy: ExecutionStrategy.nullish(),
});
export type NewOrderRequest = z.infer<typeof NewOrderRequest>;

/** Order type: what a request may send, and OTHER. */
export const OrderType = z.enum([...RequestOrderType.options, 'OTHER']);
export type OrderType = z.infer<typeof OrderType>;

/** Parent order queue or hold state. */
export const QueueState = z.enum(['AWAITING_RELEASE', 'RELEASED']);
export type QueueState = z.infer<typeof QueueState>;

/** Order status */
export const OrderStatus = z.enum([
  'PENDING_NEW',
  'NEW',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
  'PENDING_CANCEL',
  'PENDING_REPLACE',
  'REPLACED',
  'DONE_FOR_DAY',
  'STOPPED',
  'SUSPENDED',
  'CALCULATED',
  'OTHER',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Time in force: what a request may send, and OTHER. */
export const TimeInForce = z.enum([...RequestTimeInForce.options, 'OTHER']);
export type TimeInForce = z.infer<typeof TimeInForce>;

/** A trading order with its current state and execution details. */
export const Order = z.looseObject({
  account_id: i64,
  average_fill_price: z.string().nullish(),
  client_order_id: z.string(),
  created_at: DateTime,
  details: z.array(z.string()).optional(),
  expires_at: DateTime.nullish(),
  extended_hours: z.boolean().nullish(),
  filled_quantity: z.string(),
  id: z.string(),
  instrument_id: Uuid.nullish(),
  instrument_type: openEnum(SecurityType).nullish(),
  leaves_quantity: z.string(),
  limit_offset: z.string().nullish(),
  limit_price: z.string().nullish(),
  order_type: openEnum(OrderType),
  quantity: z.string(),
  queue_state: openEnum(QueueState).nullish(),
  releases_at: DateTime.nullish(),
  side: openEnum(Side),
  status: openEnum(OrderStatus),
  stop_price: z.string().nullish(),
  symbol: z.string().nullish(),
  time_in_force: openEnum(TimeInForce),
  trailing_limit_px: z.string().nullish(),
  trailing_offset: z.string().nullish(),
  trailing_offset_type: openEnum(TrailingOffsetType).nullish(),
  trailing_stop_px: z.string().nullish(),
  trailing_watermark_px: z.string().nullish(),
  trailing_watermark_ts: DateTime.nullish(),
  underlying_instrument_id: Uuid.nullish(),
  updated_at: DateTime,
  venue: z.string(),
});
export type Order = z.infer<typeof Order>;

export const OrderList = z.array(Order);
export type OrderList = z.infer<typeof OrderList>;

/** Request to submit an order. */
export const OrderSubmissionRequest = NewOrderRequest;
export type OrderSubmissionRequest = z.infer<typeof OrderSubmissionRequest>;

/** Request to replace (modify) an existing order */
export const ReplaceOrderRequest = z.object({
  limit_price: z.string().nullish(),
  quantity: z.string().nullish(),
  stop_price: z.string().nullish(),
});
export type ReplaceOrderRequest = z.infer<typeof ReplaceOrderRequest>;

/** A trading session within a venue's trading day */
export const VenueSession = z.looseObject({
  end_local: z.string(),
  name: z.string(),
  start_local: z.string(),
});
export type VenueSession = z.infer<typeof VenueSession>;
