// Operations of the Trading API: calendar.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { ClockDetail, MarketHoursDetailList } from '../schemas/calendar';

/** Get Market Hours Calendar. */
export const get_market_hours_calendar = defineOperation({
  id: 'get_market_hours_calendar',
  method: 'GET',
  path: '/v1/calendars/market-hours',
  params: z.object({}),
  query: z.object({
    date: z.string().optional(),
    market: z.enum(['us_equities', 'us_options']).optional(),
  }),
  data: MarketHoursDetailList,
});

/** Get Clock */
export const get_clock = defineOperation({
  id: 'get_clock',
  method: 'GET',
  path: '/v1/clock',
  params: z.object({}),
  query: z.object({}),
  data: ClockDetail,
});
