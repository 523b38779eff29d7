// Orders and executions: list (with the spec's filters), detail, submit, replace, cancel one or all.
// Writes are never retried here: the order ticket owns idempotency (client order ids) and reconciliation.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/orders';
import type { OperationBody, OperationQuery } from '../operation';
import type { NewOrderRequest } from '../schemas/orders';
import { accountQueries } from './accounts';
import { positionQueries } from './positions';

export type OrderListQuery = OperationQuery<typeof ops.get_orders>;
export type OrderListFilters = Omit<OrderListQuery, 'page_token'>;
export type ExecutionListQuery = OperationQuery<typeof ops.get_executions>;
export type ExecutionListFilters = Omit<ExecutionListQuery, 'page_token'>;
export type CancelAllFilters = OperationQuery<typeof ops.cancel_all_open_orders>;
export type ReplaceOrderBody = OperationBody<typeof ops.replace_order>;

export const orderOperations = [
  ops.get_orders,
  ops.get_order_by_id,
  ops.submit_orders,
  ops.replace_order,
  ops.cancel_open_order,
  ops.cancel_all_open_orders,
  ops.get_executions,
];

/** One page of orders with its metadata (tokens and totals). */
export const getOrders = (accountId: number, query: OrderListQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_orders, { params: { account_id: accountId }, query }, options);

export const getOrder = (accountId: number, orderId: string, options?: CallOptions) =>
  callOperation(ops.get_order_by_id, { params: { account_id: accountId, order_id: orderId } }, options).then(
    (r) => r.data,
  );

/** One page of executions (newest first) with its metadata. */
export const getExecutions = (accountId: number, query: ExecutionListQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_executions, { params: { account_id: accountId }, query }, options);

/** POST a batch of orders. Returns `{ data, metadata }` so the ticket can show the request_id. */
export const submitOrders = (accountId: number, orders: NewOrderRequest[], options?: CallOptions) =>
  callOperation(ops.submit_orders, { params: { account_id: accountId }, body: orders }, options);

export const replaceOrder = (accountId: number, orderId: string, body: ReplaceOrderBody) =>
  callOperation(ops.replace_order, { params: { account_id: accountId, order_id: orderId }, body });

export const cancelOrder = (accountId: number, orderId: string) =>
  callOperation(ops.cancel_open_order, { params: { account_id: accountId, order_id: orderId } });

export const cancelAllOpenOrders = (accountId: number, filters: CancelAllFilters = {}) =>
  callOperation(ops.cancel_all_open_orders, { params: { account_id: accountId }, query: filters });

/**
 * Looks an order up by its client order id (GET orders, every page, newest first). `from` narrows
 * the scan to orders created after a point in time. Resolves to undefined on a confirmed absence.
 */
export async function findOrderByClientId(
  accountId: number,
  clientOrderId: string,
  query: Pick<OrderListQuery, 'from' | 'symbol'> = {},
  options?: CallOptions,
) {
  let pageToken: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const page = await getOrders(
      accountId,
      pageToken ? { page_token: pageToken } : { ...query, page_size: 1000 },
      options,
    );
    const found = page.data.find((o) => o.client_order_id === clientOrderId);
    if (found) return found;
    const next = page.metadata.next_page_token;
    // A repeated token would loop forever.
    if (!next || seen.has(next)) return undefined;
    seen.add(next);
    pageToken = next;
  }
}

export const orderQueries = {
  all: () => ['orders'] as const,
  /** Every order list of one account (positions.ts relies on this prefix). */
  lists: (accountId: number) => [...orderQueries.all(), 'list', accountId] as const,
  /** One page of orders for the filters (`{ data, metadata }`). */
  list: (accountId: number, filters: OrderListFilters = {}, pageToken?: string) =>
    queryOptions({
      queryKey: [...orderQueries.lists(accountId), filters, pageToken ?? null] as const,
      queryFn: ({ signal }) => getOrders(accountId, { ...filters, page_token: pageToken }, { signal }),
    }),
  infinite: (accountId: number, filters: OrderListFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.lists(accountId), 'infinite', filters] as const,
      queryFn: ({ signal, pageParam }) =>
        getOrders(accountId, { ...filters, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
    }),
  details: (accountId: number) => [...orderQueries.all(), 'detail', accountId] as const,
  detail: (accountId: number, orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.details(accountId), orderId] as const,
      queryFn: ({ signal }) => getOrder(accountId, orderId, { signal }),
    }),
  executionLists: (accountId: number) => [...orderQueries.all(), 'executions', accountId] as const,
  executions: (accountId: number, filters: ExecutionListFilters = {}, pageToken?: string) =>
    queryOptions({
      queryKey: [...orderQueries.executionLists(accountId), filters, pageToken ?? null] as const,
      queryFn: ({ signal }) => getExecutions(accountId, { ...filters, page_token: pageToken }, { signal }),
    }),
};

/** What an order changes: the account's orders and executions, its positions and its balances. */
export function invalidateAfterOrderChange(queryClient: QueryClient, accountId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderQueries.lists(accountId) }),
    queryClient.invalidateQueries({ queryKey: orderQueries.details(accountId) }),
    queryClient.invalidateQueries({ queryKey: orderQueries.executionLists(accountId) }),
    queryClient.invalidateQueries({ queryKey: positionQueries.list(accountId).queryKey }),
    queryClient.invalidateQueries({ queryKey: accountQueries.balancesOf(accountId) }),
  ]);
}

export function submitOrdersMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...orderQueries.all(), accountId, 'submit'] as const,
    mutationFn: (orders: NewOrderRequest[]) => submitOrders(accountId, orders),
    onSettled: () => invalidateAfterOrderChange(queryClient, accountId),
  };
}

export function replaceOrderMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...orderQueries.all(), accountId, 'replace'] as const,
    mutationFn: ({ orderId, body }: { orderId: string; body: ReplaceOrderBody }) =>
      replaceOrder(accountId, orderId, body),
    onSuccess: () => invalidateAfterOrderChange(queryClient, accountId),
  };
}

export function cancelOrderMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...orderQueries.all(), accountId, 'cancel'] as const,
    mutationFn: (orderId: string) => cancelOrder(accountId, orderId),
    onSuccess: () => invalidateAfterOrderChange(queryClient, accountId),
  };
}

export function cancelAllOpenOrdersMutation(queryClient: QueryClient, accountId: number) {
  return {
    mutationKey: [...orderQueries.all(), accountId, 'cancel-all'] as const,
    mutationFn: (filters: CancelAllFilters) => cancelAllOpenOrders(accountId, filters),
    onSettled: () => invalidateAfterOrderChange(queryClient, accountId),
  };
}
