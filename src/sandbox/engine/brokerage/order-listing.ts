// Reading orders and executions back: the filters of GET orders and GET executions, newest first.
import type { Execution, Order } from '@/api/schemas/orders';
import type { ExecutionState, OrderState } from './state';
import { executionView, orderView } from './order-view';

export interface OrderFilters {
  order_ids?: string[] | undefined;
  status?: string[] | undefined;
  symbol?: string | undefined;
  instrument_ids?: string[] | undefined;
  instrument_type?: string | undefined;
  underlying_instrument_ids?: string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface CancelAllFilters {
  side?: string | undefined;
  type?: string | undefined;
  instrument_type?: string | undefined;
  instrument_ids?: string[] | undefined;
}

export interface ExecutionFilters {
  instrument_ids?: string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Turns a filter value (UUID or symbol) into an instrument id; unknown values match only themselves. */
export type ResolveId = (value: string) => string;

const idSet = (values: string[] | undefined, resolve: ResolveId) =>
  values?.length ? new Set(values.map(resolve)) : undefined;

const timeOf = (text: string | undefined) => (text ? Date.parse(text) : undefined);

export function listOrders(
  orders: readonly OrderState[],
  filters: OrderFilters,
  resolve: ResolveId,
): Order[] {
  const ids = filters.order_ids?.length ? new Set(filters.order_ids) : undefined;
  const statuses = filters.status?.length ? new Set(filters.status) : undefined;
  const instruments = idSet(filters.instrument_ids, resolve);
  const underlyings = idSet(filters.underlying_instrument_ids, resolve);
  const from = timeOf(filters.from);
  const to = timeOf(filters.to);
  const symbol = filters.symbol?.toUpperCase();
  return orders
    .filter(
      (o) =>
        (!ids || ids.has(o.id)) &&
        (!statuses || statuses.has(o.status)) &&
        (!symbol || o.symbol.toUpperCase() === symbol) &&
        (!instruments || instruments.has(o.instrument_id)) &&
        (!filters.instrument_type || o.instrument_type === filters.instrument_type) &&
        (!underlyings ||
          (o.underlying_instrument_id !== null && underlyings.has(o.underlying_instrument_id))) &&
        (from === undefined || o.created_ms >= from) &&
        (to === undefined || o.created_ms <= to),
    )
    .sort((a, b) => b.created_ms - a.created_ms || (a.id < b.id ? 1 : -1))
    .map((o) => orderView(o));
}

export function matchesCancelFilters(
  order: OrderState,
  filters: CancelAllFilters,
  resolve: ResolveId,
): boolean {
  const instruments = idSet(filters.instrument_ids, resolve);
  return (
    (!filters.side || order.side === filters.side) &&
    (!filters.type || order.order_type === filters.type) &&
    (!filters.instrument_type || order.instrument_type === filters.instrument_type) &&
    (!instruments || instruments.has(order.instrument_id))
  );
}

/** Executions of one account, by transaction time descending (nanosecond sequence breaks ties). */
export function listExecutions(
  executions: readonly ExecutionState[],
  accountId: number,
  filters: ExecutionFilters,
  resolve: ResolveId,
): Execution[] {
  const instruments = idSet(filters.instrument_ids, resolve);
  const from = timeOf(filters.from);
  const to = timeOf(filters.to);
  return executions
    .filter(
      (e) =>
        e.account_id === accountId &&
        (!instruments || instruments.has(e.instrument_id)) &&
        (from === undefined || e.time_ms >= from) &&
        (to === undefined || e.time_ms <= to),
    )
    .sort((a, b) => b.time_ms - a.time_ms || b.seq - a.seq)
    .map(executionView);
}
