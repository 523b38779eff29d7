// The live client's connection supervisor: one socket at a time, reconnection with full-jitter
// backoff, a watchdog for silence and unacknowledged subscriptions, the browser's online / offline
// and visibility events, and the connection state in the QuoteStore. What the socket carries is the
// client's business: it is told when a socket opens, what arrives, and when the socket is gone.
import type { StoreApi } from 'zustand/vanilla';
import { currentEndpoint, type SessionState } from '@/api/session';
import {
  CLOSE_NORMAL,
  CLOSE_SILENT,
  CLOSE_UNAUTHORIZED,
  SILENCE_LIMIT_MS,
  ACK_TIMEOUT_MS,
  encodeSubscription,
  type SubscriptionAction,
} from './protocol';
import { HOLD_MS, QuoteCoalescer, isQuoteBatch, type BatchItem, type QuoteBatch } from './quote-batch';
import { defaultSocketConstructor, type SocketConstructor, type SocketLike } from './worker-socket';
import {
  countEvent,
  markAllStale,
  setConnection,
  type ConnectionState,
  type QuoteStore,
} from './quote-store';

export interface LiveEnvironment {
  /** Receives window `online` / `offline`. */
  network: EventTarget | null;
  /** Receives document `visibilitychange`. */
  visibility: EventTarget | null;
  isOnline(): boolean;
  isHidden(): boolean;
}

export const DEFAULT_BACKOFF_BASE_MS = 500;
export const DEFAULT_BACKOFF_CAP_MS = 30_000;
/** A connection live this long resets the backoff; shorter ones keep climbing it. */
const STABLE_CONNECTION_MS = 5_000;
const LAST_MESSAGE_PUBLISH_MS = 1_000;
const OPEN = 1;

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

export function browserEnvironment(): LiveEnvironment {
  const hasWindow = typeof window !== 'undefined';
  const hasDocument = typeof document !== 'undefined';
  return {
    network: hasWindow ? window : null,
    visibility: hasDocument ? document : null,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    isHidden: () => hasDocument && document.visibilityState === 'hidden',
  };
}

/** What the supervisor asks of the client that owns it. */
export interface SupervisorHooks {
  /** Whether any symbol is wanted: without one the connection goes idle. */
  wanted(): boolean;
  /** A socket opened: the symbols its first (authenticating) subscribe carries. */
  opened(): string[];
  /** The socket's messages, parsed and merged. */
  batch(batch: QuoteBatch): void;
  /** The socket went away, or a new one is connecting: nothing is subscribed on it. */
  socketGone(): void;
  /** The first message on a socket arrived: it is live. */
  becameLive(): void;
  /** Ticks waiting for the next frame are applied now (before marking stale, on return to the tab). */
  flushTicks(): void;
}

export interface SupervisorOptions {
  store: QuoteStore;
  session: StoreApi<SessionState>;
  environment: LiveEnvironment;
  hooks: SupervisorHooks;
  WebSocket?: SocketConstructor;
  endpoint?: (state: SessionState) => { wsUrl: string; token: string | null };
  random: () => number;
  now: () => number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  silenceLimitMs?: number;
  ackTimeoutMs?: number;
}

export const idlePatch: Partial<ConnectionState> = {
  status: 'idle',
  attempt: 0,
  nextRetryAt: null,
  staleSince: null,
  reason: null,
};

export class ConnectionSupervisor {
  private readonly store: QuoteStore;
  private readonly hooks: SupervisorHooks;
  private readonly now: () => number;
  private readonly backoffBaseMs: number;
  private readonly backoffCapMs: number;
  private readonly silenceLimitMs: number;
  private readonly ackTimeoutMs: number;

  private socket: SocketLike | null = null;
  /** Parses and merges the current socket's frames when they arrive as text (no worker). */
  private coalescer = new QuoteCoalescer();
  /** Symbols streamed only in the background: the socket holds their ticks (quote-batch.ts). */
  private holdSet: string[] = [];
  private holdTimer: ReturnType<typeof setTimeout> | null = null;
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

