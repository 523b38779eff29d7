// The live quote client (no React): one WebSocket per tab, reference-counted subscriptions, seeding
// from the snapshot endpoint, reconnection with backoff, a heartbeat watchdog and gap recovery.
// Its state lives in a QuoteStore; docs/l1-protocol.md describes the behaviour.
// A small facade over three parts, each testable on its own: the SubscriptionSet (what is wanted,
// grace period, what the socket still needs to be told), the ConnectionSupervisor (socket,
// reconnection, watchdog, browser events) and the SnapshotSeeder. The facade routes the socket's
// messages: quotes (with gap detection) to the ingest, acks and notices to the supervisor.
import type { StoreApi } from 'zustand/vanilla';
import { markSessionExpired, sessionStore, type SessionState } from '@/api/session';
import { QuoteIngest, animationFrameScheduler, type FrameScheduler } from './ingest';
import { normalizeSymbol } from './symbols';
import type { BatchItem, QuoteBatch } from './quote-batch';
import type { BarMark } from './held-marks';
import type { SocketConstructor, SocketLike } from './worker-socket';
import {
  compareOrder,
  countEvent,
  createQuoteStore,
  removeQuotes,
  setRejected,
  type Quote,
  type QuoteStore,
  type TickOrder,
} from './quote-store';
import { SubscriptionSet } from './subscription-set';
import { SnapshotSeeder, type FetchSnapshots } from './snapshot-seeder';
import {
  ConnectionSupervisor,
  backoffDelayMs,
  browserEnvironment,
  idlePatch,
  type LiveEnvironment,
} from './connection-supervisor';

export type { SocketConstructor, SocketLike, LiveEnvironment, BarMark };

export interface SubscribeOptions {
  /**
   * Kept streamed with nothing on screen (bar recording's watchlist symbols): while every user of
   * the symbol says so, its ticks reach this thread merged, once a second, with what its bars need
   * (`TickUpdate.marks`), and its store quote may be up to a second old. A user on screen makes it
   * stream at full rate again at once.
   */
  background?: boolean;
}
export { backoffDelayMs, normalizeSymbol };

export interface LiveClientOptions {
  /**
   * WebSocket constructor. By default: in live mode, the quote socket worker where the browser has
   * workers (worker-socket.ts); otherwise the page's WebSocket, looked up at connect time (so msw
   * can patch it: the demo feed runs in the page).
   */
  WebSocket?: SocketConstructor;
  store?: QuoteStore;
  fetchSnapshots?: FetchSnapshots;
  session?: StoreApi<SessionState>;
  endpoint?: (state: SessionState) => { wsUrl: string; token: string | null };
  /** Called when the server rejects the token in live mode. */
  onUnauthorized?: () => void;
  random?: () => number;
  now?: () => number;
  scheduleFrame?: FrameScheduler;
  environment?: LiveEnvironment;
  logger?: Pick<Console, 'warn'>;
  /** How long a symbol stays subscribed after its last user leaves (default 5 s). */
  graceMs?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  silenceLimitMs?: number;
  /** How long a subscribe may wait for its acknowledgement before the socket is replaced (default 10 s). */
  ackTimeoutMs?: number;
  /** Symbols per snapshot request. */
  seedBatchSize?: number;
}

/**
 * What a tick listener receives: one symbol's ticks of one socket batch, merged (newest field wins),
 * before the store publishes them. `ticks` is how many ticks went into it and `lost` how many
 * updates the sequence numbers say were lost just before it. Read it synchronously: the quote object
 * becomes the ingest's own right after.
 */
export interface TickUpdate {
  quote: Readonly<Quote>;
  ticks: number;
  lost: number;
  /**
   * The ticks its one-minute bars need, oldest first, the newest last (live/held-marks.ts), whenever
   * the socket merged more than one tick: a background-only symbol's second (see `subscribe`), or a
   * busy hand-over of a symbol on screen. Bars built from them equal bars built from every tick.
   * Absent when the merged quote is the one tick.
   */
  marks?: readonly BarMark[];
}
export type TickListener = (update: TickUpdate) => void;

export class LiveQuoteClient {
  readonly store: QuoteStore;
  private readonly tickListeners = new Set<TickListener>();
  private readonly session: StoreApi<SessionState>;
  private readonly ingest: QuoteIngest;
  private readonly logger: Pick<Console, 'warn'>;
  private readonly now: () => number;
  private readonly subscriptions: SubscriptionSet;
  private readonly seeder: SnapshotSeeder;
  private readonly supervisor: ConnectionSupervisor;

