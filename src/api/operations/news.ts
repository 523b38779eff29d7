// Operations of the Trading API: news.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { NewsItemList } from '../schemas/news';

/** Get News */
export const get_news = defineOperation({
  id: 'get_news',
  method: 'GET',
  path: '/v1/news',
  params: z.object({}),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    include_publishers: z.string().optional(),
    exclude_publishers: z.string().optional(),
    news_type: z.enum(['NEWS', 'PRESS_RELEASE']).optional(),
    search_query: z.string().optional(),
    instrument_ids: z.array(z.string()).optional(),
    sectors: z
      .array(
        z.enum([
          'BASIC_MATERIALS',
          'COMMUNICATION_SERVICES',
          'CONSUMER_CYCLICAL',
          'CONSUMER_DEFENSIVE',
          'ENERGY',
          'FINANCIAL_SERVICES',
          'HEALTHCARE',
          'INDUSTRIALS',
          'REAL_ESTATE',
          'TECHNOLOGY',
          'UTILITIES',
        ]),
      )
      .optional(),
  }),
  data: NewsItemList,
});
