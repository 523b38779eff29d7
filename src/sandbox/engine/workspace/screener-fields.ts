// The screener's fields: what each one means, its type and format, which periods or lookbacks it
// takes, and how its value is computed for one security from the MarketView. The catalog
// (GET /v1/screener/catalog) is generated from this table, so the two cannot disagree.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type {
  FieldLookback,
  FieldPeriod,
  FieldType,
  FilterOperator,
  ScreenerCatalog,
  ScreenerCatalogField,
} from '@/api/schemas/screener';
import {
  CHOICE_OPERATORS,
  FieldLookback as LookbackEnum,
  FieldPeriod as PeriodEnum,
  LOOKBACK_SHORT,
  ORDERED_OPERATORS,
  TEXT_OPERATORS,
} from '@/api/schemas/screener';
import { Sector } from '@/api/schemas/news';
import type { WorkspaceInstrument, WorkspaceProfile } from './deps';
import type { Financials, LiveQuote, MarketView } from './market-view';
import { priceToEarnings } from '../ratios';
import { roundNumber } from './util';

export type FieldValue = number | string | null;

/** One security while a search runs: derived facts are computed once, on first use. */
export class ScreenerRowSource {
  private liveQuote: LiveQuote | undefined;
  private figures: Financials | undefined;
  constructor(
    readonly view: MarketView,
    readonly instrument: WorkspaceInstrument,
    readonly profile: WorkspaceProfile,
  ) {}
  quote(): LiveQuote {
    this.liveQuote ??= this.view.quote(this.instrument);
    return this.liveQuote;
  }
  financials(): Financials {
    this.figures ??= this.view.financials(this.instrument);
    return this.figures;
  }
}

export interface FieldSelector {
  period?: FieldPeriod | undefined;
  lookback?: FieldLookback | undefined;
}

export interface FieldDef {
  name: string;
  display_name: string;
  value_type: FieldType;
  category: string;
  description: string;
  format?: 'CURR_USD' | 'PERCENT';
  periods?: readonly FieldPeriod[];
  lookbacks?: readonly FieldLookback[];
  /** The key of the closed value set in the catalog's `enums`. */
  enum?: string;
  /** Relative cost of computing the value (cheap filters run first). */
  cost: number;
  compute(row: ScreenerRowSource, selector: FieldSelector): FieldValue;
}

const ALL_PERIODS = PeriodEnum.options;
const ALL_LOOKBACKS = LookbackEnum.options;

/** The order used to compare analyst ratings (higher is more bullish). */
export const RATING_ORDER = ['STRONG_SELL', 'SELL', 'HOLD', 'BUY', 'STRONG_BUY'] as const;

const KIND_LABEL: Record<string, string> = { stock: 'STOCK', etf: 'ETF', preferred: 'PREFERRED' };

const money = (d: Decimal | null | undefined, dp = 2): FieldValue => (d ? roundNumber(d, dp) : null);
const pct = (d: Decimal | null | undefined): FieldValue => (d ? roundNumber(d, 2) : null);

/** The figures of a period; the empty selection means trailing twelve months (the most recent full year). */
function periodFigures(row: ScreenerRowSource, selector: FieldSelector) {
  return row.financials()[selector.period ?? 'TRAILING_TWELVE_MONTHS'];
}

function margin(
  row: ScreenerRowSource,
  selector: FieldSelector,
  key: 'grossProfit' | 'operatingIncome' | 'netIncome',
): FieldValue {
  const f = periodFigures(row, selector);
  const part = f?.[key];
  if (!f?.revenue || !part || f.revenue.isZero()) return null;
  return pct(part.div(f.revenue).times(100));
}

function trailingEps(row: ScreenerRowSource): Decimal | undefined {
  return row.financials().TRAILING_TWELVE_MONTHS?.eps;
}

/** The analysts' average price target (undefined without one). */
function priceTarget(row: ScreenerRowSource): Decimal | undefined {
  const average = row.view.consensus(row.instrument)?.price_target?.average;
  return average ? new Decimal(average) : undefined;
}