  private flushQueued = false;
  private holdQueued = false;
  /** The background-only set last given to the supervisor (comma-joined). */
  private heldKey = '';
  private readonly lastSeen = new Map<string, TickOrder>();
  private readonly warned = new Set<string>();
  /** Counts server messages: a snapshot is older than any tick that arrived after it was requested. */
  private arrivals = 0;
  private disposed = false;
  private readonly stopSessionWatch: () => void;

  constructor(private readonly options: LiveClientOptions = {}) {
    this.store = options.store ?? createQuoteStore();
    this.session = options.session ?? sessionStore;
    this.logger = options.logger ?? console;
    this.now = options.now ?? (() => Date.now());
    this.ingest = new QuoteIngest(this.store, options.scheduleFrame ?? animationFrameScheduler);
    this.subscriptions = new SubscriptionSet({
      graceMs: options.graceMs,
      now: this.now,
      onDrop: (symbols) => this.drop(symbols),
    });
    this.seeder = new SnapshotSeeder({
      store: this.store,
      isWanted: (symbol) => this.subscriptions.has(symbol),
      fetchSnapshots: options.fetchSnapshots,
      batchSize: options.seedBatchSize,
      arrivals: () => this.arrivals,
      // Ticks that came before the answer must be in the store before comparing with them.
      beforePublish: () => this.ingest.flush(),
      now: this.now,
      warnOnce: (key, message) => this.warnOnce(key, message),
    });
    this.supervisor = new ConnectionSupervisor({
      store: this.store,
      session: this.session,
      environment: options.environment ?? browserEnvironment(),
      WebSocket: options.WebSocket,
      endpoint: options.endpoint,
      random: options.random ?? Math.random,
      now: this.now,
      backoffBaseMs: options.backoffBaseMs,
      backoffCapMs: options.backoffCapMs,
      silenceLimitMs: options.silenceLimitMs,
      ackTimeoutMs: options.ackTimeoutMs,
      hooks: {
        wanted: () => this.subscriptions.size > 0,
        opened: () => this.subscriptions.takeAll(),
        batch: (batch) => this.handleBatch(batch),
        socketGone: () => this.subscriptions.socketGone(),
        becameLive: () => {
          // Quotes that went stale while away are fetched again; fresh ones keep coming as ticks.
          for (const [symbol, quote] of Object.entries(this.store.getState().quotes))
            if (quote.stale) this.seeder.request(symbol);
          this.queueFlush();
        },
        flushTicks: () => this.ingest.flush(),
      },
    });
    this.stopSessionWatch = this.session.subscribe((state, prev) => {
      if (state.generation !== prev.generation) this.restart();
    });
  }

