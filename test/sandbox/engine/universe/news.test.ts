import { describe, it, expect } from 'vitest';
import { NewsItemList } from '@/api/schemas/news';
import { SandboxError } from '@/sandbox/engine/errors';
import { makeUniverse, TEST_NOW } from './helpers';

const { universe } = makeUniverse();
const all = universe.news.query();
const ms = (iso: string) => Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));

describe('news wire', () => {
  it('holds a few thousand items over the last 60 days, newest first, none in the future', () => {
    expect(NewsItemList.safeParse(all).success).toBe(true);
    expect(all.length).toBeGreaterThan(2000);
    const times = all.map((n) => ms(n.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_NOW);
    expect(Math.min(...times)).toBeGreaterThan(TEST_NOW - 62 * 86_400_000);
    expect(new Set(all.map((n) => n.url)).size).toBe(all.length);
  });

  it('mixes news and press releases from 8-12 publishers, tied to instruments', () => {
    const publishers = new Set(all.map((n) => n.publisher));
    expect(publishers.size).toBeGreaterThanOrEqual(8);
    expect(publishers.size).toBeLessThanOrEqual(12);
    expect(all.filter((n) => n.news_type === 'PRESS_RELEASE').length).toBeGreaterThan(100);
    expect(all.filter((n) => n.news_type === 'NEWS').length).toBeGreaterThan(1000);
    for (const n of all.slice(0, 200)) {
      expect(n.instruments.length).toBeGreaterThan(0);
      for (const i of n.instruments) expect(universe.byId(i.instrument_id)?.symbol).toBe(i.symbol);
    }
  });

  it('publishes earnings press releases on the earnings date', () => {
    const aaplEarnings = universe.research.instrumentEvents('AAPL', {
      from: '2026-09-21',
      to: '2026-11-20',
    }).earnings;
    const aaplNews = universe.news.query({ instrumentIds: ['AAPL'], newsType: 'PRESS_RELEASE' });
    for (const e of aaplEarnings)
      expect(aaplNews.some((n) => n.title.includes('Results') && n.published_at.startsWith(e.date))).toBe(
        true,
      );
  });

  it('grows as the clock moves and is the same for the same seed', () => {
    const { universe: twin, clock } = makeUniverse();
    expect(twin.news.query()).toEqual(all);
    clock.advance(6 * 3600_000);
    const later = twin.news.query();
    expect(later.length).toBeGreaterThan(all.length - 200);
    expect(later.filter((n) => ms(n.published_at) > TEST_NOW).length).toBeGreaterThan(0);
  });
});

describe('news filters', () => {
  it('includes or excludes publishers, case-insensitively, but never both', () => {
    const reuters = universe.news.query({ includePublishers: 'reuters, Business Wire' });
    expect(reuters.length).toBeGreaterThan(0);
    expect(new Set(reuters.map((n) => n.publisher))).toEqual(new Set(['Reuters', 'Business Wire']));
    const without = universe.news.query({ excludePublishers: 'Reuters' });
    expect(without.length).toBe(all.length - all.filter((n) => n.publisher === 'Reuters').length);
    try {
      universe.news.query({ includePublishers: 'Reuters', excludePublishers: 'CNBC' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SandboxError);
      expect((error as SandboxError).status).toBe(400);
      expect((error as SandboxError).details?.map((d) => d.field)).toEqual([
        'include_publishers',
        'exclude_publishers',
      ]);
    }
  });

  it('takes from/to as dates (whole UTC days) or RFC 3339 instants, and rejects anything else', () => {
    const day = universe.news.query({ from: '2026-11-10', to: '2026-11-10' });
    expect(day.length).toBeGreaterThan(10);
    expect(day.every((n) => n.published_at.startsWith('2026-11-10'))).toBe(true);
    const hour = universe.news.query({ from: '2026-11-10T14:00:00Z', to: '2026-11-10T10:00:00-05:00' });
    expect(
      hour.every(
        (n) =>
          ms(n.published_at) >= Date.parse('2026-11-10T14:00:00Z') &&
          ms(n.published_at) <= Date.parse('2026-11-10T15:00:00Z'),
      ),
    ).toBe(true);
    expect(() => universe.news.query({ from: '123' })).toThrow(/expected YYYY-MM-DD or RFC3339/);
    expect(() => universe.news.query({ from: '2026-11-12', to: '2026-11-10' })).toThrow(SandboxError);
  });

  it('filters by instrument (UUID or ticker), type, free text and sector', () => {
    const aapl = universe.bySymbol('AAPL')!;
    const byId = universe.news.query({ instrumentIds: [aapl.id] });
    expect(byId.length).toBeGreaterThan(5);
    expect(byId.every((n) => n.instruments.some((i) => i.instrument_id === aapl.id))).toBe(true);
    expect(universe.news.query({ instrumentIds: ['aapl', 'MSFT'] }).length).toBeGreaterThan(byId.length);
    expect(
      universe.news.query({ newsType: 'PRESS_RELEASE' }).every((n) => n.news_type === 'PRESS_RELEASE'),
    ).toBe(true);
    const dividend = universe.news.query({ searchQuery: 'DIVIDEND' });
    expect(dividend.length).toBeGreaterThan(0);
    expect(dividend.every((n) => `${n.title} ${n.text}`.toLowerCase().includes('dividend'))).toBe(true);
    expect(universe.news.query({ searchQuery: aapl.id }).length).toBe(byId.length);
    const energy = universe.news.query({ sectors: ['ENERGY'] });
    expect(energy.length).toBeGreaterThan(0);
    expect(
      energy.every((n) => n.instruments.some((i) => universe.profile(i.instrument_id)?.sector === 'ENERGY')),
    ).toBe(true);
  });
});
