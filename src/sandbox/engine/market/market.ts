// The sandbox market: trading sessions (NY time, holidays, early closes), deterministic daily bars
// for every instrument, and level-1 quotes that are a pure function of the clock: the same seed and
// instant always give the same prices, prices move during pre-market, regular and after-hours
// trading (every 250 ms step), and stay frozen at the end of after-hours until the next pre-market.
// Options are priced with Black-Scholes from the underlier's price at the same instant and trade
// during the regular session only.
import type { Rng } from '../rng';
import type { SandboxClock } from '../clock';
import type { Universe, UniverseContract, UniverseInstrument } from '../universe/universe';
import { blackScholes, type BlackScholesResult } from '../universe/black-scholes';
import { addDays, rfc3339Nanos } from '../universe/dates';
import { marketDate } from '@/lib/market-time';
import { MarketCalendar, newYorkInstant, type DaySessions } from './calendar';
import { DailySeries, tradingDayIndex, type TradingDayIndex } from './daily-series';
import { buildDayPath, KNOT_MS, regularVolumeShare, type DayPath } from './day-path';
import { hashText, mix32, uniformAt } from './noise';

export type SessionName = 'pre_market' | 'regular' | 'after_hours' | 'closed';

/** A level-1 quote (the L1 WebSocket quote plus the session's open/high/low and previous close). */
export interface L1Quote {
  symbol: string;
  instrument_id: string;
  /** Per-instrument sequence number, strictly increasing each time the quote changes. */
  seq: number;
  /** Event time, RFC 3339 UTC with nanoseconds. */
  ts: string;
  bid: string;
  ask: string;
  bid_size: number;
  ask_size: number;
  last_price: string;
  last_size: number;
  cumulative_volume: number;
  /** Regular-session open, high and low (null before the regular session opens). */
  open: string | null;
  high: string | null;
  low: string | null;
  previous_close: string;
}

export interface MarketBar {
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
}

/** Theoretical value and greeks of an option at the current instant (decimal strings). */
export interface OptionGreeks {
  theo_price: string;
  delta: string;
  gamma: string;
  theta: string;
  vega: string;
  rho: string;
  iv: string;
  timestamp: string;
}

interface EquityTarget {
  kind: 'equity';
  id: string;
  symbol: string;
  instrument: UniverseInstrument;
  series: DailySeries;
  seed: number;
  /** Half the quoted spread as a fraction of the price, in the regular session. */
  halfSpread: number;
  /** Typical displayed size, in round lots. */
  lots: number;
}

interface OptionTarget {
  kind: 'option';
  id: string;
  symbol: string;
  contract: UniverseContract;
  underlying: EquityTarget;
  strike: number;
  expiryClose: number;
  type: 'CALL' | 'PUT';
  vol: number;
  seed: number;
  openInterest: number;
}

type Target = EquityTarget | OptionTarget;

/** Where a quote is taken from: the trading date and the (step-aligned) instant. */
interface Moment {
  date: string;
  idx: number;
  instant: number;
  /** The market is trading at this instant (prices move). */
  live: boolean;
  /**
   * When the quote is stamped, if not `instant`: a forced open market replays a session window, but
   * its quotes happen now, so their `ts` is the wall-clock step (the tick chart's time axis and the
   * header clock then agree).
   */
  stamp?: number;
}

const STEP_MS = 250;
const YEAR_MS = 365 * 86_400_000;
const RISK_FREE_RATE = 0.04;
const HISTORY_DAYS = 4 * 252 + 10;

const tickOf = (price: number) => (price >= 1 ? 0.01 : 0.0001);
/** A price as a decimal string: 2 decimals, 4 under $1. */
export const formatPrice = (price: number): string =>
  price >= 1 ? price.toFixed(2) : Math.max(0, price).toFixed(4);
const floorTick = (price: number, tick: number) => Math.floor(price / tick + 1e-7) * tick;
const ceilTick = (price: number, tick: number) => Math.ceil(price / tick - 1e-7) * tick;
const roundTick = (price: number, tick: number) => Math.round(price / tick) * tick;
const optionPrice = (price: number) => Math.max(0, price).toFixed(2);

