// GET /v1/market-data/snapshot and GET /v1/market-data/daily-summary over the Market's quotes.
// Snapshots: one per requested instrument (UUID, ticker or OSI symbol), options with greeks and
// theoretical price; an unknown instrument is a 404; no ids, no rows. Daily summaries: one row per
// unique id in first-seen order; an unresolvable UUID comes back with every field null (the row echoes
// it, as the spec says); an id that is neither a UUID nor a known symbol cannot be echoed into the
// UUID-typed `instrument_id`, so it is a 400 naming it (docs/api-notes.md); before the regular
// session opens the row is the last completed session's. Both add `last_price` (the current price the
// operation description mentions) where the schema leaves room.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { DailySummary, MarketDataSnapshot } from '@/api/schemas/market-data';
import { badRequest, notFound } from '../../engine/errors';
import { commaList } from '../../engine/universe/query-params';
import type { Sandbox } from '../../engine/sandbox';
import type { SomeOperationHandlers } from '../types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SNAPSHOT_IDS = 1000;
export const MAX_SUMMARY_IDS = 100;
/** How many bad ids a 400 names one by one, and how much of each it quotes. */
const MAX_NAMED_IDS = 10;
const MAX_QUOTED_CHARS = 64;

const quoteId = (id: string) =>
  `\`${id.length > MAX_QUOTED_CHARS ? `${id.slice(0, MAX_QUOTED_CHARS)}…` : id}\``;

/** (bid + ask) / 2 with the price's decimals, one more when it falls between ticks. */
function midpoint(bid: Decimal, ask: Decimal, decimals: number): string {
  const text = bid
    .plus(ask)
    .div(2)
    .toFixed(decimals + 1);
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

function snapshot(sandbox: Sandbox, idOrSymbol: string): MarketDataSnapshot {
  const quote = sandbox.market.quote(idOrSymbol);
  if (!quote) throw notFound(`Instrument not found for id \`${idOrSymbol}\``);
  const bid = new Decimal(quote.bid);
  const ask = new Decimal(quote.ask);
  const last = new Decimal(quote.last_price);
  const previous = new Decimal(quote.previous_close);
  const change = last.minus(previous);
  const decimals = quote.last_price.split('.')[1]?.length ?? 2;
  const greeks = sandbox.market.optionGreeks(idOrSymbol);
  return {
    instrument_id: quote.instrument_id,
    symbol: quote.symbol,
    name: sandbox.universe.instrumentView(idOrSymbol)?.name ?? null,
    ...(quote.cumulative_volume > 0 ? { cumulative_volume: quote.cumulative_volume } : {}),
    last_quote: {
      bid: quote.bid,
      ask: quote.ask,
      bid_size: quote.bid_size,
      ask_size: quote.ask_size,
      midpoint: midpoint(bid, ask, decimals),
    },
    last_trade: { price: quote.last_price, size: quote.last_size },
    session: {
      change: change.toFixed(decimals),
      change_percent: previous.gt(0) ? change.div(previous).times(100).toFixed(4) : '0.0000',
      previous_close: quote.previous_close,
    },
    ...(greeks ? { greeks: { ...greeks } } : {}),
  };
}

function dailySummary(sandbox: Sandbox, id: string): DailySummary {
  const resolved = sandbox.universe.resolveAny(id);
  if (!resolved) {
    return {
      instrument_id: id,
      symbol: null,
      open: null,
      high: null,
      low: null,
      volume: null,
      trade_date: null,
      not_applicable: false,
    };
  }
  const instrumentId = resolved.kind === 'equity' ? resolved.instrument.id : resolved.contract.id;
  const symbol = resolved.kind === 'equity' ? resolved.instrument.symbol : resolved.contract.symbol;
  const row = { instrument_id: UUID.test(id) ? id : instrumentId, symbol, not_applicable: false };
  const quote = sandbox.market.quote(instrumentId);
  const live = sandbox.market.sessionSummary(instrumentId);
  if (quote && live && live.open !== null) return { ...row, ...live, last_price: quote.last_price };
  // Before today's regular session: the last completed session.
  const bars = sandbox.market.dailyBars(
    instrumentId,
    sandbox.market.calendar.previousTradingDay(sandbox.market.lastCompletedTradingDay()),
    sandbox.market.lastCompletedTradingDay(),
  );
  const bar = bars[bars.length - 1];
  if (!bar) return { ...row, open: null, high: null, low: null, volume: null, trade_date: null };
  return {
    ...row,
    trade_date: bar.date,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    volume: bar.volume,
    last_price: quote?.last_price ?? bar.close,
  };
}

export const marketDataHandlers = {
  get_snapshots: ({ sandbox, query }) => {
    // instrument_ids is optional in the spec: none asked for, none answered.
    const ids = [...new Set((query.instrument_ids ?? []).map((s) => s.trim()).filter(Boolean))];
    if (ids.length > MAX_SNAPSHOT_IDS)
      throw badRequest('Invalid query parameters', [
        {
          field: 'instrument_ids',
          description: `at most ${MAX_SNAPSHOT_IDS} instruments per request, got ${ids.length}`,
        },
      ]);
    return { data: ids.map((id) => snapshot(sandbox, id)) };
  },

  get_daily_summaries: ({ sandbox, query }) => {
    const ids = [...new Set(commaList(query.instrument_ids))];
    if (ids.length === 0) throw badRequest('At least one instrument_id is required');
    if (ids.length > MAX_SUMMARY_IDS)
      throw badRequest('Invalid query parameters', [
        {
          field: 'instrument_ids',
          description: `at most ${MAX_SUMMARY_IDS} instruments per request, got ${ids.length}`,
        },
      ]);
    // A UUID that resolves to nothing is a row with symbol null (the spec). Anything else that does
    // not resolve cannot be echoed into `instrument_id` (a UUID): 400, naming each such id.
    const unusable = ids.filter((id) => !UUID.test(id) && !sandbox.universe.resolveAny(id));
    if (unusable.length > 0)
      throw badRequest(
        unusable.length === 1
          ? `Invalid instrument_ids: ${quoteId(unusable[0]!)} is neither an instrument UUID nor a known symbol`
          : `Invalid instrument_ids: ${unusable.length} ids are neither instrument UUIDs nor known symbols`,
        unusable.slice(0, MAX_NAMED_IDS).map((id) => ({
          field: 'instrument_ids',
          description: `${quoteId(id)} is neither an instrument UUID nor a known symbol`,
        })),
      );
    return { data: ids.map((id) => dailySummary(sandbox, id)) };
  },
} satisfies SomeOperationHandlers;
