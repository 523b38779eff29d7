// Corporate events: earnings (estimates, actuals and surprises from the statement model), dividends
// on a stable per-issuer schedule (declared before the ex-date, split-adjusted), the real splits of
// data/special-flags.ts and IPOs. Everything is computed for a date range on request.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type {
  InstrumentDividendEvent,
  InstrumentEarnings,
  InstrumentSplitEvent,
} from '@/api/schemas/instruments';
import type { Rng } from '../rng';
import {
  addDays,
  dayOfWeek,
  isoDate,
  newYorkTimeToUtcMs,
  rfc3339Nanos,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  addTradingDays,
} from './dates';
import { IPOS, SPLITS } from './data/special-flags';
import { releasesBetween, type FiscalQuarter } from './fiscal-calendar';
import type { Financials } from './statements';
import { hash32 } from './ids';
import type { InstrumentProfile } from './types';

/** How far ahead an earnings date is known (and carries an estimate). */
const EARNINGS_VISIBILITY_DAYS = 90;

const pct = (actual: Decimal, estimate: Decimal): string =>
  estimate.isZero() ? '0.00' : actual.minus(estimate).div(estimate.abs()).times(100).toFixed(2);

/** Earnings surprises of a quarter as fractions (companies beat more often than they miss). */
function surprisesOf(rng: Rng, symbol: string, index: number) {
  const r = rng.fork(`earnings:${symbol}:${index}`);
  return { epsSurprise: 0.03 + r.normal() * 0.07, revenueSurprise: 0.008 + r.normal() * 0.015 };
}

/** The EPS surprise of a quarter: positive for a beat (cheap: no statement model needed). */
export const epsSurpriseOf = (rng: Rng, symbol: string, index: number): number =>
  surprisesOf(rng, symbol, index).epsSurprise;

export function earningsBetween(
  profile: InstrumentProfile,
  financials: Financials,
  rng: Rng,
  from: string,
  to: string,
  today: string,
  nowMs: number,
): InstrumentEarnings[] {
  if (profile.kind !== 'stock' || profile.isInactive) return [];
  const last = to < addDays(today, EARNINGS_VISIBILITY_DAYS) ? to : addDays(today, EARNINGS_VISIBILITY_DAYS);
  const releases = releasesBetween(profile, from, last);
  if (releases.length === 0) return [];
  const model = financials.modelThrough(profile, today);
  return releases
    .map((q) => {
      const numbers = model[q.index];
      return numbers ? earningsRow(profile, q, numbers.income, numbers.sharesDiluted, rng, nowMs) : undefined;
    })
    .filter((e): e is InstrumentEarnings => e !== undefined)
    .reverse();
}

function earningsRow(
  profile: InstrumentProfile,
  q: FiscalQuarter,
  income: Record<string, number>,
  sharesDiluted: number,
  rng: Rng,
  nowMs: number,
): InstrumentEarnings {
  const { epsSurprise, revenueSurprise } = surprisesOf(rng, profile.instrument.symbol, q.index);
  const epsActual = new Decimal(income.net_income ?? 0).div(sharesDiluted).toDecimalPlaces(2);
  const revenueActual = new Decimal(income.revenue ?? 0);
  const epsEstimate = epsActual
    .div(1 + (epsActual.isNegative() ? -epsSurprise : epsSurprise))
    .toDecimalPlaces(2);
  // Consensus revenue is quoted to the nearest $100k.
  const revenueEstimate = revenueActual
    .div(1 + revenueSurprise)
    .div(1e5)
    .round()
    .times(1e5);
  const reported = nowMs >= q.releaseMs;
  return {
    date: q.releaseDate,
    report_time: q.reportTime,
    eps_estimate: epsEstimate.toFixed(2),
    eps_actual: reported ? epsActual.toFixed(2) : null,
    eps_surprise_percent: reported ? pct(epsActual, epsEstimate) : null,
    revenue_estimate: revenueEstimate.toFixed(0),
    revenue_actual: reported ? revenueActual.toFixed(0) : null,
    revenue_surprise_percent: reported ? pct(revenueActual, revenueEstimate) : null,
  };
}

// ---- Dividends ----------------------------------------------------------------------------------

const PERIODS_PER_YEAR = { Weekly: 52, Monthly: 12, Quarterly: 4, 'Semi-Annual': 2, Annual: 1 } as const;

