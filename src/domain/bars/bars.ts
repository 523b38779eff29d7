// One-minute OHLC bars built from level-1 updates, and the 5- and 15-minute bars derived from them.
// The Trading API has no price history (docs/api-notes.md), so these are the terminal's own.
//
// Rules (tested in test/domain/bars):
// - Price: the update's last trade price; an update without a trade moves the bar by its bid/ask
//   midpoint only while the symbol has had no trade that day (an illiquid option), so quotes never
//   blur a traded symbol's candles.
// - Order: every price keeps the (ts, seq) of the update that set it. open is the earliest update in
//   the minute, close the newest, high/low the extremes, so late and duplicated updates (after a
//   reconnect) end in the same bar as in-order ones; a duplicate changes nothing.
// - Volume: deltas of cumulative_volume between in-order updates of one session day. The first
//   update heard (the session's volume so far), a late update and a volume that went down (a reset)
//   add nothing; a reset becomes the new base.
// - Gaps: an update after lost updates marks its bar `gap` (its high/low may miss prices).
// - Sessions: each bar carries the New York session of its minute (session-clock.ts); 5- and
//   15-minute buckets are aligned so that they never straddle a session edge.
// Prices are decimal strings compared by the decimal core; nothing here does float math on them.
import { compareDecimal } from '@/domain/decimal/exact';
import { add, div } from '@/domain/decimal/decimal';
import { compareOrder, type TickOrder } from '@/live/quote-store';
import type { BarMark } from '@/live/held-marks';
import { parseTimestamp } from '@/lib/market-time';
import { minuteInfo, type MinuteInfo, type SessionKind } from './session-clock';

export type { SessionKind };

export interface Bar {
  /** The bucket's start, UTC seconds (what the chart's time axis takes). */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Shares traded in the bucket, from cumulative-volume deltas. */
  volume: number;
  session: SessionKind;
  /** Updates were lost while it was built. */
  gap?: boolean;
}

/** A one-minute bar with the order of the updates that set its open and close. */
export interface MinuteBar extends Bar {
  openAt: TickOrder;
  closeAt: TickOrder;
}

/**
 * What the builder takes from an update (a WireQuote, the feed's merged quote, or a background-only
 * symbol's mark: the same fields).
 */
export interface BarTick extends BarMark {
  /** Updates lost just before this one (sequence gap). */
  lost?: number;
}

export const TIMEFRAMES = [1, 5, 15] as const;
export type BarMinutes = (typeof TIMEFRAMES)[number];

// A price equal to the bar's extreme (most updates) is answered without comparing digits.
const higher = (a: string, b: string) => (a === b || (compareDecimal(a, b) ?? 0) >= 0 ? a : b);
const lower = (a: string, b: string) => (a === b || (compareDecimal(a, b) ?? 0) <= 0 ? a : b);

/** The midpoint of bid and ask, exactly (null when either is missing or the book is crossed to zero). */
export function midpoint(bid: string | undefined, ask: string | undefined): string | null {
  if (!bid || !ask) return null;
  const mid = div(add(bid, ask), 2);
  return mid && mid.isPositive() ? mid.toFixed() : null;
}

/** Merges two versions of one minute's bar (e.g. stored before a reload, and recorded after it). */
export function mergeMinuteBars(a: MinuteBar, b: MinuteBar): MinuteBar {
  const aFirst = compareOrder(a.openAt, b.openAt) <= 0;
  const aLast = compareOrder(a.closeAt, b.closeAt) >= 0;
  return {
    time: a.time,
    session: a.session,
    open: aFirst ? a.open : b.open,
    openAt: aFirst ? a.openAt : b.openAt,
    close: aLast ? a.close : b.close,
    closeAt: aLast ? a.closeAt : b.closeAt,
    high: higher(a.high, b.high),
    low: lower(a.low, b.low),
    volume: a.volume + b.volume,
    ...(a.gap || b.gap ? { gap: true } : {}),
  };
}

/** The bars of one session day of one symbol, in time order. */
export interface DayBars {
  day: string;
  /** Event time (ms) of the first update recorded that day. */
  since: number;
  bars: MinuteBar[];
}

