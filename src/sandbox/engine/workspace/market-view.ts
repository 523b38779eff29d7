// What the workspace reads about one security, from the Universe (profile, statements, analyst
// consensus) and the Market (quote, daily bars), so the screener, the watchlists and the assistant
// show the same numbers as the rest of the terminal. History-derived facts (closes on past dates,
// the 52-week range, statements, consensus) only change from one day to the next and are cached by
// day; the live quote is read on every call.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { InstrumentAnalystConsensus, InstrumentIncomeStatement } from '@/api/schemas/instruments';
import type { FieldLookback, FieldPeriod } from '@/api/schemas/screener';
import type {
  WorkspaceInstrument,
  WorkspaceMarket,
  WorkspaceProfile,
  WorkspaceQuarter,
  WorkspaceUniverse,
} from './deps';
import { addDays, addMonths, decimalOf } from './util';

export interface LiveQuote {
  price: Decimal;
  previousClose: Decimal;
  change: Decimal;
  /** Percent (2.5 means +2.5 %). */
  changePct: Decimal;
  volume: number | null;
  open: Decimal | null;
  high: Decimal | null;
  low: Decimal | null;
}

/** Flow figures of one statement period. */
interface PeriodFigures {
  revenue?: Decimal;
  netIncome?: Decimal;
  grossProfit?: Decimal;
  operatingIncome?: Decimal;
  eps?: Decimal;
  /** Revenue growth against the same period a year earlier, percent. */
  revenueGrowth?: Decimal;
  /** EPS growth against the same period a year earlier, percent. */
  epsGrowth?: Decimal;
}

export type Financials = Partial<Record<FieldPeriod, PeriodFigures>>;

export interface ChartPointValue {
  date: string;
  close: number;
}

function figures(row: InstrumentIncomeStatement | undefined): PeriodFigures {
  if (!row) return {};
  const out: PeriodFigures = {};
  const revenue = decimalOf(row.revenue);
  const netIncome = decimalOf(row.net_income);
  const grossProfit = decimalOf(row.gross_profit);
  const operatingIncome = decimalOf(row.operating_income);
  const eps = decimalOf(row.eps_diluted ?? row.eps);
  if (revenue) out.revenue = revenue;
  if (netIncome) out.netIncome = netIncome;
  if (grossProfit) out.grossProfit = grossProfit;
  if (operatingIncome) out.operatingIncome = operatingIncome;
  if (eps) out.eps = eps;
  return out;
}

function growth(now: Decimal | undefined, before: Decimal | undefined): Decimal | undefined {
  if (!now || !before || before.isZero()) return undefined;
  return now.minus(before).div(before.abs()).times(100);
}

function sumRows(
  rows: readonly InstrumentIncomeStatement[],
  key: 'revenue' | 'eps_diluted',
): Decimal | undefined {
  if (rows.length !== 4) return undefined;
  let total = new Decimal(0);
  for (const r of rows) {
    const v = decimalOf(r[key]);
    if (!v) return undefined;
    total = total.plus(v);
  }
  return total;
}

/** Flow figures by period (latest quarter, trailing twelve months, latest fiscal year) with growth. */
export function financialsFrom(rows: readonly InstrumentIncomeStatement[]): Financials {
  const quarters = rows.filter((r) => r.period_type === 'QUARTERLY');
  const annual = rows.filter((r) => r.period_type === 'ANNUAL');
  const ttm = rows.find((r) => r.period_type === 'TTM');
  const out: Financials = {};
  const latestQ = quarters[0];
  if (latestQ) {
    const q = figures(latestQ);
    const yearAgo = quarters.find((r) => r.period === latestQ.period && r.year === latestQ.year - 1);
    const before = figures(yearAgo);
    const rg = growth(q.revenue, before.revenue);
    const eg = growth(q.eps, before.eps);
    if (rg) q.revenueGrowth = rg;
    if (eg) q.epsGrowth = eg;
    out.QUARTER = q;
  }
  if (ttm) {
    const t = figures(ttm);
    const prior = quarters.slice(4, 8);
    const rg = growth(t.revenue, sumRows(prior, 'revenue'));
    const eg = growth(t.eps, sumRows(prior, 'eps_diluted'));
    if (rg) t.revenueGrowth = rg;
    if (eg) t.epsGrowth = eg;
    out.TRAILING_TWELVE_MONTHS = t;
  }
  const fy = annual[0];
  if (fy) {
    const a = figures(fy);
    const before = figures(annual[1]);
    const rg = growth(a.revenue, before.revenue);
    const eg = growth(a.eps, before.eps);
    if (rg) a.revenueGrowth = rg;
    if (eg) a.epsGrowth = eg;
    out.ANNUAL = a;
  }
  return out;
}