export class Market {
  readonly calendar = new MarketCalendar();
  private readonly index: TradingDayIndex;
  private readonly baseSeed: number;
  private readonly marketSeed: number;
  private readonly anchorIdx: number;
  private forced: SessionName | null = null;
  private frozenAt = 0;
  private readonly targets = new Map<string, Target | null>();
  private readonly seriesById = new Map<string, DailySeries>();
  private readonly paths = new Map<string, DayPath[]>();
  private readonly seqs = new Map<string, { instant: number; seq: number }>();
  private nyDateMinute = Number.NaN;
  private nyDateValue = '';
  private lastMomentAt = Number.NaN;
  private lastMomentForced: SessionName | null = null;
  private lastMoment: Moment | undefined;
  private tsInstant = Number.NaN;
  private tsValue = '';
  private readonly yearBars = new Map<string, { lastIdx: number; high: string; low: string } | null>();

  constructor(
    private readonly universe: Universe,
    private readonly clock: SandboxClock,
    rng: Rng,
  ) {
    this.index = tradingDayIndex();
    this.baseSeed = rng.int(0, 0xffffffff);
    this.marketSeed = rng.int(0, 0xffffffff);
    // Anchor: the last trading day before the session the sandbox starts in closes at previous_close.
    const start = this.realMoment(clock.now());
    this.anchorIdx = Math.max(1, start.idx - 1);
  }

  // ---- Sessions ----------------------------------------------------------------------------------

  /** The session at an instant (default now), unless a scenario forces one. */
  session(atMs?: number): SessionName {
    return this.forced ?? this.realSession(atMs ?? this.clock.now());
  }

  /** The session the calendar says, ignoring forceSession. */
  realSession(atMs: number): SessionName {
    const date = this.nyDate(atMs);
    if (!this.calendar.isTradingDay(date)) return 'closed';
    const s = this.calendar.sessions(date);
    if (s.pre_market && atMs >= s.pre_market.open && atMs < s.pre_market.close) return 'pre_market';
    if (s.regular && atMs >= s.regular.open && atMs < s.regular.close) return 'regular';
    if (s.after_hours && atMs >= s.after_hours.open && atMs < s.after_hours.close) return 'after_hours';
    return 'closed';
  }

  /** Force a session whatever the clock says (scenarios market-open / market-closed); null undoes it. */
  forceSession(session: SessionName | null): void {
    if (session === 'closed') this.frozenAt = this.clock.now();
    this.forced = session;
    this.lastMoment = undefined;
  }

  forcedSession(): SessionName | null {
    return this.forced;
  }

  isRegularOpen(atMs?: number): boolean {
    return this.session(atMs) === 'regular';
  }

  /** The NY date of the current or most recent trading session (pre-market start to after-hours end). */
  tradingDate(atMs?: number): string {
    return this.realMoment(atMs ?? this.clock.now()).date;
  }

  /** The last trading day whose regular session has closed (by the clock). */
  lastCompletedTradingDay(atMs?: number): string {
    return this.index.date(this.lastCompletedIdx(atMs ?? this.clock.now()));
  }

  /** Today's date in New York. */
  today(): string {
    return this.nyDate(this.clock.now());
  }

  // ---- Quotes -------------------------------------------------------------------------------------

  /** The level-1 quote of an equity (UUID or ticker) or option (UUID or OSI symbol) now. */
  quote(idOrSymbol: string): L1Quote | undefined {
    const target = this.target(idOrSymbol);
    if (!target) return undefined;
    const moment = this.moment(this.clock.now());
    return target.kind === 'equity'
      ? this.equityQuote(target, moment)
      : this.optionQuote(target, this.optionMoment(moment));
  }

  /**
   * The quote at an instant (past or present) without moving the feed's sequence numbers: quotes
   * are a pure function of seed and time, so the brokerage can replay the instants it skipped.
   */
  quoteAt(idOrSymbol: string, atMs: number): L1Quote | undefined {
    const target = this.target(idOrSymbol);
    if (!target) return undefined;
    const moment = this.moment(atMs);
    return target.kind === 'equity'
      ? this.equityQuote(target, moment, false)
      : this.optionQuote(target, this.optionMoment(moment), false);
  }

  /** Whether the market knows an instrument (equity ticker/UUID or OSI symbol/option UUID). */
  knows(idOrSymbol: string): boolean {
    return this.target(idOrSymbol) !== undefined;
  }

