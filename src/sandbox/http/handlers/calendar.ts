// GET /v1/clock and GET /v1/calendars/market-hours over the Market's calendar and sessions.
// Session instants are shown in New York time with the offset; `time_until_*` are ISO 8601
// durations against the sandbox clock. US equity options trade on the equity days, in the regular
// session only, so their day has no pre-market or after-hours sessions.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MarketHoursDetail, MarketType, TradingSessions } from '@/api/schemas/calendar';
import { MARKET_TIME_ZONE } from '@/lib/market-time';
import { badRequest } from '../../engine/errors';
import type { SessionWindow } from '../../engine/market/calendar';
import { isIsoDate } from '@/lib/iso-date';
import { rfc3339Nanos } from '../../engine/universe/dates';
import type { Sandbox } from '../../engine/sandbox';
import type { SomeOperationHandlers } from '../types';

const MARKETS: readonly MarketType[] = ['us_equities', 'us_options'];
const MARKET_NAMES: Record<MarketType, string> = { us_equities: 'US Equities', us_options: 'US Options' };

/** An instant in New York time with its offset: 2025-11-28T09:30:00-05:00. */
export function newYorkTimestamp(ms: number): string {
  return format(new TZDate(ms, MARKET_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** An ISO 8601 duration (PT2H, PT1H5M30S, P1DT2H; PT0S for nothing), to the second. */
export function isoDuration(ms: number): string {
  let seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (!days && !time) return 'PT0S';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

function schedule(window: SessionWindow, now: number | undefined) {
  const base = { open: newYorkTimestamp(window.open), close: newYorkTimestamp(window.close) };
  if (now === undefined) return base;
  return {
    ...base,
    time_until_open: now < window.open ? isoDuration(window.open - now) : null,
    time_until_close: now >= window.open && now < window.close ? isoDuration(window.close - now) : null,
  };
}

function sessionsOf(sandbox: Sandbox, date: string, market: MarketType, now?: number): TradingSessions {
  const s = sandbox.market.calendar.sessions(date);
  if (!s.regular) return {};
  if (market === 'us_options') return { regular: schedule(s.regular, now) };
  return {
    ...(s.pre_market ? { pre_market: schedule(s.pre_market, now) } : {}),
    regular: schedule(s.regular, now),
    ...(s.after_hours ? { after_hours: schedule(s.after_hours, now) } : {}),
  };
}

function marketHours(sandbox: Sandbox, date: string, market: MarketType): MarketHoursDetail {
  const now = sandbox.clock.now();
  const calendar = sandbox.market.calendar;
  const session = sandbox.market.session(now);
  const current = session === 'closed' || (market === 'us_options' && session !== 'regular') ? null : session;
  const isToday = date === sandbox.market.today();
  return {
    current_time: newYorkTimestamp(now),
    date,
    market,
    market_name: MARKET_NAMES[market],
    timezone: MARKET_TIME_ZONE,
    status: {
      day_type: calendar.dayType(date),
      // Real time: whether the market trades its regular session right now.
      is_open: session === 'regular',
      current_session: isToday ? current : null,
    },
    today_sessions: sessionsOf(sandbox, date, market, now),
    next_sessions: sessionsOf(sandbox, calendar.nextTradingDay(date), market),
  };
}

export const calendarHandlers = {
  get_clock: ({ sandbox }) => ({ data: { clock: rfc3339Nanos(sandbox.clock.now()) } }),

  get_market_hours_calendar: ({ sandbox, query }) => {
    const date = query.date?.trim() || sandbox.market.today();
    if (!isIsoDate(date))
      throw badRequest('Invalid query parameters', [
        { field: 'date', description: `expected a date as YYYY-MM-DD, got "${date}"` },
      ]);
    if (date < '2010-01-01' || date > '2060-12-31')
      throw badRequest('Invalid query parameters', [
        { field: 'date', description: 'the calendar covers 2010-01-01 to 2060-12-31' },
      ]);
    const markets = query.market ? [query.market] : MARKETS;
    return { data: markets.map((market) => marketHours(sandbox, date, market)) };
  },
} satisfies SomeOperationHandlers;
