// What the workspace (screener, watchlists, assistant) reads from the Universe, the Market and the
// Brokerage, as structural types: the real classes satisfy them, tests can pass small fakes.
import type {
  Instrument,
  InstrumentAnalystConsensus,
  InstrumentIncomeStatement,
} from '@/api/schemas/instruments';
import type { Position } from '@/api/schemas/positions';
import type { Order } from '@/api/schemas/orders';

/** A universe security in the API's Instrument shape (watchlists return it whole). */
export type WorkspaceInstrument = Instrument & { name: string; instrument_type: string };

export interface WorkspaceProfile {
  sector: string;
  industry: string;
  isEtf: boolean;
  beta: number;
  marketCap: string;
  sharesOutstanding?: number;
  dividendYield: string | null;
  listDate: string;
  kind?: string;
  isInactive?: boolean;
}

/** One published fiscal quarter as raw figures (the Universe's financial model). */
export interface WorkspaceQuarter {
  period: { fiscalYear: number; quarter: number };
  income: Record<string, number>;
  sharesDiluted: number;
}

/** The research desk of the Universe (statements and analyst consensus); optional for fakes. */
export interface WorkspaceResearch {
  incomeStatements(idOrSymbol: string): readonly InstrumentIncomeStatement[];
  /** Published quarters, oldest first: much cheaper than building statement rows for every issuer. */
  publishedQuarters?(idOrSymbol: string): readonly WorkspaceQuarter[];
  analystConsensus(idOrSymbol: string): InstrumentAnalystConsensus;
}

export interface WorkspaceUniverse {
  readonly instruments: readonly WorkspaceInstrument[];
  profile(id: string): WorkspaceProfile | undefined;
  resolve(idOrSymbol: string): WorkspaceInstrument | undefined;
  /** Equities and option contracts in the Instrument shape (watchlists accept both). */
  instrumentView?(idOrSymbol: string): WorkspaceInstrument | undefined;
  /** Today's date in New York (YYYY-MM-DD). */
  today(): string;
  readonly research?: WorkspaceResearch;
}

export interface WorkspaceQuote {
  last_price?: string | null;
  bid?: string | null;
  ask?: string | null;
  cumulative_volume?: number | string | null;
  previous_close?: string | null;
  open?: string | null;
  high?: string | null;
  low?: string | null;
}

export interface WorkspaceBar {
  date: string;
  open?: string | number;
  high?: string | number;
  low?: string | number;
  close: string | number;
  volume?: string | number;
}

export interface WorkspaceMarket {
  quote(idOrSymbol: string): WorkspaceQuote | undefined;
  /** The last trade price (the real Market has it; fakes may rely on the quote). */
  lastPrice?(idOrSymbol: string): string | undefined;
  /** The previous session's close (the real Market has it; fakes may rely on the quote). */
  previousClose?(idOrSymbol: string): string | undefined;
  dailyBars(idOrSymbol: string, fromDate: string, toDate: string): readonly WorkspaceBar[];
  /** The close of the last completed trading day on or before a date. */
  closeOn?(idOrSymbol: string, date: string): string | undefined;
  /** The 52-week range the rest of the terminal shows (the real Market has it; fakes use the bars). */
  yearRange?(idOrSymbol: string): { high: string; low: string } | undefined;
}

export interface WorkspaceBrokerage {
  /** Ids of the accounts the caller may use (empty when access is revoked). */
  accessibleAccountIds(): number[];
  /** Positions of an account (the assistant summarises them once the user has consented). */
  listPositions?(accountId: number): Position[];
  /** Orders of an account (the assistant prefills cancels and changes of open orders). */
  listOrders?(accountId: number): Order[];
}
