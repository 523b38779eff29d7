import { z } from 'zod';
import { Uuid, IsoDate, DateTime, openEnum } from './primitives';

/** Event types supported by the all-events endpoint. */
export const AllEventsEventType = z.enum(['EARNINGS', 'DIVIDEND', 'STOCK_SPLIT', 'IPO']);
export type AllEventsEventType = z.infer<typeof AllEventsEventType>;

/** Analyst recommendation distribution */
export const AnalystDistribution = z.looseObject({
  buy: z.number().int(),
  hold: z.number().int(),
  sell: z.number().int(),
  strong_buy: z.number().int(),
  strong_sell: z.number().int(),
});
export type AnalystDistribution = z.infer<typeof AnalystDistribution>;

/** Analyst rating category */
export const AnalystRating = z.enum(['STRONG_BUY', 'BUY', 'HOLD', 'SELL', 'STRONG_SELL']);
export type AnalystRating = z.infer<typeof AnalystRating>;

/** Asset class bucket for the instrument search endpoint. */
export const AssetClass = z.enum(['EQUITY', 'OPTION', 'WARRANT', 'BOND', 'FX', 'OTHER']);
export type AssetClass = z.infer<typeof AssetClass>;

/** The type of options contract */
export const ContractType = z.enum(['CALL', 'PUT']);
export type ContractType = z.infer<typeof ContractType>;

/** The exercise style of an options contract */
export const ExerciseStyle = z.enum(['AMERICAN', 'EUROPEAN']);
export type ExerciseStyle = z.infer<typeof ExerciseStyle>;

/** Fiscal period type for earnings reports */
export const FiscalPeriodType = z.enum(['QUARTERLY', 'ANNUAL', 'TTM', 'BIANNUAL']);
export type FiscalPeriodType = z.infer<typeof FiscalPeriodType>;

/** Security type */
export const SecurityType = z.enum(['COMMON_STOCK', 'INDEX', 'OPTION', 'CASH']);
export type SecurityType = z.infer<typeof SecurityType>;

export const InstrumentCore = z.looseObject({
  adv: z.string().nullish(),
  country_of_issue: z.string(),
  currency: z.string(),
  easy_to_borrow: z.boolean(),
  id: Uuid,
  instrument_type: openEnum(SecurityType).nullish(),
  is_fractionable: z.boolean(),
  is_liquidation_only: z.boolean(),
  /** Required by the interface document, absent from the OpenAPI: optional here (docs/api-notes.md). */
  is_restricted: z.boolean().optional(),
  is_marginable: z.boolean(),
  is_ptp: z.boolean(),
  is_short_prohibited: z.boolean(),
  is_threshold_security: z.boolean(),
  is_tradable: z.boolean(),
  long_margin_rate: z.string().nullish(),
  name: z.string().nullish(),
  notional_adv: z.string().nullish(),
  previous_close: z.string().nullish(),
  short_margin_rate: z.string().nullish(),
  symbol: z.string(),
  venue: z.string(),
});
export type InstrumentCore = z.infer<typeof InstrumentCore>;

/** Represents a tradable financial instrument: the core fields plus the full record's extras. */
export const Instrument = InstrumentCore.extend({
  options_expiry_dates: z.array(IsoDate).nullish(),
});
export type Instrument = z.infer<typeof Instrument>;

/** Represents a dividend event for an instrument */
export const InstrumentDividendEvent = z.looseObject({
  adjusted_dividend_amount: z.string(),
  declaration_date: IsoDate.nullish(),
  dividend_amount: z.string().nullish(),
  dividend_yield: z.string().nullish(),
  ex_date: IsoDate,
  frequency: z.string().nullish(),
  payment_date: IsoDate.nullish(),
  record_date: IsoDate.nullish(),
});
export type InstrumentDividendEvent = z.infer<typeof InstrumentDividendEvent>;

