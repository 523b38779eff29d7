// Daily price history of one instrument: a geometric random walk of closes (market factor × beta
// plus idiosyncratic noise at the instrument's volatility), anchored so the close of the anchor day
// (the last completed trading day when the sandbox was created) is the instrument's previous_close.
// Each day's draws are addressed by (instrument seed, day), so history and future are the same
// whatever order they are computed in. Opens gap from the prior close; highs and lows bracket the
// open and close; volume scatters around the average daily volume.
import { MarketCalendar } from './calendar';
import { normalAt } from './noise';
import { fromDayNumber, toDayNumber } from '../universe/dates';

/** Every trading day from 2010 to 2060 by index, for array-backed series. */
export class TradingDayIndex {
  readonly days: string[] = [];
  readonly dayNumbers: number[] = [];
  private readonly early: boolean[] = [];
  private readonly indexByDay: Int32Array;
  private readonly firstDay: number;

  constructor(calendar: MarketCalendar, from = '2010-01-01', to = '2060-12-31') {
    this.firstDay = toDayNumber(from);
    const last = toDayNumber(to);
    this.indexByDay = new Int32Array(last - this.firstDay + 1).fill(-1);
    for (let n = this.firstDay; n <= last; n++) {
      const date = fromDayNumber(n);
      if (!calendar.isTradingDay(date)) continue;
      this.indexByDay[n - this.firstDay] = this.days.length;
      this.days.push(date);
      this.dayNumbers.push(n);
      this.early.push(calendar.isEarlyClose(date));
    }
  }

  /** Index of a trading day, or -1. */
  indexOf(date: string): number {
    const slot = toDayNumber(date) - this.firstDay;
    return slot >= 0 && slot < this.indexByDay.length ? (this.indexByDay[slot] ?? -1) : -1;
  }

  /** Index of the last trading day on or before `date` (-1 before the range). */
  indexOnOrBefore(date: string): number {
    let slot = Math.min(toDayNumber(date) - this.firstDay, this.indexByDay.length - 1);
    while (slot >= 0) {
      const idx = this.indexByDay[slot] ?? -1;
      if (idx >= 0) return idx;
      slot -= 1;
    }
    return -1;
  }

  /** Index of the first trading day on or after `date` (days.length past the range). */
  indexOnOrAfter(date: string): number {
    let slot = Math.max(toDayNumber(date) - this.firstDay, 0);
    while (slot < this.indexByDay.length) {
      const idx = this.indexByDay[slot] ?? -1;
      if (idx >= 0) return idx;
      slot += 1;
    }
    return this.days.length;
  }

  date(idx: number): string {
    return this.days[idx] ?? '';
  }

  isEarlyClose(idx: number): boolean {
    return this.early[idx] ?? false;
  }
}

let sharedIndex: TradingDayIndex | undefined;

/** The trading-day index of the NYSE calendar (built once: the calendar is a pure function). */
export function tradingDayIndex(): TradingDayIndex {
  sharedIndex ??= new TradingDayIndex(new MarketCalendar());
  return sharedIndex;
}

export interface BarNumbers {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface SeriesParams {
  /** Per-instrument noise seed. */
  seed: number;
  /** Seed of the market factor shared by every instrument. */
  marketSeed: number;
  /** Annualized volatility. */
  annualVolatility: number;
  beta: number;
  /** Average daily volume in shares. */
  adv: number;
  anchorIdx: number;
  anchorClose: number;
  /** First trading-day index with a bar (listing date or the history window). */
  startIdx: number;
}

const MARKET_DAILY_VOL = 0.009;
const DAILY_DRIFT = 0.0002;

export class DailySeries {
  /** Daily standard deviation of log returns. */
  readonly sigma: number;
  private readonly idio: number;
  /** log closes from `base` (startIdx - 1) upward. */
  private readonly logCloses: number[] = [];
  private readonly base: number;
  private readonly bars: Array<BarNumbers | undefined> = [];