  constructor(private readonly options: SupervisorOptions) {
    this.store = options.store;
    this.hooks = options.hooks;
    this.now = options.now;
    this.backoffBaseMs = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
    this.backoffCapMs = options.backoffCapMs ?? DEFAULT_BACKOFF_CAP_MS;
    this.silenceLimitMs = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
    this.ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
    const env = options.environment;
    const listen = (target: EventTarget | null, type: string, handler: () => void) => {
      if (!target) return;
      target.addEventListener(type, handler);
      this.cleanups.push(() => target.removeEventListener(type, handler));
    };
    listen(env.network, 'online', () => this.handleOnline());
    listen(env.network, 'offline', () => this.handleOffline());
    listen(env.visibility, 'visibilitychange', () => this.handleVisibility());
  }

  private get connection(): ConnectionState {
    return this.store.getState().connection;
  }

  /** Whether `socket` is still the current one (a notice may have replaced or halted it). */
  isCurrent(socket: SocketLike | null): boolean {
    return this.socket === socket;
  }

  get current(): SocketLike | null {
    return this.socket;
  }

  /** Whether subscription changes can be sent now (open, and authenticating or live). */
  canSend(): boolean {
    const status = this.connection.status;
    return (
      this.socket !== null &&
      this.socket.readyState === OPEN &&
      (status === 'authenticating' || status === 'live')
    );
  }

  send(type: SubscriptionAction, symbols: string[]): void {
    if (type === 'market-data-l1-subscribe' && this.ackDueAt === null) {
      this.ackDueAt = this.now() + this.ackTimeoutMs;
      this.armWatchdog();
    }
    if (!this.socket || !this.token) return;
    for (const frame of encodeSubscription(this.token, type, symbols)) {
      this.coalescer.sent(frame);
      this.socket.send(frame);
    }
  }

  /**
   * The symbols streamed only in the background from now on: the current socket and every later one
   * merges their ticks a second at a time (the worker, or this thread's coalescer for text frames).
   */
  hold(symbols: string[]): void {
    this.holdSet = symbols;
    this.socket?.hold?.(symbols);
    this.coalescer.hold(symbols);
    this.takeHeld(false);
  }

  /** Text frames: hands over held windows released (all of them when `release`). */
  private takeHeld(release: boolean): void {
    if (release) this.coalescer.releaseHeld();
    const batch = this.coalescer.take();
    if (batch) this.handleBatch(batch);
  }

  private armHold(): void {
    if (this.holdTimer !== null || !this.coalescer.holding) return;
    this.holdTimer = setTimeout(() => {
      this.holdTimer = null;
      if (this.socket) this.takeHeld(true);
    }, HOLD_MS);
  }

  /** Something is wanted: connect unless a socket or a retry is already on its way (or halted, offline). */
  ensureConnected(): void {
    if (this.socket || this.retryTimer !== null || this.disposed) return;
    const status = this.connection.status;
    if (status === 'offline' && (this.haltedReason || !this.networkOnline())) return;
    this.lastHeardAt ??= this.now();
    this.connect();
  }

