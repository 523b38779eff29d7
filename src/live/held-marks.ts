// What a held symbol's window of ticks must keep so that one-minute bars built from it equal bars
// built from every tick (domain/bars): a symbol streamed only in the background (the watchlists'
// symbols kept streamed for bar recording, nothing on screen) is merged in the quote socket for a
// second at a time (quote-batch.ts), and reaches the page once, as its merged quote plus these marks.
//
// A mark is one in-order tick as it came (the fields bars use). Per minute of the window (a window
// can straddle a minute, and so a session day) the marks are its first and last tick with a traded
// price and with a bid/ask midpoint (a bar's open and close: a bar uses the midpoint only while its
// day has had no trade), the ticks that set its highest and lowest price of each kind, its first
// and last tick with a session volume (volume is the difference between volumes heard; a day's
// first adds nothing) and the one before its first priced tick (volume heard before a minute has a
// price goes to no bar), and its last tick. The bar builder given the marks in order builds the bars
// it builds from every tick: the same open, high, low and close, and volume differences that add
// up to the same per minute.
// Late ticks (older than one the socket already had: out of order after a reconnect) are marked as
// they came, without their session volume (a late update adds no volume to a bar), at most
// LATE_MARKS a window: each can be a bar's open, close, high or low. Not kept: a session volume
// going down inside a minute, and where in the window a sequence gap fell (the client marks the
// window's newest bar).
//
// Ranking reads the price strings as numbers only to pick candidates: correctly rounded parsing is
// monotonic, so a strictly greater number is a strictly greater decimal; equal numbers from
// different strings are all kept (up to EXTREME_TIES), and the bar builder compares those exactly
// with the decimal core. Nothing here computes with a price, and marks carry the strings unchanged.
import type { WireQuote } from './protocol';
import { compareOrder } from './quote-store';

/** One in-order tick as it came, with the fields the bar builder uses (`BarTick` extends it). */
export interface BarMark {
  seq: number;
  ts: string;
  last_price?: string;
  bid?: string;
  ask?: string;
  cumulative_volume?: number;
}

/** Late ticks marked per window (a reconnect's replay is short; beyond it, the first stay). */
const LATE_MARKS = 500;

/** Candidates equal as numbers but different as text kept per extreme (beyond it, the first stay). */
const EXTREME_TIES = 4;

interface Extreme {
  key: number;
  texts: string[];
  marks: BarMark[];
}

interface MinuteMarks {
  /** The RFC 3339 text up to the minute ("2026-11-27T14:05"): whole-minute offsets keep edges aligned. */
  prefix: string;
  /** The minute's first tick with a traded price, with a midpoint (bar opens), with a volume. */
  firstTrade?: BarMark;
  firstMid?: BarMark;
  firstVolume?: BarMark;
  /** Its last tick, and last with a traded price, a midpoint (bar closes), a volume: marked at the end. */
  last: WireQuote;
  lastTrade?: WireQuote;
  lastMid?: WireQuote;
  lastVolume?: WireQuote;
  /** The tick with a volume heard last before the minute's first tick of each kind of price. */
  volumeBefore: BarMark[];
  /** A trade in this minute: later midpoints of its day do not move a bar, so they are not ranked. */
  traded: boolean;
  tradeHigh?: Extreme;
  tradeLow?: Extreme;
  midHigh?: Extreme;
  midLow?: Extreme;
}

function markOf(tick: WireQuote): BarMark {
  const mark: BarMark = { seq: tick.seq, ts: tick.ts };
  if (tick.last_price !== undefined) mark.last_price = tick.last_price;
  if (tick.bid !== undefined) mark.bid = tick.bid;
  if (tick.ask !== undefined) mark.ask = tick.ask;
  if (tick.cumulative_volume !== undefined) mark.cumulative_volume = tick.cumulative_volume;
  return mark;
}

function rank(
  extreme: Extreme | undefined,
  key: number,
  text: string,
  high: boolean,
  at: () => BarMark,
): Extreme | undefined {
  if (Number.isNaN(key)) return extreme;
  if (!extreme || (high ? key > extreme.key : key < extreme.key))
    return { key, texts: [text], marks: [at()] };
  if (key === extreme.key && extreme.texts.length < EXTREME_TIES && !extreme.texts.includes(text)) {
    extreme.texts.push(text);
    extreme.marks.push(at());
  }
  return extreme;
}

function marksOf(minute: MinuteMarks): BarMark[] {
  const marks = [markOf(minute.last), ...minute.volumeBefore];
  for (const first of [minute.firstTrade, minute.firstMid, minute.firstVolume]) if (first) marks.push(first);
  for (const last of [minute.lastTrade, minute.lastMid, minute.lastVolume])
    if (last) marks.push(markOf(last));
  for (const extreme of [minute.tradeHigh, minute.tradeLow, minute.midHigh, minute.midLow])
    if (extreme) marks.push(...extreme.marks);
  return marks;
}

/** The marks of one held symbol's window (see the file comment). */
export class HeldMarks {
  private readonly minutes: MinuteMarks[] = [];
  /** The newest tick with a session volume. */
  private volumeTick: WireQuote | null = null;
  private readonly late: BarMark[] = [];

  /** A late tick (older than one the socket already had): marked as it came, without its volume. */
  addLate(tick: WireQuote): void {
    if (this.late.length >= LATE_MARKS) return;
    const mark = markOf(tick);
    delete mark.cumulative_volume;
    this.late.push(mark);
  }

  /** An in-order tick (newer than every tick before it on the socket). */
  add(tick: WireQuote): void {
    let made: BarMark | undefined;
    const at = () => (made ??= markOf(tick));
    let current = this.minutes[this.minutes.length - 1];
    if (!current || !tick.ts.startsWith(current.prefix)) {
      current = { prefix: tick.ts.slice(0, 16), last: tick, traded: false, volumeBefore: [] };
      this.minutes.push(current);
    }
    current.last = tick;
    const volumeBefore = this.volumeTick;
    if (tick.cumulative_volume !== undefined) {
      current.firstVolume ??= at();
      current.lastVolume = tick;
      this.volumeTick = tick;
    }
    const last = tick.last_price;
    if (last !== undefined) {
      current.traded = true;
      if (!current.firstTrade) {
        current.firstTrade = at();
        if (volumeBefore) current.volumeBefore.push(markOf(volumeBefore));
      }
      current.lastTrade = tick;
      const key = +last;
      current.tradeHigh = rank(current.tradeHigh, key, last, true, at);
      current.tradeLow = rank(current.tradeLow, key, last, false, at);
      return;
    }
    const { bid, ask } = tick;
    if (bid === undefined || ask === undefined || current.traded) return;
    if (!current.firstMid) {
      current.firstMid = at();
      if (volumeBefore) current.volumeBefore.push(markOf(volumeBefore));
    }
    current.lastMid = tick;
    const key = +bid + +ask; // twice the midpoint: the same order
    const text = `${bid} ${ask}`;
    current.midHigh = rank(current.midHigh, key, text, true, at);
    current.midLow = rank(current.midLow, key, text, false, at);
  }

  /** Every mark, oldest first, each tick once; the last is the window's newest tick. */
  take(): BarMark[] {
    const marks = [...this.minutes.flatMap(marksOf), ...this.late].sort(compareOrder);
    // A tick can be marked more than once (a minute's last also its high): once is enough.
    return marks.filter((m, i) => i === 0 || compareOrder(m, marks[i - 1] as BarMark) !== 0);
  }
}
