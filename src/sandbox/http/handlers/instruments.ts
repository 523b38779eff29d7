// Instrument endpoints: lists, search, option contracts, one instrument, and the instrument-data
// endpoints (fundamentals, statements, analyst consensus, events). Thin over the Universe; where
// the Market is present its previous close replaces the reference one so quotes and reference
// data agree.
import type { Sandbox } from '../../engine/sandbox';
import { badRequest, notFound } from '../../engine/errors';
import { pageResult, paginate } from '../../engine/pagination';
import type { UniverseInstrument } from '../../engine/universe/universe';
import { priceToEarnings } from '../../engine/ratios';
import type { SomeOperationHandlers } from '../types';

interface MarketReadings {
  previousClose?: (idOrSymbol: string) => string | undefined;
  yearRange?: (idOrSymbol: string) => { high: string; low: string } | undefined;
  lastPrice?: (idOrSymbol: string) => string | undefined;
}

/** The Market, when it is built and offers the readings (handler tests run with a Universe only). */
const marketOf = (sandbox: Sandbox): MarketReadings | undefined =>
  (sandbox as unknown as { market?: MarketReadings }).market;

/** The filing-date range of a statements query. */
const filedBetween = (query: { from_date?: string | undefined; to_date?: string | undefined }) => ({
  from: query.from_date,
  to: query.to_date,
});

function liveClose(sandbox: Sandbox, id: string): string | undefined {
  try {
    const close = marketOf(sandbox)?.previousClose?.(id);
    return close && Number(close) > 0 ? close : undefined;
  } catch {
    return undefined;
  }
}

function lastPrice(sandbox: Sandbox, id: string): string | undefined {
  try {
    const last = marketOf(sandbox)?.lastPrice?.(id);
    return last && Number(last) > 0 ? last : undefined;
  } catch {
    return undefined;
  }
}

/** The instrument with the market's previous close (and the notional ADV that follows from it). */
function withLiveClose<
  T extends { id: string; previous_close?: string | null; adv?: string | null; instrument_type?: unknown },
>(sandbox: Sandbox, instrument: T): T {
  if (instrument.instrument_type === 'OPTION') return instrument;
  const close = liveClose(sandbox, instrument.id);
  if (!close || close === instrument.previous_close) return instrument;
  const advCents = Number(instrument.adv ?? 0) * Math.round(Number(close) * 100);
  return { ...instrument, previous_close: close, notional_adv: (advCents / 100).toFixed(2) };
}

function parseBoolean(field: string, value: string | null): boolean | undefined {
  if (value === null || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`Invalid query parameters: ${field} must be true or false`, [
    { field, description: 'expected a boolean' },
  ]);
}

function requireEquity(sandbox: Sandbox, idOrSymbol: string): UniverseInstrument {
  const instrument = sandbox.universe.resolve(idOrSymbol);
  if (!instrument) throw notFound(`Instrument not found: ${idOrSymbol}`);
  return instrument;
}