  private connect(): void {
    this.clearRetry();
    if (this.disposed || !this.hooks.wanted()) return this.goIdle();
    if (!this.networkOnline()) return this.goOffline('The browser is offline');
    const session = this.options.session.getState();
    const endpoint = (this.options.endpoint ?? currentEndpoint)(session);
    if (!endpoint.token) return this.halt('No access token: sign in to stream quotes');
    const Ctor =
      this.options.WebSocket ??
      (session.mode === 'live'
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
    this.coalescer.hold(this.holdSet);
    if (this.holdSet.length > 0) socket.hold?.(this.holdSet);
    this.socketOpenedAt = this.now();
    this.liveSince = null;
    this.hooks.socketGone();
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
    if (!this.hooks.wanted()) return this.goIdle();
    // The first message carries the token and the whole current set.
    this.send('market-data-l1-subscribe', this.hooks.opened());
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
    this.armHold();
  }

  private handleBatch(batch: QuoteBatch): void {
    this.lastHeardAt = batch.heardAt;
    this.hooks.batch(batch);
  }

  /** Any valid message proves the socket alive; the first one after opening makes it live. */
  heard(now: number, message: BatchItem): void {
    const connection = this.connection;
    const becomesLive =
      connection.status === 'authenticating' &&
      (message.type === 'market-data-l1-subscribe-ack' || message.type === 'quotes');
    if (becomesLive) {
      this.liveSince = now;
      setConnection(this.store, {
        status: 'live',
        attempt: 0,
        nextRetryAt: null,
        reason: null,
        staleSince: null,
        lastMessageAt: now,
      });
      this.lastPublishedMessageAt = now;
      this.hooks.becameLive();
    } else if (
      connection.staleSince !== null ||
      now - this.lastPublishedMessageAt >= LAST_MESSAGE_PUBLISH_MS
    ) {
      this.lastPublishedMessageAt = now;
      setConnection(this.store, { lastMessageAt: now, staleSince: null });
    }
    this.armWatchdog();
  }

  /** The server acknowledged a subscribe: the ack deadline is met. */
  acknowledged(): void {
    this.ackDueAt = null;
  }

  private handleClose(code: number): void {
    this.takeHeld(true); // what arrived before the close counts
    this.detachSocket();
    this.hooks.flushTicks();
    if (code === CLOSE_UNAUTHORIZED) return this.halt('The server rejected the access token');
    if (!this.hooks.wanted()) return this.goIdle();
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
    const delay = backoffDelayMs(this.attempt, this.options.random, this.backoffBaseMs, this.backoffCapMs);
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
    if (this.hooks.wanted()) this.connect();
  }

  private detachSocket(closeCode?: number, reason?: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.ackDueAt = null;
    if (this.holdTimer !== null) clearTimeout(this.holdTimer);
    this.holdTimer = null;
    this.hooks.socketGone();
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

  /** Nothing is wanted: close the socket (politely) until something is. */
  goIdle(): void {
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
  halt(reason: string): void {
    this.haltedReason = reason;
    this.goOffline(reason);
  }

  private markStale(): void {
    this.hooks.flushTicks();
    markAllStale(this.store);
    if (this.connection.staleSince === null) setConnection(this.store, { staleSince: this.now() });
  }

  /**
   * The backend changed: close the socket and forget the retry state. The caller resets the store
   * and calls ensureConnected when something is still wanted.
   */
  reset(): void {
    if (this.disposed) return;
    this.detachSocket(CLOSE_NORMAL, 'session changed');
    this.clearRetry();
    this.clearWatchdog();
    this.haltedReason = null;
    this.attempt = 0;
    this.lastHeardAt = null;
  }

  // ---- Heartbeat watchdog -----------------------------------------------------------------

  private clearWatchdog(): void {
    if (this.watchdogTimer !== null) clearTimeout(this.watchdogTimer);
    this.watchdogTimer = null;
  }

  /** One timer for two deadlines: the data going stale, and the open socket falling silent. */
  private armWatchdog(): void {
    this.clearWatchdog();
    if (this.disposed || !this.hooks.wanted()) return;
    const limit = this.silenceLimitMs;
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
    const limit = this.silenceLimitMs;
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
    if (this.disposed || this.socket || !this.hooks.wanted()) return;
    if (this.haltedReason) return;
    this.attempt = 0;
    this.connect();
  }

  /** In demo mode the feed runs inside the page (msw), so the browser's network state does not matter. */
  private networkOnline(): boolean {
    return this.options.session.getState().mode === 'demo' || this.options.environment.isOnline();
  }

  private handleOffline(): void {
    if (this.disposed || !this.hooks.wanted() || this.networkOnline()) return;
    this.goOffline('The browser is offline');
  }

  private handleVisibility(): void {
    if (this.disposed || this.options.environment.isHidden()) return;
    // Background tabs throttle timers: catch up on what they should have done.
    this.hooks.flushTicks();
    if (this.connection.status === 'reconnecting' && this.retryTimer !== null) this.connect();
    else if (this.watchdogTimer !== null) this.checkSilence();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.detachSocket(CLOSE_NORMAL, 'client disposed');
    this.clearRetry();
    this.clearWatchdog();
    for (const cleanup of this.cleanups) cleanup();
  }
}