  constructor(
    private readonly index: TradingDayIndex,
    readonly params: SeriesParams,
  ) {
    this.sigma = Math.max(0.02, params.annualVolatility) / Math.sqrt(252);
    const systematic = params.beta * MARKET_DAILY_VOL;
    this.idio = Math.sqrt(
      Math.max(this.sigma * this.sigma - systematic * systematic, 0.25 * this.sigma ** 2),
    );
    this.base = Math.max(0, Math.min(params.startIdx, params.anchorIdx) - 1);
    // Walk back from the anchor to the start of history.
    const count = params.anchorIdx - this.base + 1;
    const values = new Array<number>(count);
    values[count - 1] = Math.log(params.anchorClose);
    for (let i = count - 1; i > 0; i--) values[i - 1] = (values[i] ?? 0) - this.logReturn(this.base + i);
    this.logCloses = values;
  }

  get startIdx(): number {
    return this.base + 1;
  }

  /** Close-to-close log return of the day at `idx`. */
  private logReturn(idx: number): number {
    const day = this.index.dayNumbers[idx] ?? idx;
    const market = MARKET_DAILY_VOL * normalAt(this.params.marketSeed, day, 0);
    return DAILY_DRIFT + this.params.beta * market + this.idio * normalAt(this.params.seed, day, 0);
  }

  private noise(idx: number, slot: number): number {
    return normalAt(this.params.seed, this.index.dayNumbers[idx] ?? idx, slot);
  }

  logClose(idx: number): number {
    const i = Math.max(idx, this.base) - this.base;
    while (this.logCloses.length <= i) {
      const next = this.base + this.logCloses.length;
      this.logCloses.push((this.logCloses[this.logCloses.length - 1] ?? 0) + this.logReturn(next));
    }
    return this.logCloses[i] ?? 0;
  }

  close(idx: number): number {
    return Math.exp(this.logClose(idx));
  }

  /** Overnight gap (log) into the day at `idx`. */
  logOpen(idx: number): number {
    return this.logClose(idx - 1) + 0.3 * this.sigma * this.noise(idx, 1);
  }

  /** The open, high, low, close and volume of the day at `idx` (cached). */
  bar(idx: number): BarNumbers {
    const slot = idx - this.base;
    const cached = this.bars[slot];
    if (cached) return cached;
    const logOpen = this.logOpen(idx);
    const logClose = this.logClose(idx);
    const top = Math.max(logOpen, logClose);
    const bottom = Math.min(logOpen, logClose);
    const move = Math.abs(logClose - this.logClose(idx - 1)) / this.sigma;
    const scale = Math.exp(0.3 * this.noise(idx, 4) - 0.045) * (0.8 + 0.15 * Math.min(move, 4));
    const early = this.index.isEarlyClose(idx);
    const bar: BarNumbers = {
      open: Math.exp(logOpen),
      high: Math.exp(top + this.sigma * (0.12 + 0.3 * Math.abs(this.noise(idx, 2)))),
      low: Math.exp(bottom - this.sigma * (0.12 + 0.3 * Math.abs(this.noise(idx, 3)))),
      close: Math.exp(logClose),
      // Shares over the whole day (extended hours included); fewer on early-close days.
      volume: Math.max(100, Math.round(this.params.adv * scale * (early ? 0.55 : 1))),
    };
    if (slot >= 0) this.bars[slot] = bar;
    return bar;
  }

  open(idx: number): number {
    return this.bar(idx).open;
  }

  high(idx: number): number {
    return this.bar(idx).high;
  }

  low(idx: number): number {
    return this.bar(idx).low;
  }

  volume(idx: number): number {
    return this.bar(idx).volume;
  }

  /** Where after-hours trading ends (log), the start of the next pre-market. */
  logAfterHoursEnd(idx: number): number {
    return this.logClose(idx) + 0.08 * this.sigma * this.noise(idx, 5);
  }
}
