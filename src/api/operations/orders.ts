// Operations of the Trading API: orders.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { AccountPath, OrderPath, paging } from './parts';
import { DateTime } from '../schemas/primitives';
import { InstrumentIdOrSymbol } from '../schemas/common';
import {
  ExecutionList,
  Order,
  OrderList,
  OrderStatus,
  OrderSubmissionRequest,
  OrderType,
  ReplaceOrderRequest,
  Side,
} from '../schemas/orders';
import { SecurityType } from '../schemas/instruments';

/** Get Executions */
export const get_executions = defineOperation({
  id: 'get_executions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/executions',
  params: AccountPath,
  query: z.object({
    instrument_ids: z.array(z.string().min(1)).optional(),
    ...paging(1000),
    from: DateTime.optional(),
    to: DateTime.optional(),
  }),
  data: ExecutionList,
});

/** Get Orders */
export const get_orders = defineOperation({
  id: 'get_orders',
  method: 'GET',
  path: '/v1/accounts/{account_id}/orders',
  params: AccountPath,
  query: z.object({
    ...paging(1000),
    order_ids: z.array(z.string()).optional(),
    status: z.array(OrderStatus).optional(),
    symbol: z.string().optional(),
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
    instrument_type: SecurityType.optional(),
    underlying_instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
    from: DateTime.optional(),
    to: DateTime.optional(),
  }),
  data: OrderList,
});

/** Submit Orders */
export const submit_orders = defineOperation({
  id: 'submit_orders',
  method: 'POST',
  path: '/v1/accounts/{account_id}/orders',
  params: AccountPath,
  query: z.object({}),
  body: z.array(OrderSubmissionRequest),
  data: OrderList,
});

/** Cancel All Open Orders */
export const cancel_all_open_orders = defineOperation({
  id: 'cancel_all_open_orders',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/orders',
  params: AccountPath,
  query: z.object({
    side: Side.optional(),
    type: OrderType.optional(),
    instrument_type: SecurityType.optional(),
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
  }),
  data: OrderList,
});

/** Get Order By ID */
export const get_order_by_id = defineOperation({
  id: 'get_order_by_id',
  method: 'GET',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: OrderPath,
  query: z.object({}),
  data: Order,
});

/** Cancel Open Order */
export const cancel_open_order = defineOperation({
  id: 'cancel_open_order',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: OrderPath,
  query: z.object({}),
  data: Order,
});

/** Replace Order */
export const replace_order = defineOperation({
  id: 'replace_order',
  method: 'PATCH',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: OrderPath,
  query: z.object({}),
  body: ReplaceOrderRequest,
  data: Order,
});
