// The shape of the reference-data tables: one compact row per listed security. Prices, market caps
// and yields are plausible late-2025 figures, not live data.
import type { Sector } from '@/api/schemas/news';

/** MICs of the primary listing venues used in the tables. */
export type Venue = 'XNAS' | 'XNYS' | 'ARCX' | 'BATS' | 'XASE' | 'OTCM';

export type SecurityRow = readonly [
  symbol: string,
  name: string,
  venue: Venue,
  industry: string,
  previousClose: number,
  /** Market capitalization (ETFs: assets under management), billions of USD. */
  capBillions: number,
  beta: number,
  /** Trailing dividend yield in percent (0 when the security pays none). */
  dividendYieldPct: number,
];

export interface SectorTable {
  sector: Sector;
  rows: readonly SecurityRow[];
}

/** Exchange-traded funds carry the sector they track (broad funds: FINANCIAL_SERVICES, asset management). */
export type FundRow = readonly [
  symbol: string,
  name: string,
  venue: Venue,
  sector: Sector,
  category: string,
  previousClose: number,
  aumBillions: number,
  beta: number,
  dividendYieldPct: number,
];