export const instrumentHandlers = {
  get_instruments: ({ sandbox, query, rawQuery }) => {
    const rows = sandbox.universe.listInstruments({
      instrumentType: query.instrument_type,
      ids: query.instrument_ids,
      is_marginable: query.is_marginable,
      easy_to_borrow: query.easy_to_borrow,
      is_short_prohibited: query.is_short_prohibited,
      is_threshold_security: query.is_threshold_security,
      is_liquidation_only: query.is_liquidation_only,
      is_ptp: query.is_ptp,
      // Listed by the interface document but not by the OpenAPI parameters.
      is_restricted: parseBoolean('is_restricted', rawQuery.get('is_restricted')),
    });
    const page = paginate(rows, query, 1000);
    return { data: page.items.map((row) => withLiveClose(sandbox, row)), metadata: page.metadata };
  },

  search_instruments: ({ sandbox, query }) => {
    const results = sandbox.universe.search({
      q: query.q,
      assetClass: query.asset_class,
      includeInactive: query.include_inactive,
      includePtp: query.include_ptp,
      currency: query.currency,
      country: query.country,
    });
    const page = paginate(results, query, 100);
    return { data: page.items.map((row) => withLiveClose(sandbox, row)), metadata: page.metadata };
  },

  get_option_contracts: ({ sandbox, query }) => {
    const given = [query.underlier, query.underlying_instrument_id].filter(
      (v) => v !== undefined && v !== '',
    );
    if (given.length !== 1)
      throw badRequest(
        'Exactly one underlier identifier must be provided: underlier or underlying_instrument_id',
        [
          { field: 'underlier', description: 'give exactly one of underlier and underlying_instrument_id' },
          {
            field: 'underlying_instrument_id',
            description: 'give exactly one of underlier and underlying_instrument_id',
          },
        ],
      );
    const underlying = requireEquity(sandbox, given[0] as string);
    const contracts = sandbox.universe.optionContracts(underlying.id, {
      expiry: query.expiry,
      contractType: query.contract_type,
    });
    return pageResult(contracts, query);
  },

  get_instrument_by_id: ({ sandbox, params, query }) => {
    const view = sandbox.universe.instrumentView(params.instrument_id);
    if (!view) throw notFound(`Instrument not found: ${params.instrument_id}`);
    if (view.instrument_type === 'OPTION') return { data: view };
    const instrument = withLiveClose(sandbox, view);
    return {
      data: query.include_options_expiry_dates
        ? { ...instrument, options_expiry_dates: sandbox.universe.optionExpiries(instrument.id) }
        : instrument,
    };
  },

  get_instrument_fundamentals: ({ sandbox, params }) => {
    const fundamentals = sandbox.universe.research.fundamentals(params.instrument_id);
    const instrument = requireEquity(sandbox, params.instrument_id);
    const close = liveClose(sandbox, instrument.id);
    const data = { ...fundamentals, ...(close ? { previous_close: close } : {}) };
    // P/E at the last price, as the screener computes it (one figure on every screen).
    const last = lastPrice(sandbox, instrument.id);
    if (last && fundamentals.earnings_per_share)
      data.price_to_earnings = priceToEarnings(last, fundamentals.earnings_per_share)?.toFixed(2) ?? null;
    try {
      // The Market's 52-week range (daily highs and lows and today's session): the one the screener
      // and the assistant show too.
      const range = marketOf(sandbox)?.yearRange?.(instrument.id);
      if (range) {
        data.fifty_two_week_high = range.high;
        data.fifty_two_week_low = range.low;
      }
    } catch {
      // Keep the Universe's estimate.
    }
    return { data };
  },

  get_instrument_income_statements: ({ sandbox, params, query }) =>
    pageResult(sandbox.universe.research.incomeStatements(params.instrument_id, filedBetween(query)), query),

  get_instrument_balance_sheet_statements: ({ sandbox, params, query }) =>
    pageResult(sandbox.universe.research.balanceSheets(params.instrument_id, filedBetween(query)), query),

  get_instrument_cash_flow_statements: ({ sandbox, params, query }) =>
    pageResult(
      sandbox.universe.research.cashFlowStatements(params.instrument_id, filedBetween(query)),
      query,
    ),

  get_instrument_analyst_consensus: ({ sandbox, params, query }) => ({
    data: sandbox.universe.research.analystConsensus(params.instrument_id, {
      from: query.from,
      to: query.to,
    }),
  }),

  get_instrument_events: ({ sandbox, params, query }) => ({
    data: sandbox.universe.research.instrumentEvents(params.instrument_id, {
      from: query.from_date,
      to: query.to_date,
    }),
  }),

  get_all_instrument_events: ({ sandbox, query }) => ({
    data: sandbox.universe.research.allEvents({
      eventTypes: query.event_types,
      instrumentIds: query.instrument_ids,
      from: query.from_date,
      to: query.to_date,
    }),
  }),
} satisfies SomeOperationHandlers;
