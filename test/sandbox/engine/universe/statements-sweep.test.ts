// The statement identities hold across the universe (a quarter of it, spread evenly), not only for
// the few companies the detailed statement tests look at: assets = liabilities + equity, one net income across statements, cash at
// the end = beginning + net change (chained quarter to quarter), and annual/TTM rows that add up.
import { describe, it, expect } from 'vitest';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const n = (value: string | null | undefined) => Number(value ?? NaN);
const key = (r: { period: string; period_type: string; year: number }) =>
  `${r.year}:${r.period}:${r.period_type}`;

describe('statements across the universe', () => {
  it('are internally consistent over at least five years, quarterly, annual and TTM', () => {
    // Every fourth instrument keeps the sweep fast while covering every sector and size.
    const companies = universe.instruments
      .filter((_, index) => index % 4 === 0)
      .filter((i) => universe.research.incomeStatements(i.id).length > 0);
    expect(companies.length).toBeGreaterThan(80);
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && problems.length < 20) problems.push(what);
    };
    for (const company of companies) {
      const s = company.symbol;
      const income = universe.research.incomeStatements(company.id);
      const balance = universe.research.balanceSheets(company.id);
      const cash = universe.research.cashFlowStatements(company.id);
      const quarters = income.filter((r) => r.period_type === 'QUARTERLY');
      check(quarters.length >= 20, `${s}: ${quarters.length} quarters`);
      check(income.filter((r) => r.period_type === 'ANNUAL').length >= 5, `${s}: fewer than 5 annual rows`);
      check(income.filter((r) => r.period_type === 'TTM').length === 1, `${s}: no TTM row`);

      for (const b of balance)
        check(n(b.total_assets) === n(b.total_liabilities) + n(b.total_equity), `${s} ${key(b)}: A ≠ L + E`);
      const cashByKey = new Map(cash.map((c) => [key(c), c]));
      for (const i of income)
        check(n(cashByKey.get(key(i))?.net_income) === n(i.net_income), `${s} ${key(i)}: net income differs`);
      for (const c of cash)
        check(
          n(c.cash_at_end_of_period) === n(c.cash_at_beginning_of_period) + n(c.net_change_in_cash),
          `${s} ${key(c)}: cash end ≠ beginning + change`,
        );
      const chain = cash.filter((r) => r.period_type === 'QUARTERLY').reverse();
      for (let k = 1; k < chain.length; k++)
        check(
          chain[k]!.cash_at_beginning_of_period === chain[k - 1]!.cash_at_end_of_period,
          `${s} ${key(chain[k]!)}: does not start where the last quarter ended`,
        );
      for (const annual of income.filter((r) => r.period_type === 'ANNUAL')) {
        const parts = quarters.filter((r) => r.year === annual.year);
        check(
          parts.length === 4 && n(annual.net_income) === parts.reduce((a, r) => a + n(r.net_income), 0),
          `${s} ${key(annual)}: annual net income is not the sum of its quarters`,
        );
      }
      const ttm = income.find((r) => r.period_type === 'TTM');
      check(
        n(ttm?.revenue) === quarters.slice(0, 4).reduce((a, r) => a + n(r.revenue), 0),
        `${s}: TTM revenue is not the last four quarters`,
      );
    }
    expect(problems).toEqual([]);
  });
});
