import { z } from 'zod';
import { Uuid, IsoDate, DateTime } from './primitives';

/** Daily aggregate (OHLV) summary for a single instrument. */
export const DailySummary = z.looseObject({
  high: z.string().nullish(),
  instrument_id: Uuid,
  low: z.string().nullish(),
  not_applicable: z.boolean().optional(),
  open: z.string().nullish(),
  symbol: z.string().nullish(),
  trade_date: IsoDate.nullish(),
  volume: z.number().nullish(),
});
export type DailySummary = z.infer<typeof DailySummary>;

export const DailySummaryList = z.array(DailySummary);
export type DailySummaryList = z.infer<typeof DailySummaryList>;

/** Theoretical price and Greeks for an options snapshot. All values are */
export const SnapshotGreeks = z.looseObject({
  delta: z.string(),
  gamma: z.string(),
  iv: z.string(),
  rho: z.string(),
  theo_price: z.string(),
  theta: z.string(),
  timestamp: DateTime,
  vega: z.string(),
});
export type SnapshotGreeks = z.infer<typeof SnapshotGreeks>;

/** L1 quote fields for a market data snapshot. */
export const SnapshotQuote = z.looseObject({
  ask: z.string().nullish(),
  ask_size: z.number().min(0).nullish(),
  bid: z.string().nullish(),
  bid_size: z.number().min(0).nullish(),
  midpoint: z.string().nullish(),
});
export type SnapshotQuote = z.infer<typeof SnapshotQuote>;

/** Last-trade fields for a market data snapshot. */
export const SnapshotLastTrade = z.looseObject({
  price: z.string(),
  size: z.number().int().min(0),
});
export type SnapshotLastTrade = z.infer<typeof SnapshotLastTrade>;

/** Session-level pricing metrics for a market data snapshot. */
export const SnapshotSession = z.looseObject({
  change: z.string(),
  change_percent: z.string(),
  previous_close: z.string(),
});
export type SnapshotSession = z.infer<typeof SnapshotSession>;

/** Market data snapshot for a single security. */
export const MarketDataSnapshot = z.looseObject({
  cumulative_volume: z.number().min(0).nullish(),
  greeks: SnapshotGreeks.nullish(),
  instrument_id: z.string(),
  last_quote: SnapshotQuote.nullish(),
  last_trade: SnapshotLastTrade.nullish(),
  name: z.string().nullish(),
  session: SnapshotSession.nullish(),
  symbol: z.string(),
});
export type MarketDataSnapshot = z.infer<typeof MarketDataSnapshot>;

export const MarketDataSnapshotList = z.array(MarketDataSnapshot);
export type MarketDataSnapshotList = z.infer<typeof MarketDataSnapshotList>;
