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
import { dateRange, InstrumentPath, paging } from './parts';

/** The query of the financial statements (balance sheets, cash flows, income): paged and dated. */
const StatementQuery = z.object({ ...paging(1000), ...dateRange });

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
    ...paging(1000),
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
    ...dateRange,
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
    ...paging(1000),
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
    ...paging(100),
  }),
  data: InstrumentCoreList,
});

/** Get Instrument By ID */
export const get_instrument_by_id = defineOperation({
  id: 'get_instrument_by_id',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}',
  params: InstrumentPath,
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
  params: InstrumentPath,
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
  params: InstrumentPath,
  query: StatementQuery,
  data: InstrumentBalanceSheetStatementList,
});

/** Get Instrument Cash Flow Statements */
export const get_instrument_cash_flow_statements = defineOperation({
  id: 'get_instrument_cash_flow_statements',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/cash-flow-statements',
  params: InstrumentPath,
  query: StatementQuery,
  data: InstrumentCashFlowStatementList,
});

/** Get Instrument Events */
export const get_instrument_events = defineOperation({
  id: 'get_instrument_events',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/events',
  params: InstrumentPath,
  query: z.object(dateRange),
  data: InstrumentEventsData,
});

/** Get Instrument Fundamentals */
export const get_instrument_fundamentals = defineOperation({
  id: 'get_instrument_fundamentals',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/fundamentals',
  params: InstrumentPath,
  query: z.object({}),
  data: InstrumentFundamentals,
});

/** Get Instrument Income Statements */
export const get_instrument_income_statements = defineOperation({
  id: 'get_instrument_income_statements',
  method: 'GET',
  path: '/v1/instruments/{instrument_id}/income-statements',
  params: InstrumentPath,
  query: StatementQuery,
  data: InstrumentIncomeStatementList,
});
