// The instrument page's URL state: which panel, and each panel's choices, so a view can be linked.
import { z } from 'zod';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

export const INSTRUMENT_TABS = [
  'chart',
  'overview',
  'financials',
  'analysts',
  'events',
  'news',
  'options',
] as const;
export type InstrumentTab = (typeof INSTRUMENT_TABS)[number];

export const InstrumentPageSearch = z.lazy(() =>
  z.object({
    tab: z.enum(INSTRUMENT_TABS).optional().catch(undefined),
    /** Financials: which statement and which period type. */
    statement: z.enum(['income', 'balance', 'cash']).optional().catch(undefined),
    period: z.enum(['QUARTERLY', 'ANNUAL', 'TTM']).optional().catch(undefined),
    /** Options: the expiry shown (YYYY-MM-DD). */
    expiry: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .catch(undefined),
  }),
);
export type InstrumentPageSearch = z.infer<typeof InstrumentPageSearch>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID stays as is; a symbol is upper-cased ("aapl" and "AAPL" are one page). */
export const normalizeInstrumentParam = (raw: string) =>
  UUID.test(raw) ? raw.toLowerCase() : raw.trim().toUpperCase();