  lastPrice(idOrSymbol: string): string | undefined {
    return this.quote(idOrSymbol)?.last_price;
  }

  previousClose(idOrSymbol: string): string | undefined {
    return this.quote(idOrSymbol)?.previous_close;
  }

  /** Theoretical value and greeks of an option now (undefined for equities and unknown symbols). */
  optionGreeks(idOrSymbol: string): OptionGreeks | undefined {
    const target = this.target(idOrSymbol);
    if (target?.kind !== 'option') return undefined;
    const moment = this.optionMoment(this.moment(this.clock.now()));
    const spot = this.equityMid(target.underlying, moment);
    const result = this.price(target, spot, moment.instant);
    const fixed = (x: number, digits: number) => (Object.is(x, -0) ? 0 : x).toFixed(digits);
    return {
      theo_price: fixed(result.price, 4),
      delta: fixed(result.delta, 4),
      gamma: fixed(result.gamma, 4),
      theta: fixed(result.theta, 4),
      vega: fixed(result.vega, 4),
      rho: fixed(result.rho, 4),
      iv: fixed(this.impliedVol(target, spot, moment.instant), 4),
      timestamp: this.timestamp(moment.instant),
    };
  }

  // ---- Daily bars ---------------------------------------------------------------------------------

  /** Completed daily bars (regular session closed) between two dates, both inclusive, ascending. */
  dailyBars(idOrSymbol: string, fromDate: string, toDate: string): MarketBar[] {
    const target = this.target(idOrSymbol);
    if (!target) return [];
    const series = target.kind === 'equity' ? target.series : target.underlying.series;
    let first = Math.max(this.index.indexOnOrAfter(fromDate), series.startIdx);
    let last = Math.min(this.index.indexOnOrBefore(toDate), this.lastCompletedIdx(this.clock.now()));
    if (target.kind === 'option') {
      first = Math.max(first, this.index.indexOnOrAfter(this.listingDate(target)));
      last = Math.min(last, this.index.indexOnOrBefore(target.contract.expiry));
    }
    const bars: MarketBar[] = [];
    for (let idx = first; idx <= last; idx++) bars.push(this.bar(target, idx));
    return bars;
  }

  /**
   * The 52-week range, the one every reader shows (fundamentals, screener, assistant): the highest
   * high and lowest low of the completed daily bars of the last 52 weeks, and of today's session so
   * far (its high, low and last price), so the live price always lies within it.
   */
  yearRange(idOrSymbol: string): { high: string; low: string } | undefined {
    const target = this.target(idOrSymbol);
    if (!target) return undefined;
    const key = target.id;
    const lastIdx = this.lastCompletedIdx(this.clock.now());
    let past = this.yearBars.get(key);
    if (past === undefined || (past !== null && past.lastIdx !== lastIdx)) {
      past = null;
      for (const bar of this.dailyBars(idOrSymbol, addDays(this.today(), -364), this.today())) {
        if (!past) past = { lastIdx, high: bar.high, low: bar.low };
        else {
          if (Number(bar.high) > Number(past.high)) past.high = bar.high;
          if (Number(bar.low) < Number(past.low)) past.low = bar.low;
        }
      }
      this.yearBars.set(key, past);
    }
    let range = past ? { high: past.high, low: past.low } : undefined;
    const quote = this.quote(idOrSymbol);
    for (const price of [quote?.high, quote?.low, quote?.last_price]) {
      if (!price || !(Number(price) > 0)) continue;
      if (!range) range = { high: price, low: price };
      else {
        if (Number(price) > Number(range.high)) range.high = price;
        if (Number(price) < Number(range.low)) range.low = price;
      }
    }
    return range;
  }

  /** The close on `date` (the trading day before it when it is none); undefined until that session closes. */
  closeOn(idOrSymbol: string, date: string): string | undefined {
    const target = this.target(idOrSymbol);
    if (!target) return undefined;
    const idx = this.index.indexOnOrBefore(date);
    const series = target.kind === 'equity' ? target.series : target.underlying.series;
    if (idx < series.startIdx || idx > this.lastCompletedIdx(this.clock.now())) return undefined;
    if (target.kind === 'equity') return formatPrice(series.close(idx));
    if (this.index.date(idx) < this.listingDate(target)) return undefined;
    return optionPrice(this.optionBar(target, idx).close);
  }

