// Every operation of the Trading API (the OpenAPI document's 61, plus the screener catalog of the interface document).
import { z } from 'zod';
import { defineOperation } from './operation';
import { DateTime, IsoDate, Uuid } from './schemas/primitives';
import {
  AccountBalances,
  AccountList,
  AccountSettings,
  AccountWithPersonalDetails,
  PortfolioHistoryResponse,
  UpdateAccountSettingsRequest,
} from './schemas/accounts';
import {
  CreateEntitlementsRequest,
  CreateFeedbackRequest,
  CreateFeedbackResponse,
  CreateMessageRequest,
  CreateMessageResponse,
  CreateThreadRequest,
  CreateThreadResponse,
  DeleteEntitlementResponse,
  EntitlementAgreementResourceList,
  EntitlementResourceList,
  Message,
  MessageList,
  Response,
  Thread,
  ThreadList,
} from './schemas/assistant';
import { ClockDetail, MarketHoursDetailList } from './schemas/calendar';
import { Version, i64 } from './schemas/common';
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
} from './schemas/instruments';
import { DailySummaryList, MarketDataSnapshotList } from './schemas/market-data';
import { NewsItemList } from './schemas/news';
import {
  CancelResponsePayload,
  ExecutionList,
  Order,
  OrderList,
  OrderSubmissionRequest,
  ReplaceOrderRequest,
} from './schemas/orders';
import {
  ClosePositionRequest,
  PositionInstruction,
  PositionInstructionList,
  PositionInstructionSubmissionRequest,
  PositionList,
} from './schemas/positions';
import {
  ScreenerCatalog,
  CreateScreenerRequest,
  ScreenerEntry,
  ScreenerEntryList,
  ScreenerRowList,
  ScreenerSearchRequest,
} from './schemas/screener';
import {
  AddWatchlistItemData,
  AddWatchlistItemRequest,
  CreateWatchlistRequest,
  WatchlistDetail,
  WatchlistEntry,
  WatchlistEntryList,
} from './schemas/watchlists';

/** Get Accounts */
export const get_accounts = defineOperation({
  id: 'get_accounts',
  method: 'GET',
  path: '/v1/accounts',
  params: z.object({}),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    account_id: z.string().optional(),
    account_name: z.string().optional(),
  }),
  data: AccountList,
});

/** Get Account By ID */
export const get_account_by_id = defineOperation({
  id: 'get_account_by_id',
  method: 'GET',
  path: '/v1/accounts/{account_id}',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({}),
  data: AccountWithPersonalDetails,
});

/** Patch Account By ID */
export const patch_account_by_id = defineOperation({
  id: 'patch_account_by_id',
  method: 'PATCH',
  path: '/v1/accounts/{account_id}',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({}),
  body: UpdateAccountSettingsRequest,
  data: AccountSettings,
});

/** Get Account Balances */
export const get_account_balances = defineOperation({
  id: 'get_account_balances',
  method: 'GET',
  path: '/v1/accounts/{account_id}/balances',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    top_margin_contributors_limit: z.number().int().min(1).optional(),
  }),
  data: AccountBalances,
});

/** Get Executions */
export const get_executions = defineOperation({
  id: 'get_executions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/executions',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    instrument_ids: z.array(z.string().min(1)).optional(),
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from: DateTime.optional(),
    to: DateTime.optional(),
  }),
  data: ExecutionList,
});

/** Get Orders */
export const get_orders = defineOperation({
  id: 'get_orders',
  method: 'GET',
  path: '/v1/accounts/{account_id}/orders',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    order_ids: z.array(z.string()).optional(),
    status: z
      .array(
        z.enum([
          'PENDING_NEW',
          'NEW',
          'PARTIALLY_FILLED',
          'FILLED',
          'CANCELED',
          'REJECTED',
          'EXPIRED',
          'PENDING_CANCEL',
          'PENDING_REPLACE',
          'REPLACED',
          'DONE_FOR_DAY',
          'STOPPED',
          'SUSPENDED',
          'CALCULATED',
          'OTHER',
        ]),
      )
      .optional(),
    symbol: z.string().optional(),
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
    instrument_type: z.enum(['COMMON_STOCK', 'INDEX', 'OPTION', 'CASH']).optional(),
    underlying_instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
    from: DateTime.optional(),
    to: DateTime.optional(),
  }),
  data: OrderList,
});

/** Submit Orders */
export const submit_orders = defineOperation({
  id: 'submit_orders',
  method: 'POST',
  path: '/v1/accounts/{account_id}/orders',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({}),
  body: z.array(OrderSubmissionRequest),
  data: OrderList,
});