/** What an update changed: the bar, and whether it was the newest (else older bars must be redrawn). */
export interface BarChange {
  day: string;
  bar: MinuteBar;
  newest: boolean;
}

/** Builds one symbol's minute bars, day by day. */
export class SymbolBarBuilder {
  readonly days = new Map<string, DayBars>();
  private newest: TickOrder | undefined;
  private volumeBase: { day: string; volume: number } | undefined;
  private readonly traded = new Set<string>();
  // The newest update's minute, by its ts text (one Date.parse per minute, not per update), and its
  // session (one look-up per minute).
  private minutePrefix = '';
  private minuteSeconds = 0;
  private infoMinute = Number.NaN;
  private info: MinuteInfo = { day: '', session: 'overnight' };

  /** Applies one update; returns what changed, or null when nothing did. */
  apply(tick: BarTick): BarChange | null {
    const minute = this.minuteOf(tick.ts);
    if (!Number.isFinite(minute)) return null;
    if (minute !== this.infoMinute) {
      this.info = minuteInfo(minute);
      this.infoMinute = minute;
    }
    const { day, session } = this.info;
    const order: TickOrder = { seq: tick.seq, ts: tick.ts };
    const inOrder = !this.newest || compareOrder(order, this.newest) > 0;
    const duplicate = !inOrder && compareOrder(order, this.newest as TickOrder) === 0;
    if (duplicate) return null;

    let volume = 0;
    if (inOrder) {
      this.newest = order;
      const cv = tick.cumulative_volume;
      if (cv !== undefined) {
        const base = this.volumeBase;
        if (base && base.day === day && cv >= base.volume) volume = cv - base.volume;
        if (base) {
          base.day = day;
          base.volume = cv;
        } else this.volumeBase = { day, volume: cv };
      }
    }

    let price = tick.last_price ?? null;
    if (price) this.traded.add(day);
    else if (!this.traded.has(day)) price = midpoint(tick.bid, tick.ask);
    const lost = (tick.lost ?? 0) > 0;
    if (!price && volume === 0 && !lost) return null;

    let record = this.days.get(day);
    const existing = record ? findBar(record.bars, minute) : null;
    if (!price && !existing) return null; // volume or a gap with no price to draw yet: nothing to show
    if (!record) {
      record = { day, since: parseTimestamp(tick.ts), bars: [] };
      this.days.set(day, record);
    } else if (minute * 1000 <= record.since) {
      // Only an update in or before the minute recording began can be earlier than its start.
      record.since = Math.min(record.since, parseTimestamp(tick.ts));
    }

    let bar: MinuteBar;
    if (!existing) {
      const p = price as string;
      bar = {
        time: minute,
        open: p,
        high: p,
        low: p,
        close: p,
        volume,
        session,
        openAt: order,
        closeAt: order,
      };
      if (lost) bar.gap = true;
      insertBar(record.bars, bar);
    } else {
      bar = existing;
      if (price) {
        if (compareOrder(order, bar.openAt) < 0) {
          bar.open = price;
          bar.openAt = order;
        }
        if (compareOrder(order, bar.closeAt) > 0) {
          bar.close = price;
          bar.closeAt = order;
        }
        bar.high = higher(bar.high, price);
        bar.low = lower(bar.low, price);
      }
      bar.volume += volume;
      if (lost) bar.gap = true;
    }
    const last = record.bars[record.bars.length - 1];
    return { day, bar, newest: last === bar };
  }

  /** Adds bars recorded before (storage) to what is being built now. */
  restore(stored: DayBars): void {
    const record = this.days.get(stored.day);
    if (!record) {
      this.days.set(stored.day, { day: stored.day, since: stored.since, bars: [...stored.bars] });
      return;
    }
    record.since = Math.min(record.since, stored.since);
    for (const old of stored.bars) {
      const index = indexOfBar(record.bars, old.time);
      if (index < 0) insertBar(record.bars, old);
      else record.bars[index] = mergeMinuteBars(record.bars[index] as MinuteBar, old);
    }
  }