  /** The session's open, high, low and volume so far and its date (null fields before the open). */
  sessionSummary(
    idOrSymbol: string,
  ):
    | { trade_date: string; open: string | null; high: string | null; low: string | null; volume: number }
    | undefined {
    const quote = this.quote(idOrSymbol);
    if (!quote) return undefined;
    const target = this.target(idOrSymbol);
    const moment = this.moment(this.clock.now());
    const date = target?.kind === 'option' ? this.optionMoment(moment).date : moment.date;
    return {
      trade_date: date,
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: quote.cumulative_volume,
    };
  }

  // ---- Internals: instants ------------------------------------------------------------------------

  private nyDate(atMs: number): string {
    const minute = Math.floor(atMs / 60_000);
    if (minute !== this.nyDateMinute) {
      this.nyDateMinute = minute;
      this.nyDateValue = marketDate(atMs);
    }
    return this.nyDateValue;
  }

  private sessionsOf(date: string): DaySessions & {
    pre_market: { open: number; close: number };
    regular: { open: number; close: number };
    after_hours: { open: number; close: number };
  } {
    const s = this.calendar.sessions(date);
    if (!s.pre_market || !s.regular || !s.after_hours) throw new Error(`${date} is not a trading day`);
    return s as ReturnType<Market['sessionsOf']>;
  }

  /** The instant quotes are taken from by the calendar alone (frozen between sessions). */
  private realMoment(atMs: number): Moment {
    const date = this.nyDate(atMs);
    if (this.calendar.isTradingDay(date)) {
      const s = this.sessionsOf(date);
      if (atMs >= s.pre_market.open) {
        const idx = this.index.indexOf(date);
        if (atMs < s.after_hours.close) {
          const instant = s.pre_market.open + Math.floor((atMs - s.pre_market.open) / STEP_MS) * STEP_MS;
          return { date, idx, instant, live: true };
        }
        return { date, idx, instant: s.after_hours.close, live: false };
      }
    }
    const previous = this.calendar.previousTradingDay(date);
    return {
      date: previous,
      idx: this.index.indexOf(previous),
      instant: this.sessionsOf(previous).after_hours.close,
      live: false,
    };
  }

  /** The quote instant with forceSession applied. */
  private moment(atMs: number): Moment {
    if (atMs === this.lastMomentAt && this.forced === this.lastMomentForced && this.lastMoment)
      return this.lastMoment;
    let moment: Moment;
    if (!this.forced) moment = this.realMoment(atMs);
    else if (this.forced === 'closed') moment = { ...this.realMoment(this.frozenAt), live: false };
    else if (this.realSession(atMs) === this.forced) moment = this.realMoment(atMs);
    else {
      // A forced open market outside its hours replays the session's window of the current trading
      // day on a loop, so prices keep moving.
      const real = this.realMoment(atMs);
      const window = this.sessionsOf(real.date)[this.forced];
      const length = window.close - window.open;
      const offset = (((atMs - window.open) % length) + length) % length;
      moment = {
        date: real.date,
        idx: real.idx,
        instant: window.open + Math.floor(offset / STEP_MS) * STEP_MS,
        live: true,
        stamp: Math.floor(atMs / STEP_MS) * STEP_MS,
      };
    }
    this.lastMomentAt = atMs;
    this.lastMomentForced = this.forced;
    this.lastMoment = moment;
    return moment;
  }

  /** Options trade in the regular session only: outside it they rest at the last regular close. */
  private optionMoment(moment: Moment): Moment {
    const s = this.sessionsOf(moment.date);
    if (moment.instant < s.regular.open) {
      const previous = this.calendar.previousTradingDay(moment.date);
      return {
        date: previous,
        idx: this.index.indexOf(previous),
        instant: this.sessionsOf(previous).regular.close,
        live: false,
      };
    }
    if (moment.instant >= s.regular.close) {
      const { stamp: _replayed, ...rest } = moment;
      return { ...rest, instant: s.regular.close, live: false };
    }
    return moment;
  }

  private lastCompletedIdx(atMs: number): number {
    const real = this.realMoment(atMs);
    return real.instant >= this.sessionsOf(real.date).regular.close ? real.idx : real.idx - 1;
  }

  private timestamp(instant: number): string {
    if (instant !== this.tsInstant) {
      this.tsInstant = instant;
      this.tsValue = rfc3339Nanos(instant);
    }
    return this.tsValue;
  }

