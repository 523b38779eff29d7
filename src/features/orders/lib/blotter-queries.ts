// What a blotter or executions URL asks the server for: the filters and the query options, read by
// the screens and warmed by the route loaders (kept apart from the screens so a route file stays light).
import { orderQueries, type ExecutionListFilters, type OrderListFilters } from '@/api/resources/orders';
import type { Order, OrderStatus } from '@/api/schemas/orders';
import { sessionStore } from '@/api/session';
import { newYorkLocalToUtc } from './market-local-time';
import { statusesOfView, type BlotterView } from './order-status';
import type { ExecutionsSearch, OrdersSearch } from './search-params';

export const BLOTTER_PAGE_SIZE = 50;

/** The GET orders filters a blotter URL stands for. */
export function filtersOf(search: OrdersSearch): OrderListFilters {
  const view: BlotterView = search.view ?? 'open';
  const statuses = search.status
    ? (search.status.split(',').filter(Boolean) as OrderStatus[])
    : statusesOfView(view);
  const from = search.from ? newYorkLocalToUtc(`${search.from}T00:00`) : undefined;
  const toStart = search.to ? newYorkLocalToUtc(`${search.to}T23:59`) : undefined;
  return {
    page_size: BLOTTER_PAGE_SIZE,
    ...(statuses ? { status: statuses } : {}),
    ...(search.symbol ? { symbol: search.symbol } : {}),
    ...(search.instrument_type ? { instrument_type: search.instrument_type } : {}),
    ...(from ? { from } : {}),
    ...(toStart ? { to: new Date(Date.parse(toStart) + 59_999).toISOString() } : {}),
  };
}

/** States the venue is still working on: a cancel or replace confirms (or a new order is acked) soon. */
const TRANSITIONAL: ReadonlySet<string> = new Set(['PENDING_NEW', 'PENDING_CANCEL', 'PENDING_REPLACE']);

/**
 * While the page shows an order in a pending state, it is read again every 500 ms (demo: the server is
 * in this tab) or 1 s (live) until none is: a replace's new working order (a new id that only exists
 * once the venue confirms) and a cancel's outcome show without waiting for the order watcher, whatever
 * account it watches. A failed refresh stops this (one "Refresh failed" toast); the watcher goes on.
 */
export function blotterRefetchInterval(data: { data: Order[] } | undefined, failed: boolean): number | false {
  if (failed || !data?.data.some((o) => TRANSITIONAL.has(o.status))) return false;
  return sessionStore.getState().mode === 'demo' ? 500 : 1000;
}

/** The page of orders a blotter URL shows: read by the screen, warmed by the route's loader. */
export function ordersQuery(accountId: number, search: OrdersSearch) {
  return {
    ...orderQueries.list(accountId, filtersOf(search), search.page),
    refetchInterval: (query: { state: { data: { data: Order[] } | undefined; status: string } }) =>
      blotterRefetchInterval(query.state.data, query.state.status === 'error'),
  };
}

export function executionFiltersOf(search: ExecutionsSearch): ExecutionListFilters {
  const from = search.from ? newYorkLocalToUtc(search.from) : undefined;
  const toMinute = search.to ? newYorkLocalToUtc(search.to) : undefined;
  return {
    ...(search.instrument ? { instrument_ids: [search.instrument] } : {}),
    ...(from ? { from } : {}),
    // "To 15:30" includes fills during 15:30 (up to 15:30:59.999).
    ...(toMinute ? { to: new Date(Date.parse(toMinute) + 59_999).toISOString() } : {}),
  };
}

/** The page of executions a URL shows: read by the screen, warmed by the route's loader. */
export function executionsQuery(accountId: number, search: ExecutionsSearch) {
  return orderQueries.executions(accountId, { ...executionFiltersOf(search), page_size: 100 }, search.page);
}
