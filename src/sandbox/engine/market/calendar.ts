// The NYSE trading calendar: day types (full day, early close, holiday, weekend), trading-day
// arithmetic and the UTC instants of each day's pre-market, regular and after-hours sessions in
// America/New_York (DST handled by @date-fns/tz). Holidays follow the NYSE rules (observed dates,
// New Year's Day on a Saturday not observed); early closes at 13:00 on the day before Independence
// Day, the day after Thanksgiving and Christmas Eve when those are trading days. US equity options
// trade on the same days; their regular session is the equity one and they have no extended hours.
import { TZDate } from '@date-fns/tz';
import type { DayType } from '@/api/schemas/calendar';
import { MARKET_TIME_ZONE } from '@/lib/market-time';
import {
  addDays,
  dayOfWeek,
  isMarketHoliday,
  isoDate,
  isWeekend,
  nthWeekday,
  toDayNumber,
  fromDayNumber,
} from '../universe/dates';

export type { DayType } from '@/api/schemas/calendar';

/** A session's open and close as epoch milliseconds. */
export interface SessionWindow {
  open: number;
  close: number;
}

/** The sessions of one trading day (all null on holidays and weekends). */
export interface DaySessions {
  date: string;
  dayType: DayType;
  pre_market: SessionWindow | null;
  regular: SessionWindow | null;
  after_hours: SessionWindow | null;
}

/** Early-close days (13:00 regular close, 17:00 end of after-hours) of a year. */
function earlyCloses(year: number): ReadonlySet<string> {
  const candidates = [
    isoDate(year, 7, 3), // day before Independence Day
    addDays(nthWeekday(year, 11, 4, 4), 1), // day after Thanksgiving
    isoDate(year, 12, 24), // Christmas Eve
  ];
  return new Set(candidates.filter((d) => !isWeekend(d) && !isMarketHoliday(d)));
}

const earlyCache = new Map<number, ReadonlySet<string>>();
function isEarlyClose(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = earlyCache.get(year);
  if (!set) {
    set = earlyCloses(year);
    earlyCache.set(year, set);
  }
  return set.has(date);
}

/** UTC milliseconds of a New York wall-clock time on a date. */
export function newYorkInstant(date: string, hours: number, minutes = 0): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return new TZDate(y, m - 1, d, hours, minutes, 0, 0, MARKET_TIME_ZONE).getTime();
}

export class MarketCalendar {
  private readonly sessionCache = new Map<string, DaySessions>();

  dayType(date: string): DayType {
    if (isWeekend(date)) return 'WEEKEND';
    if (isMarketHoliday(date)) return 'HOLIDAY';
    return isEarlyClose(date) ? 'EARLY_CLOSE' : 'TRADING_DAY';
  }

  isTradingDay(date: string): boolean {
    return !isWeekend(date) && !isMarketHoliday(date);
  }

  isEarlyClose(date: string): boolean {
    return this.isTradingDay(date) && isEarlyClose(date);
  }

  /** The first trading day strictly after `date`. */
  nextTradingDay(date: string): string {
    let day = addDays(date, 1);
    while (!this.isTradingDay(day)) day = addDays(day, 1);
    return day;
  }

  /** The last trading day strictly before `date`. */
  previousTradingDay(date: string): string {
    let day = addDays(date, -1);
    while (!this.isTradingDay(day)) day = addDays(day, -1);
    return day;
  }

  /** `date` when it is a trading day, else the trading day before it. */
  onOrBefore(date: string): string {
    return this.isTradingDay(date) ? date : this.previousTradingDay(date);
  }

  /** `date` when it is a trading day, else the trading day after it. */
  onOrAfter(date: string): string {
    return this.isTradingDay(date) ? date : this.nextTradingDay(date);
  }

  /** Trading days from `from` to `to`, both inclusive, ascending. */
  tradingDaysBetween(from: string, to: string): string[] {
    const out: string[] = [];
    const end = toDayNumber(to);
    for (let n = toDayNumber(from); n <= end; n++) {
      const day = fromDayNumber(n);
      if (this.isTradingDay(day)) out.push(day);
    }
    return out;
  }

  /** Day of the week, 0 = Sunday. */
  dayOfWeek(date: string): number {
    return dayOfWeek(date);
  }

  /** The sessions of a date as UTC instants (null sessions on non-trading days). */
  sessions(date: string): DaySessions {
    const cached = this.sessionCache.get(date);
    if (cached) return cached;
    const dayType = this.dayType(date);
    let result: DaySessions;
    if (dayType === 'HOLIDAY' || dayType === 'WEEKEND') {
      result = { date, dayType, pre_market: null, regular: null, after_hours: null };
    } else {
      const early = dayType === 'EARLY_CLOSE';
      const preOpen = newYorkInstant(date, 4);
      const regularOpen = newYorkInstant(date, 9, 30);
      const regularClose = newYorkInstant(date, early ? 13 : 16);
      const afterClose = newYorkInstant(date, early ? 17 : 20);
      result = {
        date,
        dayType,
        pre_market: { open: preOpen, close: regularOpen },
        regular: { open: regularOpen, close: regularClose },
        after_hours: { open: regularClose, close: afterClose },
      };
    }
    if (this.sessionCache.size > 4000) this.sessionCache.clear();
    this.sessionCache.set(date, result);
    return result;
  }
}
