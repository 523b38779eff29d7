// The sandbox's news wire: a few thousand items over the last ~60 days, generated one market day
// at a time (same seed and day → same items) and cached. Company events drive press releases
// (earnings, date announcements, dividend declarations); the rest is market colour.
import type { NewsItem, Sector } from '@/api/schemas/news';
import type { Rng } from '../rng';
import { addDays, isTradingDay, isWeekend, newYorkTimeToUtcMs, rfc3339Nanos } from './dates';
import { dividendsBetween, epsSurpriseOf } from './events';
import { releasesBetween, type FiscalQuarter } from './fiscal-calendar';
import { hash32 } from './ids';
import * as words from './news-templates';
import * as stories from './news-stories';
import type { Story } from './news-stories';
import type { InstrumentProfile } from './types';

/** How many days of news the wire keeps. */
export const NEWS_WINDOW_DAYS = 60;

export interface StoredNews {
  item: NewsItem;
  ms: number;
  instrumentIds: ReadonlySet<string>;
  sectors: ReadonlySet<Sector>;
  /** Lower-case title, text, instrument ids and symbols, for free-text search. */
  haystack: string;
}

export class NewsWire {
  private readonly days = new Map<string, StoredNews[]>();
  private indexFor: string | undefined;
  private releases = new Map<string, Array<{ profile: InstrumentProfile; quarter: FiscalQuarter }>>();
  private declarations = new Map<string, Array<{ profile: InstrumentProfile; amount: string }>>();
  private readonly stocks: InstrumentProfile[];
  private readonly cumulative: number[];
  private readonly benchmarks: InstrumentProfile[];
  private readonly byIndustry = new Map<string, InstrumentProfile[]>();
  private readonly bySector = new Map<Sector, InstrumentProfile[]>();

  constructor(
    private readonly rng: Rng,
    /** The stream earnings surprises come from, so headlines agree with the events endpoint. */
    private readonly eventsRng: Rng,
    profiles: readonly InstrumentProfile[],
  ) {
    this.stocks = profiles.filter((p) => p.kind === 'stock' && !p.isInactive);
    let total = 0;
    // Larger companies make the news more often.
    this.cumulative = this.stocks.map((p) => (total += Math.sqrt(Number(p.marketCap) / 1e9 + 0.5)));
    for (const p of this.stocks) {
      this.byIndustry.set(p.industry, [...(this.byIndustry.get(p.industry) ?? []), p]);
      this.bySector.set(p.sector, [...(this.bySector.get(p.sector) ?? []), p]);
    }
    this.benchmarks = ['SPY', 'QQQ', 'DIA', 'IWM']
      .map((s) => profiles.find((p) => p.instrument.symbol === s))
      .filter((p): p is InstrumentProfile => p !== undefined);
  }

  static publisherNames(): string[] {
    return words.ALL_PUBLISHERS.map((p) => p.name);
  }

  /** Every item published from `today - NEWS_WINDOW_DAYS` up to `nowMs`, newest first. */
  items(today: string, nowMs: number): StoredNews[] {
    this.buildIndex(today);
    const out: StoredNews[] = [];
    for (let d = 0; d <= NEWS_WINDOW_DAYS; d++) {
      const day = addDays(today, -d);
      let items = this.days.get(day);
      if (!items) {
        items = this.generateDay(day);
        this.days.set(day, items);
      }
      for (const item of items) if (item.ms <= nowMs) out.push(item);
    }
    return out.sort((a, b) => b.ms - a.ms || (a.item.url < b.item.url ? -1 : 1));
  }

  /** Earnings dates and dividend declarations around the window, scanned once per market day. */
  private buildIndex(today: string) {
    if (this.indexFor === today) return;
    this.indexFor = today;
    const start = addDays(today, -NEWS_WINDOW_DAYS - 1);
    this.releases = new Map();
    this.declarations = new Map();
    for (const profile of this.stocks) {
      for (const quarter of releasesBetween(profile, start, addDays(today, 20))) {
        this.releases.set(quarter.releaseDate, [
          ...(this.releases.get(quarter.releaseDate) ?? []),
          { profile, quarter },
        ]);
      }
      for (const dividend of dividendsBetween(profile, start, addDays(today, 60), today)) {
        const day = dividend.declaration_date ?? dividend.ex_date;
        if (day < start) continue;
        this.declarations.set(day, [
          ...(this.declarations.get(day) ?? []),
          { profile, amount: dividend.dividend_amount ?? '' },
        ]);
      }
    }
  }

  private pickStock(r: Rng): InstrumentProfile {
    const total = this.cumulative[this.cumulative.length - 1] ?? 1;
    const target = r.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return this.stocks[lo] ?? this.stocks[0]!;
  }