/** Cancel All Open Orders */
export const cancel_all_open_orders = defineOperation({
  id: 'cancel_all_open_orders',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/orders',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    side: z.enum(['BUY', 'SELL', 'SELL_SHORT', 'OTHER']).optional(),
    type: z
      .enum(['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT', 'TRAILING_STOP', 'TRAILING_STOP_LIMIT', 'OTHER'])
      .optional(),
    instrument_type: z.enum(['COMMON_STOCK', 'INDEX', 'OPTION', 'CASH']).optional(),
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
  }),
  data: OrderList,
});

/** Get Order By ID */
export const get_order_by_id = defineOperation({
  id: 'get_order_by_id',
  method: 'GET',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: z.object({
    account_id: i64,
    order_id: z.string(),
  }),
  query: z.object({}),
  data: Order,
});

/** Cancel Open Order */
export const cancel_open_order = defineOperation({
  id: 'cancel_open_order',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: z.object({
    account_id: i64,
    order_id: z.string(),
  }),
  query: z.object({}),
  data: Order,
});

/** Replace Order */
export const replace_order = defineOperation({
  id: 'replace_order',
  method: 'PATCH',
  path: '/v1/accounts/{account_id}/orders/{order_id}',
  params: z.object({
    account_id: i64,
    order_id: z.string(),
  }),
  query: z.object({}),
  body: ReplaceOrderRequest,
  data: Order,
});

/** Get Portfolio History */
export const get_portfolio_history = defineOperation({
  id: 'get_portfolio_history',
  method: 'GET',
  path: '/v1/accounts/{account_id}/portfolio-history',
  params: z.object({
    account_id: z.number().int(),
  }),
  query: z.object({
    start_date: IsoDate,
    end_date: IsoDate.optional(),
  }),
  data: PortfolioHistoryResponse,
});

/** Get Positions */
export const get_positions = defineOperation({
  id: 'get_positions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/positions',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    instrument_ids: z.array(Uuid).optional(),
    sort_by: z
      .enum([
        'SYMBOL',
        'INSTRUMENT_TYPE',
        'QUANTITY',
        'MARKET_VALUE',
        'POSITION_TYPE',
        'UNREALIZED_PNL',
        'DAILY_UNREALIZED_PNL',
        'DAILY_REALIZED_PNL',
      ])
      .optional(),
    sort_direction: z.enum(['ASC', 'DESC']).optional(),
  }),
  data: PositionList,
});

/** Close Positions */
export const close_positions = defineOperation({
  id: 'close_positions',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({}),
  body: ClosePositionRequest.nullable(),
  data: OrderList,
});

/** Get Position Instructions */
export const get_position_instructions = defineOperation({
  id: 'get_position_instructions',
  method: 'GET',
  path: '/v1/accounts/{account_id}/positions/instructions',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({
    instrument_id: InstrumentIdOrSymbol.optional(),
  }),
  data: PositionInstructionList,
});

/** Submit Position Instructions */
export const submit_position_instructions = defineOperation({
  id: 'submit_position_instructions',
  method: 'POST',
  path: '/v1/accounts/{account_id}/positions/instructions',
  params: z.object({
    account_id: i64,
  }),
  query: z.object({}),
  body: z.array(PositionInstructionSubmissionRequest),
  data: PositionInstructionList,
});

/** Cancel Position Instruction */
export const cancel_position_instruction = defineOperation({
  id: 'cancel_position_instruction',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions/instructions/{instruction_id}',
  params: z.object({
    account_id: i64,
    instruction_id: Uuid,
  }),
  query: z.object({}),
  data: PositionInstruction,
});

/** Close Position */
export const close_position = defineOperation({
  id: 'close_position',
  method: 'DELETE',
  path: '/v1/accounts/{account_id}/positions/{instrument_id}',
  params: z.object({
    account_id: i64,
    instrument_id: InstrumentIdOrSymbol,
  }),
  query: z.object({}),
  body: ClosePositionRequest.nullable(),
  data: OrderList,
});

/** Get Market Hours Calendar. */
export const get_market_hours_calendar = defineOperation({
  id: 'get_market_hours_calendar',
  method: 'GET',
  path: '/v1/calendars/market-hours',
  params: z.object({}),
  query: z.object({
    date: z.string().optional(),
    market: z.enum(['us_equities', 'us_options']).optional(),
  }),
  data: MarketHoursDetailList,
});

/** Get Clock */
export const get_clock = defineOperation({
  id: 'get_clock',
  method: 'GET',
  path: '/v1/clock',
  params: z.object({}),
  query: z.object({}),
  data: ClockDetail,
});

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