/** Figures of a run of quarters, computed as the statement rows are (EPS: net income over diluted shares). */
function quarterFigures(quarters: readonly WorkspaceQuarter[]): PeriodFigures {
  const total = (key: string) => quarters.reduce((acc, q) => acc.plus(q.income[key] ?? 0), new Decimal(0));
  const shares = Math.round(quarters.reduce((a, q) => a + q.sharesDiluted, 0) / Math.max(1, quarters.length));
  const netIncome = total('net_income');
  return {
    revenue: total('revenue'),
    netIncome,
    grossProfit: total('gross_profit'),
    operatingIncome: total('operating_income'),
    eps: shares > 0 ? netIncome.div(shares).toDecimalPlaces(2) : new Decimal(0),
  };
}

function withGrowth(now: PeriodFigures, before: PeriodFigures | undefined): PeriodFigures {
  const rg = growth(now.revenue, before?.revenue);
  const eg = growth(now.eps, before?.eps);
  return { ...now, ...(rg ? { revenueGrowth: rg } : {}), ...(eg ? { epsGrowth: eg } : {}) };
}

/** Flow figures by period from the published quarters (oldest first), as the statement rows show them. */
export function financialsFromQuarters(quarters: readonly WorkspaceQuarter[]): Financials {
  const out: Financials = {};
  const n = quarters.length;
  const last = quarters[n - 1];
  if (last) {
    const yearAgo = quarters[n - 5];
    out.QUARTER = withGrowth(quarterFigures([last]), yearAgo ? quarterFigures([yearAgo]) : undefined);
  }
  if (n >= 4) {
    out.TRAILING_TWELVE_MONTHS = withGrowth(
      quarterFigures(quarters.slice(n - 4)),
      n >= 8 ? quarterFigures(quarters.slice(n - 8, n - 4)) : undefined,
    );
  }
  const years = new Map<number, WorkspaceQuarter[]>();
  for (const q of quarters) years.set(q.period.fiscalYear, [...(years.get(q.period.fiscalYear) ?? []), q]);
  const complete = [...years.entries()].filter(([, qs]) => qs.length === 4).sort((a, b) => b[0] - a[0]);
  const [latest, previous] = complete;
  if (latest)
    out.ANNUAL = withGrowth(quarterFigures(latest[1]), previous ? quarterFigures(previous[1]) : undefined);
  return out;
}

/** The first calendar date a lookback reaches back to from `today`. */
export function lookbackStart(today: string, lookback: FieldLookback): string {
  switch (lookback) {
    case 'ONE_DAY':
      return addDays(today, -1);
    case 'ONE_WEEK':
      return addDays(today, -7);
    case 'ONE_MONTH':
      return addMonths(today, -1);
    case 'THREE_MONTHS':
      return addMonths(today, -3);
    case 'SIX_MONTHS':
      return addMonths(today, -6);
    case 'YEAR_TO_DATE':
      return `${Number(today.slice(0, 4)) - 1}-12-31`;
    case 'ONE_YEAR':
      return addMonths(today, -12);
  }
}

export class MarketView {
  private cacheDay = '';
  private readonly closes = new Map<string, Decimal | null>();
  private readonly ranges = new Map<string, { high: Decimal; low: Decimal } | null>();
  private readonly financialCache = new Map<string, Financials>();
  private readonly consensusCache = new Map<string, InstrumentAnalystConsensus | null>();

  constructor(
    readonly universe: WorkspaceUniverse,
    private readonly market: WorkspaceMarket,
  ) {}

  today(): string {
    const today = this.universe.today();
    if (today !== this.cacheDay) {
      this.cacheDay = today;
      this.closes.clear();
      this.ranges.clear();
      this.financialCache.clear();
      this.consensusCache.clear();
    }
    return today;
  }

  instrument(idOrSymbol: string): WorkspaceInstrument | undefined {
    return this.universe.resolve(idOrSymbol);
  }

  profile(instrument: WorkspaceInstrument): WorkspaceProfile | undefined {
    return this.universe.profile(instrument.id);
  }

  /** The live quote of an equity (falls back to the reference close when the market has none). */
  quote(instrument: WorkspaceInstrument): LiveQuote {
    const q = this.market.quote(instrument.id);
    const previousClose =
      decimalOf(q?.previous_close) ??
      decimalOf(this.market.previousClose?.(instrument.id)) ??
      decimalOf(instrument.previous_close) ??
      new Decimal(0);
    const bid = decimalOf(q?.bid);
    const ask = decimalOf(q?.ask);
    const mid = bid && ask && bid.gt(0) && ask.gt(0) ? bid.plus(ask).div(2) : undefined;
    const price =
      decimalOf(q?.last_price) ?? decimalOf(this.market.lastPrice?.(instrument.id)) ?? mid ?? previousClose;
    const change = price.minus(previousClose);
    const changePct = previousClose.isZero() ? new Decimal(0) : change.div(previousClose).times(100);
    let volume: number | null = null;
    const cumulative = q?.cumulative_volume;
    if (cumulative !== undefined && cumulative !== null && Number.isFinite(Number(cumulative))) {
      volume = Math.round(Number(cumulative));
    } else {
      const today = this.today();
      const bar = this.market.dailyBars(instrument.id, today, today).find((b) => b.date === today);
      if (bar?.volume !== undefined) volume = Math.round(Number(bar.volume));
    }
    return {
      price,
      previousClose,
      change,
      changePct,
      volume,
      open: decimalOf(q?.open) ?? null,
      high: decimalOf(q?.high) ?? null,
      low: decimalOf(q?.low) ?? null,
    };
  }

