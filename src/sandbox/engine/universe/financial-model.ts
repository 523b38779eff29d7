// A small double-entry model of an issuer, one fiscal quarter at a time. Every cash-flow line moves
// exactly one balance-sheet line, so assets = liabilities + equity holds by construction and the
// cash at the end of a quarter is the cash at its start plus the net change. Amounts are whole
// dollars kept as integers (exact in doubles far beyond these magnitudes).
import type { Rng } from '../rng';
import { fiscalQuarter, type FiscalQuarter } from './fiscal-calendar';
import type { InstrumentProfile } from './types';
import { assets, balanceOf, liabilities } from './balance-sheet';
import { ECONOMICS } from './sector-economics';

const SOFTWARE =
  /Software|Internet|Information Technology|Services|Credit|Capital Markets|Insurance|Banks|Asset|Exchanges|Consulting|REIT/;

export interface QuarterNumbers {
  period: FiscalQuarter;
  income: Record<string, number>;
  balance: Record<string, number>;
  cash: Record<string, number>;
  /** Weighted average shares (basic and diluted). */
  shares: number;
  sharesDiluted: number;
}

/** The fiscal year whose revenue and earnings are calibrated to today's market cap and P/E. */
const REFERENCE_FISCAL_YEAR = 2025;

export function modelQuarters(profile: InstrumentProfile, rng: Rng, count: number): QuarterNumbers[] {
  const econ = ECONOMICS[profile.sector];
  const symbol = profile.instrument.symbol;
  const r = rng.fork(`financials:${symbol}`);
  const marketCap = Number(profile.marketCap);
  const foreign = profile.instrument.country_of_issue !== 'US';
  const taxRate = foreign ? 0.18 : 0.21;
  const serviceBusiness = SOFTWARE.test(profile.industry);

  // Revenue path: growth with noise and mild seasonality, scaled so the reference year matches P/S.
  const highGrowth = profile.lossMaker || profile.beta > 1.8;
  const growth = econ.annualGrowth + (highGrowth ? 0.12 : 0) + r.range(-0.03, 0.05);
  const refIndex = (REFERENCE_FISCAL_YEAR - 2017) * 4;
  const horizon = Math.max(count, refIndex + 4);
  const seasonal = profile.sector === 'CONSUMER_CYCLICAL' ? [0.95, 0.97, 0.98, 1.1] : [0.98, 1, 1, 1.02];
  // Separate streams for the path and the quarterly flows keep quarter i identical whatever the horizon.
  const pathRng = r.fork('revenue-path');
  const path: number[] = [];
  let level = 1;
  for (let i = 0; i < horizon; i++) {
    level *= Math.pow(1 + growth, 0.25) * Math.exp(pathRng.normal() * 0.025);
    path.push(level * (seasonal[i % 4] ?? 1));
  }
  const refMean = path.slice(refIndex, refIndex + 4).reduce((a, b) => a + b, 0) / 4;
  const priceToSales = econ.priceToSales * Math.exp(r.normal() * 0.3);
  const quarterlyRevenueRef = marketCap / priceToSales / 4;
  const revenueAt = (i: number) =>
    Math.max(1000, Math.round(((path[i] ?? 1) / refMean) * quarterlyRevenueRef));

  // Target margins: profitable issuers earn market cap / P/E; loss makers lose 5–40 % of revenue.
  const priceToEarnings = econ.priceToEarnings * Math.exp(r.normal() * 0.25);
  const netMargin = profile.lossMaker ? -r.range(0.05, 0.4) : Math.min(0.45, priceToSales / priceToEarnings);
  const annualRevenue0 = revenueAt(0) * 4;
  const debtRatio = econ.debtToRevenue * r.range(0.5, 1.5);
  const s = {
    cash: Math.round(annualRevenue0 * r.range(0.12, 0.4)),
    sti: Math.round(annualRevenue0 * r.range(0.02, 0.15)),
    ar: Math.round((revenueAt(0) * econ.receivableDays) / 91),
    otherReceivables: Math.round(annualRevenue0 * 0.005),
    inventory: serviceBusiness
      ? 0
      : Math.round((revenueAt(0) * (1 - econ.grossMargin) * econ.inventoryDays) / 91),
    prepaids: Math.round(annualRevenue0 * 0.01),
    otherCurrentAssets: Math.round(annualRevenue0 * 0.02),
    ppe: Math.round(annualRevenue0 * econ.assetIntensity * r.range(0.7, 1.3)),
    goodwill: Math.round(annualRevenue0 * r.range(0, 0.4)),
    intangibles: Math.round(annualRevenue0 * r.range(0, 0.15)),
    lti: Math.round(annualRevenue0 * r.range(0, 0.15)),
    taxAssets: Math.round(annualRevenue0 * 0.02),
    otherNonCurrentAssets: Math.round(annualRevenue0 * 0.05),
    ap: Math.round((revenueAt(0) * (1 - econ.grossMargin) * 45) / 91),
    taxPayables: 0,
    accrued: Math.round(revenueAt(0) * 0.1),
    deferredRevenue: Math.round(revenueAt(0) * (serviceBusiness ? 0.3 : 0.04)),
    deferredRevenueNonCurrent: Math.round(annualRevenue0 * 0.01),
    shortTermDebt: Math.round(annualRevenue0 * debtRatio * 0.1),
    capitalLeaseCurrent: Math.round(annualRevenue0 * 0.005),
    otherCurrentLiabilities: Math.round(annualRevenue0 * 0.03),
    longTermDebt: Math.round(annualRevenue0 * debtRatio * 0.9),
    capitalLease: Math.round(annualRevenue0 * 0.03),
    deferredTax: Math.round(annualRevenue0 * 0.02),
    otherNonCurrentLiabilities: Math.round(annualRevenue0 * 0.04),
    commonStock: Math.round(profile.sharesOutstanding * 0.01),
    apic: Math.round(annualRevenue0 * r.range(0.1, 0.5)),
    retained: 0,
    treasury: -Math.round(annualRevenue0 * r.range(0, 0.1)),
    aoci: -Math.round(annualRevenue0 * 0.01),
  };
  // Retained earnings close the opening balance sheet; from then on the flows keep it balanced.
  s.retained = assets(s) - liabilities(s) - (s.commonStock + s.apic + s.treasury + s.aoci);

  // Share count drifts back from today's: buyback issuers had more shares, diluters fewer.
  const drift = profile.lossMaker ? -0.012 : r.range(0, 0.008);
  const sharesAt = (i: number) =>
    Math.round(profile.sharesOutstanding * Math.pow(1 + drift, refIndex + 3 - i));
  const yieldFraction = Number(profile.dividendYield ?? 0);
  const sbcRatio =
    profile.sector === 'TECHNOLOGY' || profile.sector === 'COMMUNICATION_SERVICES' ? 0.07 : 0.015;

  const out: QuarterNumbers[] = [];
  for (let i = 0; i < count; i++) {
    const revenue = revenueAt(i);
    const interestExpense = Math.round(((s.shortTermDebt + s.longTermDebt) * 0.045) / 4);
    const interestIncome = Math.round(((s.cash + s.sti) * 0.035) / 4);
    const nonOperating = Math.round(revenue * r.normal() * 0.003);
    const targetPretax = (revenue * netMargin * (1 + r.normal() * 0.08)) / (netMargin > 0 ? 1 - taxRate : 1);
    const operatingIncome = Math.round(targetPretax - (interestIncome - interestExpense) - nonOperating);
    // Gross margin leaves room for operating expenses of at least 8 % of revenue.
    const grossMargin = Math.min(
      0.95,
      Math.max(econ.grossMargin + r.normal() * 0.01, operatingIncome / revenue + 0.08),
    );
    const costOfRevenue = Math.round(revenue * (1 - grossMargin));
    const grossProfit = revenue - costOfRevenue;
    const operatingExpenses = grossProfit - operatingIncome;
    const research = Math.round(Math.max(0, operatingExpenses) * econ.researchShare);
    const marketing = Math.round((operatingExpenses - research) * 0.55);
    const admin = operatingExpenses - research - marketing;
    const depreciation = Math.round(s.ppe * 0.02);
    const amortization = Math.round(s.intangibles * 0.03);
    const da = depreciation + amortization;
    const netInterest = interestIncome - interestExpense;
    const otherIncome = netInterest + nonOperating;
    const pretax = operatingIncome + otherIncome;
    const tax = pretax > 0 ? Math.round(pretax * taxRate) : 0;
    const netIncome = pretax - tax;
    const shares = sharesAt(i);
    const sharesDiluted = netIncome > 0 ? Math.round(shares * 1.01) : shares;

    // Working capital targets follow revenue.
    const ar = Math.round((revenue * econ.receivableDays) / 91);
    const inventory = s.inventory === 0 ? 0 : Math.round((costOfRevenue * econ.inventoryDays) / 91);
    const ap = Math.round((costOfRevenue * 45) / 91);
    const accrued = Math.round(revenue * 0.1);
    const deferredRevenue = Math.round(revenue * (serviceBusiness ? 0.3 : 0.04));
    const taxPayables = Math.round(tax * 0.5);
    const taxesPaid = tax - (taxPayables - s.taxPayables);
    const arChange = -(ar - s.ar);
    const inventoryChange = -(inventory - s.inventory);
    const apChange = ap - s.ap;
    const otherWorkingCapital =
      accrued - s.accrued + (deferredRevenue - s.deferredRevenue) + (taxPayables - s.taxPayables);
    const workingCapital = arChange + inventoryChange + apChange + otherWorkingCapital;
    const sbc = Math.round(revenue * sbcRatio * r.range(0.8, 1.2));
    const deferredTaxFlow = Math.max(-s.deferredTax, Math.round(revenue * (0.004 + r.normal() * 0.004)));
    const otherNonCash = Math.max(-s.otherNonCurrentLiabilities, Math.round(revenue * r.normal() * 0.004));
    const operating = netIncome + da + sbc + deferredTaxFlow + workingCapital + otherNonCash;

    const capex = -Math.round(revenue * econ.capexRatio * r.range(0.8, 1.2));
    const acquisitions = r.chance(0.05) ? -Math.round(revenue * r.range(0.1, 0.8)) : 0;
    const purchases = -Math.round(revenue * r.range(0.03, 0.15));
    const sales = Math.min(s.sti - purchases, Math.round(revenue * r.range(0.03, 0.15)));
    const otherInvesting = -Math.round(revenue * r.range(0, 0.01));
    const investing = capex + acquisitions + purchases + sales + otherInvesting;

    const dividends = -Math.round(
      yieldFraction * marketCap * 0.25 * (revenue / quarterlyRevenueRef) * (profile.lossMaker ? 0 : 1),
    );
    const issuance = Math.round(revenue * (profile.lossMaker ? r.range(0, 0.15) : 0.002));
    const freeCash = operating + capex;
    const repurchased =
      netIncome > 0 ? -Math.round(Math.max(0, freeCash + dividends) * r.range(0.2, 0.8)) : 0;
    let shortTermIssuance = Math.max(-s.shortTermDebt, Math.round(annualRevenue0 * r.normal() * 0.004));
    const longTermIssuance = Math.max(-s.longTermDebt, Math.round(annualRevenue0 * r.normal() * 0.01));
    const otherFinancing = Math.max(-s.otherCurrentLiabilities, Math.round(revenue * r.normal() * 0.003));
    const fx = Math.round(revenue * r.normal() * 0.002);
    // Keep a cash floor of two weeks of revenue by borrowing short term.
    const before =
      s.cash +
      operating +
      investing +
      shortTermIssuance +
      longTermIssuance +
      issuance +
      repurchased +
      dividends +
      otherFinancing +
      fx;
    const floor = Math.round(revenue / 6);
    if (before < floor) shortTermIssuance += floor - before;
    const financing =
      shortTermIssuance + longTermIssuance + issuance + repurchased + dividends + otherFinancing;
    const netChange = operating + investing + financing + fx;
    const cashBegin = s.cash;

    // Apply every flow to the balance sheet.
    s.cash += netChange;
    s.ar = ar;
    s.inventory = inventory;
    s.ap = ap;
    s.accrued = accrued;
    s.deferredRevenue = deferredRevenue;
    s.taxPayables = taxPayables;
    s.ppe += -capex - depreciation;
    s.intangibles -= amortization;
    s.goodwill += -acquisitions;
    s.sti += -purchases - sales;
    s.otherNonCurrentAssets += -otherInvesting;
    s.deferredTax += deferredTaxFlow;
    s.otherNonCurrentLiabilities += otherNonCash;
    s.shortTermDebt += shortTermIssuance;
    s.longTermDebt += longTermIssuance;
    s.otherCurrentLiabilities += otherFinancing;
    s.apic += sbc + issuance;
    s.treasury += repurchased;
    s.retained += netIncome + dividends;
    s.aoci += fx;

    out.push({
      period: fiscalQuarter(profile, i),
      shares,
      sharesDiluted,
      income: {
        revenue,
        cost_of_revenue: costOfRevenue,
        gross_profit: grossProfit,
        research_and_development_expenses: research,
        selling_and_marketing_expenses: marketing,
        general_and_administrative_expenses: admin,
        selling_general_and_administrative_expenses: marketing + admin,
        other_expenses: 0,
        operating_expenses: operatingExpenses,
        cost_and_expenses: costOfRevenue + operatingExpenses,
        interest_income: interestIncome,
        interest_expense: interestExpense,
        net_interest_income: netInterest,
        depreciation_and_amortization: da,
        ebitda: pretax + interestExpense + da,
        ebit: pretax + interestExpense,
        non_operating_income_excluding_interest: nonOperating,
        operating_income: operatingIncome,
        total_other_income_expenses_net: otherIncome,
        income_before_tax: pretax,
        income_tax_expense: tax,
        net_income_from_continuing_operations: netIncome,
        net_income_from_discontinued_operations: 0,
        other_adjustments_to_net_income: 0,
        net_income: netIncome,
        net_income_deductions: 0,
        bottom_line_net_income: netIncome,
      },
      cash: {
        net_income: netIncome,
        depreciation_and_amortization: da,
        deferred_income_tax: deferredTaxFlow,
        stock_based_compensation: sbc,
        change_in_working_capital: workingCapital,
        accounts_receivables: arChange,
        inventory: inventoryChange,
        accounts_payables: apChange,
        other_working_capital: otherWorkingCapital,
        other_non_cash_items: otherNonCash,
        net_cash_provided_by_operating_activities: operating,
        investments_in_property_plant_and_equipment: capex,
        acquisitions_net: acquisitions,
        purchases_of_investments: purchases,
        sales_maturities_of_investments: sales,
        other_investing_activities: otherInvesting,
        net_cash_provided_by_investing_activities: investing,
        net_debt_issuance: shortTermIssuance + longTermIssuance,
        long_term_net_debt_issuance: longTermIssuance,
        short_term_net_debt_issuance: shortTermIssuance,
        net_stock_issuance: issuance + repurchased,
        net_common_stock_issuance: issuance + repurchased,
        common_stock_issuance: issuance,
        common_stock_repurchased: repurchased,
        net_preferred_stock_issuance: 0,
        net_dividends_paid: dividends,
        common_dividends_paid: dividends,
        preferred_dividends_paid: 0,
        other_financing_activities: otherFinancing,
        net_cash_provided_by_financing_activities: financing,
        effect_of_forex_changes_on_cash: fx,
        net_change_in_cash: netChange,
        cash_at_end_of_period: s.cash,
        cash_at_beginning_of_period: cashBegin,
        operating_cash_flow: operating,
        capital_expenditure: capex,
        free_cash_flow: operating + capex,
        income_taxes_paid: taxesPaid,
        interest_paid: interestExpense,
      },
      balance: balanceOf(s),
    });
  }
  return out;
}
