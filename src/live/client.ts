// The live quote client (no React): one WebSocket per tab, reference-counted subscriptions, seeding
// from the snapshot endpoint, reconnection with backoff, a heartbeat watchdog and gap recovery.
// Its state lives in a QuoteStore; docs/l1-protocol.md describes the behaviour.
import type { StoreApi } from 'zustand/vanilla';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { ApiError, describeError } from '@/api/errors';
import { currentEndpoint, markSessionExpired, sessionStore, type SessionState } from '@/api/session';
import { QuoteIngest, animationFrameScheduler, type FrameScheduler } from './ingest';
import { normalizeSymbol } from './symbols';
import {
  CLOSE_NORMAL,
  CLOSE_SILENT,
  CLOSE_UNAUTHORIZED,
  SILENCE_LIMIT_MS,
  ACK_TIMEOUT_MS,
  encodeSubscription,
  type SubscriptionAction,
} from './protocol';
import { QuoteCoalescer, isQuoteBatch, type BatchItem, type QuoteBatch } from './quote-batch';
import { defaultSocketConstructor, type SocketConstructor, type SocketLike } from './worker-socket';
import {
  compareOrder,
  countEvent,
  createQuoteStore,
  markAllStale,
  publishSnapshots,
  removeQuotes,
  seedFromSnapshot,
  setConnection,
  setRejected,
  type ConnectionState,
  type QuoteStore,
  type TickOrder,
} from './quote-store';

export type { SocketConstructor, SocketLike };

export interface LiveEnvironment {
  /** Receives window `online` / `offline`. */
  network: EventTarget | null;
  /** Receives document `visibilitychange`. */
  visibility: EventTarget | null;
  isOnline(): boolean;
  isHidden(): boolean;
}