/** Earnings report timing: before market open or after market close */
export const ReportTime = z.enum(['BMO', 'AMC']);
export type ReportTime = z.infer<typeof ReportTime>;

/** Represents instrument earnings data */
export const InstrumentEarnings = z.looseObject({
  date: IsoDate,
  eps_actual: z.string().nullish(),
  eps_estimate: z.string().nullish(),
  eps_surprise_percent: z.string().nullish(),
  report_time: openEnum(ReportTime).nullish(),
  revenue_actual: z.string().nullish(),
  revenue_estimate: z.string().nullish(),
  revenue_surprise_percent: z.string().nullish(),
});
export type InstrumentEarnings = z.infer<typeof InstrumentEarnings>;

/** IPO event in the all-events date grouping response. */
export const InstrumentEventIpoItem = z.looseObject({
  actions: z.string().nullish(),
  announced_at: DateTime.nullish(),
  company: z.string().nullish(),
  exchange: z.string().nullish(),
  market_cap: z.string().nullish(),
  price_range: z.string().nullish(),
  shares: z.string().nullish(),
});
export type InstrumentEventIpoItem = z.infer<typeof InstrumentEventIpoItem>;

/** Represents a stock split event for an instrument */
export const InstrumentSplitEvent = z.looseObject({
  date: IsoDate,
  denominator: z.string(),
  numerator: z.string(),
  split_type: z.string(),
});
export type InstrumentSplitEvent = z.infer<typeof InstrumentSplitEvent>;

/** Unified envelope for the all-events response. */
export const InstrumentEventEnvelope = z.looseObject({
  dividend_event_data: InstrumentDividendEvent.nullish(),
  earnings_event_data: InstrumentEarnings.nullish(),
  instrument_id: Uuid.nullish(),
  ipo_event_data: InstrumentEventIpoItem.nullish(),
  name: z.string().nullish(),
  reporting_currency: z.string().nullish(),
  stock_split_event_data: InstrumentSplitEvent.nullish(),
  symbol: z.string(),
  type: openEnum(AllEventsEventType),
});
export type InstrumentEventEnvelope = z.infer<typeof InstrumentEventEnvelope>;

/** Instrument events for a single date. */
export const InstrumentEventsByDate = z.looseObject({
  date: IsoDate,
  events: z.array(InstrumentEventEnvelope),
});
export type InstrumentEventsByDate = z.infer<typeof InstrumentEventsByDate>;

/** All-events payload grouped by date. */
export const InstrumentAllEventsData = z.looseObject({
  event_dates: z.array(InstrumentEventsByDate),
});
export type InstrumentAllEventsData = z.infer<typeof InstrumentAllEventsData>;

/** Analyst price target statistics */
export const PriceTarget = z.looseObject({
  average: z.string(),
  currency: z.string(),
  high: z.string(),
  low: z.string(),
});
export type PriceTarget = z.infer<typeof PriceTarget>;

/** Aggregated analyst consensus metrics */
export const InstrumentAnalystConsensus = z.looseObject({
  date: IsoDate,
  distribution: AnalystDistribution.nullish(),
  price_target: PriceTarget.nullish(),
  rating: openEnum(AnalystRating).nullish(),
});
export type InstrumentAnalystConsensus = z.infer<typeof InstrumentAnalystConsensus>;

