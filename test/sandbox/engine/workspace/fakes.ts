// A tiny world for workspace tests: eight securities whose every screener value is known, a market
// whose prices tests set by hand, and a brokerage with two accounts. The real Universe/Market/Brokerage
// are exercised by the handler tests (test/sandbox/http/*).
import type { InstrumentAnalystConsensus, InstrumentIncomeStatement } from '@/api/schemas/instruments';
import type { Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';
import { ManualClock } from '@/sandbox/engine/clock';
import { notFound } from '@/sandbox/engine/errors';
import { createRng } from '@/sandbox/engine/rng';
import type {
  WorkspaceBar,
  WorkspaceBrokerage,
  WorkspaceInstrument,
  WorkspaceMarket,
  WorkspaceProfile,
  WorkspaceQuarter,
  WorkspaceQuote,
  WorkspaceUniverse,
} from '@/sandbox/engine/workspace/deps';
import { Workspace } from '@/sandbox/engine/workspace/workspace';

/** Friday 2026-11-20, 10:00 in New York. */
export const NOW = Date.parse('2026-11-20T15:00:00Z');
export const TODAY = '2026-11-20';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Spec {
  symbol: string;
  name: string;
  price: string;
  previousClose: string;
  volume: number;
  adv: number;
  sector: string;
  industry: string;
  marketCap: string;
  beta: number;
  dividendYield: string | null;
  listDate: string;
  kind?: 'stock' | 'etf' | 'preferred';
  venue?: string;
  inactive?: boolean;
  /** Closes one week / one year ago. */
  weekAgo?: string;
  yearAgo?: string;
  /** Trailing net income per quarter (4 quarters × this) and diluted shares. */
  quarterlyNetIncome?: number;
  quarterlyRevenue?: number;
  shares?: number;
  rating?: InstrumentAnalystConsensus['rating'];
  target?: string;
}

export const SPECS: Spec[] = [
  {
    symbol: 'AAPL',
    name: 'Apple Inc.',
    price: '200.00',
    previousClose: '190.00',
    volume: 50_000_000,
    adv: 60_000_000,
    sector: 'TECHNOLOGY',
    industry: 'Consumer Electronics',
    marketCap: '3000000000000',
    beta: 1.2,
    dividendYield: '0.0050',
    listDate: '1980-12-12',
    weekAgo: '180.00',
    yearAgo: '150.00',
    quarterlyNetIncome: 25e9,
    quarterlyRevenue: 100e9,
    shares: 15e9,
    rating: 'BUY',
    target: '220.00',
  },
  {
    symbol: 'MSFT',
    name: 'Microsoft Corporation',
    price: '400.00',
    previousClose: '404.00',
    volume: 20_000_000,
    adv: 25_000_000,
    sector: 'TECHNOLOGY',
    industry: 'Software - Infrastructure',
    marketCap: '3000000000000',
    beta: 0.9,
    dividendYield: '0.0080',
    listDate: '1986-03-13',
    weekAgo: '410.00',
    yearAgo: '380.00',
    quarterlyNetIncome: 25e9,
    quarterlyRevenue: 60e9,
    shares: 7.5e9,
    rating: 'STRONG_BUY',
    target: '500.00',
  },
  {
    symbol: 'XOM',
    name: 'Exxon Mobil Corporation',
    price: '110.00',
    previousClose: '110.00',
    volume: 15_000_000,
    adv: 15_000_000,
    sector: 'ENERGY',
    industry: 'Oil & Gas Integrated',
    marketCap: '450000000000',
    beta: 0.6,
    dividendYield: '0.0350',
    listDate: '1920-01-01',
    weekAgo: '100.00',
    yearAgo: '120.00',
    quarterlyNetIncome: 8e9,
    quarterlyRevenue: 90e9,
    shares: 4e9,
    rating: 'HOLD',
    target: '115.00',
  },
  {
    symbol: 'RIVN',
    name: 'Rivian Automotive, Inc.',
    price: '12.00',
    previousClose: '12.50',
    volume: 30_000_000,
    adv: 40_000_000,
    sector: 'CONSUMER_CYCLICAL',
    industry: 'Auto Manufacturers',
    marketCap: '12000000000',
    beta: 2.1,
    dividendYield: null,
    listDate: '2021-11-10',
    weekAgo: '13.00',
    yearAgo: '15.00',
    quarterlyNetIncome: -1e9,
    quarterlyRevenue: 1.2e9,
    shares: 1e9,
    rating: 'SELL',
    target: '10.00',
  },
  {
    symbol: 'SPY',
    name: 'SPDR S&P 500 ETF Trust',
    price: '600.00',
    previousClose: '594.00',
    volume: 60_000_000,
    adv: 70_000_000,
    sector: 'FINANCIAL_SERVICES',
    industry: 'Large Blend',
    marketCap: '600000000000',
    beta: 1,
    dividendYield: '0.0120',
    listDate: '1993-01-22',
    kind: 'etf',
    venue: 'ARCX',
    weekAgo: '590.00',
    yearAgo: '500.00',
  },
  {
    symbol: 'JPM',
    name: 'JPMorgan Chase & Co.',
    price: '250.00',
    previousClose: '250.00',
    volume: 9_000_000,
    adv: 10_000_000,
    sector: 'FINANCIAL_SERVICES',
    industry: 'Banks - Diversified',
    marketCap: '700000000000',
    beta: 1.1,
    dividendYield: '0.0200',
    listDate: '1969-03-05',
    venue: 'XNYS',
    weekAgo: '240.00',
    quarterlyNetIncome: 15e9,
    quarterlyRevenue: 45e9,
    shares: 2.8e9,
  },
  {
    symbol: 'OLD',
    name: 'Old Delisted Corp.',
    price: '1.00',
    previousClose: '1.00',
    volume: 0,
    adv: 1000,
    sector: 'INDUSTRIALS',
    industry: 'Conglomerates',
    marketCap: '1000000',
    beta: 1,
    dividendYield: null,
    listDate: '1990-01-01',
    inactive: true,
  },
  {
    symbol: 'NEWCO',
    name: 'newco holdings',
    price: '20.00',
    previousClose: '19.00',
    volume: 1_000_000,
    adv: 500_000,
    sector: 'INDUSTRIALS',
    industry: 'Conglomerates',
    marketCap: '2000000000',
    beta: 1.5,
    dividendYield: null,
    listDate: '2026-10-01',
    weekAgo: '21.00',
  },
];

function instrumentOf(spec: Spec, n: number): WorkspaceInstrument {
  return {
    id: uuid(n + 1),
    symbol: spec.symbol,
    name: spec.name,
    venue: spec.venue ?? 'XNAS',
    instrument_type: 'COMMON_STOCK',
    country_of_issue: 'US',
    currency: 'USD',
    adv: String(spec.adv),
    notional_adv: (spec.adv * Number(spec.previousClose)).toFixed(2),
    previous_close: spec.previousClose,
    easy_to_borrow: true,
    is_fractionable: true,
    is_liquidation_only: false,
    is_marginable: true,
    is_ptp: false,
    is_short_prohibited: false,
    is_threshold_security: false,
    is_tradable: true,
  };
}

export const OPTION: WorkspaceInstrument = {
  id: uuid(900),
  symbol: 'AAPL  261218C00200000',
  name: 'AAPL Dec 18 2026 200 Call',
  venue: 'OPRA',
  instrument_type: 'OPTION',
  country_of_issue: 'US',
  currency: 'USD',
  easy_to_borrow: false,
  is_fractionable: false,
  is_liquidation_only: false,
  is_marginable: false,
  is_ptp: false,
  is_short_prohibited: false,
  is_threshold_security: false,
  is_tradable: true,
};

export class FakeUniverse implements WorkspaceUniverse {
  readonly instruments: WorkspaceInstrument[] = SPECS.map(instrumentOf);
  private readonly profiles = new Map<string, WorkspaceProfile>();
  readonly specs = new Map<string, Spec>();
  constructor() {
    SPECS.forEach((spec, n) => {
      const instrument = this.instruments[n]!;
      this.specs.set(instrument.id, spec);
      this.profiles.set(instrument.id, {
        sector: spec.sector,
        industry: spec.industry,
        isEtf: spec.kind === 'etf',
        beta: spec.beta,
        marketCap: spec.marketCap,
        dividendYield: spec.dividendYield,
        listDate: spec.listDate,
        kind: spec.kind ?? 'stock',
        isInactive: spec.inactive ?? false,
      });
    });
  }
  profile(id: string) {
    return this.profiles.get(this.resolve(id)?.id ?? '');
  }
  resolve(idOrSymbol: string) {
    return this.instruments.find(
      (i) => i.id === idOrSymbol.toLowerCase() || i.symbol === idOrSymbol.toUpperCase(),
    );
  }
  instrumentView(idOrSymbol: string) {
    return (
      this.resolve(idOrSymbol) ??
      (idOrSymbol === OPTION.id || idOrSymbol === OPTION.symbol ? OPTION : undefined)
    );
  }
  today() {
    return TODAY;
  }
  readonly research = {
    incomeStatements: (idOrSymbol: string): InstrumentIncomeStatement[] => {
      throw notFound(`not used: ${idOrSymbol}`);
    },
    publishedQuarters: (idOrSymbol: string): WorkspaceQuarter[] => {
      const spec = this.specs.get(this.resolve(idOrSymbol)?.id ?? '');
      if (!spec?.quarterlyNetIncome || !spec.quarterlyRevenue || !spec.shares) return [];
      // Eight quarters; revenue grew 10 % over the year, net income flat.
      return Array.from({ length: 8 }, (_, i) => ({
        period: { fiscalYear: 2025 + Math.floor(i / 4), quarter: (i % 4) + 1 },
        income: {
          revenue: i < 4 ? spec.quarterlyRevenue! / 1.1 : spec.quarterlyRevenue!,
          net_income: spec.quarterlyNetIncome!,
          gross_profit: (i < 4 ? spec.quarterlyRevenue! / 1.1 : spec.quarterlyRevenue!) * 0.4,
          operating_income: spec.quarterlyNetIncome! * 1.25,
        },
        sharesDiluted: spec.shares!,
      }));
    },
    analystConsensus: (idOrSymbol: string): InstrumentAnalystConsensus => {
      const spec = this.specs.get(this.resolve(idOrSymbol)?.id ?? '');
      if (!spec?.rating) throw notFound(`No analyst coverage for ${idOrSymbol}`);
      return {
        date: TODAY,
        rating: spec.rating,
        distribution: { strong_buy: 3, buy: 5, hold: 4, sell: 1, strong_sell: 0 },
        price_target: {
          average: spec.target ?? '0',
          high: spec.target ?? '0',
          low: spec.target ?? '0',
          currency: 'USD',
        },
      };
    },
  };
}

export class FakeMarket implements WorkspaceMarket {
  readonly prices = new Map<string, string>();
  constructor(private readonly universe: FakeUniverse) {
    for (const i of universe.instruments) this.prices.set(i.id, universe.specs.get(i.id)!.price);
  }
  setPrice(symbol: string, price: string) {
    this.prices.set(this.universe.resolve(symbol)!.id, price);
  }
  quote(idOrSymbol: string): WorkspaceQuote | undefined {
    const instrument = this.universe.instrumentView(idOrSymbol);
    if (!instrument) return undefined;
    if (instrument.id === OPTION.id) return { bid: '12.00', ask: '12.50' };
    const spec = this.universe.specs.get(instrument.id)!;
    const price = this.prices.get(instrument.id)!;
    return {
      last_price: price,
      bid: price,
      ask: price,
      previous_close: spec.previousClose,
      cumulative_volume: spec.volume,
      open: spec.previousClose,
      high: price,
      low: spec.previousClose,
    };
  }
  /** Weekday bars: the year-ago close until a week ago, then the week-ago close, ending yesterday. */
  dailyBars(idOrSymbol: string, fromDate: string, toDate: string): WorkspaceBar[] {
    const instrument = this.universe.resolve(idOrSymbol);
    if (!instrument) return [];
    const spec = this.universe.specs.get(instrument.id)!;
    const bars: WorkspaceBar[] = [];
    const start = Math.max(Date.parse(`${fromDate}T00:00:00Z`), Date.parse('2025-06-02T00:00:00Z'));
    const end = Math.min(Date.parse(`${toDate}T00:00:00Z`), Date.parse('2026-11-19T00:00:00Z'));
    for (let t = start; t <= end; t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
      const date = d.toISOString().slice(0, 10);
      const close =
        date <= '2025-11-20'
          ? (spec.yearAgo ?? spec.previousClose)
          : date <= '2026-11-13'
            ? (spec.weekAgo ?? spec.previousClose)
            : spec.previousClose;
      bars.push({ date, open: close, high: close, low: close, close, volume: spec.adv });
    }
    return bars;
  }
}

export const ACCOUNT = 100001;
export const OTHER_ACCOUNT = 100002;

export class FakeBrokerage implements WorkspaceBrokerage {
  accessible = [ACCOUNT, OTHER_ACCOUNT];
  positions: Position[] = [
    {
      account_id: ACCOUNT,
      instrument_id: uuid(1),
      symbol: 'AAPL',
      instrument_type: 'COMMON_STOCK',
      position_type: 'LONG',
      quantity: '100',
      available_quantity: '100',
      market_value: '20000.00',
      instrument_price: '200.00',
      unrealized_pnl: '5000.00',
      unrealized_pnl_pct: '33.33',
      daily_unrealized_pnl: '1000.00',
    },
    {
      account_id: ACCOUNT,
      instrument_id: uuid(3),
      symbol: 'XOM',
      instrument_type: 'COMMON_STOCK',
      position_type: 'LONG',
      quantity: '50',
      available_quantity: '50',
      market_value: '5500.00',
      instrument_price: '110.00',
      unrealized_pnl: '-250.00',
      unrealized_pnl_pct: '-4.35',
      daily_unrealized_pnl: '0.00',
    },
  ];
  orders: Order[] = [];
  accessibleAccountIds() {
    return [...this.accessible];
  }
  listPositions(accountId: number) {
    return this.positions.filter((p) => p.account_id === accountId);
  }
  listOrders(accountId: number) {
    return this.orders.filter((o) => o.account_id === accountId);
  }
}

export function makeWorkspace(seed = 7) {
  const clock = new ManualClock(NOW);
  const universe = new FakeUniverse();
  const market = new FakeMarket(universe);
  const brokerage = new FakeBrokerage();
  const workspace = new Workspace(universe, market, brokerage, clock, createRng(seed));
  return { clock, universe, market, brokerage, workspace };
}
