// Statement line items: a reading order per statement (totals after their parts), readable labels,
// and any other field present in the data appended after them, so nothing the server sends is hidden.
export type StatementKind = 'income' | 'balance' | 'cash';

export const STATEMENT_TITLES: Record<StatementKind, string> = {
  income: 'Income statement',
  balance: 'Balance sheet',
  cash: 'Cash flow',
};

// prettier-ignore
const ORDER: Record<StatementKind, string[]> = {
  income: ['revenue', 'cost_of_revenue', 'gross_profit', 'research_and_development_expenses', 'selling_general_and_administrative_expenses', 'general_and_administrative_expenses', 'selling_and_marketing_expenses', 'other_expenses', 'operating_expenses', 'cost_and_expenses', 'operating_income', 'interest_income', 'interest_expense', 'net_interest_income', 'non_operating_income_excluding_interest', 'total_other_income_expenses_net', 'income_before_tax', 'income_tax_expense', 'net_income_from_continuing_operations', 'net_income_from_discontinued_operations', 'other_adjustments_to_net_income', 'net_income_deductions', 'net_income', 'bottom_line_net_income', 'ebit', 'ebitda', 'depreciation_and_amortization', 'eps', 'eps_diluted', 'weighted_average_shs_out', 'weighted_average_shs_out_dil'],
  balance: ['cash_and_cash_equivalents', 'short_term_investments', 'cash_and_short_term_investments', 'net_receivables', 'accounts_receivables', 'other_receivables', 'inventory', 'prepaids', 'other_current_assets', 'total_current_assets', 'property_plant_and_equipment_net', 'goodwill', 'intangible_assets', 'goodwill_and_intangible_assets', 'long_term_investments', 'tax_assets', 'other_non_current_assets', 'total_non_current_assets', 'other_assets', 'total_assets', 'account_payables', 'other_payables', 'total_payables', 'accrued_expenses', 'short_term_debt', 'capital_lease_obligations_current', 'tax_payables', 'deferred_revenue', 'other_current_liabilities', 'total_current_liabilities', 'long_term_debt', 'capital_lease_obligations', 'deferred_revenue_non_current', 'deferred_tax_liabilities_non_current', 'other_non_current_liabilities', 'total_non_current_liabilities', 'other_liabilities', 'total_liabilities', 'preferred_stock', 'common_stock', 'additional_paid_in_capital', 'retained_earnings', 'treasury_stock', 'accumulated_other_comprehensive_income_loss', 'other_total_stockholders_equity', 'total_stockholders_equity', 'minority_interest', 'total_equity', 'total_liabilities_and_total_equity', 'total_investments', 'total_debt', 'net_debt'],
  cash: ['net_income', 'depreciation_and_amortization', 'deferred_income_tax', 'stock_based_compensation', 'change_in_working_capital', 'accounts_receivables', 'inventory', 'accounts_payables', 'other_working_capital', 'other_non_cash_items', 'net_cash_provided_by_operating_activities', 'operating_cash_flow', 'investments_in_property_plant_and_equipment', 'capital_expenditure', 'acquisitions_net', 'purchases_of_investments', 'sales_maturities_of_investments', 'other_investing_activities', 'net_cash_provided_by_investing_activities', 'short_term_net_debt_issuance', 'long_term_net_debt_issuance', 'net_debt_issuance', 'common_stock_issuance', 'common_stock_repurchased', 'net_common_stock_issuance', 'net_preferred_stock_issuance', 'net_stock_issuance', 'common_dividends_paid', 'preferred_dividends_paid', 'net_dividends_paid', 'other_financing_activities', 'net_cash_provided_by_financing_activities', 'effect_of_forex_changes_on_cash', 'net_change_in_cash', 'cash_at_beginning_of_period', 'cash_at_end_of_period', 'free_cash_flow', 'income_taxes_paid', 'interest_paid'],
};

/** Fields that are not line items. */
const META = new Set([
  'period',
  'period_type',
  'year',
  'reported_currency',
  'filing_date',
  'accepted_date',
  'instrument_id',
  'symbol',
  'cik',
  'date',
  'fiscal_year',
]);

const WORDS: Record<string, string> = {
  eps: 'EPS',
  ebit: 'EBIT',
  ebitda: 'EBITDA',
  shs: 'shares',
  out: 'outstanding',
  dil: 'diluted',
  and: '&',
  net: 'net',
  ppe: 'PP&E',
  forex: 'FX',
};

export function lineLabel(field: string): string {
  if (field === 'weighted_average_shs_out') return 'Weighted average shares';
  if (field === 'weighted_average_shs_out_dil') return 'Weighted average shares (diluted)';
  const words = field.split('_').map((w) => WORDS[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Per-share and share-count rows are not money. */
export const lineUnit = (field: string): 'money' | 'per-share' | 'shares' =>
  field.startsWith('eps') ? 'per-share' : field.startsWith('weighted_average_shs') ? 'shares' : 'money';

/** Line items in reading order: known ones first, then any other field the rows carry. */
export function lineItems(kind: StatementKind, rows: ReadonlyArray<Record<string, unknown>>): string[] {
  const present = new Set<string>();
  for (const row of rows)
    for (const [k, v] of Object.entries(row))
      if (!META.has(k) && typeof v === 'string' && v !== '') present.add(k);
  const known = ORDER[kind].filter((f) => present.has(f));
  const rest = [...present].filter((f) => !ORDER[kind].includes(f)).sort();
  return [...known, ...rest];
}
