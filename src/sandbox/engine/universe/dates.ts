// Calendar arithmetic on ISO dates (YYYY-MM-DD) plus the US market holidays the reference data needs
// (option expiries, earnings and dividend dates). Pure functions over UTC days: no time zone database.
import { marketDate } from '@/lib/market-time';
import { addDays, daysBetween, fromDayNumber, toDayNumber } from '@/lib/iso-date';

// The day arithmetic is the app's (src/lib/iso-date.ts).
export { addDays, daysBetween, fromDayNumber, toDayNumber };

const DAY_MS = 86_400_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (iso: string): number => (toDayNumber(iso) + 4) % 7;

export const isWeekend = (iso: string): boolean => {
  const dow = dayOfWeek(iso);
  return dow === 0 || dow === 6;
};

export const isoDate = (year: number, month: number, day: number): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The last day of a month (month 1–12). */
export const lastDayOfMonth = (year: number, month: number): string =>
  fromDayNumber(Math.floor(Date.UTC(year, month, 1) / DAY_MS) - 1);

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = lastDayOfMonth(year, month);
    return addDays(last, -((dayOfWeek(last) - weekday + 7) % 7));
  }
  const first = isoDate(year, month, 1);
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
}

/** The market date (America/New_York) of an instant. */
export const marketDay = (ms: number): string => marketDate(ms);

function easterSunday(year: number): string {
  // Anonymous Gregorian algorithm.
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** Saturday holidays move to Friday, Sunday ones to Monday (NYSE rule; New Year's never to Dec 31). */
function observed(iso: string, isNewYear = false): string | undefined {
  const dow = dayOfWeek(iso);
  if (dow === 6) return isNewYear ? undefined : addDays(iso, -1);
  if (dow === 0) return addDays(iso, 1);
  return iso;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** NYSE full-day holidays of a year (rule-based; ad-hoc closures such as national days of mourning are left out). */
export function marketHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = [
    observed(isoDate(year, 1, 1), true),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    addDays(easterSunday(year), -2), // Good Friday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    year >= 2022 ? observed(isoDate(year, 6, 19)) : undefined, // Juneteenth
    observed(isoDate(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(isoDate(year, 12, 25)),
  ].filter((d): d is string => d !== undefined);
  const set = new Set(days);
  holidayCache.set(year, set);
  return set;
}

export const isMarketHoliday = (iso: string): boolean => marketHolidays(Number(iso.slice(0, 4))).has(iso);

export const isTradingDay = (iso: string): boolean => !isWeekend(iso) && !isMarketHoliday(iso);

/** The first trading day on or after `iso`. */
export function tradingDayOnOrAfter(iso: string): string {
  let day = iso;
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

/** The last trading day on or before `iso`. */
export function tradingDayOnOrBefore(iso: string): string {
  let day = iso;
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

/** Adds `n` trading days (n may be negative). */
export function addTradingDays(iso: string, n: number): string {
  let day = iso;
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    day = addDays(day, step);
    if (isTradingDay(day)) left -= 1;
  }
  return day;
}

/**
 * Offset of New York from UTC in hours on a date (-4 in daylight time, -5 otherwise). US rule since
 * 2007: daylight time from the second Sunday of March to the first Sunday of November.
 */
const dstCache = new Map<number, readonly [string, string]>();

export function newYorkOffsetHours(iso: string): number {
  const year = Number(iso.slice(0, 4));
  let bounds = dstCache.get(year);
  if (!bounds) {
    bounds = [nthWeekday(year, 3, 0, 2), nthWeekday(year, 11, 0, 1)];
    dstCache.set(year, bounds);
  }
  return iso >= bounds[0] && iso < bounds[1] ? -4 : -5;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 4, 2026" (or "Dec 4, 2026" with `short`). */
export function formatLongDate(iso: string, short = false): string {
  const name = MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${short ? name.slice(0, 3) : name} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** UTC milliseconds of a New York wall-clock time on a date. */
export function newYorkTimeToUtcMs(iso: string, hours: number, minutes = 0, seconds = 0): number {
  return (
    toDayNumber(iso) * DAY_MS + ((hours - newYorkOffsetHours(iso)) * 3600 + minutes * 60 + seconds) * 1000
  );
}

/** RFC 3339 with nanosecond precision, as the API sends timestamps. */
export function rfc3339Nanos(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${fromDayNumber(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${String(millis).padStart(3, '0')}000000Z`;
}
