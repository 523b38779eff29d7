// Operations of the Trading API: market-data.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { InstrumentIdOrSymbol } from '../schemas/common';
import { DailySummaryList, MarketDataSnapshotList } from '../schemas/market-data';

/** Get Daily Aggregate Summaries */
export const get_daily_summaries = defineOperation({
  id: 'get_daily_summaries',
  method: 'GET',
  path: '/v1/market-data/daily-summary',
  params: z.object({}),
  query: z.object({
    instrument_ids: z.string(),
  }),
  data: DailySummaryList,
});

/** Get Snapshots */
export const get_snapshots = defineOperation({
  id: 'get_snapshots',
  method: 'GET',
  path: '/v1/market-data/snapshot',
  params: z.object({}),
  query: z.object({
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
  }),
  data: MarketDataSnapshotList,
});
