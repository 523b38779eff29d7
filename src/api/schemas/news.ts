import { z } from 'zod';
import { Uuid, DateTime, openEnum } from './primitives';

// Object schemas are built on first use (z.lazy): this module is in the entry (docs/performance-history.md).

/** Instrument associated with a news item. */
export const NewsInstrument = z.lazy(() =>
  z.looseObject({
    instrument_id: Uuid,
    name: z.string().nullish(),
    symbol: z.string().nullish(),
  }),
);
export type NewsInstrument = z.infer<typeof NewsInstrument>;

/** News item classification. */
export const NewsType = z.enum(['NEWS', 'PRESS_RELEASE']);
export type NewsType = z.infer<typeof NewsType>;

/** A single news item and its associated instruments. */
export const NewsItem = z.lazy(() =>
  z.looseObject({
    image_url: z.string().nullish(),
    instruments: z.array(NewsInstrument),
    news_type: openEnum(NewsType),
    published_at: DateTime,
    publisher: z.string(),
    site: z.string().nullish(),
    text: z.string().nullish(),
    title: z.string(),
    url: z.string(),
  }),
);
export type NewsItem = z.infer<typeof NewsItem>;

export const NewsItemList = z.array(NewsItem);
export type NewsItemList = z.infer<typeof NewsItemList>;

/** Market sector classification. */
export const Sector = z.enum([
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
]);
export type Sector = z.infer<typeof Sector>;
