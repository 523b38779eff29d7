// Instruments: reference data, search, fundamentals, financial statements, analyst consensus,
// corporate events and option chains.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/instruments';
import type { OperationQuery } from '../operation';

export type InstrumentSearchParams = OperationQuery<typeof ops.search_instruments>;
export type InstrumentListQuery = OperationQuery<typeof ops.get_instruments>;
export type InstrumentListFilters = Omit<InstrumentListQuery, 'page_token'>;
export type StatementQuery = OperationQuery<typeof ops.get_instrument_income_statements>;
export type InstrumentEventsQuery = OperationQuery<typeof ops.get_instrument_events>;
export type AllInstrumentEventsQuery = OperationQuery<typeof ops.get_all_instrument_events>;
export type OptionContractsQuery = OperationQuery<typeof ops.get_option_contracts>;
/** The fields every statement row shares; the rest are optional decimal strings. */
export type StatementRow = {
  period: string;
  period_type: string;
  year: number;
  reported_currency: string;
  filing_date: string;
  accepted_date: string;
} & Record<string, unknown>;
export type AnalystConsensusQuery = OperationQuery<typeof ops.get_instrument_analyst_consensus>;

export const instrumentOperations = [
  ops.get_instruments,
  ops.search_instruments,
  ops.get_instrument_by_id,
  ops.get_instrument_fundamentals,
  ops.get_instrument_income_statements,
  ops.get_instrument_balance_sheet_statements,
  ops.get_instrument_cash_flow_statements,
  ops.get_instrument_analyst_consensus,
  ops.get_instrument_events,
  ops.get_all_instrument_events,
  ops.get_option_contracts,
];

/** One page of instruments (with metadata: page tokens and totals). */
export const getInstruments = (query: InstrumentListQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_instruments, { query }, options);

/** Search by symbol or name; returns `{ data, metadata }` so callers can page. */
export const searchInstruments = (params: InstrumentSearchParams, options?: CallOptions) =>
  callOperation(ops.search_instruments, { query: params }, options);

/** One instrument by id or symbol. */
export const getInstrument = (
  instrumentId: string,
  query: OperationQuery<typeof ops.get_instrument_by_id> = {},
  options?: CallOptions,
) =>
  callOperation(ops.get_instrument_by_id, { params: { instrument_id: instrumentId }, query }, options).then(
    (r) => r.data,
  );

export const getInstrumentFundamentals = (instrumentId: string, options?: CallOptions) =>
  callOperation(ops.get_instrument_fundamentals, { params: { instrument_id: instrumentId } }, options).then(
    (r) => r.data,
  );

export const getIncomeStatements = (
  instrumentId: string,
  query: StatementQuery = {},
  options?: CallOptions,
) =>
  callOperation(
    ops.get_instrument_income_statements,
    { params: { instrument_id: instrumentId }, query },
    options,
  );

export const getBalanceSheets = (instrumentId: string, query: StatementQuery = {}, options?: CallOptions) =>
  callOperation(
    ops.get_instrument_balance_sheet_statements,
    { params: { instrument_id: instrumentId }, query },
    options,
  );

export const getCashFlows = (instrumentId: string, query: StatementQuery = {}, options?: CallOptions) =>
  callOperation(
    ops.get_instrument_cash_flow_statements,
    { params: { instrument_id: instrumentId }, query },
    options,
  );

export const getAnalystConsensus = (
  instrumentId: string,
  query: AnalystConsensusQuery = {},
  options?: CallOptions,
) =>
  callOperation(
    ops.get_instrument_analyst_consensus,
    { params: { instrument_id: instrumentId }, query },
    options,
  ).then((r) => r.data);

export const getInstrumentEvents = (
  instrumentId: string,
  query: InstrumentEventsQuery = {},
  options?: CallOptions,
) =>
  callOperation(ops.get_instrument_events, { params: { instrument_id: instrumentId }, query }, options).then(
    (r) => r.data,
  );

export const getAllInstrumentEvents = (query: AllInstrumentEventsQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_all_instrument_events, { query }, options).then((r) => r.data);

/** One page of option contracts (with metadata). */
export const getOptionContracts = (query: OptionContractsQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_option_contracts, { query }, options);

const HOUR = 60 * 60_000;

