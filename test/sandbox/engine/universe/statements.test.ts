import { describe, it, expect } from 'vitest';
import {
  InstrumentBalanceSheetStatementList,
  InstrumentCashFlowStatementList,
  InstrumentIncomeStatementList,
} from '@/api/schemas/instruments';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const n = (value: string | null | undefined) => Number(value ?? NaN);
const key = (r: { period: string; period_type: string; year: number }) =>
  `${r.year}:${r.period}:${r.period_type}`;

// A calendar-year issuer, a bank, an oil major, a loss maker and a January fiscal year.
describe.each(['AAPL', 'JPM', 'XOM', 'RIVN', 'NVDA'])('financial statements of %s', (symbol) => {
  const income = universe.research.incomeStatements(symbol);
  const balance = universe.research.balanceSheets(symbol);
  const cash = universe.research.cashFlowStatements(symbol);
  const quarterly = <T extends { period_type: unknown }>(rows: T[]) =>
    rows.filter((r) => r.period_type === 'QUARTERLY');

  it('covers five-plus years of quarters, fiscal years and one TTM row, in API shape', () => {
    expect(InstrumentIncomeStatementList.safeParse(income).success).toBe(true);
    expect(InstrumentBalanceSheetStatementList.safeParse(balance).success).toBe(true);
    expect(InstrumentCashFlowStatementList.safeParse(cash).success).toBe(true);
    expect(quarterly(income).length).toBeGreaterThanOrEqual(20);
    expect(income.filter((r) => r.period_type === 'ANNUAL').length).toBeGreaterThanOrEqual(5);
    expect(income.filter((r) => r.period_type === 'TTM')).toHaveLength(1);
    expect(income.map(key)).toEqual(cash.map(key));
    expect(income.map(key)).toEqual(balance.map(key));
  });

  it('is sorted most recent first and only shows filings accepted by now', () => {
    const filed = income.map((r) => r.filing_date);
    expect(filed).toEqual([...filed].sort().reverse());
    expect(income[0]?.period_type).toBe('TTM');
    expect(income.every((r) => Date.parse(r.accepted_date) <= universe.now())).toBe(true);
  });

  it('balances: assets = liabilities + equity, with totals that add up', () => {
    for (const b of balance) {
      expect(n(b.total_assets)).toBe(n(b.total_liabilities) + n(b.total_equity));
      expect(n(b.total_liabilities_and_total_equity)).toBe(n(b.total_assets));
      expect(n(b.total_assets)).toBe(n(b.total_current_assets) + n(b.total_non_current_assets));
      expect(n(b.total_liabilities)).toBe(
        n(b.total_current_liabilities) + n(b.total_non_current_liabilities),
      );
      expect(n(b.net_debt)).toBe(n(b.total_debt) - n(b.cash_and_cash_equivalents));
      expect(n(b.cash_and_cash_equivalents)).toBeGreaterThan(0);
    }
  });

  it('reports the same net income in the income and cash-flow statements', () => {
    const byKey = new Map(cash.map((c) => [key(c), c]));
    for (const i of income) {
      expect(n(byKey.get(key(i))?.net_income)).toBe(n(i.net_income));
      expect(n(i.gross_profit)).toBe(n(i.revenue) - n(i.cost_of_revenue));
      expect(n(i.net_income)).toBe(n(i.income_before_tax) - n(i.income_tax_expense));
    }
  });

  it('chains cash: end = beginning + net change, each quarter starts where the last ended, and matches the balance sheet', () => {
    for (const c of cash) {
      expect(n(c.cash_at_end_of_period)).toBe(n(c.cash_at_beginning_of_period) + n(c.net_change_in_cash));
      expect(n(c.net_change_in_cash)).toBe(
        n(c.net_cash_provided_by_operating_activities) +
          n(c.net_cash_provided_by_investing_activities) +
          n(c.net_cash_provided_by_financing_activities) +
          n(c.effect_of_forex_changes_on_cash),
      );
    }
    const q = quarterly(cash).reverse();
    for (let i = 1; i < q.length; i++)
      expect(q[i]!.cash_at_beginning_of_period).toBe(q[i - 1]!.cash_at_end_of_period);
    const balanceByKey = new Map(balance.map((b) => [key(b), b]));
    for (const c of cash)
      expect(balanceByKey.get(key(c))?.cash_and_cash_equivalents).toBe(c.cash_at_end_of_period);
  });

  it('sums the last four quarters into TTM and each fiscal year into its annual row', () => {
    const quarters = quarterly(income);
    const ttm = income.find((r) => r.period_type === 'TTM')!;
    const lastFour = quarters.slice(0, 4);
    expect(n(ttm.revenue)).toBe(lastFour.reduce((a, r) => a + n(r.revenue), 0));
    expect(n(ttm.net_income)).toBe(lastFour.reduce((a, r) => a + n(r.net_income), 0));
    const ttmCash = cash.find((r) => r.period_type === 'TTM')!;
    expect(n(ttmCash.free_cash_flow)).toBe(
      quarterly(cash)
        .slice(0, 4)
        .reduce((a, r) => a + n(r.free_cash_flow), 0),
    );
    for (const annual of income.filter((r) => r.period_type === 'ANNUAL')) {
      const parts = quarters.filter((r) => r.year === annual.year);
      expect(parts).toHaveLength(4);
      expect(n(annual.operating_income)).toBe(parts.reduce((a, r) => a + n(r.operating_income), 0));
    }
  });
});

describe('statement queries', () => {
  it('filters by filing date and shows losses for loss makers', () => {
    const rows = universe.research.incomeStatements('AAPL', { from: '2024-01-01', to: '2024-12-31' });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.filing_date >= '2024-01-01' && r.filing_date <= '2024-12-31')).toBe(true);
    const rivn = universe.research.incomeStatements('RIVN').find((r) => r.period_type === 'TTM');
    expect(n(rivn?.net_income)).toBeLessThan(0);
  });

  it('has no statements for funds and rejects bad dates, options and unknown ids', () => {
    expect(universe.research.incomeStatements('SPY')).toEqual([]);
    expect(() => universe.research.incomeStatements('AAPL', { from: '2024-13-01' })).toThrow(/from_date/);
    expect(() =>
      universe.research.incomeStatements('AAPL', { from: '2025-01-01', to: '2024-01-01' }),
    ).toThrow();
    expect(() => universe.research.balanceSheets('NOPE')).toThrow(/Instrument not found: NOPE/);
    expect(() => universe.research.cashFlowStatements('AAPL  261218C00270000')).toThrow(/option/);
  });

  it('is the same for the same seed and identical whatever the clock, for published periods', () => {
    const again = makeUniverse().universe.research.incomeStatements('MSFT');
    expect(again).toEqual(universe.research.incomeStatements('MSFT'));
    const later = makeUniverse(42, Date.parse('2027-06-01T15:00:00Z')).universe.research.incomeStatements(
      'MSFT',
    );
    const earlierQuarters = universe.research
      .incomeStatements('MSFT')
      .filter((r) => r.period_type === 'QUARTERLY');
    const laterQuarters = later.filter((r) => r.period_type === 'QUARTERLY');
    expect(laterQuarters.slice(laterQuarters.length - earlierQuarters.length)).toEqual(earlierQuarters);
  });
});
