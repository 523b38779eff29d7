// URL search params of the orders screens: the blotter's view and filters, the executions filters
// and the trade route's prefill. Everything is optional so plain links need no search object.
import { z } from 'zod';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localDateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const OrdersSearch = z.lazy(() =>
  z.object({
    view: optional(z.enum(['open', 'filled', 'canceled', 'all'])),
    /** Comma-separated statuses; narrows the view. */
    status: optional(z.string()),
    symbol: optional(z.string()),
    instrument_type: optional(z.enum(['COMMON_STOCK', 'INDEX', 'OPTION', 'CASH'])),
    /** New York calendar dates, inclusive. */
    from: optional(date()),
    to: optional(date()),
    page: optional(z.string()),
    /** The order whose detail is open. */
    order: optional(z.string()),
  }),
);
export type OrdersSearch = z.infer<typeof OrdersSearch>;

export const ExecutionsSearch = z.lazy(() =>
  z.object({
    instrument: optional(z.string()),
    /** New York wall-clock date-times. */
    from: optional(localDateTime()),
    to: optional(localDateTime()),
    page: optional(z.string()),
  }),
);
export type ExecutionsSearch = z.infer<typeof ExecutionsSearch>;

export const TradeSearch = z.lazy(() =>
  z.object({
    symbol: optional(z.string()),
    side: optional(z.enum(['BUY', 'SELL', 'SELL_SHORT'])),
    quantity: optional(z.string()),
  }),
);
export type TradeSearch = z.infer<typeof TradeSearch>;
