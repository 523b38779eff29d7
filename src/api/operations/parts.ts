// Parameter shapes that many operations share, written once: paging, date ranges, the path of an
// instrument. (Not an operation module: operations.ts does not re-export it.)
import { z } from 'zod';
import { i64 } from '../schemas/common';

/** `page_size` (1 to `max`) and `page_token` of a paged list. */
export const paging = (max: 100 | 1000 = 1000) => ({
  page_size: z.number().int().min(1).max(max).optional(),
  page_token: z.string().optional(),
});

/** `from_date` and `to_date` of a dated list. */
export const dateRange = {
  from_date: z.string().optional(),
  to_date: z.string().optional(),
};

/** The path of one instrument: `/v1/instruments/{instrument_id}…`. */
export const InstrumentPath = z.object({
  instrument_id: z.string().min(1),
});

/** The path of one account: `/v1/accounts/{account_id}…`. */
export const AccountPath = z.object({
  account_id: i64,
});

/** The path of one order of an account: `/v1/accounts/{account_id}/orders/{order_id}`. */
export const OrderPath = z.object({
  account_id: i64,
  order_id: z.string(),
});