export const FIELDS: readonly FieldDef[] = [
  // ---- identity ----
  {
    name: 'symbol',
    display_name: 'Symbol',
    value_type: 'STRING',
    category: 'Identity',
    description: 'Ticker symbol.',
    cost: 0,
    compute: (r) => r.instrument.symbol,
  },
  {
    name: 'name',
    display_name: 'Name',
    value_type: 'STRING',
    category: 'Identity',
    description: 'Issuer or fund name.',
    cost: 0,
    compute: (r) => r.instrument.name,
  },
  {
    name: 'instrument_id',
    display_name: 'Instrument ID',
    value_type: 'STRING',
    category: 'Identity',
    description: 'Instrument UUID.',
    cost: 0,
    compute: (r) => r.instrument.id,
  },
  {
    name: 'security_kind',
    display_name: 'Security Kind',
    value_type: 'STRING',
    category: 'Identity',
    description: 'STOCK, ETF or PREFERRED.',
    enum: 'security_kind',
    cost: 0,
    compute: (r) => (r.profile.isEtf ? 'ETF' : (KIND_LABEL[r.profile.kind ?? 'stock'] ?? 'STOCK')),
  },
  {
    name: 'sector',
    display_name: 'Sector',
    value_type: 'STRING',
    category: 'Identity',
    description: 'GICS-style sector (the same values as the news sector filter).',
    enum: 'sector',
    cost: 0,
    compute: (r) => r.profile.sector,
  },
  {
    name: 'industry',
    display_name: 'Industry',
    value_type: 'STRING',
    category: 'Identity',
    description: 'Industry (fund category for ETFs).',
    cost: 0,
    compute: (r) => r.profile.industry,
  },
  {
    name: 'venue',
    display_name: 'Exchange',
    value_type: 'STRING',
    category: 'Identity',
    description: 'MIC of the primary listing venue.',
    enum: 'venue',
    cost: 0,
    compute: (r) => r.instrument.venue,
  },
  {
    name: 'list_date',
    display_name: 'Listing Date',
    value_type: 'DATE',
    category: 'Identity',
    description: 'First trading day (YYYY-MM-DD). Compare with a date or the `today` variable.',
    cost: 0,
    compute: (r) => r.profile.listDate,
  },
  // ---- price and volume ----
  {
    name: 'price',
    display_name: 'Price',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'Last trade price.',
    format: 'CURR_USD',
    cost: 1,
    compute: (r) => money(r.quote().price),
  },
  {
    name: 'previous_close',
    display_name: 'Previous Close',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: "The previous session's closing price.",
    format: 'CURR_USD',
    cost: 1,
    compute: (r) => money(r.quote().previousClose),
  },
  {
    name: 'change',
    display_name: 'Change',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'Price change since the previous close.',
    format: 'CURR_USD',
    cost: 1,
    compute: (r) => money(r.quote().change),
  },
  {
    name: 'change_pct',
    display_name: 'Change %',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description:
      'Percent price change over a lookback (the last close on or before the lookback start to the last price). Without a lookback: since the previous close.',
    format: 'PERCENT',
    lookbacks: ALL_LOOKBACKS,
    cost: 1,
    compute: (r, s) =>
      !s.lookback || s.lookback === 'ONE_DAY'
        ? pct(r.quote().changePct)
        : pct(r.view.changeOver(r.instrument, s.lookback)),
  },
  {
    name: 'volume',
    display_name: 'Volume',
    value_type: 'INTEGER',
    category: 'Price & Volume',
    description: "Shares traded in today's session so far.",
    cost: 1,
    compute: (r) => r.quote().volume,
  },
  {
    name: 'average_volume',
    display_name: 'Avg Volume',
    value_type: 'INTEGER',
    category: 'Price & Volume',
    description: 'Average daily share volume (30 days).',
    cost: 0,
    compute: (r) => (r.instrument.adv ? Math.round(Number(r.instrument.adv)) : null),
  },
  {
    name: 'relative_volume',
    display_name: 'Relative Volume',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: "Today's volume divided by the average daily volume.",
    cost: 1,
    compute: (r) => {
      const volume = r.quote().volume;
      const adv = Number(r.instrument.adv ?? 0);
      return volume === null || !adv ? null : roundNumber(new Decimal(volume).div(adv), 2);
    },
  },
  {
    name: 'dollar_volume',
    display_name: 'Avg Dollar Volume',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'Average daily share volume times the previous close.',
    format: 'CURR_USD',
    cost: 0,
    compute: (r) => (r.instrument.notional_adv ? roundNumber(r.instrument.notional_adv, 0) : null),
  },
  {
    name: 'fifty_two_week_high',
    display_name: '52W High',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'Highest price of the last 52 weeks.',
    format: 'CURR_USD',
    cost: 3,
    compute: (r) => money(r.view.yearRange(r.instrument)?.high),
  },
  {
    name: 'fifty_two_week_low',
    display_name: '52W Low',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'Lowest price of the last 52 weeks.',
    format: 'CURR_USD',
    cost: 3,
    compute: (r) => money(r.view.yearRange(r.instrument)?.low),
  },
  {
    name: 'percent_off_high',
    display_name: '% Off 52W High',
    value_type: 'DECIMAL',
    category: 'Price & Volume',
    description: 'How far the price sits below its 52-week high, in percent (0 at the high).',
    format: 'PERCENT',
    cost: 3,
    compute: (r) => {
      const range = r.view.yearRange(r.instrument);
      if (!range || range.high.isZero()) return null;
      return pct(range.high.minus(r.quote().price).div(range.high).times(100));
    },
  },
  // ---- valuation and risk ----
  {
    name: 'market_cap',
    display_name: 'Market Cap',
    value_type: 'DECIMAL',
    category: 'Valuation',
    description: 'Market capitalization at the last price (assets under management for ETFs).',
    format: 'CURR_USD',
    cost: 1,
    compute: (r) => money(r.view.marketCap(r.instrument), 0),
  },
  {
    name: 'beta',
    display_name: 'Beta',
    value_type: 'DECIMAL',
    category: 'Valuation',
    description: 'Five-year beta against the S&P 500.',
    cost: 0,
    compute: (r) => roundNumber(r.profile.beta, 2),
  },
  {
    name: 'dividend_yield',
    display_name: 'Dividend Yield',
    value_type: 'DECIMAL',
    category: 'Valuation',
    description: 'Trailing twelve-month dividend yield, percent (null when the security pays none).',
    format: 'PERCENT',
    cost: 0,
    compute: (r) =>
      r.profile.dividendYield === null
        ? null
        : roundNumber(new Decimal(r.profile.dividendYield).times(100), 2),
  },
  {
    name: 'price_to_earnings',
    display_name: 'P/E',
    value_type: 'DECIMAL',
    category: 'Valuation',
    description: 'Last price over trailing twelve-month diluted EPS (null for losses and funds).',
    cost: 5,
    compute: (r) => {
      // The same figure as the instrument page's P/E (fundamentals): one function, the last price.
      const pe = priceToEarnings(r.quote().price, trailingEps(r));
      return pe ? roundNumber(pe, 2) : null;
    },
  },
  {
    name: 'price_to_sales',
    display_name: 'P/S',
    value_type: 'DECIMAL',
    category: 'Valuation',
    description: 'Market capitalization over trailing twelve-month revenue.',
    cost: 5,
    compute: (r) => {
      const revenue = r.financials().TRAILING_TWELVE_MONTHS?.revenue;
      const cap = r.view.marketCap(r.instrument);
      return revenue && cap && revenue.gt(0) ? roundNumber(cap.div(revenue), 2) : null;
    },
  },
  // ---- fundamentals ----
  {
    name: 'earnings_per_share',
    display_name: 'EPS',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Diluted earnings per share. Without a period: trailing twelve months.',
    format: 'CURR_USD',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => money(periodFigures(r, s)?.eps),
  },
  {
    name: 'revenue',
    display_name: 'Revenue',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Total revenue. Without a period: trailing twelve months.',
    format: 'CURR_USD',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => money(periodFigures(r, s)?.revenue, 0),
  },
  {
    name: 'net_income',
    display_name: 'Net Income',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Net income. Without a period: trailing twelve months.',
    format: 'CURR_USD',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => money(periodFigures(r, s)?.netIncome, 0),
  },
  {
    name: 'revenue_growth',
    display_name: 'Revenue Growth',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description:
      'Revenue growth against the same period a year earlier, percent. Without a period: trailing twelve months.',
    format: 'PERCENT',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => pct(periodFigures(r, s)?.revenueGrowth),
  },
  {
    name: 'eps_growth',
    display_name: 'EPS Growth',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description:
      'Diluted EPS growth against the same period a year earlier, percent. Without a period: trailing twelve months.',
    format: 'PERCENT',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => pct(periodFigures(r, s)?.epsGrowth),
  },
  {
    name: 'gross_margin',
    display_name: 'Gross Margin',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Gross profit over revenue, percent.',
    format: 'PERCENT',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => margin(r, s, 'grossProfit'),
  },
  {
    name: 'operating_margin',
    display_name: 'Operating Margin',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Operating income over revenue, percent.',
    format: 'PERCENT',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => margin(r, s, 'operatingIncome'),
  },
  {
    name: 'net_margin',
    display_name: 'Net Margin',
    value_type: 'DECIMAL',
    category: 'Fundamentals',
    description: 'Net income over revenue, percent.',
    format: 'PERCENT',
    periods: ALL_PERIODS,
    cost: 5,
    compute: (r, s) => margin(r, s, 'netIncome'),
  },
  // ---- analysts ----
  {
    name: 'consensus_rating',
    display_name: 'Consensus Rating',
    value_type: 'ANALYST_RATING',
    category: 'Analysts',
    description: 'Analyst consensus rating. Comparisons follow STRONG_SELL < SELL < HOLD < BUY < STRONG_BUY.',
    enum: 'analyst_rating',
    cost: 4,
    compute: (r) => r.view.consensus(r.instrument)?.rating ?? null,
  },
  {
    name: 'analyst_count',
    display_name: 'Analysts',
    value_type: 'INTEGER',
    category: 'Analysts',
    description: 'Number of analysts in the consensus.',
    cost: 4,
    compute: (r) => {
      const d = r.view.consensus(r.instrument)?.distribution;
      return d ? d.strong_buy + d.buy + d.hold + d.sell + d.strong_sell : null;
    },
  },
  {
    name: 'price_target',
    display_name: 'Price Target',
    value_type: 'DECIMAL',
    category: 'Analysts',
    description: 'Average analyst price target.',
    format: 'CURR_USD',
    cost: 4,
    compute: (r) => money(priceTarget(r)),
  },
  {
    name: 'price_target_upside',
    display_name: 'Target Upside',
    value_type: 'DECIMAL',
    category: 'Analysts',
    description: 'Average price target over the last price, percent above (negative: below).',
    format: 'PERCENT',
    cost: 4,
    compute: (r) => {
      const target = priceTarget(r);
      const price = r.quote().price;
      if (!target || price.isZero()) return null;
      return pct(target.div(price).minus(1).times(100));
    },
  },
];

