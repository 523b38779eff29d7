// URL state of the calendar tabs. Market hours: ?date=YYYY-MM-DD (absent = the server's today).
// Events: ?from&to (YYYY-MM-DD), types, and one instrument scope (symbols, an account's positions,
// or a watchlist). Malformed values are dropped rather than failing the route.
import { z } from 'zod';
import type { AllEventsEventType } from '@/api/schemas/instruments';
import { isIsoDate } from '@/lib/iso-date';

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
