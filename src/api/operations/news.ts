// Operations of the Trading API: news.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { paging } from './parts';
import { NewsItemList, NewsType, Sector } from '../schemas/news';

/** Get News */
export const get_news = defineOperation({
  id: 'get_news',
  method: 'GET',
  path: '/v1/news',
  params: z.object({}),
  query: z.object({
    ...paging(1000),
    from: z.string().optional(),
    to: z.string().optional(),
    include_publishers: z.string().optional(),
    exclude_publishers: z.string().optional(),
    news_type: NewsType.optional(),
    search_query: z.string().optional(),
    instrument_ids: z.array(z.string()).optional(),
    sectors: z.array(Sector).optional(),
  }),
  data: NewsItemList,
});