  /** The last close on or before `date` (null when the market has no bar that old). */
  closeOnOrBefore(instrument: WorkspaceInstrument, date: string): Decimal | null {
    this.today();
    const key = `${instrument.id}|${date}`;
    const cached = this.closes.get(key);
    if (cached !== undefined) return cached;
    let close: Decimal | null;
    if (this.market.closeOn) {
      close = decimalOf(this.market.closeOn(instrument.id, date)) ?? null;
    } else {
      const bars = this.market.dailyBars(instrument.id, addDays(date, -10), date);
      const last = [...bars].reverse().find((b) => b.date <= date);
      close = last ? (decimalOf(last.close) ?? null) : null;
    }
    this.closes.set(key, close);
    return close;
  }

  /** Percent change of the live price over a lookback (ONE_DAY: against the previous close). */
  changeOver(instrument: WorkspaceInstrument, lookback: FieldLookback): Decimal | null {
    const q = this.quote(instrument);
    if (lookback === 'ONE_DAY') return q.changePct;
    const base = this.closeOnOrBefore(instrument, lookbackStart(this.today(), lookback));
    if (!base || base.isZero()) return null;
    return q.price.minus(base).div(base).times(100);
  }

  /** Highest and lowest price of the last 52 weeks, the live price included (the Market's, when it has one). */
  yearRange(instrument: WorkspaceInstrument): { high: Decimal; low: Decimal } | null {
    if (this.market.yearRange) {
      const range = this.market.yearRange(instrument.id);
      const high = decimalOf(range?.high);
      const low = decimalOf(range?.low);
      return high && low ? { high, low } : null;
    }
    const today = this.today();
    let range = this.ranges.get(instrument.id);
    if (range === undefined) {
      const bars = this.market.dailyBars(instrument.id, addMonths(today, -12), addDays(today, -1));
      range = null;
      for (const bar of bars) {
        const high = decimalOf(bar.high ?? bar.close);
        const low = decimalOf(bar.low ?? bar.close);
        if (!high || !low) continue;
        range = range
          ? { high: Decimal.max(range.high, high), low: Decimal.min(range.low, low) }
          : { high, low };
      }
      this.ranges.set(instrument.id, range);
    }
    const price = this.quote(instrument).price;
    if (!range) return { high: price, low: price };
    return { high: Decimal.max(range.high, price), low: Decimal.min(range.low, price) };
  }

  /** Daily closes from `fromDate` through today (today's point is the live price). */
  closesSince(instrument: WorkspaceInstrument, fromDate: string): ChartPointValue[] {
    const today = this.today();
    const points = this.market
      .dailyBars(instrument.id, fromDate, addDays(today, -1))
      .filter((b) => b.date < today)
      .map((b) => ({ date: b.date, close: Number(b.close) }))
      .filter((p) => Number.isFinite(p.close));
    points.push({ date: today, close: this.quote(instrument).price.toDecimalPlaces(2).toNumber() });
    return points;
  }

  /** Income-statement figures of a company (empty for funds, preferreds and unknown names). */
  financials(instrument: WorkspaceInstrument): Financials {
    this.today();
    const cached = this.financialCache.get(instrument.id);
    if (cached) return cached;
    let result: Financials = {};
    const profile = this.profile(instrument);
    const research = this.universe.research;
    if (research && profile && (profile.kind ?? 'stock') === 'stock' && !profile.isEtf) {
      try {
        result = research.publishedQuarters
          ? financialsFromQuarters(research.publishedQuarters(instrument.id))
          : financialsFrom(research.incomeStatements(instrument.id));
      } catch {
        result = {};
      }
    }
    this.financialCache.set(instrument.id, result);
    return result;
  }

  /** The analyst consensus of today (null without coverage). */
  consensus(instrument: WorkspaceInstrument): InstrumentAnalystConsensus | null {
    this.today();
    const cached = this.consensusCache.get(instrument.id);
    if (cached !== undefined) return cached;
    let result: InstrumentAnalystConsensus | null = null;
    try {
      result = this.universe.research?.analystConsensus(instrument.id) ?? null;
    } catch {
      result = null;
    }
    this.consensusCache.set(instrument.id, result);
    return result;
  }

  /** Market capitalization at the live price (the profile's figure is at the reference close). */
  marketCap(instrument: WorkspaceInstrument): Decimal | null {
    const profile = this.profile(instrument);
    const cap = decimalOf(profile?.marketCap);
    if (!cap) return null;
    const reference = decimalOf(instrument.previous_close);
    if (!reference || reference.isZero()) return cap;
    return cap.times(this.quote(instrument).price).div(reference).toDecimalPlaces(0);
  }
}
