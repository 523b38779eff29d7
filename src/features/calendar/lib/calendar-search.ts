// URL state of the calendar tabs. Market hours: ?date=YYYY-MM-DD (absent = the server's today).
// Events: ?from&to (YYYY-MM-DD), types, and one instrument scope (symbols, an account's positions,
// or a watchlist). Malformed values are dropped rather than failing the route.
import { z } from 'zod';
import type { AllEventsEventType } from '@/api/schemas/instruments';
import { addDays, daysBetween, isIsoDate } from '@/lib/iso-date';
import { startOfWeek } from './calendar-dates';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

/** AllEventsEventType's values (spelled out so the instrument schemas stay out of the entry). */
export const EVENT_TYPES = [
  'EARNINGS',
  'DIVIDEND',
  'STOCK_SPLIT',
  'IPO',
] as const satisfies readonly AllEventsEventType[];

const isoDateParam = () => z.string().refine(isIsoDate).optional().catch(undefined);

export const MarketHoursSearch = z.lazy(() => z.object({ date: isoDateParam() }));
export type MarketHoursSearch = z.infer<typeof MarketHoursSearch>;

export const EVENT_SCOPES = ['all', 'symbols', 'positions', 'watchlist'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];

export const EventsSearch = z.lazy(() =>
  z.object({
    from: isoDateParam(),
    to: isoDateParam(),
    /** Comma-separated AllEventsEventType values (absent = every type). */
    types: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .filter((t) => (EVENT_TYPES as readonly string[]).includes(t))
          .join(','),
      )
      .pipe(z.string().min(1))
      .optional()
      .catch(undefined),
    scope: z.enum(EVENT_SCOPES).optional().catch(undefined),
    symbols: z.string().min(1).optional().catch(undefined),
    account: z.coerce.number().int().positive().optional().catch(undefined),
    watchlist: z.string().min(1).optional().catch(undefined),
  }),
);
export type EventsSearch = z.infer<typeof EventsSearch>;

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
