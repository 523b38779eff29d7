// Order endpoints: list with every filter of the spec, submit (an array), cancel one or all,
// replace, and executions. Thin over the brokerage engine.
import type { SomeOperationHandlers } from '../types';
import { pageResult } from '../../engine/pagination';

export const orderHandlers = {
  get_orders: ({ sandbox, params, query }) => {
    const orders = sandbox.brokerage.listOrders(params.account_id, {
      order_ids: query.order_ids,
      status: query.status,
      symbol: query.symbol,
      instrument_ids: query.instrument_ids,
      instrument_type: query.instrument_type,
      underlying_instrument_ids: query.underlying_instrument_ids,
      from: query.from,
      to: query.to,
    });
    return pageResult(orders, query);
  },
  submit_orders: ({ sandbox, params, body }) => ({
    data: sandbox.brokerage.submitOrders(params.account_id, body),
  }),
  cancel_all_open_orders: ({ sandbox, params, query }) => ({
    data: sandbox.brokerage.cancelAllOrders(params.account_id, query),
  }),
  get_order_by_id: ({ sandbox, params }) => ({
    data: sandbox.brokerage.getOrder(params.account_id, params.order_id),
  }),
  cancel_open_order: ({ sandbox, params }) => ({
    data: sandbox.brokerage.cancelOrder(params.account_id, params.order_id),
  }),
  replace_order: ({ sandbox, params, body }) => ({
    data: sandbox.brokerage.replaceOrder(params.account_id, params.order_id, body),
  }),
  get_executions: ({ sandbox, params, query, rawQuery }) => {
    // The interface document names the filter `instrument_id`; the OpenAPI description `instrument_ids`.
    const single = rawQuery.get('instrument_id');
    const instruments = [
      ...(query.instrument_ids ?? []),
      ...(single
        ? single
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : []),
    ];
    const executions = sandbox.brokerage.listExecutions(params.account_id, {
      instrument_ids: instruments.length > 0 ? instruments : undefined,
      from: query.from,
      to: query.to,
    });
    return pageResult(executions, query);
  },
} satisfies SomeOperationHandlers;
