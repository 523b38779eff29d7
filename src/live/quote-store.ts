// The live quote store: quotes by symbol, the connection's state and counters, in one zustand
// vanilla store. Ticks merge per field by (ts, seq), so any order or duplication of the same ticks
// ends in the same state; a snapshot never overwrites a tick received after it was requested.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import type { WireQuote } from './protocol';
import { normalizeSymbol } from './symbols';

export const QUOTE_FIELDS = [
  'bid',
  'ask',
  'bid_size',
  'ask_size',
  'last_price',
  'last_size',
  'cumulative_volume',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** Where a tick sits in a symbol's stream. */
export interface TickOrder {
  seq: number;
  ts: string;
}

export interface Quote {
  symbol: string;
  instrument_id?: string;
  name?: string;
  bid?: string;
  ask?: string;
  bid_size?: number;
  ask_size?: number;
  last_price?: string;
  last_size?: number;
  cumulative_volume?: number;
  /** From the snapshot endpoint; ticks do not carry it. */
  previous_close?: string;
  /** The newest tick merged in (null while only a snapshot is known). */
  seq: number | null;
  ts: string | null;
  /** Date.now() when the newest data for this symbol arrived. */
  receivedAt: number;
  /** The client's arrival counter of the newest tick (null: none yet); orders ticks against snapshots. */
  tickArrival: number | null;
  /** Set when the feed went silent; cleared by the next tick or snapshot for this symbol. */
  stale: boolean;
  /** The tick that set each field: per-field last-writer-wins keeps merging order-independent. */
  versions: Partial<Record<QuoteField, TickOrder>>;
}

export type ConnectionStatus = 'idle' | 'connecting' | 'authenticating' | 'live' | 'reconnecting' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** The reconnection attempt under way or scheduled (0 while connected). */
  attempt: number;
  /** Date.now() of the next scheduled connection attempt. */
  nextRetryAt: number | null;
  /** Date.now() of the last server message (published at most once a second). */
  lastMessageAt: number | null;
  /** Since when the feed has been silent for two heartbeat intervals (null: not stale). */
  staleSince: number | null;
  /** Why the client is offline or reconnecting, in words for the user. */
  reason: string | null;
}

export interface LiveCounters {
  /** Frames or quotes that failed validation. */
  badMessages: number;
  /** Sequence gaps seen (each re-seeds its symbol). */
  gaps: number;
  /** Sockets lost and re-opened. */
  reconnects: number;
  /** Snapshot requests that failed. */
  seedErrors: number;
}

export interface QuoteStoreState {
  quotes: Record<string, Quote>;
  connection: ConnectionState;
  counters: LiveCounters;
  /** Symbols the server refused, with its reason. */
  rejected: Record<string, string>;
}

export type QuoteStore = StoreApi<QuoteStoreState>;

export const initialConnection: ConnectionState = {
  status: 'idle',
  attempt: 0,
  nextRetryAt: null,
  lastMessageAt: null,
  staleSince: null,
  reason: null,
};

export function createQuoteStore(): QuoteStore {
  return createStore<QuoteStoreState>(() => ({
    quotes: {},
    connection: initialConnection,
    counters: { badMessages: 0, gaps: 0, reconnects: 0, seedErrors: 0 },
    rejected: {},
  }));
}

// RFC 3339 timestamps with up to nanoseconds: equal-length UTC strings compare as text (the common
// case); anything else is split into epoch milliseconds and the sub-millisecond rest.
function tsKey(ts: string): [number, number] {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(ts);
  if (!m) return [Date.parse(ts), 0];
  const fraction = (m[2] ?? '').padEnd(9, '0').slice(0, 9);
  return [Date.parse(`${m[1]}${m[3]}`) + Number(fraction.slice(0, 3)), Number(fraction.slice(3))];
}

export function compareTs(a: string, b: string): number {
  if (a.length === b.length && a.endsWith('Z') && b.endsWith('Z')) return a < b ? -1 : a > b ? 1 : 0;
  const [am, an] = tsKey(a);
  const [bm, bn] = tsKey(b);
  return am !== bm ? am - bm : an - bn;
}

/**
 * Orders two ticks of one symbol. Within a server run `seq` and `ts` rise together; across a server
 * restart `seq` starts again, so the event time decides first and `seq` breaks ties.
 */
export function compareOrder(a: TickOrder, b: TickOrder): number {
  const byTs = compareTs(a.ts, b.ts);
  return byTs !== 0 ? byTs : a.seq - b.seq;
}

