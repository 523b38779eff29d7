// Builds the instrument list and profiles from the data tables: ids from the seeded Rng, identifiers,
// liquidity, margin rates and the special trading flags (see data/special-flags.ts).
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { Sector } from '@/api/schemas/news';
import type { Rng } from '../rng';
import type { FundRow, SecurityRow, SectorTable } from './data/rows';
import { technology } from './data/stocks-technology';
import { communication } from './data/stocks-communication';
import { consumerCyclical, consumerDefensive } from './data/stocks-consumer';
import { energy, financial } from './data/stocks-energy-financial';
import { healthcare, industrials } from './data/stocks-healthcare-industrials';
import { basicMaterials, realEstate, utilities } from './data/stocks-real-assets';
import { funds, otcTables, PREFERRED_SECTORS, preferreds } from './data/funds-preferreds-otc';
import * as flags from './data/special-flags';
import { hash32, isinFromCusip, isValidCusip, syntheticCusip, unitHash } from './ids';
import { fromDayNumber, toDayNumber, tradingDayOnOrAfter } from './dates';
import type { InstrumentProfile, SecurityKind, UniverseInstrument } from './types';

const STOCK_TABLES: readonly SectorTable[] = [
  technology,
  communication,
  consumerCyclical,
  consumerDefensive,
  energy,
  financial,
  healthcare,
  industrials,
  realEstate,
  basicMaterials,
  utilities,
];

/** First trading dates of a few famous listings; the rest get a stable date from a hash. */
const KNOWN_LIST_DATES: Readonly<Record<string, string>> = {
  AAPL: '1980-12-12',
  MSFT: '1986-03-13',
  AMZN: '1997-05-15',
  NVDA: '1999-01-22',
  GOOGL: '2004-08-19',
  GOOG: '2014-04-03',
  META: '2012-05-18',
  TSLA: '2010-06-29',
  NFLX: '2002-05-23',
  SPY: '1993-01-29',
  QQQ: '1999-03-10',
  UBER: '2019-05-10',
  ABNB: '2020-12-10',
  SNOW: '2020-09-16',
  PLTR: '2020-09-30',
  COIN: '2021-04-14',
  HOOD: '2021-07-29',
  RIVN: '2021-11-10',
  IBIT: '2024-01-11',
  FBTC: '2024-01-11',
  ETHA: '2024-07-23',
};

const VENUE_NAMES: Readonly<Record<string, string>> = {
  XNAS: 'the Nasdaq Stock Market',
  XNYS: 'the New York Stock Exchange',
  ARCX: 'NYSE Arca',
  BATS: 'Cboe BZX',
  XASE: 'NYSE American',
  OTCM: 'the OTC Markets',
};

export const sectorDisplayName = (sector: Sector): string =>
  sector
    .split('_')
    .map((w) => w[0] + w.slice(1).toLowerCase())
    .join(' ');

/** Prices of a dollar or more carry cents; sub-dollar prices carry four decimals. */
export const formatPrice = (price: number): string => new Decimal(price).toFixed(price >= 1 ? 2 : 4);

interface RawSecurity {
  symbol: string;
  name: string;
  venue: string;
  sector: Sector;
  industry: string;
  price: number;
  capBillions: number;
  beta: number;
  yieldPct: number;
  kind: SecurityKind;
}