  private generateDay(day: string): StoredNews[] {
    const r = this.rng.fork(`news:${day}`);
    const out: StoredNews[] = [];
    const at = (hour: number, minute: number) => newYorkTimeToUtcMs(day, hour, minute, r.int(0, 59));
    const publish = (story: Story, type: 'NEWS' | 'PRESS_RELEASE', publisher: words.Publisher, ms: number) =>
      out.push(this.make(day, story, type, publisher, ms));
    // Each issuer keeps one newswire for its press releases.
    const wire = (p: InstrumentProfile) =>
      words.WIRE_PUBLISHERS[hash32(`wire:${p.instrument.symbol}`) % words.WIRE_PUBLISHERS.length]!;
    const outlet = () => r.pick(words.NEWS_PUBLISHERS);

    for (const { profile, quarter } of this.releases.get(day) ?? []) {
      const bmo = quarter.reportTime === 'BMO';
      const releaseMs = at(bmo ? 6 : 16, bmo ? r.int(30, 59) : r.int(5, 20));
      publish(stories.earningsRelease(profile, quarter), 'PRESS_RELEASE', wire(profile), releaseMs);
      const beat = epsSurpriseOf(this.eventsRng, profile.instrument.symbol, quarter.index) >= 0;
      const reaction = stories.earningsReaction(profile, quarter, beat);
      publish(reaction, 'NEWS', outlet(), releaseMs + r.int(20, 90) * 60_000);
    }
    if (isTradingDay(day))
      for (const { profile, quarter } of this.releases.get(addDays(day, 14)) ?? [])
        publish(
          stories.resultsDateRelease(profile, quarter),
          'PRESS_RELEASE',
          wire(profile),
          at(r.int(7, 9), r.int(0, 59)),
        );
    for (const { profile, amount } of this.declarations.get(day) ?? [])
      publish(
        stories.dividendRelease(profile, amount),
        'PRESS_RELEASE',
        wire(profile),
        at(r.int(8, 16), r.int(0, 59)),
      );

    const weekend = isWeekend(day);
    for (let i = weekend ? r.int(6, 12) : r.int(30, 42); i > 0; i--) {
      const profile = this.pickStock(r);
      const ms = weekend ? at(r.int(8, 18), r.int(0, 59)) : at(r.int(4, 19), r.int(0, 59));
      publish(stories.companyStory(r, profile, this.peerOf(r, profile)), 'NEWS', outlet(), ms);
    }
    if (weekend) return out;
    for (let i = r.int(2, 4); i > 0; i--) {
      const lead = this.pickStock(r);
      const members = [lead, this.peerOf(r, lead, true), this.peerOf(r, lead, true)].filter(
        (p, n, all): p is InstrumentProfile => !!p && all.indexOf(p) === n,
      );
      publish(stories.sectorWrap(r, members), 'NEWS', outlet(), at(r.int(10, 16), r.int(0, 59)));
    }
    for (let i = r.int(1, 3); i > 0; i--)
      publish(stories.marketWrap(r, this.benchmarks), 'NEWS', outlet(), at(r.int(6, 17), r.int(0, 59)));
    for (let i = r.int(3, 7); i > 0; i--) {
      const profile = this.pickStock(r);
      publish(
        stories.corporateRelease(r, profile),
        'PRESS_RELEASE',
        wire(profile),
        at(r.int(7, 17), r.int(0, 59)),
      );
    }
    return out;
  }

  private peerOf(r: Rng, profile: InstrumentProfile, sameSector = false): InstrumentProfile | undefined {
    const group =
      (sameSector ? this.bySector.get(profile.sector) : this.byIndustry.get(profile.industry)) ?? [];
    const peers = group.filter((p) => p !== profile);
    return peers.length > 0 ? r.pick(peers) : undefined;
  }

  private make(
    day: string,
    story: Story,
    type: 'NEWS' | 'PRESS_RELEASE',
    publisher: words.Publisher,
    ms: number,
  ): StoredNews {
    const { title, text, about } = story;
    const instruments = about.map((p) => ({
      instrument_id: p.instrument.id,
      symbol: p.instrument.symbol,
      name: p.instrument.name,
    }));
    const body = `${text} ${words.SANDBOX_NOTE}`;
    const item: NewsItem = {
      title,
      text: body,
      news_type: type,
      publisher: publisher.name,
      site: publisher.site,
      url: `https://example.com/news/${publisher.slug}/${day}/${words.slugify(title)}-${hash32(`${title}:${ms}`).toString(36)}`,
      image_url: null,
      published_at: rfc3339Nanos(ms),
      instruments,
    };
    return {
      item,
      ms,
      instrumentIds: new Set(instruments.map((i) => i.instrument_id)),
      sectors: new Set(about.map((p) => p.sector)),
      haystack: [title, body, ...instruments.flatMap((i) => [i.instrument_id, i.symbol])]
        .join(' ')
        .toLowerCase(),
    };
  }
}