/** Split factor (new shares per old share) of the splits effective after `date`. */
export function splitFactorAfter(symbol: string, date: string): Decimal {
  return SPLITS.filter(([s, d]) => s === symbol && d > date).reduce(
    (acc, [, , numerator, denominator]) => acc.times(numerator).div(denominator),
    new Decimal(1),
  );
}

/** Ex-dates of a payer within [from, to]: a stable month phase and day of month per issuer. */
function exDatesBetween(profile: InstrumentProfile, from: string, to: string): string[] {
  const symbol = profile.instrument.symbol;
  const frequency = profile.distributionFrequency;
  if (!frequency) return [];
  const out: string[] = [];
  if (frequency === 'Weekly') {
    // Weekly payers go ex on Thursdays.
    let day = addDays(from, (4 - dayOfWeek(from) + 7) % 7);
    for (; day <= to; day = addDays(day, 7)) out.push(tradingDayOnOrBefore(day));
    return out.filter((d) => d >= from);
  }
  const step = 12 / PERIODS_PER_YEAR[frequency];
  const phase = hash32(`dividend-month:${symbol}`) % step;
  const dayOfMonth = 1 + (hash32(`dividend-day:${symbol}`) % 27);
  const startYear = Number(from.slice(0, 4));
  const endYear = Number(to.slice(0, 4));
  for (let year = startYear; year <= endYear; year++) {
    for (let month = 1 + phase; month <= 12; month += step) {
      const ex = tradingDayOnOrAfter(isoDate(year, month, dayOfMonth));
      if (ex >= from && ex <= to) out.push(ex);
    }
  }
  return out;
}

export function dividendsBetween(
  profile: InstrumentProfile,
  from: string,
  to: string,
  today: string,
): InstrumentDividendEvent[] {
  const frequency = profile.distributionFrequency;
  if (!frequency || profile.isInactive || !profile.dividendYield) return [];
  const symbol = profile.instrument.symbol;
  const periods = PERIODS_PER_YEAR[frequency];
  const price = new Decimal(profile.instrument.previous_close);
  const perPeriod = price.times(profile.dividendYield).div(periods);
  const listDate = profile.listDate;
  // Only dividends already declared by today are known.
  return exDatesBetween(profile, from < listDate ? listDate : from, to)
    .map((ex) => {
      const gap = frequency === 'Weekly' ? 1 : 14 + (hash32(`declare:${symbol}:${ex}`) % 21);
      const declaration = addTradingDays(ex, -gap);
      if (declaration > today) return undefined;
      const year = Number(ex.slice(0, 4));
      // Dividends grow about 5 % a year around the 2025 level; weekly option-income payouts swing.
      const growth = new Decimal(1.05).pow(year - 2025);
      const swing = frequency === 'Weekly' ? 0.7 + (hash32(`swing:${symbol}:${ex}`) % 60) / 100 : 1;
      const adjusted = perPeriod.times(growth).times(swing).toDecimalPlaces(4);
      const record = ex < '2024-05-28' ? addTradingDays(ex, 1) : ex;
      const payment = tradingDayOnOrAfter(
        addDays(ex, frequency === 'Weekly' ? 1 : 7 + (hash32(`pay:${symbol}:${ex}`) % 22)),
      );
      return {
        ex_date: ex,
        declaration_date: declaration,
        record_date: record,
        payment_date: payment,
        adjusted_dividend_amount: adjusted.toString(),
        dividend_amount: adjusted.times(splitFactorAfter(symbol, ex)).toDecimalPlaces(4).toString(),
        dividend_yield: adjusted.times(periods).div(price).times(100).toFixed(2),
        frequency,
      };
    })
    .filter((d): d is NonNullable<typeof d> => d !== undefined)
    .reverse();
}

// ---- Splits and IPOs ----------------------------------------------------------------------------

export function splitsBetween(symbol: string, from: string, to: string): InstrumentSplitEvent[] {
  return SPLITS.filter(([s, d]) => s === symbol && d >= from && d <= to)
    .map(([, date, numerator, denominator]) => ({
      date,
      numerator: String(numerator),
      denominator: String(denominator),
      split_type: numerator >= denominator ? 'stock-split' : 'reverse-split',
    }))
    .reverse();
}

export interface IpoEvent {
  date: string;
  symbol: string;
  company: string;
  exchange: string;
  actions: string;
  announced_at: string;
  price_range: string;
  shares: string;
  market_cap: string;
}

