// Operations of the Trading API: instruments.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { IsoDate } from '../schemas/primitives';
import {
  AllEventsEventType,
  Instrument,
  InstrumentAllEventsData,
  InstrumentAnalystConsensus,
  InstrumentBalanceSheetStatementList,
  InstrumentCashFlowStatementList,
  InstrumentCoreList,
  InstrumentEventsData,
  InstrumentFundamentals,
  InstrumentIdOrSymbol,
  InstrumentIncomeStatementList,
  OptionsContractList,
} from '../schemas/instruments';

/** Get Instruments */
export const get_instruments = defineOperation({
  id: 'get_instruments',
  method: 'GET',
  path: '/v1/instruments',
  params: z.object({}),
  query: z.object({
    instrument_type: z.enum(['COMMON_STOCK', 'INDEX', 'OPTION', 'CASH']).optional(),
    instrument_ids: z.array(z.string().min(1)).optional(),
    is_marginable: z.boolean().optional(),
    easy_to_borrow: z.boolean().optional(),
    is_short_prohibited: z.boolean().optional(),
    is_threshold_security: z.boolean().optional(),
    is_liquidation_only: z.boolean().optional(),
    is_ptp: z.boolean().optional(),
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
  }),
  data: InstrumentCoreList,
});

/** Get All Instrument Events */
export const get_all_instrument_events = defineOperation({
  id: 'get_all_instrument_events',
  method: 'GET',
  path: '/v1/instruments/events',
  params: z.object({}),
  query: z.object({
    event_types: z.array(AllEventsEventType).optional(),
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
    from_date: z.string().optional(),
    to_date: z.string().optional(),
  }),
  data: InstrumentAllEventsData,
});

/** Get Option Contracts */
export const get_option_contracts = defineOperation({
  id: 'get_option_contracts',
  method: 'GET',
  path: '/v1/instruments/options/contracts',
  params: z.object({}),
  query: z.object({
    underlier: z.string().optional(),
    underlying_instrument_id: z.string().min(1).optional(),
    expiry: IsoDate.optional(),
    contract_type: z.enum(['CALL', 'PUT']).optional(),
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
  }),
  data: OptionsContractList,
});

/** Search Instruments */
export const search_instruments = defineOperation({
  id: 'search_instruments',
  method: 'GET',
  path: '/v1/instruments/search',
  params: z.object({}),
  query: z.object({
    q: z.string(),
    asset_class: z.string().optional(),
    include_inactive: z.boolean().optional(),
    include_ptp: z.boolean().optional(),
    currency: z.string().optional(),
    country: z.string().optional(),
    page_size: z.number().int().min(1).max(100).optional(),
    page_token: z.string().optional(),
  }),
  data: InstrumentCoreList,
});

/** Get Instrument By ID */
export const get_instrument_by_id = defineOperation({
  id: 'get_instrument_by_id',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    include_options_expiry_dates: z.boolean().nullable().optional(),
  }),
  data: Instrument,
});

/** Get Instrument Analyst Consensus */
export const get_instrument_analyst_consensus = defineOperation({
  id: 'get_instrument_analyst_consensus',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/analyst-reporting',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  }),
  data: InstrumentAnalystConsensus,
});

/** Get Instrument Balance Sheet Statements */
export const get_instrument_balance_sheet_statements = defineOperation({
  id: 'get_instrument_balance_sheet_statements',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/balance-sheets',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from_date: z.string().optional(),
    to_date: z.string().optional(),
  }),
  data: InstrumentBalanceSheetStatementList,
});

/** Get Instrument Cash Flow Statements */
export const get_instrument_cash_flow_statements = defineOperation({
  id: 'get_instrument_cash_flow_statements',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/cash-flow-statements',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from_date: z.string().optional(),
    to_date: z.string().optional(),
  }),
  data: InstrumentCashFlowStatementList,
});

/** Get Instrument Events */
export const get_instrument_events = defineOperation({
  id: 'get_instrument_events',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/events',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    from_date: z.string().optional(),
    to_date: z.string().optional(),
  }),
  data: InstrumentEventsData,
});

/** Get Instrument Fundamentals */
export const get_instrument_fundamentals = defineOperation({
  id: 'get_instrument_fundamentals',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/fundamentals',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({}),
  data: InstrumentFundamentals,
});

/** Get Instrument Income Statements */
export const get_instrument_income_statements = defineOperation({
  id: 'get_instrument_income_statements',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/income-statements',
  params: z.object({
    instrument_id: z.string().min(1),
  }),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from_date: z.string().optional(),
    to_date: z.string().optional(),
  }),
  data: InstrumentIncomeStatementList,
});
