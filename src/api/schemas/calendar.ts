import { z } from 'zod';
import { IsoDate, DateTime, openEnum } from './primitives';

// Object schemas are built on first use (z.lazy): this module is in the entry (docs/performance-history.md).

/** Current server time and market clock information */
export const ClockDetail = z.lazy(() =>
  z.looseObject({
    clock: DateTime,
  }),
);
export type ClockDetail = z.infer<typeof ClockDetail>;

/** Day type for market hours - indicates the type of trading day */
export const DayType = z.enum(['TRADING_DAY', 'EARLY_CLOSE', 'HOLIDAY', 'WEEKEND']);
export type DayType = z.infer<typeof DayType>;

/** Market type for market hours calendar endpoint */
export const MarketType = z.enum(['us_equities', 'us_options']);
export type MarketType = z.infer<typeof MarketType>;

/** Session schedule with open and close timestamps */
export const SessionSchedule = z.lazy(() =>
  z.looseObject({
    close: DateTime,
    open: DateTime,
    time_until_close: z.string().nullish(),
    time_until_open: z.string().nullish(),
  }),
);
export type SessionSchedule = z.infer<typeof SessionSchedule>;

/** Trading sessions for a market day with full timestamps */
export const TradingSessions = z.lazy(() =>
  z.looseObject({
    after_hours: SessionSchedule.nullish(),
    pre_market: SessionSchedule.nullish(),
    regular: SessionSchedule.nullish(),
  }),
);
export type TradingSessions = z.infer<typeof TradingSessions>;

/** Session type for market hours */
export const MarketSessionType = z.enum(['pre_market', 'regular', 'after_hours']);
export type MarketSessionType = z.infer<typeof MarketSessionType>;

/** Market status information */
export const MarketStatus = z.lazy(() =>
  z.looseObject({
    current_session: openEnum(MarketSessionType).nullish(),
    day_type: openEnum(DayType),
    is_open: z.boolean(),
  }),
);
export type MarketStatus = z.infer<typeof MarketStatus>;

/** Comprehensive market hours information for a specific market and date */
export const MarketHoursDetail = z.lazy(() =>
  z.looseObject({
    current_time: DateTime,
    date: IsoDate,
    market: openEnum(MarketType),
    market_name: z.string(),
    next_sessions: TradingSessions,
    status: MarketStatus,
    timezone: z.string(),
    today_sessions: TradingSessions,
  }),
);
export type MarketHoursDetail = z.infer<typeof MarketHoursDetail>;

export const MarketHoursDetailList = z.array(MarketHoursDetail);
export type MarketHoursDetailList = z.infer<typeof MarketHoursDetailList>;
