// Public shapes of the Universe: what other parts of the sandbox read about a security.
import type { Instrument } from '@/api/schemas/instruments';
import type { Sector } from '@/api/schemas/news';
import type { DistributionFrequency } from './data/special-flags';

/** The trading flags every instrument of the sandbox carries, stock or option. */
export type TradingFlags = {
  easy_to_borrow: boolean;
  is_fractionable: boolean;
  is_liquidation_only: boolean;
  is_marginable: boolean;
  is_ptp: boolean;
  is_restricted: boolean;
  is_short_prohibited: boolean;
  is_threshold_security: boolean;
  is_tradable: boolean;
};

/** An equity, ETF or preferred share as the API describes it (Instrument fields plus is_restricted). */
export interface UniverseInstrument extends Instrument, TradingFlags {
  id: string;
  symbol: string;
  name: string;
  venue: string;
  instrument_type: 'COMMON_STOCK' | 'PREFERRED_STOCK';
  country_of_issue: string;
  currency: string;
  adv: string;
  notional_adv: string;
  previous_close: string;
  long_margin_rate: string;
  short_margin_rate: string;
  /** Optional on the API's Instrument, always set here (so both bases agree). */
  is_restricted: boolean;
}

export type SecurityKind = 'stock' | 'etf' | 'preferred';

/** Facts about a security beyond the Instrument payload, for the market, brokerage and research views. */
export interface InstrumentProfile {
  instrument: UniverseInstrument;
  /** A `Sector` enum value (schemas/news.ts). */
  sector: Sector;
  /** Industry for stocks, fund category for ETFs. */
  industry: string;
  isEtf: boolean;
  isOtc: boolean;
  optionable: boolean;
  beta: number;
  /** Annualized volatility of daily returns, e.g. 0.15–0.9 (bond funds lower). */
  annualVolatility: number;
  /** Market capitalization (ETFs: assets under management) in whole USD, as a decimal string. */
  marketCap: string;
  sharesOutstanding: number;
  cusip: string;
  isin: string;
  /** Trailing dividend yield as a fraction (e.g. "0.0040"), null when the security pays none. */
  dividendYield: string | null;
  description: string;
  /** YYYY-MM-DD */
  listDate: string;
  kind: SecurityKind;
  /** OPRA root of the option chain (the symbol without punctuation). */
  optionRoot: string;
  /** Month (1–12) in which the issuer's fiscal year ends. */
  fiscalYearEndMonth: number;
  /** The issuer lost money over the last year (statements show losses). */
  lossMaker: boolean;
  distributionFrequency: DistributionFrequency | null;
  /** Delisted or otherwise inactive: hidden from search unless include_inactive. */
  isInactive: boolean;
  /** 1 for ordinary securities, 2 or 3 for leveraged funds. */
  leverage: number;
}
