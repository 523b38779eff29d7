// GET /v1/news over the news wire: every filter of the operation, newest first.
import type { NewsItem, Sector } from '@/api/schemas/news';
import type { Rng } from '../rng';
import { badRequest } from '../errors';
import { NewsWire } from './news';
import { checkRange, commaList, dateOrDateTimeParam } from './query-params';
import type { InstrumentLookup } from './lookup';

export interface NewsQuery {
  from?: string | undefined;
  to?: string | undefined;
  includePublishers?: string | undefined;
  excludePublishers?: string | undefined;
  newsType?: string | undefined;
  searchQuery?: string | undefined;
  /** UUIDs or tickers. */
  instrumentIds?: readonly string[] | undefined;
  sectors?: readonly string[] | undefined;
}

export class NewsDesk {
  private readonly wire: NewsWire;

  constructor(
    private readonly universe: InstrumentLookup,
    rng: Rng,
  ) {
    this.wire = new NewsWire(rng, universe.eventsRng, universe.allProfiles());
  }

  /** Publisher names that appear on the wire. */
  publishers(): string[] {
    return NewsWire.publisherNames();
  }

  query(query: NewsQuery = {}): NewsItem[] {
    const include = commaList(query.includePublishers).map((p) => p.toLowerCase());
    const exclude = commaList(query.excludePublishers).map((p) => p.toLowerCase());
    if (include.length > 0 && exclude.length > 0)
      throw badRequest('include_publishers and exclude_publishers are mutually exclusive', [
        { field: 'include_publishers', description: 'cannot be combined with exclude_publishers' },
        { field: 'exclude_publishers', description: 'cannot be combined with include_publishers' },
      ]);
    const from = dateOrDateTimeParam('from', query.from, 'start');
    const to = dateOrDateTimeParam('to', query.to, 'end');
    checkRange('from', 'to', from, to);
    const ids = new Set(
      (query.instrumentIds ?? []).map(
        (id) => this.universe.resolve(id.trim())?.id ?? id.trim().toLowerCase(),
      ),
    );
    const sectors = new Set((query.sectors ?? []).map((s) => s.toUpperCase() as Sector));
    const text = query.searchQuery?.trim().toLowerCase();
    return this.wire
      .items(this.universe.today(), this.universe.now())
      .filter(
        (n) =>
          (from === undefined || n.ms >= from) &&
          (to === undefined || n.ms <= to) &&
          (include.length === 0 || include.includes(n.item.publisher.toLowerCase())) &&
          !exclude.includes(n.item.publisher.toLowerCase()) &&
          (!query.newsType || n.item.news_type === query.newsType) &&
          (ids.size === 0 || [...n.instrumentIds].some((id) => ids.has(id))) &&
          (sectors.size === 0 || [...n.sectors].some((s) => sectors.has(s))) &&
          (!text || n.haystack.includes(text)),
      )
      .map((n) => n.item);
  }
}
