// Market data over REST: snapshots (last quote, last trade, session change, greeks) and daily
// aggregate summaries. Live quotes come from the WebSocket client in src/live.
import { queryOptions } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import * as ops from '../operations/market-data';
import type { OperationQuery } from '../operation';

export type DailySummariesQuery = OperationQuery<typeof ops.get_daily_summaries>;

export const marketDataOperations = [ops.get_snapshots, ops.get_daily_summaries];

/** Snapshots for instrument ids or symbols, in the server's order. */
export const getSnapshots = (symbols: readonly string[], options?: CallOptions) =>
  callOperation(ops.get_snapshots, { query: { instrument_ids: [...symbols] } }, options).then((r) => r.data);

/** Daily OHLV summaries; `instrument_ids` is a comma-separated list of ids. */
export const getDailySummaries = (query: DailySummariesQuery, options?: CallOptions) =>
  callOperation(ops.get_daily_summaries, { query }, options).then((r) => r.data);

export const marketDataQueries = {
  all: () => ['market-data'] as const,
  snapshots: (symbols: readonly string[]) =>
    queryOptions({
      queryKey: [...marketDataQueries.all(), 'snapshots', [...symbols]] as const,
      queryFn: ({ signal }) => getSnapshots(symbols, { signal }),
      enabled: symbols.length > 0,
      staleTime: 5_000,
    }),
  dailySummaries: (query: DailySummariesQuery) =>
    queryOptions({
      queryKey: [...marketDataQueries.all(), 'daily-summaries', query] as const,
      queryFn: ({ signal }) => getDailySummaries(query, { signal }),
      staleTime: 60_000,
    }),
};