  private nextSeq(id: string, instant: number): number {
    const record = this.seqs.get(id);
    if (!record) {
      this.seqs.set(id, { instant, seq: 1 });
      return 1;
    }
    if (record.instant !== instant) {
      record.instant = instant;
      record.seq += 1;
    }
    return record.seq;
  }

  /** Who a quote is of and when: its symbol, id, sequence (advanced when `countSeq`) and timestamp. */
  private quoteStamp(
    target: EquityTarget | OptionTarget,
    moment: Moment,
    instant: number,
    countSeq: boolean,
  ) {
    const at = moment.stamp ?? instant;
    return {
      symbol: target.symbol,
      instrument_id: target.id,
      seq: countSeq ? this.nextSeq(target.id, at) : (this.seqs.get(target.id)?.seq ?? 0),
      ts: this.timestamp(at),
    };
  }

  // ---- Internals: instruments ---------------------------------------------------------------------

  private target(idOrSymbol: string): Target | undefined {
    const key = idOrSymbol.trim();
    const cached = this.targets.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const resolved = key ? this.universe.resolveAny(key) : undefined;
    let target: Target | null = null;
    if (resolved?.kind === 'equity') target = this.equityTarget(resolved.instrument);
    else if (resolved?.kind === 'option') {
      const underlying = this.equityTarget(resolved.underlying);
      if (underlying) target = this.optionTarget(resolved.contract, underlying);
    }
    if (this.targets.size > 50_000) this.targets.clear();
    this.targets.set(key, target);
    return target ?? undefined;
  }

  private equityTarget(instrument: UniverseInstrument): EquityTarget | null {
    const profile = this.universe.profile(instrument.id);
    const previousClose = Number(instrument.previous_close);
    if (!(previousClose > 0)) return null;
    const seed = mix32(this.baseSeed ^ hashText(instrument.id));
    let series = this.seriesById.get(instrument.id);
    if (!series) {
      const listIdx = profile?.listDate ? this.index.indexOnOrAfter(profile.listDate) : 0;
      series = new DailySeries(this.index, {
        seed,
        marketSeed: this.marketSeed,
        annualVolatility: profile?.annualVolatility ?? 0.3,
        beta: profile?.beta ?? 1,
        adv: Math.max(1000, Number(instrument.adv) || 100_000),
        anchorIdx: this.anchorIdx,
        anchorClose: previousClose,
        startIdx: Math.min(this.anchorIdx, Math.max(this.anchorIdx - HISTORY_DAYS, listIdx)),
      });
      this.seriesById.set(instrument.id, series);
    }
    const notional = Number(instrument.notional_adv) || previousClose * Number(instrument.adv) || 1e6;
    const bps = Math.min(40, Math.max(1, 8 / Math.sqrt(notional / 1e8))) * (profile?.isOtc ? 2 : 1);
    return {
      kind: 'equity',
      id: instrument.id,
      symbol: instrument.symbol,
      instrument,
      series,
      seed,
      halfSpread: bps / 20_000,
      lots: Math.min(60, Math.max(2, Math.round((Number(instrument.adv) || 1e5) / 200_000))),
    };
  }

  private optionTarget(contract: UniverseContract, underlying: EquityTarget): OptionTarget {
    const profile = this.universe.profile(underlying.id);
    return {
      kind: 'option',
      id: contract.id,
      symbol: contract.symbol,
      contract,
      underlying,
      strike: Number(contract.strike_price),
      expiryClose: newYorkInstant(contract.expiry, 16),
      type: contract.contract_type,
      vol: profile?.annualVolatility ?? 0.3,
      seed: mix32(this.baseSeed ^ hashText(contract.symbol)),
      openInterest: Number(contract.open_interest ?? 0) || 0,
    };
  }

  private dayPath(target: EquityTarget, idx: number): DayPath {
    let list = this.paths.get(target.id);
    if (!list) {
      list = [];
      this.paths.set(target.id, list);
    }
    const date = this.index.date(idx);
    const found = list.find((p) => p.date === date);
    if (found) return found;
    const path = buildDayPath(target.series, idx, this.sessionsOf(date), target.seed);
    list.push(path);
    if (list.length > 3) list.shift();
    return path;
  }

