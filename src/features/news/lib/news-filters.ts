// From the URL's filters to get_news parameters (kept apart from the route's search schema so the
// date-time zone code loads with the screen, not the entry).
import { TZDate } from '@date-fns/tz';
import type { NewsFilters } from '@/api/resources/news';
import type { Sector } from '@/api/schemas/news';
import { MARKET_TIME_ZONE } from '@/lib/market-time';
import type { NewsSearch } from './news-search';
import { splitList } from './news-view';

/** A URL bound as the API wants it: a bare date as is, a New York date-time as RFC 3339 with offset. */
export function boundToWire(bound: string): string {
  if (!bound.includes('T')) return bound;
  const [date = '', time = ''] = bound.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const instant = new TZDate(y!, m! - 1, d!, h!, min!, 0, MARKET_TIME_ZONE);
  return instant.toISOString().replace(/\.\d{3}/, '');
}

/** The API filters for the URL, with the instruments already resolved to ids. */
export function newsFilters(search: NewsSearch, instrumentIds: string[]): NewsFilters {
  const publishers = search.publishers;
  const sectors = splitList(search.sectors) as Sector[];
  return {
    ...(instrumentIds.length > 0 ? { instrument_ids: instrumentIds } : {}),
    ...(publishers
      ? search.publisher_mode === 'exclude'
        ? { exclude_publishers: publishers }
        : { include_publishers: publishers }
      : {}),
    ...(search.from ? { from: boundToWire(search.from) } : {}),
    ...(search.to ? { to: boundToWire(search.to) } : {}),
    ...(search.type ? { news_type: search.type } : {}),
    ...(sectors.length > 0 ? { sectors } : {}),
    ...(search.q ? { search_query: search.q } : {}),
  };
}
