// The events calendar's date range: its limits, the default (this week and next), what is wrong with
// a range, and the pieces the API is asked for. Kept apart from the route's search schema
// (calendar-search.ts), which is in the entry bundle.
import type { AllEventsEventType } from '@/api/schemas/instruments';
import { addDays, daysBetween, isIsoDate } from '@/lib/iso-date';
import { startOfWeek } from './calendar-dates';

/** The longest range the form accepts, in days (inclusive). */
export const MAX_EVENT_RANGE_DAYS = 62;
/** The API caps an unfiltered query at 7 dates: longer ranges are asked for in chunks this long. */
export const UNFILTERED_CHUNK_DAYS = 7;

export const EVENT_TYPE_LABELS: Record<AllEventsEventType, string> = {
  EARNINGS: 'Earnings',
  DIVIDEND: 'Dividends',
  STOCK_SPLIT: 'Splits',
  IPO: 'IPOs',
};

/** This week and next: Monday of this week to Sunday of next week. */
export function defaultEventRange(today: string): { from: string; to: string } {
  const from = startOfWeek(today);
  return { from, to: addDays(from, 13) };
}

/** What is wrong with a range, or null when it can be asked for. */
export function eventRangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from)) return 'Enter a valid "From" date.';
  if (!isIsoDate(to)) return 'Enter a valid "To" date.';
  if (from > to) return `"From" (${from}) is after "To" (${to}).`;
  const days = daysBetween(from, to) + 1;
  if (days > MAX_EVENT_RANGE_DAYS)
    return `The range is ${days} days; at most ${MAX_EVENT_RANGE_DAYS} days can be shown at once.`;
  return null;
}

/** [from, to] pieces of at most `size` dates covering the range. */
export function chunkRange(from: string, to: string, size: number): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  for (let start = from; start <= to; start = addDays(start, size)) {
    const end = addDays(start, size - 1);
    out.push({ from: start, to: end < to ? end : to });
  }
  return out;
}