/** A quarterly balance sheet statement for an instrument. */
export const InstrumentBalanceSheetStatement = z.looseObject({
  accepted_date: DateTime,
  account_payables: z.string().nullish(),
  accounts_receivables: z.string().nullish(),
  accrued_expenses: z.string().nullish(),
  accumulated_other_comprehensive_income_loss: z.string().nullish(),
  additional_paid_in_capital: z.string().nullish(),
  capital_lease_obligations: z.string().nullish(),
  capital_lease_obligations_current: z.string().nullish(),
  cash_and_cash_equivalents: z.string().nullish(),
  cash_and_short_term_investments: z.string().nullish(),
  common_stock: z.string().nullish(),
  deferred_revenue: z.string().nullish(),
  deferred_revenue_non_current: z.string().nullish(),
  deferred_tax_liabilities_non_current: z.string().nullish(),
  filing_date: IsoDate,
  goodwill: z.string().nullish(),
  goodwill_and_intangible_assets: z.string().nullish(),
  intangible_assets: z.string().nullish(),
  inventory: z.string().nullish(),
  long_term_debt: z.string().nullish(),
  long_term_investments: z.string().nullish(),
  minority_interest: z.string().nullish(),
  net_debt: z.string().nullish(),
  net_receivables: z.string().nullish(),
  other_assets: z.string().nullish(),
  other_current_assets: z.string().nullish(),
  other_current_liabilities: z.string().nullish(),
  other_liabilities: z.string().nullish(),
  other_non_current_assets: z.string().nullish(),
  other_non_current_liabilities: z.string().nullish(),
  other_payables: z.string().nullish(),
  other_receivables: z.string().nullish(),
  other_total_stockholders_equity: z.string().nullish(),
  period: z.string(),
  period_type: openEnum(FiscalPeriodType),
  preferred_stock: z.string().nullish(),
  prepaids: z.string().nullish(),
  property_plant_and_equipment_net: z.string().nullish(),
  reported_currency: z.string(),
  retained_earnings: z.string().nullish(),
  short_term_debt: z.string().nullish(),
  short_term_investments: z.string().nullish(),
  tax_assets: z.string().nullish(),
  tax_payables: z.string().nullish(),
  total_assets: z.string().nullish(),
  total_current_assets: z.string().nullish(),
  total_current_liabilities: z.string().nullish(),
  total_debt: z.string().nullish(),
  total_equity: z.string().nullish(),
  total_investments: z.string().nullish(),
  total_liabilities: z.string().nullish(),
  total_liabilities_and_total_equity: z.string().nullish(),
  total_non_current_assets: z.string().nullish(),
  total_non_current_liabilities: z.string().nullish(),
  total_payables: z.string().nullish(),
  total_stockholders_equity: z.string().nullish(),
  treasury_stock: z.string().nullish(),
  year: z.number().int(),
});
export type InstrumentBalanceSheetStatement = z.infer<typeof InstrumentBalanceSheetStatement>;

export const InstrumentBalanceSheetStatementList = z.array(InstrumentBalanceSheetStatement);
export type InstrumentBalanceSheetStatementList = z.infer<typeof InstrumentBalanceSheetStatementList>;

/** A quarterly cash flow statement for an instrument. */
export const InstrumentCashFlowStatement = z.looseObject({
  accepted_date: DateTime,
  accounts_payables: z.string().nullish(),
  accounts_receivables: z.string().nullish(),
  acquisitions_net: z.string().nullish(),
  capital_expenditure: z.string().nullish(),
  cash_at_beginning_of_period: z.string().nullish(),
  cash_at_end_of_period: z.string().nullish(),
  change_in_working_capital: z.string().nullish(),
  common_dividends_paid: z.string().nullish(),
  common_stock_issuance: z.string().nullish(),
  common_stock_repurchased: z.string().nullish(),
  deferred_income_tax: z.string().nullish(),
  depreciation_and_amortization: z.string().nullish(),
  effect_of_forex_changes_on_cash: z.string().nullish(),
  filing_date: IsoDate,
  free_cash_flow: z.string().nullish(),
  income_taxes_paid: z.string().nullish(),
  interest_paid: z.string().nullish(),
  inventory: z.string().nullish(),
  investments_in_property_plant_and_equipment: z.string().nullish(),
  long_term_net_debt_issuance: z.string().nullish(),
  net_cash_provided_by_financing_activities: z.string().nullish(),
  net_cash_provided_by_investing_activities: z.string().nullish(),
  net_cash_provided_by_operating_activities: z.string().nullish(),
  net_change_in_cash: z.string().nullish(),
  net_common_stock_issuance: z.string().nullish(),
  net_debt_issuance: z.string().nullish(),
  net_dividends_paid: z.string().nullish(),
  net_income: z.string().nullish(),
  net_preferred_stock_issuance: z.string().nullish(),
  net_stock_issuance: z.string().nullish(),
  operating_cash_flow: z.string().nullish(),
  other_financing_activities: z.string().nullish(),
  other_investing_activities: z.string().nullish(),
  other_non_cash_items: z.string().nullish(),
  other_working_capital: z.string().nullish(),
  period: z.string(),
  period_type: openEnum(FiscalPeriodType),
  preferred_dividends_paid: z.string().nullish(),
  purchases_of_investments: z.string().nullish(),
  reported_currency: z.string(),
  sales_maturities_of_investments: z.string().nullish(),
  short_term_net_debt_issuance: z.string().nullish(),
  stock_based_compensation: z.string().nullish(),
  year: z.number().int(),
});
export type InstrumentCashFlowStatement = z.infer<typeof InstrumentCashFlowStatement>;