/** Get Daily Aggregate Summaries */
export const get_daily_summaries = defineOperation({
  id: 'get_daily_summaries',
  method: 'GET',
  path: '/v1/market-data/daily-summary',
  params: z.object({}),
  query: z.object({
    instrument_ids: z.string(),
  }),
  data: DailySummaryList,
});

/** Get Snapshots */
export const get_snapshots = defineOperation({
  id: 'get_snapshots',
  method: 'GET',
  path: '/v1/market-data/snapshot',
  params: z.object({}),
  query: z.object({
    instrument_ids: z.array(InstrumentIdOrSymbol).optional(),
  }),
  data: MarketDataSnapshotList,
});

/** Get News */
export const get_news = defineOperation({
  id: 'get_news',
  method: 'GET',
  path: '/v1/news',
  params: z.object({}),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    include_publishers: z.string().optional(),
    exclude_publishers: z.string().optional(),
    news_type: z.enum(['NEWS', 'PRESS_RELEASE']).optional(),
    search_query: z.string().optional(),
    instrument_ids: z.array(z.string()).optional(),
    sectors: z
      .array(
        z.enum([
          'BASIC_MATERIALS',
          'COMMUNICATION_SERVICES',
          'CONSUMER_CYCLICAL',
          'CONSUMER_DEFENSIVE',
          'ENERGY',
          'FINANCIAL_SERVICES',
          'HEALTHCARE',
          'INDUSTRIALS',
          'REAL_ESTATE',
          'TECHNOLOGY',
          'UTILITIES',
        ]),
      )
      .optional(),
  }),
  data: NewsItemList,
});

/** Get Entitlement Agreements */
export const get_entitlement_agreements = defineOperation({
  id: 'get_entitlement_agreements',
  method: 'GET',
  path: '/v1/omni-ai/entitlement-agreements',
  params: z.object({}),
  query: z.object({}),
  data: EntitlementAgreementResourceList,
});

/** Get Entitlements */
export const get_entitlements = defineOperation({
  id: 'get_entitlements',
  method: 'GET',
  path: '/v1/omni-ai/entitlements',
  params: z.object({}),
  query: z.object({
    account_id: z.number().int().optional(),
  }),
  data: EntitlementResourceList,
});

/** Create Entitlements */
export const create_entitlements = defineOperation({
  id: 'create_entitlements',
  method: 'POST',
  path: '/v1/omni-ai/entitlements',
  params: z.object({}),
  query: z.object({}),
  body: CreateEntitlementsRequest,
  data: EntitlementResourceList,
});

/** Delete Entitlement */
export const delete_entitlement = defineOperation({
  id: 'delete_entitlement',
  method: 'DELETE',
  path: '/v1/omni-ai/entitlements/{entitlement_id}',
  params: z.object({
    entitlement_id: z.string(),
  }),
  query: z.object({}),
  data: DeleteEntitlementResponse,
});