/** A tick as a one-tick Quote, ready to merge. */
export function quoteFromTick(tick: WireQuote, receivedAt: number, arrival = 0): Quote {
  const order: TickOrder = { seq: tick.seq, ts: tick.ts };
  const quote: Quote = {
    symbol: tick.symbol,
    instrument_id: tick.instrument_id,
    seq: tick.seq,
    ts: tick.ts,
    receivedAt,
    tickArrival: arrival,
    stale: false,
    versions: {},
  };
  const writable = quote as unknown as Record<QuoteField, unknown>;
  for (const field of QUOTE_FIELDS) {
    const value = tick[field];
    if (value === undefined) continue;
    writable[field] = value;
    quote.versions[field] = order;
  }
  return quote;
}

/**
 * Merges `incoming` into `current`: each field keeps the value of the newest tick that carried it.
 * Associative, commutative and idempotent, so batching and reordering cannot change the result.
 * Returns `current` itself when nothing is newer.
 */
export function mergeQuote(current: Quote | undefined, incoming: Quote): Quote {
  if (!current) return incoming;
  let next: Quote | undefined;
  const edit = () => (next ??= { ...current, versions: { ...current.versions } });
  for (const field of QUOTE_FIELDS) {
    const theirs = incoming.versions[field];
    if (!theirs) continue;
    const ours = current.versions[field];
    if (ours && compareOrder(theirs, ours) <= 0) continue;
    const target = edit();
    (target as unknown as Record<QuoteField, unknown>)[field] = incoming[field];
    target.versions[field] = theirs;
  }
  if (
    incoming.seq !== null &&
    incoming.ts !== null &&
    (current.seq === null ||
      current.ts === null ||
      compareOrder({ seq: incoming.seq, ts: incoming.ts }, { seq: current.seq, ts: current.ts }) > 0)
  ) {
    const target = edit();
    target.seq = incoming.seq;
    target.ts = incoming.ts;
  }
  if (!next) return current;
  const merged: Quote = next;
  merged.instrument_id = incoming.instrument_id ?? current.instrument_id;
  merged.receivedAt = Math.max(current.receivedAt, incoming.receivedAt);
  merged.tickArrival =
    current.tickArrival === null
      ? incoming.tickArrival
      : Math.max(current.tickArrival, incoming.tickArrival ?? 0);
  merged.stale = false;
  return merged;
}

/**
 * mergeQuote(target, quoteFromTick(tick)) without the per-tick objects, for the ingest's own pending
 * quotes (private until published): at tens of thousands of ticks a second the copies were most of
 * the ingest's cost. One order object per tick that sets a field, shared by its fields.
 */
export function mergeTickInto(target: Quote, tick: WireQuote, receivedAt: number, arrival: number): void {
  const writable = target as unknown as Record<QuoteField, unknown>;
  // The common case: the tick is newer than everything merged so far (each field's version is at
  // most the quote's newest), so no field needs its own comparison.
  const newest =
    target.seq === null ||
    target.ts === null ||
    compareTs(tick.ts, target.ts) > 0 ||
    (tick.ts === target.ts && tick.seq > target.seq);
  let newer = newest;
  let order: TickOrder | undefined;
  for (const field of QUOTE_FIELDS) {
    const value = tick[field];
    if (value === undefined) continue;
    if (!newest) {
      const ours = target.versions[field];
      if (ours && compareOrder(tick, ours) <= 0) continue;
    }
    writable[field] = value;
    target.versions[field] = order ??= { seq: tick.seq, ts: tick.ts };
    newer = true;
  }
  if (newest) {
    target.seq = tick.seq;
    target.ts = tick.ts;
  }
  if (!newer) return;
  target.instrument_id = tick.instrument_id ?? target.instrument_id;
  target.receivedAt = Math.max(target.receivedAt, receivedAt);
  target.tickArrival = Math.max(target.tickArrival ?? 0, arrival);
  target.stale = false;
}

/** The pure merge rule over the whole map: returns `quotes` itself when `quote` changes nothing. */
export function applyQuote(quotes: Readonly<Record<string, Quote>>, quote: Quote): Record<string, Quote> {
  const current = quotes[quote.symbol];
  const merged = mergeQuote(current, quote);
  return merged === current ? quotes : { ...quotes, [quote.symbol]: merged };
}

/** What the snapshot endpoint knows about a symbol, in the store's field names. */
export interface SnapshotSeed {
  symbol: string;
  instrument_id?: string;
  name?: string;
  previous_close?: string;
  fields: Partial<Pick<Quote, QuoteField>>;
}

export function seedFromSnapshot(snapshot: MarketDataSnapshot): SnapshotSeed {
  const fields: SnapshotSeed['fields'] = {};
  const q = snapshot.last_quote;
  if (q?.bid != null) fields.bid = q.bid;
  if (q?.ask != null) fields.ask = q.ask;
  if (q?.bid_size != null) fields.bid_size = q.bid_size;
  if (q?.ask_size != null) fields.ask_size = q.ask_size;
  if (snapshot.last_trade) {
    fields.last_price = snapshot.last_trade.price;
    fields.last_size = snapshot.last_trade.size;
  }
  if (snapshot.cumulative_volume != null) fields.cumulative_volume = snapshot.cumulative_volume;
  return {
    symbol: normalizeSymbol(snapshot.symbol),
    instrument_id: snapshot.instrument_id,
    ...(snapshot.name != null ? { name: snapshot.name } : {}),
    ...(snapshot.session?.previous_close != null ? { previous_close: snapshot.session.previous_close } : {}),
    fields,
  };
}

