// The balance-sheet state of the financial model and the API fields derived from it.

// prettier-ignore
export type BalanceState = {
  cash: number; sti: number; ar: number; otherReceivables: number; inventory: number; prepaids: number;
  otherCurrentAssets: number; ppe: number; goodwill: number; intangibles: number; lti: number; taxAssets: number;
  otherNonCurrentAssets: number; ap: number; taxPayables: number; accrued: number; deferredRevenue: number;
  deferredRevenueNonCurrent: number; shortTermDebt: number; capitalLeaseCurrent: number; otherCurrentLiabilities: number;
  longTermDebt: number; capitalLease: number; deferredTax: number; otherNonCurrentLiabilities: number;
  commonStock: number; apic: number; retained: number; treasury: number; aoci: number;
};

const currentAssets = (s: BalanceState) =>
  s.cash + s.sti + s.ar + s.otherReceivables + s.inventory + s.prepaids + s.otherCurrentAssets;
const nonCurrentAssets = (s: BalanceState) =>
  s.ppe + s.goodwill + s.intangibles + s.lti + s.taxAssets + s.otherNonCurrentAssets;
export const assets = (s: BalanceState) => currentAssets(s) + nonCurrentAssets(s);
const currentLiabilities = (s: BalanceState) =>
  s.ap +
  s.taxPayables +
  s.accrued +
  s.deferredRevenue +
  s.shortTermDebt +
  s.capitalLeaseCurrent +
  s.otherCurrentLiabilities;
const nonCurrentLiabilities = (s: BalanceState) =>
  s.longTermDebt +
  s.capitalLease +
  s.deferredRevenueNonCurrent +
  s.deferredTax +
  s.otherNonCurrentLiabilities;
export const liabilities = (s: BalanceState) => currentLiabilities(s) + nonCurrentLiabilities(s);

export function balanceOf(s: BalanceState): Record<string, number> {
  const equity = s.commonStock + s.apic + s.retained + s.treasury + s.aoci;
  const totalDebt = s.shortTermDebt + s.longTermDebt + s.capitalLease + s.capitalLeaseCurrent;
  return {
    cash_and_cash_equivalents: s.cash,
    short_term_investments: s.sti,
    cash_and_short_term_investments: s.cash + s.sti,
    accounts_receivables: s.ar,
    other_receivables: s.otherReceivables,
    net_receivables: s.ar + s.otherReceivables,
    inventory: s.inventory,
    prepaids: s.prepaids,
    other_current_assets: s.otherCurrentAssets,
    total_current_assets: currentAssets(s),
    property_plant_and_equipment_net: s.ppe,
    goodwill: s.goodwill,
    intangible_assets: s.intangibles,
    goodwill_and_intangible_assets: s.goodwill + s.intangibles,
    long_term_investments: s.lti,
    tax_assets: s.taxAssets,
    other_non_current_assets: s.otherNonCurrentAssets,
    total_non_current_assets: nonCurrentAssets(s),
    other_assets: 0,
    total_assets: assets(s),
    account_payables: s.ap,
    other_payables: 0,
    tax_payables: s.taxPayables,
    total_payables: s.ap + s.taxPayables,
    accrued_expenses: s.accrued,
    short_term_debt: s.shortTermDebt,
    capital_lease_obligations_current: s.capitalLeaseCurrent,
    deferred_revenue: s.deferredRevenue,
    other_current_liabilities: s.otherCurrentLiabilities,
    total_current_liabilities: currentLiabilities(s),
    long_term_debt: s.longTermDebt,
    capital_lease_obligations: s.capitalLease,
    deferred_revenue_non_current: s.deferredRevenueNonCurrent,
    deferred_tax_liabilities_non_current: s.deferredTax,
    other_non_current_liabilities: s.otherNonCurrentLiabilities,
    total_non_current_liabilities: nonCurrentLiabilities(s),
    other_liabilities: 0,
    total_liabilities: liabilities(s),
    preferred_stock: 0,
    common_stock: s.commonStock,
    additional_paid_in_capital: s.apic,
    retained_earnings: s.retained,
    treasury_stock: s.treasury,
    accumulated_other_comprehensive_income_loss: s.aoci,
    other_total_stockholders_equity: 0,
    total_stockholders_equity: equity,
    minority_interest: 0,
    total_equity: equity,
    total_liabilities_and_total_equity: liabilities(s) + equity,
    total_investments: s.sti + s.lti,
    total_debt: totalDebt,
    net_debt: totalDebt - s.cash,
  };
}