export function listedIpoBetween(profile: InstrumentProfile, from: string, to: string): IpoEvent[] {
  const facts = IPOS[profile.instrument.symbol];
  if (!facts || facts.date < from || facts.date > to) return [];
  const shares = new Decimal(facts.sharesMillions).times(1e6);
  return [
    {
      date: facts.date,
      symbol: profile.instrument.symbol,
      company: profile.instrument.name,
      exchange: facts.exchange,
      actions: 'Priced',
      announced_at: rfc3339Nanos(newYorkTimeToUtcMs(addDays(facts.date, -1), 20, 30)),
      price_range: facts.priceRange,
      shares: shares.toFixed(0),
      market_cap: shares.times(facts.offerPrice).toFixed(0),
    },
  ];
}

/** Private companies on the sandbox's IPO calendar (fictional names, so no real listing is implied). */
// prettier-ignore
const IPO_PIPELINE: readonly (readonly [string, string])[] = [
  ['AGRD', 'Aurora Grid Systems, Inc.'], ['BFNA', 'Bluefin Analytics Corp.'], ['CBHF', 'Cobalt Harbor Financial, Inc.'],
  ['DRFT', 'Driftwood Foods Company'], ['EMBT', 'Emberline Therapeutics, Inc.'], ['FXGS', 'Foxglove Semiconductor Ltd.'],
  ['GPKL', 'Granite Peak Logistics, Inc.'], ['HFLB', 'Helios Fusion Labs, Inc.'], ['IBSC', 'Ironbark Security Holdings'],
  ['JRAP', 'Juniper Row Apparel Co.'], ['KSTL', 'Kestrel Aerospace Corp.'], ['LKSB', 'Larkspur Biosciences, Inc.'],
  ['MWSW', 'Maplewood Software, Inc.'], ['NMBC', 'Nimbus Data Cloud, Inc.'], ['OLBR', 'Orchard Lane Brands, Inc.'],
  ['PNCP', 'Pinecrest Payments, Inc.'], ['QLNX', 'Quillon Networks, Inc.'], ['RWQT', 'Redwood Quantum Technologies'],
  ['SLWT', 'Silverline Water Holdings'], ['UMBR', 'Umbra Robotics, Inc.'], ['VLAI', 'Vantage Lattice AI, Inc.'],
  ['WLBI', 'Willowbrook Insurance Group'], ['XNTH', 'Xenith Materials Corp.'], ['YRWH', 'Yarrow Health, Inc.'],
  ['ZPHR', 'Zephyr Mobility, Inc.'],
];

/** Calendar IPOs within [from, to]: up to three a week, listed only within a year back and a month ahead of today. */
export function pipelineIposBetween(rng: Rng, from: string, to: string, today: string): IpoEvent[] {
  const start = from > addDays(today, -365) ? from : addDays(today, -365);
  const end = to < addDays(today, 30) ? to : addDays(today, 30);
  const out: IpoEvent[] = [];
  const firstMonday = addDays(start, -((dayOfWeek(start) + 6) % 7));
  for (let monday = firstMonday; monday <= end; monday = addDays(monday, 7)) {
    const week = Math.floor(Date.parse(monday) / (7 * 86_400_000));
    const r = rng.fork(`ipo-week:${week}`);
    const count = r.int(0, 3);
    for (let k = 0; k < count; k++) {
      const [symbol, company] = IPO_PIPELINE[(week * 3 + k) % IPO_PIPELINE.length] ?? IPO_PIPELINE[0]!;
      const date = tradingDayOnOrAfter(addDays(monday, 1 + r.int(0, 3)));
      const low = r.int(12, 38);
      const high = low + r.int(1, 4);
      const sharesMillions = r.int(8, 40);
      if (date < start || date > end) continue;
      out.push({
        date,
        symbol,
        company,
        exchange: r.chance(0.6) ? 'NASDAQ' : 'NYSE',
        actions: date < today ? 'Priced' : 'Expected',
        announced_at: rfc3339Nanos(newYorkTimeToUtcMs(addDays(date, -r.int(10, 20)), 8, 0)),
        price_range: `${low}.00-${high}.00`,
        shares: String(sharesMillions * 1_000_000),
        market_cap: String(sharesMillions * 1_000_000 * r.int(4, 12) * high),
      });
    }
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