export const FIELD_BY_NAME: ReadonlyMap<string, FieldDef> = new Map(FIELDS.map((f) => [f.name, f]));

export const DEFAULT_RESPONSE_FIELDS = [
  'symbol',
  'name',
  'price',
  'change_pct',
  'volume',
  'market_cap',
  'sector',
] as const;

/** The operators a field accepts. */
export function operatorsFor(field: FieldDef): readonly FilterOperator[] {
  switch (field.value_type) {
    case 'DECIMAL':
    case 'INTEGER':
    case 'DATE':
    case 'ANALYST_RATING':
      return ORDERED_OPERATORS;
    case 'STRING':
      return field.enum ? CHOICE_OPERATORS : TEXT_OPERATORS;
  }
}

/** Column title: the display name plus the period or lookback ("EPS (Q)", "Change % (1W)"). */
export function columnTitle(field: FieldDef, selector: FieldSelector): string {
  const suffix: Record<string, string> = {
    QUARTER: 'Q',
    TRAILING_TWELVE_MONTHS: 'TTM',
    ANNUAL: 'FY',
    ...LOOKBACK_SHORT,
  };
  const tag = selector.period ?? selector.lookback;
  return tag ? `${field.display_name} (${suffix[tag] ?? tag})` : field.display_name;
}

/** The closed value sets that do not depend on the universe. */
export const STATIC_ENUMS: Readonly<Record<string, readonly string[]>> = {
  sector: Sector.options,
  security_kind: ['STOCK', 'ETF', 'PREFERRED'],
  analyst_rating: RATING_ORDER,
  field_period: ALL_PERIODS,
  field_lookback: ALL_LOOKBACKS,
};

export function buildCatalog(venues: readonly string[]): ScreenerCatalog {
  const fields: ScreenerCatalogField[] = FIELDS.map((f) => ({
    name: f.name,
    display_name: f.display_name,
    value_type: f.value_type,
    description: f.description,
    category: f.category,
    periods: f.periods ? [...f.periods] : null,
    lookbacks: f.lookbacks ? [...f.lookbacks] : null,
    operators: [...operatorsFor(f)],
    enum: f.enum ?? null,
    format: f.format ?? null,
  }));
  return {
    default_response_fields: [...DEFAULT_RESPONSE_FIELDS],
    enums: {
      ...Object.fromEntries(Object.entries(STATIC_ENUMS).map(([k, v]) => [k, [...v]])),
      venue: [...venues].sort(),
    },
    fields,
  };
}