  /** Streams `symbol` until the returned function is called (each call counts once). */
  subscribe(rawSymbol: string, { background = false }: SubscribeOptions = {}): () => void {
    const symbol = normalizeSymbol(rawSymbol);
    if (!symbol || this.disposed) return () => {};
    if (this.subscriptions.acquire(symbol, background)) {
      this.seeder.request(symbol);
      this.queueFlush();
      this.supervisor.ensureConnected();
    }
    this.queueHoldSync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.subscriptions.release(symbol, background);
      this.queueHoldSync();
    };
  }

  /** Tells the socket which symbols are background-only, once per burst of (un)subscribes. */
  private queueHoldSync(): void {
    if (this.holdQueued) return;
    this.holdQueued = true;
    queueMicrotask(() => {
      this.holdQueued = false;
      if (this.disposed) return;
      const held = this.subscriptions.backgroundOnly();
      const key = held.join(',');
      if (key === this.heldKey) return;
      this.heldKey = key;
      this.supervisor.hold(held);
    });
  }

  /**
   * Hears every symbol's ticks as they arrive (before the per-frame publish), e.g. to build bars
   * (domain/bars). Returns the function that stops listening.
   */
  onTicks(listener: TickListener): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  /** The symbols the server is asked to stream right now. */
  activeSymbols(): string[] {
    return this.subscriptions.symbols();
  }

  /**
   * Connect now instead of waiting for the next scheduled attempt ("Retry now"); a socket that is
   * open but not live (stuck authenticating, or stale) is replaced.
   */
  reconnectNow(): void {
    this.supervisor.reconnectNow();
  }

  /** Symbols whose grace period ended: their quotes go, and the server is told. */
  private drop(symbols: string[]): void {
    for (const symbol of symbols) {
      this.seeder.forget(symbol);
      this.lastSeen.delete(symbol);
    }
    this.ingest.discard(symbols);
    removeQuotes(this.store, symbols);
    if (this.subscriptions.size > 0) return this.queueFlush();
    // The last symbol went: say so politely, then close the socket until something is wanted again.
    this.flushSubscriptions();
    this.supervisor.goIdle();
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    // Mounting a table subscribes many rows in one commit: send them as one message.
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flushSubscriptions();
    });
  }

  private flushSubscriptions(): void {
    if (!this.supervisor.canSend()) return;
    const { subscribe, unsubscribe } = this.subscriptions.takeChanges();
    if (unsubscribe.length > 0) this.supervisor.send('market-data-l1-unsubscribe', unsubscribe);
    if (subscribe.length > 0) this.supervisor.send('market-data-l1-subscribe', subscribe);
  }

  private handleBatch(batch: QuoteBatch): void {
    const socket = this.supervisor.current;
    const now = batch.heardAt;
    this.arrivals += batch.messages;
    for (const item of batch.items) {
      // A notice may have halted the client, or replaced the socket: the rest belongs to the old one.
      if (!this.supervisor.isCurrent(socket)) return;
      if (item.type === 'bad') {
        countEvent(this.store, 'badMessages', item.count);
        this.warnOnce(
          `bad:${item.kind}`,
          `Live quotes: ignored an invalid ${item.kind} message (${item.detail})`,
        );
        continue;
      }
      if (item.type === 'error-notice') {
        this.handleNotice(item.code, item.message);
        continue;
      }
      this.supervisor.heard(now, item);
      if (item.type === 'quotes') this.handleQuotes(item);
      else if (item.type === 'market-data-l1-subscribe-ack') {
        this.supervisor.acknowledged();
        setRejected(this.store, item.rejected);
      }
    }
  }

  // Runs once per symbol per batch: the socket merged that symbol's ticks and counted its gaps.
  private handleQuotes(item: Extract<BatchItem, { type: 'quotes' }>): void {
    if (item.badQuotes > 0) {
      countEvent(this.store, 'badMessages', item.badQuotes);
      this.warnOnce('bad:quote', 'Live quotes: ignored quotes that failed validation');
    }
    for (const { quote, count, gaps, first, marks } of item.quotes) {
      const symbol = quote.symbol;
      if (!this.subscriptions.has(symbol) || quote.seq === null || quote.ts === null) continue; // dropped already
      const previous = this.lastSeen.get(symbol);
      // The symbol's first tick on this socket against the newest seen before it (an earlier socket).
      let lost = gaps;
      if (first && previous && compareOrder(first, previous) > 0 && first.seq > previous.seq + 1) lost += 1;
      if (lost > 0) {
        // seq rising by more than one within a server run: updates were lost, fetch the snapshot.
        countEvent(this.store, 'gaps', lost);
        this.seeder.request(symbol);
      }
      if (!previous) this.lastSeen.set(symbol, { seq: quote.seq, ts: quote.ts });
      else if (compareOrder({ seq: quote.seq, ts: quote.ts }, previous) > 0) {
        previous.seq = quote.seq;
        previous.ts = quote.ts;
      }
      quote.tickArrival = this.arrivals;
      if (this.tickListeners.size > 0) {
        const update: TickUpdate = marks
          ? { quote, ticks: count, lost, marks }
          : { quote, ticks: count, lost };
        for (const listener of this.tickListeners) listener(update);
      }
      this.ingest.pushQuote(quote, count);
    }
    for (const sentAt of item.sentAts) this.ingest.noteSentAt(sentAt);
  }

  private handleNotice(code: number, text: string): void {
    if (code === 401) {
      if (this.session.getState().mode === 'live') (this.options.onUnauthorized ?? markSessionExpired)();
      this.supervisor.halt('The server rejected the access token');
      return;
    }
    // 503: the server is going away and will close; 400: it disliked a message of ours.
    this.warnOnce(`notice:${code}`, `Live quotes: server notice ${code}: ${text}`);
  }

  /** The backend changed (mode, URL or token): drop everything from the old one and start again. */
  private restart(): void {
    if (this.disposed) return;
    this.seeder.reset();
    this.supervisor.reset();
    this.ingest.discard();
    this.lastSeen.clear();
    const connection = this.store.getState().connection;
    this.store.setState({ quotes: {}, rejected: {}, connection: { ...connection, ...idlePatch } });
    if (this.subscriptions.size === 0) return;
    for (const symbol of this.subscriptions.symbols()) this.seeder.request(symbol);
    this.supervisor.ensureConnected();
  }

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.logger.warn(message);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.seeder.dispose();
    this.supervisor.dispose();
    this.subscriptions.dispose();
    this.ingest.dispose();
    this.stopSessionWatch();
  }
}

let singleton: LiveQuoteClient | null = null;

/** The tab's one live quote client. */
export function getLiveClient(): LiveQuoteClient {
  singleton ??= new LiveQuoteClient();
  return singleton;
}

/** Closes the tab's client and forgets it (tests; a fresh one is made on next use). */
export function disposeLiveClient(): void {
  singleton?.dispose();
  singleton = null;
}