export const InstrumentCashFlowStatementList = z.array(InstrumentCashFlowStatement);
export type InstrumentCashFlowStatementList = z.infer<typeof InstrumentCashFlowStatementList>;

export const InstrumentCoreList = z.array(InstrumentCore);
export type InstrumentCoreList = z.infer<typeof InstrumentCoreList>;

/** Event type for instrument events */
export const InstrumentEventType = z.enum(['EARNINGS', 'DIVIDEND', 'SPLIT', 'MERGER_ACQUISITION', 'IPO']);
export type InstrumentEventType = z.infer<typeof InstrumentEventType>;

/** Grouped instrument events by type */
export const InstrumentEventsData = z.looseObject({
  dividends: z.array(InstrumentDividendEvent),
  earnings: z.array(InstrumentEarnings),
  instrument_id: Uuid,
  reporting_currency: z.string().nullish(),
  splits: z.array(InstrumentSplitEvent),
});
export type InstrumentEventsData = z.infer<typeof InstrumentEventsData>;

/** Supplemental fundamentals and company profile data for an instrument. */
export const InstrumentFundamentals = z.looseObject({
  average_volume: z.number().nullish(),
  beta: z.string().nullish(),
  description: z.string().nullish(),
  dividend_yield: z.string().nullish(),
  earnings_per_share: z.string().nullish(),
  fifty_two_week_high: z.string().nullish(),
  fifty_two_week_low: z.string().nullish(),
  industry: z.string().nullish(),
  list_date: IsoDate.nullish(),
  logo_url: z.string().nullish(),
  market_cap: z.string().nullish(),
  previous_close: z.string().nullish(),
  price_to_earnings: z.string().nullish(),
  reporting_currency: z.string().nullish(),
  sector: z.string().nullish(),
});
export type InstrumentFundamentals = z.infer<typeof InstrumentFundamentals>;

/** Instrument identifier: either an instrument UUID or a symbol (symbol for equities, OSI for options). Non-UUID inputs are resolved server-side. */
export { InstrumentIdOrSymbol } from './common';

