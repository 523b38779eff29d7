// Server clock and market hours.
import { queryOptions } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import * as ops from '../operations/calendar';
import type { OperationQuery } from '../operation';

export type MarketHoursQuery = OperationQuery<typeof ops.get_market_hours_calendar>;

export const calendarOperations = [ops.get_clock, ops.get_market_hours_calendar];

export const getClock = (options?: CallOptions) =>
  callOperation(ops.get_clock, {}, options).then((r) => r.data);

export const getMarketHours = (query: MarketHoursQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_market_hours_calendar, { query }, options).then((r) => r.data);

export const calendarQueries = {
  all: () => ['calendar'] as const,
  clock: () =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'clock'] as const,
      queryFn: ({ signal }) => getClock({ signal }),
      staleTime: 60_000,
    }),
  marketHours: (query: MarketHoursQuery = {}) =>
    queryOptions({
      queryKey: [...calendarQueries.all(), 'market-hours', query] as const,
      queryFn: ({ signal }) => getMarketHours(query, { signal }),
      staleTime: 60_000,
    }),
};