  // ---- Internals: prices --------------------------------------------------------------------------

  private equityMid(target: EquityTarget, moment: Moment): number {
    const path = this.dayPath(target, moment.idx);
    return Math.exp(this.logAt(path, moment.instant));
  }

  private logAt(path: DayPath, instant: number): number {
    const pos = Math.min(path.n, Math.max(0, (instant - path.preOpen) / KNOT_MS));
    const i = Math.min(Math.floor(pos), path.n - 1);
    const f = pos - i;
    const a = path.logs[i] ?? 0;
    return a + ((path.logs[i + 1] ?? a) - a) * f;
  }

  private equityQuote(target: EquityTarget, moment: Moment, countSeq = true): L1Quote {
    const path = this.dayPath(target, moment.idx);
    const instant = moment.instant;
    const mid = Math.exp(this.logAt(path, instant));
    const tick = tickOf(mid);
    const regular = instant >= path.regularOpen && instant < path.regularClose;
    const half = Math.max(tick / 2, mid * target.halfSpread * (regular ? 1 : 3));
    const bid = Math.max(tick, floorTick(mid - half, tick));
    let ask = ceilTick(mid + half, tick);
    if (ask <= bid) ask = bid + tick;

    const step = Math.floor((instant - path.preOpen) / STEP_MS);
    const u1 = uniformAt(target.seed, step, 11);
    const u2 = uniformAt(target.seed, step, 12);
    const u3 = uniformAt(target.seed, step, 13);
    const lots = regular ? target.lots : Math.max(1, Math.round(target.lots / 4));
    const lastSize = u3 < 0.2 ? 1 + Math.floor(u3 * 495) : 100 * (1 + Math.floor(u3 * lots));

    let open: string | null = null;
    let high: string | null = null;
    let low: string | null = null;
    if (instant >= path.regularOpen) {
      const k = Math.min(Math.floor((instant - path.preOpen) / KNOT_MS), path.iClose);
      let hi = path.highs[k] ?? path.high;
      let lo = path.lows[k] ?? path.low;
      if (regular) {
        hi = Math.max(hi, mid);
        lo = Math.min(lo, mid);
      }
      open = formatPrice(path.open);
      high = formatPrice(hi);
      low = formatPrice(lo);
    }

    return {
      ...this.quoteStamp(target, moment, instant, countSeq),
      bid: formatPrice(bid),
      ask: formatPrice(ask),
      bid_size: 100 * (1 + Math.floor(u1 * lots)),
      ask_size: 100 * (1 + Math.floor(u2 * lots)),
      last_price: formatPrice(roundTick(mid, tick)),
      last_size: lastSize,
      cumulative_volume: this.volumeAt(path, instant),
      open,
      high,
      low,
      previous_close: formatPrice(path.previousClose),
    };
  }

  private volumeAt(path: DayPath, instant: number): number {
    const v = path.volume;
    if (instant < path.regularOpen)
      return Math.round(v * 0.04 * Math.max(0, (instant - path.preOpen) / (path.regularOpen - path.preOpen)));
    if (instant < path.regularClose)
      return Math.round(
        v * 0.04 +
          v *
            0.92 *
            regularVolumeShare((instant - path.regularOpen) / (path.regularClose - path.regularOpen)),
      );
    return Math.round(
      v * 0.96 +
        v * 0.04 * Math.min(1, (instant - path.regularClose) / (path.afterClose - path.regularClose)),
    );
  }

  private impliedVol(target: OptionTarget, spot: number, instant: number): number {
    const moneyness = Math.log(target.strike / Math.max(spot, 1e-9));
    const years = Math.max(1 / 365, (target.expiryClose - instant) / YEAR_MS);
    const smile = 1 + 0.5 * Math.abs(moneyness) + 0.25 * Math.max(0, -moneyness);
    const term = 1 + 0.04 / Math.sqrt(years * 12);
    return target.vol * smile * term;
  }

  private price(target: OptionTarget, spot: number, instant: number): BlackScholesResult {
    return blackScholes({
      spot,
      strike: target.strike,
      years: Math.max(0, (target.expiryClose - instant) / YEAR_MS),
      rate: RISK_FREE_RATE,
      vol: this.impliedVol(target, spot, instant),
      type: target.type,
    });
  }

