// GET /v1/news: every filter of the operation over the Universe's news wire, newest first.
import { pageResult } from '../../engine/pagination';
import { commaList } from '../../engine/universe/query-params';
import type { SomeOperationHandlers } from '../types';

export const newsHandlers = {
  get_news: ({ sandbox, query, rawQuery }) => {
    const items = sandbox.universe.news.query({
      from: query.from,
      to: query.to,
      includePublishers: query.include_publishers,
      excludePublishers: query.exclude_publishers,
      newsType: query.news_type,
      searchQuery: query.search_query,
      // The interface document names these `instrument_id` and `sector`; accept both spellings.
      instrumentIds: query.instrument_ids ?? commaList(rawQuery.get('instrument_id') ?? undefined),
      sectors: query.sectors ?? commaList(rawQuery.get('sector') ?? undefined),
    });
    return pageResult(items, query);
  },
} satisfies SomeOperationHandlers;