/** A quarterly income statement for an instrument. */
export const InstrumentIncomeStatement = z.looseObject({
  accepted_date: DateTime,
  bottom_line_net_income: z.string().nullish(),
  cost_and_expenses: z.string().nullish(),
  cost_of_revenue: z.string().nullish(),
  depreciation_and_amortization: z.string().nullish(),
  ebit: z.string().nullish(),
  ebitda: z.string().nullish(),
  eps: z.string().nullish(),
  eps_diluted: z.string().nullish(),
  filing_date: IsoDate,
  general_and_administrative_expenses: z.string().nullish(),
  gross_profit: z.string().nullish(),
  income_before_tax: z.string().nullish(),
  income_tax_expense: z.string().nullish(),
  interest_expense: z.string().nullish(),
  interest_income: z.string().nullish(),
  net_income: z.string().nullish(),
  net_income_deductions: z.string().nullish(),
  net_income_from_continuing_operations: z.string().nullish(),
  net_income_from_discontinued_operations: z.string().nullish(),
  net_interest_income: z.string().nullish(),
  non_operating_income_excluding_interest: z.string().nullish(),
  operating_expenses: z.string().nullish(),
  operating_income: z.string().nullish(),
  other_adjustments_to_net_income: z.string().nullish(),
  other_expenses: z.string().nullish(),
  period: z.string(),
  period_type: openEnum(FiscalPeriodType),
  reported_currency: z.string(),
  research_and_development_expenses: z.string().nullish(),
  revenue: z.string().nullish(),
  selling_and_marketing_expenses: z.string().nullish(),
  selling_general_and_administrative_expenses: z.string().nullish(),
  total_other_income_expenses_net: z.string().nullish(),
  weighted_average_shs_out: z.string().nullish(),
  weighted_average_shs_out_dil: z.string().nullish(),
  year: z.number().int(),
});
export type InstrumentIncomeStatement = z.infer<typeof InstrumentIncomeStatement>;

export const InstrumentIncomeStatementList = z.array(InstrumentIncomeStatement);
export type InstrumentIncomeStatementList = z.infer<typeof InstrumentIncomeStatementList>;

/** The listing type of an options contract */
export const ListingType = z.enum(['STANDARD', 'FLEX', 'OTC']);
export type ListingType = z.infer<typeof ListingType>;

/** An options contract with options-specific metadata */
export const OptionsContract = z.looseObject({
  contract_type: openEnum(ContractType),
  currency: z.string(),
  exchange: z.string(),
  exercise_style: openEnum(ExerciseStyle),
  expiry: IsoDate,
  /** Documented as a uuid, but the document's own example id is not hex: treated as an opaque id. */
  id: z.string().min(1),
  is_liquidation_only: z.boolean(),
  /** Required by the interface document, absent from the OpenAPI: optional here (docs/api-notes.md). */
  is_restricted: z.boolean().optional(),
  is_marginable: z.boolean(),
  is_tradable: z.boolean(),
  listing_type: openEnum(ListingType),
  multiplier: z.string(),
  open_interest: z.number().nullish(),
  strike_price: z.string(),
  symbol: z.string(),
  underlying_instrument_id: Uuid.nullish(),
});
export type OptionsContract = z.infer<typeof OptionsContract>;

export const OptionsContractList = z.array(OptionsContract);
export type OptionsContractList = z.infer<typeof OptionsContractList>;

/** Security identifier source */
export const SecurityIdSource = z.enum([
  'CMS',
  'CLST',
  'OPRA',
  'FIGI',
  'CUSIP',
  'CURRENCY',
  'FMP',
  'OEMS',
  'SEDOL',
  'QUIK',
  'ISIN',
  'RIC',
  'COUNTRY',
  'EXCHANGE',
  'CTA',
  'BLOOMBERG',
  'WERTPAPIER',
  'DUTCH',
  'VALOREN',
  'SICOVAM',
  'BELGIAN',
  'COMMON',
  'CLEARING_HOUSE',
  'ISDA_FPML_SPECIFICATION',
  'ISDA_FPML_URL',
  'LETTER_OF_CREDIT',
  'MARKETPLACE_ASSIGNED_IDENTIFIER',
  'MARKIT_RED_ENTITY_CLIP',
  'MARKIT_RED_PAIR_CLIP',
  'CFTC',
  'ISDA_COMMODITY_REFERENCE_PRICE',
  'LEGAL_ENTITY_IDENTIFIER',
  'SYNTHETIC',
  'FIDESSA_INSTRUMENT_MNEMONIC',
  'INDEX_NAME',
  'UNIFORM_SYMBOL',
  'DIGITAL_TOKEN_IDENTIFIER',
  'MASSIVE',
  'OTHER',
]);
export type SecurityIdSource = z.infer<typeof SecurityIdSource>;
