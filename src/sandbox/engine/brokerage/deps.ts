// What the brokerage needs from the Universe and the Market, as structural types: the real classes
// satisfy them, and tests can pass small fakes without building a whole world.

export type SessionName = 'pre_market' | 'regular' | 'after_hours' | 'closed';

/** The trading flags the brokerage checks an order against. */
export interface BrokerageFlags {
  is_tradable: boolean;
  is_restricted: boolean;
  is_liquidation_only: boolean;
  is_short_prohibited: boolean;
  easy_to_borrow: boolean;
  is_marginable: boolean;
  is_fractionable: boolean;
}

/** The fields of a universe instrument the brokerage reads. */
export interface BrokerageInstrument extends BrokerageFlags {
  id: string;
  symbol: string;
  venue: string;
  name?: string | null;
  instrument_type?: string | null;
  previous_close?: string | null;
}

/** The fields of an option contract the brokerage reads. */
export interface BrokerageContract {
  id: string;
  symbol: string;
  contract_type: string;
  expiry: string;
  strike_price: string;
  multiplier: string;
  exchange: string;
  is_tradable?: boolean;
  is_restricted?: boolean;
  is_liquidation_only: boolean;
  underlying_instrument_id?: string | null;
}

export type ResolvedInstrument =
  | { kind: 'equity'; instrument: BrokerageInstrument }
  | { kind: 'option'; contract: BrokerageContract; underlying: BrokerageInstrument };

export interface BrokerageUniverse {
  readonly instruments: readonly BrokerageInstrument[];
  profile(id: string): { isOtc: boolean } | undefined;
  resolveAny(idOrSymbol: string): ResolvedInstrument | undefined;
  /** Option contracts of an underlier, when the universe can list them (seeds an option position). */
  optionContracts?(underlyingId: string): readonly BrokerageContract[];
}

export interface BrokerageQuote {
  bid: string;
  ask: string;
  bid_size: number | string;
  ask_size: number | string;
  last_price?: string | null;
}

export interface DailyBar {
  date: string;
  close: string | number;
}

export interface BrokerageCalendar {
  isTradingDay(date: string): boolean;
  nextTradingDay(date: string): string;
  previousTradingDay(date: string): string;
  tradingDaysBetween(from: string, to: string): readonly string[];
}

export interface BrokerageMarket {
  session(atMs?: number): SessionName;
  quote(idOrSymbol: string): BrokerageQuote | undefined;
  /** The quote at an instant, when the market can tell (lazy time replays skipped instants). */
  quoteAt?(idOrSymbol: string, atMs: number): BrokerageQuote | undefined;
  lastPrice(idOrSymbol: string): string | undefined;
  previousClose(idOrSymbol: string): string | undefined;
  dailyBars(idOrSymbol: string, fromDate: string, toDate: string): readonly DailyBar[];
  closeOn(idOrSymbol: string, date: string): string | undefined;
  readonly calendar: BrokerageCalendar;
}
