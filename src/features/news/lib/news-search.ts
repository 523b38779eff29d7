// The news screen's filters live in the URL so a view can be shared and survives a reload:
// /news?symbols=AAPL,MSFT&publishers=Reuters&publisher_mode=exclude&from=2026-11-20&to=2026-11-21T16:00
//   &type=PRESS_RELEASE&sectors=TECHNOLOGY,ENERGY&q=guidance
// Publishers are one list with one mode, so "include" and "exclude" can never both be sent.
// Bounds are a New York date (YYYY-MM-DD) or a New York date-time (YYYY-MM-DDTHH:MM).
import { z } from 'zod';
import { NewsType, Sector } from '@/api/schemas/news';

// Built on first use (z.lazy): every route's search schema is in the entry, and only the opened
// route's is needed at start-up (docs/performance-history.md, cold load).

const BOUND = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
const commaList = () =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .join(','),
    )
    .pipe(z.string().min(1))
    .optional()
    .catch(undefined);

export const NewsSearch = z.lazy(() =>
  z.object({
    symbols: commaList(),
    publishers: commaList(),
    publisher_mode: z.enum(['include', 'exclude']).optional().catch(undefined),
    from: z.string().regex(BOUND).optional().catch(undefined),
    to: z.string().regex(BOUND).optional().catch(undefined),
    type: NewsType.optional().catch(undefined),
    sectors: z
      .string()
      .transform((s) =>
        s
          .split(',')
          .filter((v) => Sector.safeParse(v).success)
          .join(','),
      )
      .pipe(z.string().min(1))
      .optional()
      .catch(undefined),
    q: z.string().min(1).optional().catch(undefined),
  }),
);
export type NewsSearch = z.infer<typeof NewsSearch>;

/** Items per page of the feed. */
export const NEWS_PAGE_SIZE = 50;

export const splitList = (value: string | undefined): string[] =>
  value ? value.split(',').filter(Boolean) : [];

export const SECTOR_LABELS: Record<Sector, string> = {
  BASIC_MATERIALS: 'Basic materials',
  COMMUNICATION_SERVICES: 'Communication services',
  CONSUMER_CYCLICAL: 'Consumer cyclical',
  CONSUMER_DEFENSIVE: 'Consumer defensive',
  ENERGY: 'Energy',
  FINANCIAL_SERVICES: 'Financial services',
  HEALTHCARE: 'Healthcare',
  INDUSTRIALS: 'Industrials',
  REAL_ESTATE: 'Real estate',
  TECHNOLOGY: 'Technology',
  UTILITIES: 'Utilities',
};

export const NEWS_TYPE_LABELS: Record<NewsType, string> = { NEWS: 'News', PRESS_RELEASE: 'Press release' };

/** Start of a bound for comparing from and to: a date is its first minute, a date-time itself. */
const boundStart = (bound: string) => (bound.includes('T') ? bound : `${bound}T00:00`);
const boundEnd = (bound: string) => (bound.includes('T') ? bound : `${bound}T23:59`);

/** Why the range cannot be asked for, or null. */
export function rangeProblem(search: Pick<NewsSearch, 'from' | 'to'>): string | null {
  if (search.from && search.to && boundStart(search.from) > boundEnd(search.to))
    return `"From" (${search.from.replace('T', ' ')}) is after "To" (${search.to.replace('T', ' ')}).`;
  return null;
}

/** The filters in force, each with what to drop from the URL to loosen it (for the empty state). */
export function activeFilters(
  search: NewsSearch,
): Array<{ key: keyof NewsSearch; label: string; drop: Partial<NewsSearch> }> {
  const out: Array<{ key: keyof NewsSearch; label: string; drop: Partial<NewsSearch> }> = [];
  if (search.symbols)
    out.push({
      key: 'symbols',
      label: `Instruments: ${splitList(search.symbols).join(', ')}`,
      drop: { symbols: undefined },
    });
  if (search.publishers)
    out.push({
      key: 'publishers',
      label: `${search.publisher_mode === 'exclude' ? 'Excluding publishers' : 'Only publishers'}: ${splitList(search.publishers).join(', ')}`,
      drop: { publishers: undefined, publisher_mode: undefined },
    });
  if (search.from)
    out.push({ key: 'from', label: `From ${search.from.replace('T', ' ')}`, drop: { from: undefined } });
  if (search.to) out.push({ key: 'to', label: `To ${search.to.replace('T', ' ')}`, drop: { to: undefined } });
  if (search.type)
    out.push({ key: 'type', label: `Type: ${NEWS_TYPE_LABELS[search.type]}`, drop: { type: undefined } });
  if (search.sectors)
    out.push({
      key: 'sectors',
      label: `Sectors: ${splitList(search.sectors)
        .map((s) => SECTOR_LABELS[s as Sector])
        .join(', ')}`,
      drop: { sectors: undefined },
    });
  if (search.q) out.push({ key: 'q', label: `Text: "${search.q}"`, drop: { q: undefined } });
  return out;
}
