// The order vocabulary every screen shares: the values a ticket, a filter or a blotter offers, taken
// from the zod schemas of src/api/schemas (the single source of the wire's enums), never listed again.
import {
  OrderStatus,
  RequestOrderType,
  RequestTimeInForce,
  Side,
  StrategyType,
  TrailingOffsetType,
} from '@/api/schemas/orders';
import { SecurityType } from '@/api/schemas/instruments';

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