/**
 * Applies a snapshot requested when the client's tick arrival counter stood at `requestedAfter`. A
 * tick that arrived after that is newer: the snapshot then only fills what is missing (previous
 * close, name, absent fields).
 */
export function applySnapshot(
  current: Quote | undefined,
  seed: SnapshotSeed,
  requestedAfter: number,
  now: number,
): Quote {
  const newer = current?.tickArrival != null && current.tickArrival > requestedAfter;
  const base: Quote = current
    ? { ...current, versions: { ...current.versions } }
    : {
        symbol: seed.symbol,
        seq: null,
        ts: null,
        receivedAt: now,
        tickArrival: null,
        stale: false,
        versions: {},
      };
  const writable = base as unknown as Record<QuoteField, unknown>;
  // Fields the snapshot sets count as of the newest tick so far: only a later tick replaces them.
  const order = base.seq !== null && base.ts !== null ? { seq: base.seq, ts: base.ts } : undefined;
  for (const field of QUOTE_FIELDS) {
    const value = seed.fields[field];
    if (value === undefined || (newer && base[field] !== undefined)) continue;
    writable[field] = value;
    if (order) base.versions[field] = order;
    else delete base.versions[field];
  }
  if (seed.previous_close !== undefined) base.previous_close = seed.previous_close;
  if (seed.name !== undefined) base.name = seed.name;
  base.instrument_id ??= seed.instrument_id;
  if (!newer) {
    base.stale = false;
    base.receivedAt = Math.max(base.receivedAt, now);
  }
  return base;
}

// Store actions: each is one publish.

export function publishQuotes(store: QuoteStore, incoming: Iterable<Quote>): void {
  const state = store.getState();
  let quotes: Record<string, Quote> | undefined;
  for (const quote of incoming) {
    const current = (quotes ?? state.quotes)[quote.symbol];
    const merged = mergeQuote(current, quote);
    if (merged === current) continue;
    quotes ??= { ...state.quotes };
    quotes[quote.symbol] = merged;
  }
  if (quotes) store.setState({ quotes });
}

export function publishSnapshots(
  store: QuoteStore,
  seeds: readonly SnapshotSeed[],
  requestedAfter: number,
  now: number,
): void {
  if (seeds.length === 0) return;
  const quotes = { ...store.getState().quotes };
  for (const seed of seeds)
    quotes[seed.symbol] = applySnapshot(quotes[seed.symbol], seed, requestedAfter, now);
  store.setState({ quotes });
}

export function markAllStale(store: QuoteStore): void {
  const state = store.getState();
  let quotes: Record<string, Quote> | undefined;
  for (const [symbol, quote] of Object.entries(state.quotes)) {
    if (quote.stale) continue;
    quotes ??= { ...state.quotes };
    quotes[symbol] = { ...quote, stale: true };
  }
  if (quotes) store.setState({ quotes });
}

export function removeQuotes(store: QuoteStore, symbols: Iterable<string>): void {
  const state = store.getState();
  let quotes: Record<string, Quote> | undefined;
  let rejected: Record<string, string> | undefined;
  for (const symbol of symbols) {
    if (symbol in state.quotes) {
      quotes ??= { ...state.quotes };
      delete quotes[symbol];
    }
    if (symbol in state.rejected) {
      rejected ??= { ...state.rejected };
      delete rejected[symbol];
    }
  }
  if (quotes || rejected)
    store.setState({ ...(quotes ? { quotes } : {}), ...(rejected ? { rejected } : {}) });
}

export function setConnection(store: QuoteStore, patch: Partial<ConnectionState>): void {
  const connection = store.getState().connection;
  const changed = (Object.keys(patch) as Array<keyof ConnectionState>).some(
    (k) => patch[k] !== connection[k],
  );
  if (changed) store.setState({ connection: { ...connection, ...patch } });
}

export function countEvent(store: QuoteStore, counter: keyof LiveCounters, by = 1): void {
  const counters = store.getState().counters;
  store.setState({ counters: { ...counters, [counter]: counters[counter] + by } });
}

export function setRejected(
  store: QuoteStore,
  rejected: ReadonlyArray<{ symbol: string; reason: string }>,
): void {
  if (rejected.length === 0) return;
  const next = { ...store.getState().rejected };
  for (const r of rejected) next[normalizeSymbol(r.symbol)] = r.reason;
  store.setState({ rejected: next });
}
