import { describe, it, expect } from 'vitest';
import { call, makeUniverse } from '../engine/universe/helpers';

const { universe } = makeUniverse();
type Item = {
  title: string;
  publisher: string;
  news_type: string;
  published_at: string;
  instruments: Array<{ symbol: string }>;
};

describe('GET /v1/news', () => {
  it('answers newest first in schema shape, 1000 per page by default', async () => {
    const result = await call(universe, 'get_news');
    expect(result.schemaIssues).toEqual([]);
    const items = result.data as Item[];
    expect(items).toHaveLength(1000);
    expect(result.metadata?.total_items).toBeGreaterThan(2000);
    const next = await call(universe, 'get_news', {
      query: { page_token: result.metadata!.next_page_token as string },
    });
    expect((next.data as Item[])[0]!.published_at <= items[999]!.published_at).toBe(true);
  });

  it('applies every filter of the operation', async () => {
    const result = await call(universe, 'get_news', {
      query: {
        instrument_ids: 'AAPL,MSFT,NVDA,AMZN,GOOGL,META',
        news_type: 'NEWS',
        exclude_publishers: 'Zacks',
        from: '2026-10-01',
        to: '2026-11-20T23:59:59Z',
        sectors: 'TECHNOLOGY,COMMUNICATION_SERVICES,CONSUMER_CYCLICAL',
        page_size: '50',
      },
    });
    expect(result.schemaIssues).toEqual([]);
    const items = result.data as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const n of items) {
      expect(n.news_type).toBe('NEWS');
      expect(n.publisher).not.toBe('Zacks');
      expect(n.published_at >= '2026-10-01').toBe(true);
    }
    const search = await call(universe, 'get_news', {
      query: { search_query: 'quarterly profit estimates' },
    });
    expect((search.data as Item[]).every((n) => n.title.includes('quarterly profit estimates'))).toBe(true);
  });

  it('accepts the interface document spellings instrument_id and sector', async () => {
    const result = await call(universe, 'get_news', { query: { instrument_id: 'XOM', sector: 'ENERGY' } });
    const items = result.data as Item[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((n) => n.instruments.some((i) => i.symbol === 'XOM'))).toBe(true);
  });

  it('answers 400 with field details when include and exclude publishers are combined, or a date is bad', async () => {
    const both = await call(universe, 'get_news', {
      query: { include_publishers: 'Reuters', exclude_publishers: 'CNBC' },
    });
    expect(both).toMatchObject({
      status: 400,
      error: { code: 400, details: [{ field: 'include_publishers' }, { field: 'exclude_publishers' }] },
    });
    const bad = await call(universe, 'get_news', { query: { from: '123' } });
    expect(bad).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining("from: invalid date or datetime '123'") },
    });
  });
});