/** Get Message By ID */
export const get_message_by_id = defineOperation({
  id: 'get_message_by_id',
  method: 'GET',
  path: '/v1/omni-ai/messages/{message_id}',
  params: z.object({
    message_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Message,
});

/** Submit Feedback */
export const submit_feedback = defineOperation({
  id: 'submit_feedback',
  method: 'POST',
  path: '/v1/omni-ai/messages/{message_id}/feedback',
  params: z.object({
    message_id: Uuid,
  }),
  query: z.object({}),
  body: CreateFeedbackRequest,
  data: CreateFeedbackResponse,
});

/** Get Response By ID */
export const get_response_by_id = defineOperation({
  id: 'get_response_by_id',
  method: 'GET',
  path: '/v1/omni-ai/responses/{response_id}',
  params: z.object({
    response_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Response,
});

/** Cancel Response */
export const cancel_response = defineOperation({
  id: 'cancel_response',
  method: 'DELETE',
  path: '/v1/omni-ai/responses/{response_id}',
  params: z.object({
    response_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: CancelResponsePayload,
});

/** Get Threads */
export const get_threads = defineOperation({
  id: 'get_threads',
  method: 'GET',
  path: '/v1/omni-ai/threads',
  params: z.object({}),
  query: z.object({
    account_id: z.number().int(),
    page_size: z.number().int().min(1).max(100).optional(),
    page_token: z.string().optional(),
  }),
  data: ThreadList,
});

/** Create Thread */
export const create_thread = defineOperation({
  id: 'create_thread',
  method: 'POST',
  path: '/v1/omni-ai/threads',
  params: z.object({}),
  query: z.object({}),
  body: CreateThreadRequest,
  data: CreateThreadResponse,
});

/** Get Thread By ID */
export const get_thread_by_id = defineOperation({
  id: 'get_thread_by_id',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Thread,
});

/** Get Messages */
export const get_messages = defineOperation({
  id: 'get_messages',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}/messages',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
    page_size: z.number().int().min(1).max(100).optional(),
    page_token: z.string().optional(),
  }),
  data: MessageList,
});

/** Create Message */
export const create_message = defineOperation({
  id: 'create_message',
  method: 'POST',
  path: '/v1/omni-ai/threads/{thread_id}/messages',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({}),
  body: CreateMessageRequest,
  data: CreateMessageResponse,
});

/** Get Thread Response */
export const get_thread_response = defineOperation({
  id: 'get_thread_response',
  method: 'GET',
  path: '/v1/omni-ai/threads/{thread_id}/response',
  params: z.object({
    thread_id: Uuid,
  }),
  query: z.object({
    account_id: z.number().int(),
  }),
  data: Response.nullable(),
});

/** Get Screeners */
export const get_screeners = defineOperation({
  id: 'get_screeners',
  method: 'GET',
  path: '/v1/saved-screeners',
  params: z.object({}),
  query: z.object({}),
  data: ScreenerEntryList,
});

/** Create Screener */
export const create_screener = defineOperation({
  id: 'create_screener',
  method: 'POST',
  path: '/v1/saved-screeners',
  params: z.object({}),
  query: z.object({}),
  body: CreateScreenerRequest,
  data: ScreenerEntry,
});

/** Get Screener By ID */
export const get_screener_by_id = defineOperation({
  id: 'get_screener_by_id',
  method: 'GET',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  data: ScreenerEntry,
});

/** Replace Screener */
export const replace_screener = defineOperation({
  id: 'replace_screener',
  method: 'PUT',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  body: CreateScreenerRequest,
  data: ScreenerEntry,
});

/** Delete Screener */
export const delete_screener = defineOperation({
  id: 'delete_screener',
  method: 'DELETE',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});

/** Get Screener Catalog (interface document; not in the OpenAPI document) */
export const get_screener_catalog = defineOperation({
  id: 'get_screener_catalog',
  method: 'GET',
  path: '/v1/screener/catalog',
  params: z.object({}),
  query: z.object({}),
  data: ScreenerCatalog,
});

/** Search Screener */
export const search_screener = defineOperation({
  id: 'search_screener',
  method: 'POST',
  path: '/v1/screener',
  params: z.object({}),
  query: z.object({}),
  body: ScreenerSearchRequest,
  data: ScreenerRowList,
});

/** Get the API version. */
export const get_version = defineOperation({
  id: 'get_version',
  method: 'GET',
  path: '/v1/version',
  params: z.object({}),
  query: z.object({}),
  data: Version,
});

/** Get Watchlists */
export const get_watchlists = defineOperation({
  id: 'get_watchlists',
  method: 'GET',
  path: '/v1/watchlists',
  params: z.object({}),
  query: z.object({
    page_size: z.number().int().min(1).max(1000).optional(),
    page_token: z.string().optional(),
  }),
  data: WatchlistEntryList,
});

/** Create Watchlist */
export const create_watchlist = defineOperation({
  id: 'create_watchlist',
  method: 'POST',
  path: '/v1/watchlists',
  params: z.object({}),
  query: z.object({}),
  body: CreateWatchlistRequest,
  data: WatchlistEntry,
});

/** Get Watchlist By ID */
export const get_watchlist_by_id = defineOperation({
  id: 'get_watchlist_by_id',
  method: 'GET',
  path: '/v1/watchlists/{watchlist_id}',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  data: WatchlistDetail,
});

/** Delete Watchlist */
export const delete_watchlist = defineOperation({
  id: 'delete_watchlist',
  method: 'DELETE',
  path: '/v1/watchlists/{watchlist_id}',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});

/** Add Watchlist Item */
export const add_watchlist_item = defineOperation({
  id: 'add_watchlist_item',
  method: 'POST',
  path: '/v1/watchlists/{watchlist_id}/items',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  body: AddWatchlistItemRequest,
  data: AddWatchlistItemData,
});

/** Delete Watchlist Item */
export const delete_watchlist_item = defineOperation({
  id: 'delete_watchlist_item',
  method: 'DELETE',
  path: '/v1/watchlists/{watchlist_id}/items/{item_id}',
  params: z.object({
    watchlist_id: Uuid,
    item_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});