export const instrumentQueries = {
  all: () => ['instruments'] as const,
  /** Search results for one query string and its filters (`{ data, metadata }`). */
  search: (params: InstrumentSearchParams) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'search', params] as const,
      queryFn: ({ signal }) => searchInstruments(params, { signal }),
      staleTime: 60_000,
    }),
  /** Search results, every page, fetched as the user scrolls. */
  searchInfinite: (params: Omit<InstrumentSearchParams, 'page_token'>) =>
    infiniteQueryOptions({
      queryKey: [...instrumentQueries.all(), 'search', 'infinite', params] as const,
      queryFn: ({ signal, pageParam }) =>
        searchInstruments({ ...params, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
      staleTime: 60_000,
    }),
  detail: (instrumentId: string, includeOptionsExpiryDates?: boolean) =>
    queryOptions({
      queryKey: [
        ...instrumentQueries.all(),
        'detail',
        instrumentId,
        includeOptionsExpiryDates ?? null,
      ] as const,
      queryFn: ({ signal }) =>
        getInstrument(instrumentId, { include_options_expiry_dates: includeOptionsExpiryDates }, { signal }),
      staleTime: 5 * 60_000,
    }),
  lists: () => [...instrumentQueries.all(), 'list'] as const,
  /** One page of the instrument list for the given filters. */
  list: (filters: InstrumentListFilters = {}, pageToken?: string) =>
    queryOptions({
      queryKey: [...instrumentQueries.lists(), filters, pageToken ?? null] as const,
      queryFn: ({ signal }) => getInstruments({ ...filters, page_token: pageToken }, { signal }),
      staleTime: 5 * 60_000,
    }),
  listInfinite: (filters: InstrumentListFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...instrumentQueries.lists(), 'infinite', filters] as const,
      queryFn: ({ signal, pageParam }) =>
        getInstruments({ ...filters, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
      staleTime: 5 * 60_000,
    }),
  fundamentals: (instrumentId: string) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'fundamentals', instrumentId] as const,
      queryFn: ({ signal }) => getInstrumentFundamentals(instrumentId, { signal }),
      staleTime: HOUR,
    }),
  incomeStatements: (instrumentId: string, query: StatementQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'income-statements', instrumentId, query] as const,
      queryFn: ({ signal }) => getIncomeStatements(instrumentId, query, { signal }),
      staleTime: HOUR,
    }),
  balanceSheets: (instrumentId: string, query: StatementQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'balance-sheets', instrumentId, query] as const,
      queryFn: ({ signal }) => getBalanceSheets(instrumentId, query, { signal }),
      staleTime: HOUR,
    }),
  cashFlows: (instrumentId: string, query: StatementQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'cash-flows', instrumentId, query] as const,
      queryFn: ({ signal }) => getCashFlows(instrumentId, query, { signal }),
      staleTime: HOUR,
    }),
  /** One statement kind, every page (older periods load as the user asks), newest first. */
  statementsInfinite: (
    kind: 'income' | 'balance' | 'cash',
    instrumentId: string,
    query: Omit<StatementQuery, 'page_token'> = {},
  ) =>
    infiniteQueryOptions({
      queryKey: [...instrumentQueries.all(), 'statements', kind, instrumentId, query] as const,
      queryFn: ({ signal, pageParam }) => {
        const q = { ...query, page_token: pageParam ?? undefined };
        const fetcher =
          kind === 'income' ? getIncomeStatements : kind === 'balance' ? getBalanceSheets : getCashFlows;
        return fetcher(instrumentId, q, { signal }) as Promise<{
          data: Array<StatementRow>;
          metadata: { next_page_token?: string | null };
        }>;
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.metadata.next_page_token ?? null,
      staleTime: HOUR,
    }),
  analystConsensus: (instrumentId: string, query: AnalystConsensusQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'analyst-consensus', instrumentId, query] as const,
      queryFn: ({ signal }) => getAnalystConsensus(instrumentId, query, { signal }),
      staleTime: HOUR,
    }),
  events: (instrumentId: string, query: InstrumentEventsQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'events', instrumentId, query] as const,
      queryFn: ({ signal }) => getInstrumentEvents(instrumentId, query, { signal }),
      staleTime: HOUR,
    }),
  allEvents: (query: AllInstrumentEventsQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'all-events', query] as const,
      queryFn: ({ signal }) => getAllInstrumentEvents(query, { signal }),
      staleTime: HOUR,
    }),
  /** One page of option contracts (`{ data, metadata }`). */
  optionContracts: (query: OptionContractsQuery = {}) =>
    queryOptions({
      queryKey: [...instrumentQueries.all(), 'option-contracts', query] as const,
      queryFn: ({ signal }) => getOptionContracts(query, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Every page of option contracts for a chain. */
  optionContractsInfinite: (query: Omit<OptionContractsQuery, 'page_token'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...instrumentQueries.all(), 'option-contracts', 'infinite', query] as const,
      queryFn: ({ signal, pageParam }) =>
        getOptionContracts({ ...query, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
      staleTime: 5 * 60_000,
    }),
};
