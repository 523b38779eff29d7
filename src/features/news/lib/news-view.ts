// What the news screen shows about its URL filters: their labels, the range check, the filters in
// force. Kept apart from the route's search schema (news-search.ts), which is in the entry bundle.
import type { NewsType, Sector } from '@/api/schemas/news';
import type { NewsSearch } from './news-search';

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