  /** Forgets days other than the `keep` newest. */
  dropOlderDays(keep: number): void {
    const days = [...this.days.keys()].sort();
    for (const day of days.slice(0, Math.max(0, days.length - keep))) {
      this.days.delete(day);
      this.traded.delete(day);
    }
  }

  private minuteOf(ts: string): number {
    // RFC 3339 UTC ("…T14:05:09.123Z"): the first 16 characters name the minute. The same minute
    // as the last update's is answered without a copy of the text.
    if (this.minutePrefix && ts.length > 17 && ts.endsWith('Z') && ts.startsWith(this.minutePrefix))
      return this.minuteSeconds;
    const prefix = ts.length > 17 && ts.endsWith('Z') ? ts.slice(0, 16) : '';
    if (prefix && prefix === this.minutePrefix) return this.minuteSeconds;
    const ms = parseTimestamp(ts);
    const minute = Math.floor(ms / 60_000) * 60;
    if (prefix) {
      this.minutePrefix = prefix;
      this.minuteSeconds = minute;
    }
    return minute;
  }
}

function indexOfBar(bars: readonly Bar[], time: number): number {
  // Updates land on the newest bar almost always: look there first.
  for (let i = bars.length - 1; i >= 0 && i >= bars.length - 3; i--) {
    const bar = bars[i] as Bar;
    if (bar.time === time) return i;
    if (bar.time < time) return -1;
  }
  let lo = 0;
  let hi = bars.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = (bars[mid] as Bar).time;
    if (t === time) return mid;
    if (t < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function findBar(bars: MinuteBar[], time: number): MinuteBar | null {
  const index = indexOfBar(bars, time);
  return index < 0 ? null : (bars[index] as MinuteBar);
}

function insertBar(bars: MinuteBar[], bar: MinuteBar): void {
  let i = bars.length;
  while (i > 0 && (bars[i - 1] as Bar).time > bar.time) i--;
  bars.splice(i, 0, bar);
}

/** The start of the `minutes`-bucket holding `time` (UTC seconds; New York is whole hours off UTC). */
export const bucketStart = (time: number, minutes: BarMinutes) => time - (time % (minutes * 60));

/** One bar from one-minute bars of one bucket, in time order. */
export function combineBars(time: number, bars: readonly Bar[]): Bar {
  const first = bars[0] as Bar;
  const last = bars[bars.length - 1] as Bar;
  let high = first.high;
  let low = first.low;
  let volume = 0;
  let gap = false;
  for (const bar of bars) {
    high = higher(high, bar.high);
    low = lower(low, bar.low);
    volume += bar.volume;
    gap ||= bar.gap === true;
  }
  return {
    time,
    open: first.open,
    high,
    low,
    close: last.close,
    volume,
    session: first.session,
    ...(gap ? { gap: true } : {}),
  };
}

/**
 * 5- or 15-minute bars from one-minute bars in time order (1: the bars themselves). Buckets start on
 * the clock (09:30, 09:35 …; 09:30, 09:45 …), and the session edges (04:00, 09:30, 16:00, 20:00) are
 * on every such clock, so no bucket mixes two sessions.
 */
export function deriveBars(minuteBars: readonly Bar[], minutes: BarMinutes): Bar[] {
  if (minutes === 1) return minuteBars.map(plainBar);
  const out: Bar[] = [];
  let group: Bar[] = [];
  let start = Number.NaN;
  for (const bar of minuteBars) {
    const b = bucketStart(bar.time, minutes);
    if (b !== start && group.length > 0) {
      out.push(combineBars(start, group));
      group = [];
    }
    start = b;
    group.push(bar);
  }
  if (group.length > 0) out.push(combineBars(start, group));
  return out;
}

/** A bar without the minute bar's bookkeeping. */
export function plainBar(bar: Bar): Bar {
  const { time, open, high, low, close, volume, session, gap } = bar;
  return gap
    ? { time, open, high, low, close, volume, session, gap }
    : { time, open, high, low, close, volume, session };
}
