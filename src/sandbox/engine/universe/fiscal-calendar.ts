// Fiscal quarters of an issuer and when it reports them: period end, earnings release (before the
// open or after the close), 10-Q/10-K filing and SEC acceptance time. Pure functions of the symbol,
// so the earnings calendar is cheap to scan across the whole universe.
import { addDays, lastDayOfMonth, newYorkTimeToUtcMs, rfc3339Nanos, tradingDayOnOrAfter } from './dates';
import { hash32, unitHash } from './ids';
import type { InstrumentProfile } from './types';

/** The first fiscal year with statements: enough for five-plus years of history. */
export const FIRST_FISCAL_YEAR = 2017;

export interface FiscalQuarter {
  fiscalYear: number;
  quarter: 1 | 2 | 3 | 4;
  /** Sequence number from FIRST_FISCAL_YEAR Q1 (0, 1, 2, ...). */
  index: number;
  periodEnd: string;
  releaseDate: string;
  reportTime: 'BMO' | 'AMC';
  /** When the release crosses the wire (07:00 ET before the open, 16:05 ET after the close). */
  releaseMs: number;
  filingDate: string;
  /** RFC 3339 acceptance time of the filing. */
  acceptedDate: string;
  acceptedMs: number;
}

/** Banks, industrials and staples mostly report before the open; technology after the close. */
// Well-known habits win over the sector odds.
const AFTER_CLOSE = new Set([
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOGL',
  'GOOG',
  'META',
  'TSLA',
  'NFLX',
  'AMD',
  'INTC',
]);
const BEFORE_OPEN = new Set([
  'JPM',
  'BAC',
  'WFC',
  'C',
  'GS',
  'MS',
  'WMT',
  'HD',
  'KO',
  'PG',
  'JNJ',
  'UNH',
  'XOM',
  'CVX',
]);

export function reportTimeOf(profile: InstrumentProfile): 'BMO' | 'AMC' {
  const symbol = profile.instrument.symbol;
  if (AFTER_CLOSE.has(symbol)) return 'AMC';
  if (BEFORE_OPEN.has(symbol)) return 'BMO';
  const amcShare: Partial<Record<string, number>> = {
    TECHNOLOGY: 0.9,
    COMMUNICATION_SERVICES: 0.75,
    CONSUMER_CYCLICAL: 0.5,
    HEALTHCARE: 0.4,
    REAL_ESTATE: 0.8,
  };
  return unitHash(`report-time:${symbol}`) < (amcShare[profile.sector] ?? 0.2) ? 'AMC' : 'BMO';
}

// Quarters are pure functions of symbol, fiscal year end and index, so one cache serves every universe.
const quarterCache = new Map<string, FiscalQuarter>();

export function fiscalQuarter(profile: InstrumentProfile, index: number): FiscalQuarter {
  const key = `${profile.instrument.symbol}:${profile.fiscalYearEndMonth}:${profile.sector}:${index}`;
  let quarter = quarterCache.get(key);
  if (!quarter) {
    if (quarterCache.size > 100_000) quarterCache.clear();
    quarter = computeFiscalQuarter(profile, index);
    quarterCache.set(key, quarter);
  }
  return quarter;
}

function computeFiscalQuarter(profile: InstrumentProfile, index: number): FiscalQuarter {
  const symbol = profile.instrument.symbol;
  const fiscalYear = FIRST_FISCAL_YEAR + Math.floor(index / 4);
  const quarter = ((index % 4) + 1) as 1 | 2 | 3 | 4;
  let month = profile.fiscalYearEndMonth - 3 * (4 - quarter);
  let year = fiscalYear;
  while (month <= 0) {
    month += 12;
    year -= 1;
  }
  const periodEnd = lastDayOfMonth(year, month);
  // A stable reporting lag per issuer (21–38 days), a little longer after the fiscal year end.
  const lag =
    21 + (hash32(`lag:${symbol}`) % 18) + (quarter === 4 ? 8 : 0) + (hash32(`lag:${symbol}:${index}`) % 4);
  const releaseDate = tradingDayOnOrAfter(addDays(periodEnd, lag));
  const reportTime = reportTimeOf(profile);
  const filingDate = tradingDayOnOrAfter(addDays(releaseDate, hash32(`filing:${symbol}:${index}`) % 3));
  // The filing is accepted after the release when both fall on the same day.
  const minutes = 10 + (hash32(`accepted:${symbol}:${index}`) % 45);
  const acceptedMs = newYorkTimeToUtcMs(filingDate, reportTime === 'BMO' ? 7 : 16, minutes, 12);
  return {
    fiscalYear,
    quarter,
    index,
    periodEnd,
    releaseDate,
    reportTime,
    releaseMs: newYorkTimeToUtcMs(releaseDate, reportTime === 'BMO' ? 7 : 16, reportTime === 'BMO' ? 0 : 5),
    filingDate,
    acceptedDate: rfc3339Nanos(acceptedMs),
    acceptedMs,
  };
}

/** Fiscal quarters from FIRST_FISCAL_YEAR whose earnings release falls on or before `lastRelease`. */
export function fiscalQuartersThrough(profile: InstrumentProfile, lastRelease: string): FiscalQuarter[] {
  const out: FiscalQuarter[] = [];
  for (let index = 0; ; index++) {
    const q = fiscalQuarter(profile, index);
    if (q.releaseDate > lastRelease) break;
    out.push(q);
  }
  return out;
}

/** Earnings releases dated within [from, to] (cheap: no statement numbers). */
export function releasesBetween(profile: InstrumentProfile, from: string, to: string): FiscalQuarter[] {
  // Jump close to `from`: releases trail their period end by under two months.
  const fromYear = Number(from.slice(0, 4));
  let index = Math.max(0, (fromYear - FIRST_FISCAL_YEAR - 1) * 4);
  const out: FiscalQuarter[] = [];
  for (; index < 400; index++) {
    const q = fiscalQuarter(profile, index);
    if (q.releaseDate > to) break;
    if (q.releaseDate >= from) out.push(q);
  }
  return out;
}

/** "Q3" / "FY" style period label. */
export const periodLabel = (q: FiscalQuarter): string => `Q${q.quarter}`;