function rawSecurities(): RawSecurity[] {
  const fromRow =
    (sector: Sector, kind: SecurityKind) =>
    (row: SecurityRow): RawSecurity => ({
      symbol: row[0],
      name: row[1],
      venue: row[2],
      sector,
      industry: row[3],
      price: row[4],
      capBillions: row[5],
      beta: row[6],
      yieldPct: row[7],
      kind,
    });
  const fromFund = (row: FundRow): RawSecurity => ({
    symbol: row[0],
    name: row[1],
    venue: row[2],
    sector: row[3],
    industry: row[4],
    price: row[5],
    capBillions: row[6],
    beta: row[7],
    yieldPct: row[8],
    kind: 'etf',
  });
  return [
    ...STOCK_TABLES.flatMap((t) => t.rows.map(fromRow(t.sector, 'stock'))),
    ...otcTables.flatMap((t) => t.rows.map(fromRow(t.sector, 'stock'))),
    ...funds.map(fromFund),
    ...preferreds.map((row) => fromRow(PREFERRED_SECTORS[row[0]] ?? 'FINANCIAL_SERVICES', 'preferred')(row)),
  ];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Annualized volatility from beta, size and kind; bond and cash funds get their own low figures. */
function volatilityOf(raw: RawSecurity, rng: Rng): number {
  const bondVol: Record<string, number> = {
    'Ultrashort Bond': 0.005,
    'Short Government': 0.02,
    'Intermediate Government': 0.06,
    'Intermediate Core Bond': 0.055,
    'Long Government': 0.14,
    'Corporate Bond': 0.08,
    'High Yield Bond': 0.07,
    'Inflation-Protected Bond': 0.05,
  };
  const fixed = bondVol[raw.industry];
  if (fixed !== undefined) return fixed;
  if (raw.kind === 'preferred') return Number((0.06 + rng.range(0, 0.06)).toFixed(3));
  const smallCapPremium =
    raw.kind === 'stock' ? clamp(0.3 - Math.log10(Math.max(raw.capBillions, 0.01)) * 0.12, 0, 0.4) : 0;
  const base = 0.1 + 0.19 * Math.abs(raw.beta) + smallCapPremium + rng.range(0, 0.08);
  return Number(clamp(base, raw.kind === 'etf' ? 0.1 : 0.15, 0.95).toFixed(3));
}

/** Average daily volume in shares: a turnover share of market cap (AUM for funds) at the price. */
function averageDailyVolume(raw: RawSecurity, rng: Rng): number {
  let turnover: number;
  if (raw.kind === 'etf') {
    if (raw.industry.startsWith('Trading--')) turnover = rng.range(0.25, 0.6);
    else if (raw.industry === 'Digital Assets') turnover = rng.range(0.04, 0.08);
    else if (raw.industry === 'Derivative Income') turnover = rng.range(0.02, 0.05);
    else turnover = rng.range(0.01, 0.04) * (raw.capBillions > 300 ? 2 : 1);
  } else if (raw.kind === 'preferred') {
    turnover = rng.range(0.0005, 0.002);
  } else {
    const size = raw.capBillions > 500 ? 0.004 : raw.capBillions > 50 ? 0.006 : 0.01;
    turnover = size * (0.6 + Math.abs(raw.beta) * 0.5) * rng.range(0.7, 1.4);
    if (flags.HARD_TO_BORROW.has(raw.symbol)) turnover *= 3;
    if (raw.venue === 'OTCM') turnover *= 0.1;
  }
  return Math.max(100, Math.round((raw.capBillions * 1e9 * turnover) / raw.price / 100) * 100);
}

function listDateOf(raw: RawSecurity): string {
  const known = KNOWN_LIST_DATES[raw.symbol] ?? flags.IPOS[raw.symbol]?.date;
  if (known) return known;
  const [from, to] = raw.kind === 'etf' ? ['2000-01-03', '2018-12-31'] : ['1972-01-03', '2016-12-30'];
  const span = toDayNumber(to) - toDayNumber(from);
  return tradingDayOnOrAfter(
    fromDayNumber(toDayNumber(from) + Math.floor(unitHash(`list:${raw.symbol}`) * span)),
  );
}

function describe(raw: RawSecurity, country: string): string {
  const venue = VENUE_NAMES[raw.venue] ?? raw.venue;
  if (raw.kind === 'etf')
    return `${raw.name} is an exchange-traded fund in the ${raw.industry} category, listed on ${venue} under the ticker ${raw.symbol}.`;
  if (raw.kind === 'preferred')
    return `${raw.name} is a preferred security listed on ${venue}. Preferred holders rank ahead of common shareholders for dividends.`;
  const origin = country === 'US' ? 'A U.S.' : `A ${country}-domiciled`;
  return `${origin} company in the ${raw.industry} industry (${sectorDisplayName(raw.sector)} sector), ${raw.name} trades on ${venue} under the ticker ${raw.symbol}.`;
}

function marginRates(
  raw: RawSecurity,
  marginable: boolean,
  leverage: number,
  htb: boolean,
  shortProhibited: boolean,
) {
  if (!marginable) return { long: '1.00', short: '1.00' };
  const long =
    leverage > 1
      ? Math.min(1, 0.25 * leverage)
      : Math.abs(raw.beta) > 2
        ? 0.4
        : Math.abs(raw.beta) > 1.6
          ? 0.3
          : 0.25;
  const short = shortProhibited ? 1 : htb ? 0.5 : Math.max(0.3, long);
  return { long: long.toFixed(2), short: short.toFixed(2) };
}

export interface Catalog {
  instruments: UniverseInstrument[];
  profiles: Map<string, InstrumentProfile>;
}

/**
 * `extra` synthetic common stocks (benchmarks only): `ZB` + three letters, each borrowing the sector,
 * industry and shape of a real stock with a different price and size, so screens over thousands of
 * rows have every field filled.
 */
function syntheticSecurities(real: readonly RawSecurity[], extra: number): RawSecurity[] {
  const stocks = real.filter((r) => r.kind === 'stock' && r.venue !== 'OTCM');
  const letters = (n: number) =>
    [Math.floor(n / 676) % 26, Math.floor(n / 26) % 26, n % 26]
      .map((i) => String.fromCharCode(65 + i))
      .join('');
  const out: RawSecurity[] = [];
  for (let n = 0; n < Math.min(extra, 26 ** 3); n++) {
    const like = stocks[n % stocks.length]!;
    const symbol = `ZB${letters(n)}`;
    const scale = 0.2 + unitHash(`bench-size:${symbol}`) * 1.6;
    out.push({
      ...like,
      symbol,
      name: `Bench ${letters(n)} Holdings Inc.`,
      price: Math.max(2, Math.round(like.price * scale * 100) / 100),
      capBillions: Math.max(0.05, like.capBillions * scale * scale),
    });
  }
  return out;
}

export function buildCatalog(rng: Rng, extra = 0): Catalog {
  const instruments: UniverseInstrument[] = [];
  const profiles = new Map<string, InstrumentProfile>();
  const cusips = new Set<string>();
  const real = rawSecurities();
  for (const raw of extra > 0 ? [...real, ...syntheticSecurities(real, extra)] : real) {
    const r = rng.fork(`instrument:${raw.symbol}`);
    const id = r.uuid();
    const isOtc = raw.venue === 'OTCM';
    const isPreferred = raw.kind === 'preferred';
    const inactive = flags.NOT_TRADABLE.has(raw.symbol);
    const leverage = flags.FUND_LEVERAGE[raw.symbol] ?? 1;
    const htb = isOtc || isPreferred || flags.HARD_TO_BORROW.has(raw.symbol);
    const shortProhibited = flags.SHORT_PROHIBITED.has(raw.symbol);
    const marginable = !isOtc && !inactive && raw.price >= 3 && !flags.NOT_MARGINABLE.has(raw.symbol);
    const country = flags.ISSUER_COUNTRY[raw.symbol] ?? 'US';
    const adv = averageDailyVolume(raw, r);
    const rates = marginRates(raw, marginable, leverage, htb, shortProhibited);
    const previousClose = formatPrice(raw.price);
    // Whole cents and whole dollars stay exact in doubles at these magnitudes.
    const notionalCents = adv * Math.round(raw.price * 100);
    const instrument: UniverseInstrument = {
      id,
      symbol: raw.symbol,
      name: raw.name,
      venue: raw.venue,
      instrument_type: isPreferred ? 'PREFERRED_STOCK' : 'COMMON_STOCK',
      country_of_issue: country,
      currency: 'USD',
      adv: String(adv),
      notional_adv: `${Math.floor(notionalCents / 100)}.${String(notionalCents % 100).padStart(2, '0')}`,
      previous_close: previousClose,
      long_margin_rate: rates.long,
      short_margin_rate: rates.short,
      easy_to_borrow: !htb,
      is_fractionable: !isOtc && !isPreferred && !inactive && !flags.NOT_FRACTIONABLE.has(raw.symbol),
      is_liquidation_only: flags.LIQUIDATION_ONLY.has(raw.symbol),
      is_marginable: marginable,
      is_ptp: flags.PUBLICLY_TRADED_PARTNERSHIPS.has(raw.symbol),
      is_restricted: flags.RESTRICTED.has(raw.symbol),
      is_short_prohibited: shortProhibited,
      is_threshold_security: flags.THRESHOLD_SECURITIES.has(raw.symbol),
      is_tradable: !inactive,
    };
    let cusip = flags.KNOWN_CUSIPS[raw.symbol];
    if (!cusip || !isValidCusip(cusip) || cusips.has(cusip)) {
      let salt = 0;
      do cusip = syntheticCusip(raw.symbol, salt++);
      while (cusips.has(cusip));
    }
    cusips.add(cusip);
    const marketCap = Math.round(raw.capBillions * 1e9);
    const optionable =
      !isOtc && !isPreferred && !inactive && !flags.NO_OPTIONS.has(raw.symbol) && raw.capBillions >= 0.1;
    instruments.push(instrument);
    profiles.set(id, {
      instrument,
      sector: raw.sector,
      industry: raw.industry,
      isEtf: raw.kind === 'etf',
      isOtc,
      optionable,
      beta: raw.beta,
      annualVolatility: volatilityOf(raw, r),
      marketCap: String(marketCap),
      sharesOutstanding: Math.round(marketCap / raw.price),
      cusip,
      isin: isinFromCusip(cusip),
      dividendYield: raw.yieldPct > 0 ? (raw.yieldPct / 100).toFixed(4) : null,
      description: describe(raw, country),
      listDate: listDateOf(raw),
      kind: raw.kind,
      optionRoot: raw.symbol.replace(/[^A-Z0-9]/g, '').slice(0, 6),
      fiscalYearEndMonth: flags.FISCAL_YEAR_END_MONTH[raw.symbol] ?? 12,
      lossMaker: flags.LOSS_MAKERS.has(raw.symbol),
      distributionFrequency:
        raw.yieldPct > 0 ? (flags.DISTRIBUTION_FREQUENCY[raw.symbol] ?? 'Quarterly') : null,
      isInactive: inactive,
      leverage,
    });
  }
  return { instruments, profiles };
}

/** A stable pseudo-random number in [0, 1) for a symbol and a purpose, independent of the seed. */
export const stableUnit = (symbol: string, purpose: string): number => unitHash(`${purpose}:${symbol}`);

/** A stable integer in [min, max] for a symbol and purpose. */
export const stableInt = (symbol: string, purpose: string, min: number, max: number): number =>
  min + (hash32(`${purpose}:${symbol}`) % (max - min + 1));