export interface LiveClientOptions {
  /**
   * WebSocket constructor. By default: in live mode, the quote socket worker where the browser has
   * workers (worker-socket.ts); otherwise the page's WebSocket, looked up at connect time (so msw
   * can patch it: the demo feed runs in the page).
   */
  WebSocket?: SocketConstructor;
  store?: QuoteStore;
  fetchSnapshots?: (symbols: string[], signal: AbortSignal) => Promise<MarketDataSnapshot[]>;
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

const DEFAULT_GRACE_MS = 5_000;
/** The grace sweep runs at most this often (a symbol may stay this much past its grace period). */
const GRACE_SWEEP_MS = 250;
const DEFAULT_BACKOFF_BASE_MS = 500;
const DEFAULT_BACKOFF_CAP_MS = 30_000;
/** A connection live this long resets the backoff; shorter ones keep climbing it. */
const STABLE_CONNECTION_MS = 5_000;
const LAST_MESSAGE_PUBLISH_MS = 1_000;

/**
 * Full-jitter exponential backoff: a uniform delay in [0, min(cap, base · 2^(attempt−1))).
 * `attempt` counts from 1.
 */
export function backoffDelayMs(
  attempt: number,
  random: () => number,
  baseMs = DEFAULT_BACKOFF_BASE_MS,
  capMs = DEFAULT_BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

export { normalizeSymbol };

function browserEnvironment(): LiveEnvironment {
  const hasWindow = typeof window !== 'undefined';
  const hasDocument = typeof document !== 'undefined';
  return {
    network: hasWindow ? window : null,
    visibility: hasDocument ? document : null,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    isHidden: () => hasDocument && document.visibilityState === 'hidden',
  };
}

const OPEN = 1;

export class LiveQuoteClient {
  readonly store: QuoteStore;
  private readonly opts: Required<
    Pick<
      LiveClientOptions,
      'graceMs' | 'backoffBaseMs' | 'backoffCapMs' | 'silenceLimitMs' | 'seedBatchSize' | 'ackTimeoutMs'
    >
  >;
  private readonly session: StoreApi<SessionState>;
  private readonly ingest: QuoteIngest;
  private readonly env: LiveEnvironment;
  private readonly logger: Pick<Console, 'warn'>;
  private readonly random: () => number;
  private readonly now: () => number;

  private readonly refCounts = new Map<string, number>();
  /** Released symbols and when their grace period ends; one sweep timer drops the due ones together. */
  private readonly graceUntil = new Map<string, number>();
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSweepAt = -Infinity;
  /** Symbols the server should stream: in use, or within their grace period. */
  private readonly active = new Set<string>();
  /** Symbols subscribed on the current socket. */
  private readonly onSocket = new Set<string>();
  private readonly pendingSubscribe = new Set<string>();
  private readonly pendingUnsubscribe = new Set<string>();
  private flushQueued = false;
  private readonly lastSeen = new Map<string, TickOrder>();
  private readonly seedQueue = new Set<string>();
  private seedQueued = false;
  private seedAbort = new AbortController();
  private readonly warned = new Set<string>();
  /** Counts server messages: a snapshot is older than any tick that arrived after it was requested. */
  private arrivals = 0;

  private socket: SocketLike | null = null;
  /** Parses and merges the current socket's frames when they arrive as text (no worker). */
  private coalescer = new QuoteCoalescer();
  private token: string | null = null;
  private socketOpenedAt = 0;
  private liveSince: number | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdogTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * When the subscribe (or the first, authenticating) message must have been acknowledged by.
   * Heartbeats do not count: a socket that only sends heartbeats never delivers a quote.
   */
  private ackDueAt: number | null = null;
  /** Last server message, or when the feed was first wanted. */
  private lastHeardAt: number | null = null;
  private lastPublishedMessageAt = 0;
  /** Stops reconnecting until the session changes (rejected token, bad URL). */
  private haltedReason: string | null = null;
  private disposed = false;
  private readonly cleanups: Array<() => void> = [];

  constructor(private readonly options: LiveClientOptions = {}) {
    this.store = options.store ?? createQuoteStore();
    this.session = options.session ?? sessionStore;
    this.env = options.environment ?? browserEnvironment();
    this.logger = options.logger ?? console;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => Date.now());
    this.ingest = new QuoteIngest(this.store, options.scheduleFrame ?? animationFrameScheduler);
    this.opts = {
      graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
      backoffBaseMs: options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS,
      backoffCapMs: options.backoffCapMs ?? DEFAULT_BACKOFF_CAP_MS,
      silenceLimitMs: options.silenceLimitMs ?? SILENCE_LIMIT_MS,
      ackTimeoutMs: options.ackTimeoutMs ?? ACK_TIMEOUT_MS,
      seedBatchSize: options.seedBatchSize ?? 100,
    };

    this.cleanups.push(
      this.session.subscribe((state, prev) => {
        if (state.generation !== prev.generation) this.restart();
      }),
    );
    const listen = (target: EventTarget | null, type: string, handler: () => void) => {
      if (!target) return;
      target.addEventListener(type, handler);
      this.cleanups.push(() => target.removeEventListener(type, handler));
    };
    listen(this.env.network, 'online', () => this.handleOnline());
    listen(this.env.network, 'offline', () => this.handleOffline());
    listen(this.env.visibility, 'visibilitychange', () => this.handleVisibility());
  }

  // ---- Subscriptions ----------------------------------------------------------------------

  /** Streams `symbol` until the returned function is called (each call counts once). */
  subscribe(rawSymbol: string): () => void {
    const symbol = normalizeSymbol(rawSymbol);
    if (!symbol || this.disposed) return () => {};
    this.refCounts.set(symbol, (this.refCounts.get(symbol) ?? 0) + 1);
    this.graceUntil.delete(symbol);
    if (!this.active.has(symbol)) {
      this.active.add(symbol);
      this.pendingUnsubscribe.delete(symbol);
      if (!this.onSocket.has(symbol)) this.pendingSubscribe.add(symbol);
      this.queueSeed(symbol);
      this.queueFlush();
      this.ensureConnected();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(symbol);
    };
  }

  /** The symbols the server is asked to stream right now. */
  activeSymbols(): string[] {
    return [...this.active];
  }

  private release(symbol: string): void {
    const count = (this.refCounts.get(symbol) ?? 0) - 1;
    if (count > 0) {
      this.refCounts.set(symbol, count);
      return;
    }
    this.refCounts.delete(symbol);
    if (this.disposed) return;
    // A symbol often comes back at once (a re-render, a route change): wait before unsubscribing.
    this.graceUntil.set(symbol, this.now() + this.opts.graceMs);
    this.scheduleGraceSweep();
  }

  /**
   * One timer for every symbol in its grace period: it fires when the earliest ends, but at most
   * every GRACE_SWEEP_MS, and drops all that are due at once. Rows released one per frame as a table
   * scrolls then leave in a few batches (one store update each), not one by one.
   */
  private scheduleGraceSweep(): void {
    if (this.graceTimer !== null || this.graceUntil.size === 0 || this.disposed) return;
    let earliest = Infinity;
    for (const until of this.graceUntil.values()) if (until < earliest) earliest = until;
    const at = Math.max(earliest, this.lastSweepAt + GRACE_SWEEP_MS);
    this.graceTimer = setTimeout(() => this.sweepGrace(), Math.max(0, at - this.now()));
  }

  private sweepGrace(): void {
    this.graceTimer = null;
    const now = this.now();
    this.lastSweepAt = now;
    const due: string[] = [];
    for (const [symbol, until] of this.graceUntil)
      if (until <= now) {
        due.push(symbol);
        this.graceUntil.delete(symbol);
      }
    if (due.length > 0) this.drop(due);
    this.scheduleGraceSweep();
  }

  private drop(symbols: string[]): void {
    for (const symbol of symbols) {
      this.active.delete(symbol);
      this.pendingSubscribe.delete(symbol);
      this.seedQueue.delete(symbol);
      this.lastSeen.delete(symbol);
      if (this.onSocket.has(symbol)) this.pendingUnsubscribe.add(symbol);
    }
    this.ingest.discard(symbols);
    removeQuotes(this.store, symbols);
    if (this.active.size > 0) return this.queueFlush();
    // The last symbol went: say so politely, then close the socket until something is wanted again.
    this.flushSubscriptions();
    this.goIdle();
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
    const socket = this.socket;
    const status = this.store.getState().connection.status;
    if (!socket || socket.readyState !== OPEN || (status !== 'authenticating' && status !== 'live')) return;
    const subscribe = [...this.pendingSubscribe].filter((s) => this.active.has(s) && !this.onSocket.has(s));
    const unsubscribe = [...this.pendingUnsubscribe].filter(
      (s) => !this.active.has(s) && this.onSocket.has(s),
    );
    this.pendingSubscribe.clear();
    this.pendingUnsubscribe.clear();
    if (unsubscribe.length > 0) {
      this.send('market-data-l1-unsubscribe', unsubscribe);
      for (const s of unsubscribe) this.onSocket.delete(s);
    }
    if (subscribe.length > 0) {
      this.send('market-data-l1-subscribe', subscribe);
      for (const s of subscribe) this.onSocket.add(s);
    }
  }

  private send(type: SubscriptionAction, symbols: string[]): void {
    if (type === 'market-data-l1-subscribe' && this.ackDueAt === null) {
      this.ackDueAt = this.now() + this.opts.ackTimeoutMs;
      this.armWatchdog();
    }
    if (!this.socket || !this.token) return;
    for (const frame of encodeSubscription(this.token, type, symbols)) {
      this.coalescer.sent(frame);
      this.socket.send(frame);
    }
  }

  // ---- Connection -------------------------------------------------------------------------

  private get connection(): ConnectionState {
    return this.store.getState().connection;
  }

  private ensureConnected(): void {
    if (this.socket || this.retryTimer !== null || this.disposed) return;
    const status = this.connection.status;
    if (status === 'offline' && (this.haltedReason || !this.networkOnline())) return;
    this.lastHeardAt ??= this.now();
    this.connect();
  }

  private connect(): void {
    this.clearRetry();
    if (this.disposed || this.active.size === 0) return this.goIdle();
    if (!this.networkOnline()) return this.goOffline('The browser is offline');
    const endpoint = (this.options.endpoint ?? currentEndpoint)(this.session.getState());
    if (!endpoint.token) return this.halt('No access token: sign in to stream quotes');
    const Ctor =
      this.options.WebSocket ??
      (this.session.getState().mode === 'live'
        ? defaultSocketConstructor()
        : (globalThis.WebSocket as SocketConstructor | undefined));
    if (!Ctor) return this.halt('This browser has no WebSocket support');
    let socket: SocketLike;
    try {
      socket = new Ctor(endpoint.wsUrl);
    } catch {
      return this.halt(`The quote stream address is not a valid WebSocket URL`);
    }
    this.token = endpoint.token;
    this.socket = socket;
    this.coalescer = new QuoteCoalescer();
    this.socketOpenedAt = this.now();
    this.liveSince = null;
    this.onSocket.clear();
    setConnection(this.store, {
      status: this.attempt > 0 ? 'reconnecting' : 'connecting',
      nextRetryAt: null,
      attempt: this.attempt,
    });
    socket.onopen = () => this.socket === socket && this.handleOpen(socket);
    socket.onmessage = (event) => this.socket === socket && this.handleData(event.data);
    socket.onclose = (event) => this.socket === socket && this.handleClose(event.code);
    socket.onerror = () => {};
    this.armWatchdog();
  }

  private handleOpen(socket: SocketLike): void {
    if (this.active.size === 0) return this.goIdle();
    this.pendingSubscribe.clear();
    this.pendingUnsubscribe.clear();
    const symbols = [...this.active];
    // The first message carries the token and the whole current set.
    this.send('market-data-l1-subscribe', symbols);
    for (const s of symbols) this.onSocket.add(s);
    this.socketOpenedAt = this.now();
    if (this.socket === socket) setConnection(this.store, { status: 'authenticating', nextRetryAt: null });
    this.armWatchdog();
  }

  /** A message from the socket: a text frame (parsed here), or a batch from the quote socket worker. */
  private handleData(data: unknown): void {
    if (isQuoteBatch(data)) return this.handleBatch(data);
    this.coalescer.accept(data, this.now());
    const batch = this.coalescer.take();
    if (batch) this.handleBatch(batch);
  }

  private handleBatch(batch: QuoteBatch): void {
    const socket = this.socket;
    const now = batch.heardAt;
    this.lastHeardAt = now;
    this.arrivals += batch.messages;
    for (const item of batch.items) {
      // A notice may have halted the client, or replaced the socket: the rest belongs to the old one.
      if (this.socket !== socket) return;
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
      this.markHeard(now, item);
      if (item.type === 'quotes') this.handleQuotes(item);
      else if (item.type === 'market-data-l1-subscribe-ack') {
        this.ackDueAt = null;
        setRejected(this.store, item.rejected);
      }
    }
  }

  /** Any valid message proves the socket alive; the first one after opening makes it live. */
  private markHeard(now: number, message: BatchItem): void {
    const connection = this.connection;
    const becomesLive =
      connection.status === 'authenticating' &&
      (message.type === 'market-data-l1-subscribe-ack' || message.type === 'quotes');
    if (becomesLive) {
      this.liveSince = now;
      // Quotes that went stale while away are fetched again; fresh ones keep coming as ticks.
      for (const [symbol, quote] of Object.entries(this.store.getState().quotes))
        if (quote.stale) this.queueSeed(symbol);
      setConnection(this.store, {
        status: 'live',
        attempt: 0,
        nextRetryAt: null,
        reason: null,
        staleSince: null,
        lastMessageAt: now,
      });
      this.lastPublishedMessageAt = now;
      this.queueFlush();
    } else if (
      connection.staleSince !== null ||
      now - this.lastPublishedMessageAt >= LAST_MESSAGE_PUBLISH_MS
    ) {
      this.lastPublishedMessageAt = now;
      setConnection(this.store, { lastMessageAt: now, staleSince: null });
    }
    this.armWatchdog();
  }

  // Runs once per symbol per batch: the socket merged that symbol's ticks and counted its gaps.
  private handleQuotes(item: Extract<BatchItem, { type: 'quotes' }>): void {
    if (item.badQuotes > 0) {
      countEvent(this.store, 'badMessages', item.badQuotes);
      this.warnOnce('bad:quote', 'Live quotes: ignored quotes that failed validation');
    }
    for (const { quote, count, gaps, first } of item.quotes) {
      const symbol = quote.symbol;
      if (!this.active.has(symbol) || quote.seq === null || quote.ts === null) continue; // dropped already
      const previous = this.lastSeen.get(symbol);
      // The symbol's first tick on this socket against the newest seen before it (an earlier socket).
      let lost = gaps;
      if (first && previous && compareOrder(first, previous) > 0 && first.seq > previous.seq + 1) lost += 1;
      if (lost > 0) {
        // seq rising by more than one within a server run: updates were lost, fetch the snapshot.
        countEvent(this.store, 'gaps', lost);
        this.queueSeed(symbol);
      }
      if (!previous) this.lastSeen.set(symbol, { seq: quote.seq, ts: quote.ts });
      else if (compareOrder({ seq: quote.seq, ts: quote.ts }, previous) > 0) {
        previous.seq = quote.seq;
        previous.ts = quote.ts;
      }
      quote.tickArrival = this.arrivals;
      this.ingest.pushQuote(quote, count);
    }
    for (const sentAt of item.sentAts) this.ingest.noteSentAt(sentAt);
  }

  private handleNotice(code: number, text: string): void {
    if (code === 401) {
      if (this.session.getState().mode === 'live') (this.options.onUnauthorized ?? markSessionExpired)();
      this.halt('The server rejected the access token');
      return;
    }
    // 503: the server is going away and will close; 400: it disliked a message of ours.
    this.warnOnce(`notice:${code}`, `Live quotes: server notice ${code}: ${text}`);
  }

  private handleClose(code: number): void {
    this.detachSocket();
    this.ingest.flush();
    if (code === CLOSE_UNAUTHORIZED) return this.halt('The server rejected the access token');
    if (this.active.size === 0) return this.goIdle();
    this.scheduleReconnect('The connection to the quote stream was lost');
  }

  private scheduleReconnect(reason: string): void {
    if (this.disposed) return;
    this.clearRetry();
    if (this.liveSince !== null && this.now() - this.liveSince >= STABLE_CONNECTION_MS) this.attempt = 0;
    this.liveSince = null;
    this.attempt += 1;
    countEvent(this.store, 'reconnects');
    if (!this.networkOnline()) return this.goOffline('The browser is offline');
    const delay = backoffDelayMs(this.attempt, this.random, this.opts.backoffBaseMs, this.opts.backoffCapMs);
    setConnection(this.store, {
      status: 'reconnecting',
      attempt: this.attempt,
      nextRetryAt: this.now() + delay,
      reason,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
    this.armWatchdog();
  }

  /**
   * Connect now instead of waiting for the next scheduled attempt ("Retry now"); a socket that is
   * open but not live (stuck authenticating, or stale) is replaced.
   */
  reconnectNow(): void {
    if (this.disposed) return;
    if (this.socket) {
      if (this.connection.status === 'live' && this.connection.staleSince === null) return;
      this.detachSocket(CLOSE_SILENT, 'retry');
    }
    this.haltedReason = null;
    this.clearRetry();
    if (this.active.size > 0) this.connect();
  }

  private detachSocket(closeCode?: number, reason?: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.ackDueAt = null;
    this.onSocket.clear();
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (closeCode !== undefined) {
      try {
        socket.close(closeCode, reason);
      } catch {
        // Closing a socket that never opened can throw in some browsers; it is gone either way.
      }
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private goIdle(): void {
    this.detachSocket(CLOSE_NORMAL, 'no subscriptions');
    this.clearRetry();
    this.clearWatchdog();
    this.attempt = 0;
    this.lastHeardAt = null;
    setConnection(this.store, { ...idlePatch });
  }

  private goOffline(reason: string): void {
    this.detachSocket(CLOSE_NORMAL, 'offline');
    this.clearRetry();
    this.clearWatchdog();
    this.markStale();
    setConnection(this.store, { status: 'offline', nextRetryAt: null, reason });
  }

  /** Offline until the session changes or the user retries: retrying cannot help by itself. */
  private halt(reason: string): void {
    this.haltedReason = reason;
    this.goOffline(reason);
  }

  private markStale(): void {
    this.ingest.flush();
    markAllStale(this.store);
    if (this.connection.staleSince === null) setConnection(this.store, { staleSince: this.now() });
  }

  // ---- Heartbeat watchdog -----------------------------------------------------------------

  private clearWatchdog(): void {
    if (this.watchdogTimer !== null) clearTimeout(this.watchdogTimer);
    this.watchdogTimer = null;
  }

  /** One timer for two deadlines: the data going stale, and the open socket falling silent. */
  private armWatchdog(): void {
    this.clearWatchdog();
    if (this.disposed || this.active.size === 0) return;
    const limit = this.opts.silenceLimitMs;
    const deadlines: number[] = [];
    if (this.lastHeardAt !== null && this.connection.staleSince === null)
      deadlines.push(this.lastHeardAt + limit);
    if (this.socket) deadlines.push(Math.max(this.lastHeardAt ?? 0, this.socketOpenedAt) + limit);
    if (this.socket && this.ackDueAt !== null) deadlines.push(this.ackDueAt);
    if (deadlines.length === 0) return;
    const due = Math.min(...deadlines) - this.now();
    // Messages only move lastHeardAt; the timer re-arms itself when it fires early.
    this.watchdogTimer = setTimeout(() => this.checkSilence(), Math.max(0, due));
  }

  private checkSilence(): void {
    this.watchdogTimer = null;
    const now = this.now();
    const limit = this.opts.silenceLimitMs;
    if (this.lastHeardAt !== null && now - this.lastHeardAt >= limit && this.connection.staleSince === null)
      this.markStale();
    if (this.socket && now - Math.max(this.lastHeardAt ?? 0, this.socketOpenedAt) >= limit) {
      this.detachSocket(CLOSE_SILENT, 'no heartbeat');
      this.scheduleReconnect('No data from the quote stream for two heartbeat intervals');
      return;
    }
    if (this.socket && this.ackDueAt !== null && now >= this.ackDueAt) {
      if (this.connection.staleSince === null) this.markStale();
      this.detachSocket(CLOSE_SILENT, 'subscription not acknowledged');
      this.scheduleReconnect('The quote stream did not acknowledge the subscription');
      return;
    }
    this.armWatchdog();
  }

  // ---- Browser events ---------------------------------------------------------------------

  private handleOnline(): void {
    if (this.disposed || this.socket || this.active.size === 0) return;
    if (this.haltedReason) return;
    this.attempt = 0;
    this.connect();
  }

  /** In demo mode the feed runs inside the page (msw), so the browser's network state does not matter. */
  private networkOnline(): boolean {
    return this.session.getState().mode === 'demo' || this.env.isOnline();
  }

  private handleOffline(): void {
    if (this.disposed || this.active.size === 0 || this.networkOnline()) return;
    this.goOffline('The browser is offline');
  }

  private handleVisibility(): void {
    if (this.disposed || this.env.isHidden()) return;
    // Background tabs throttle timers: catch up on what they should have done.
    this.ingest.flush();
    if (this.connection.status === 'reconnecting' && this.retryTimer !== null) this.connect();
    else if (this.watchdogTimer !== null) this.checkSilence();
  }

  // ---- Seeding from snapshots -------------------------------------------------------------

  private queueSeed(symbol: string): void {
    this.seedQueue.add(symbol);
    if (this.seedQueued) return;
    this.seedQueued = true;
    queueMicrotask(() => {
      this.seedQueued = false;
      this.runSeeds();
    });
  }

  private runSeeds(): void {
    const symbols = [...this.seedQueue].filter((s) => this.active.has(s));
    this.seedQueue.clear();
    for (let i = 0; i < symbols.length; i += this.opts.seedBatchSize)
      this.seedChunk(symbols.slice(i, i + this.opts.seedBatchSize));
  }

  private seedChunk(chunk: string[]): void {
    const fetchSnapshots =
      this.options.fetchSnapshots ??
      ((list: string[], signal: AbortSignal) =>
        // Loaded on first use: the shell mounts the client, the snapshot schemas need not load with it.
        import('@/api/resources/market-data').then(({ getSnapshots }) =>
          getSnapshots(list, { signal, retries: 1 }),
        ));
    const signal = this.seedAbort.signal;
    const requestedAfter = this.arrivals;
    fetchSnapshots(chunk, signal).then(
      (snapshots) => {
        if (signal.aborted) return;
        // Ticks that came before the answer must be in the store before comparing with them.
        this.ingest.flush();
        const seeds = snapshots.map(seedFromSnapshot).filter((s) => this.active.has(s.symbol));
        publishSnapshots(this.store, seeds, requestedAfter, this.now());
      },
      (error: unknown) => {
        if (signal.aborted) return;
        // One unknown symbol fails the whole request (404): ask for the others one by one.
        if (chunk.length > 1 && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          for (const symbol of chunk) if (this.active.has(symbol)) this.seedChunk([symbol]);
          return;
        }
        countEvent(this.store, 'seedErrors');
        this.warnOnce(
          `seed:${error instanceof ApiError ? error.status : 'network'}`,
          `Live quotes: a snapshot request failed (${describeError(error).message})`,
        );
      },
    );
  }

  // ---- Lifecycle --------------------------------------------------------------------------

  /** The backend changed (mode, URL or token): drop everything from the old one and start again. */
  private restart(): void {
    if (this.disposed) return;
    this.seedAbort.abort();
    this.seedAbort = new AbortController();
    this.detachSocket(CLOSE_NORMAL, 'session changed');
    this.clearRetry();
    this.clearWatchdog();
    this.ingest.discard();
    this.lastSeen.clear();
    this.haltedReason = null;
    this.attempt = 0;
    this.lastHeardAt = null;
    this.store.setState({ quotes: {}, rejected: {}, connection: { ...this.connection, ...idlePatch } });
    if (this.active.size === 0) return;
    for (const symbol of this.active) this.queueSeed(symbol);
    this.ensureConnected();
  }

  private warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.logger.warn(message);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.seedAbort.abort();
    this.detachSocket(CLOSE_NORMAL, 'client disposed');
    this.clearRetry();
    this.clearWatchdog();
    if (this.graceTimer !== null) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.graceUntil.clear();
    this.ingest.dispose();
    for (const cleanup of this.cleanups) cleanup();
  }
}

const idlePatch: Partial<ConnectionState> = {
  status: 'idle',
  attempt: 0,
  nextRetryAt: null,
  staleSince: null,
  reason: null,
};

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