  private optionQuote(target: OptionTarget, moment: Moment, countSeq = true): L1Quote {
    const under = target.underlying;
    const path = this.dayPath(under, moment.idx);
    const instant = moment.instant;
    const spot = Math.exp(this.logAt(path, instant));
    const theo = this.price(target, spot, instant).price;
    const tick = theo >= 3 ? 0.05 : 0.01;
    const half = Math.max(tick / 2, theo * 0.02);
    const bid = Math.max(0, floorTick(theo - half, tick));
    let ask = ceilTick(theo + half, tick);
    if (ask <= bid) ask = bid + tick;
    const previousClose = this.price(
      target,
      path.previousClose,
      this.sessionsOf(this.index.date(moment.idx - 1)).regular.close,
    ).price;

    let open: string | null = null;
    let high: string | null = null;
    let low: string | null = null;
    if (instant >= path.regularOpen) {
      const k = Math.min(Math.floor((instant - path.preOpen) / KNOT_MS), path.iClose);
      const spotHigh = Math.max(path.highs[k] ?? path.high, spot);
      const spotLow = Math.min(path.lows[k] ?? path.low, spot);
      const openValue = this.price(target, path.open, path.regularOpen).price;
      const atHigh = this.price(target, spotHigh, instant).price;
      const atLow = this.price(target, spotLow, instant).price;
      const values = [openValue, theo, atHigh, atLow];
      open = optionPrice(openValue);
      high = optionPrice(Math.max(...values));
      low = optionPrice(Math.min(...values));
    }

    const step = Math.floor((instant - path.preOpen) / STEP_MS);
    const progress = regularVolumeShare(
      (Math.min(instant, path.regularClose) - path.regularOpen) / (path.regularClose - path.regularOpen),
    );
    const dayVolume = Math.round(target.openInterest * (0.05 + 0.2 * uniformAt(target.seed, moment.idx, 21)));
    return {
      ...this.quoteStamp(target, moment, instant, countSeq),
      bid: optionPrice(bid),
      ask: optionPrice(ask),
      bid_size: 1 + Math.floor(uniformAt(target.seed, step, 11) * 150),
      ask_size: 1 + Math.floor(uniformAt(target.seed, step, 12) * 150),
      last_price: optionPrice(roundTick(theo, 0.01)),
      last_size: 1 + Math.floor(uniformAt(target.seed, step, 13) * 20),
      cumulative_volume: Math.round(dayVolume * Math.max(0, progress)),
      open,
      high,
      low,
      previous_close: optionPrice(previousClose),
    };
  }

  private bar(target: Target, idx: number): MarketBar {
    const date = this.index.date(idx);
    if (target.kind === 'option') {
      const b = this.optionBar(target, idx);
      return {
        date,
        open: optionPrice(b.open),
        high: optionPrice(b.high),
        low: optionPrice(b.low),
        close: optionPrice(b.close),
        volume: b.volume,
      };
    }
    const b = target.series.bar(idx);
    return {
      date,
      open: formatPrice(b.open),
      high: formatPrice(b.high),
      low: formatPrice(b.low),
      close: formatPrice(b.close),
      volume: b.volume,
    };
  }

  private optionBar(
    target: OptionTarget,
    idx: number,
  ): { open: number; high: number; low: number; close: number; volume: number } {
    const series = target.underlying.series;
    const s = this.sessionsOf(this.index.date(idx));
    const open = this.price(target, series.open(idx), s.regular.open).price;
    const close = this.price(target, series.close(idx), s.regular.close).price;
    const atHigh = this.price(target, series.high(idx), s.regular.close).price;
    const atLow = this.price(target, series.low(idx), s.regular.close).price;
    const values = [open, close, atHigh, atLow];
    return {
      open,
      close,
      high: Math.max(...values),
      low: Math.min(...values),
      volume: Math.round(target.openInterest * (0.05 + 0.2 * uniformAt(target.seed, idx, 21))),
    };
  }

  /** Options are listed about nine months before they expire. */
  private listingDate(target: OptionTarget): string {
    const expiry = target.contract.expiry;
    const year = Number(expiry.slice(0, 4));
    const month = Number(expiry.slice(5, 7)) - 9;
    const y = month <= 0 ? year - 1 : year;
    const m = month <= 0 ? month + 12 : month;
    return `${y}-${String(m).padStart(2, '0')}-01`;
  }
}
