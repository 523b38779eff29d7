// One L1 WebSocket connection of the sandbox, transport-free (the Node server and msw both drive it):
// the protocol of shared/spec/l1-websocket.md. The first authorized message must come within 30 s
// (else close 4001); an empty token gets error-notice 401 and close 4001; a malformed message gets
// error-notice 400 and the connection stays open; subscribe/unsubscribe are acknowledged (unknown
// symbols in `rejected`); quotes are sent in one `market-data-l1` frame per tick with every changed
// quote, each symbol's `seq` strictly increasing; a heartbeat goes out when nothing else was sent for
// 5 s. Fault injection: `faults.feed.drop` closes the socket (and refuses new ones while set),
// `faults.feed.silent` sends nothing at all. Benchmark mode (`rate`) streams a set number of quotes
// per second in ~200 frames/s stamped with `sent_at`, like scripts/bench/l1-bench-server.ts.
import { MAX_SYMBOLS_PER_MESSAGE, type ClientMessage, type ServerFrame } from '@/api/schemas/l1';
import type { Sandbox } from '../engine/sandbox';
import type { L1Quote } from '../engine/market/market';
import { rfc3339Nanos } from '../engine/universe/dates';

export interface FeedTransport {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface FeedSession {
  /** A text frame from the client. */
  receive(text: string): void;
  /** The connection is gone: stop every timer and listener. */
  dispose(): void;
  /** The symbols this connection is subscribed to now (tests and benchmarks check for leaks). */
  subscribedSymbols(): string[];
}

type TimerHandle = ReturnType<typeof setTimeout>;

/** Timer functions (default: the global ones at call time, so fake timers apply). */
export interface FeedTimers {
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface FeedSessionOptions {
  /** How often changed quotes are collected and sent, in ms (default 250). */
  tickMs?: number;
  /** Quiet time after which a heartbeat is sent, in ms (default 5000). */
  heartbeatMs?: number;
  /** Time allowed for the first authorized message, in ms (default 30000). */
  authTimeoutMs?: number;
  /**
   * Benchmark mode: this many quotes per second across the subscribed symbols (a random symbol per
   * quote), in frames every `frameMs`, each frame stamped with `sent_at`. 0 or unset: normal mode.
   */
  rate?: number;
  /** Frame interval of benchmark mode, in ms (default 5, i.e. 200 frames/s). */
  frameMs?: number;
  /** Stamp every quote frame with `sent_at` (epoch ms from performance.timeOrigin + now()). */
  sentAt?: boolean;
  /** Whether a token is valid (default: any non-empty token). */
  validateToken?: (token: string) => boolean;
  timers?: FeedTimers;
}

export const FEED_CLOSE_AUTH = 4001;
export const FEED_CLOSE_DROPPED = 1011;
export { MAX_SYMBOLS_PER_MESSAGE };
const FRAME_CHUNK = 1000;

const defaultTimers: FeedTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** A client message, flattened: the token and the payload's fields. */
type ClientRequest = Pick<ClientMessage, 'authorization'> & ClientMessage['payload'];

// Checked by hand (not ClientMessage.safeParse) so each fault gets the spec's code (401 vs 400)
// and a message naming it.
type Parsed = { ok: true; message: ClientRequest } | { ok: false; code: 400 | 401; message: string };

function parseMessage(text: string): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 400, message: 'message is not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, code: 400, message: 'message must be a JSON object' };
  const record = json as Record<string, unknown>;
  const authorization = record.authorization;
  if (typeof authorization !== 'string' || authorization.trim() === '')
    return { ok: false, code: 401, message: 'authorization is missing or invalid' };
  const payload = record.payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { ok: false, code: 400, message: 'payload must be an object' };
  const { type, symbols } = payload as Record<string, unknown>;
  if (type !== 'market-data-l1-subscribe' && type !== 'market-data-l1-unsubscribe')
    return { ok: false, code: 400, message: `unknown payload.type: ${JSON.stringify(type) ?? 'undefined'}` };
  if (!Array.isArray(symbols) || symbols.length === 0)
    return { ok: false, code: 400, message: 'payload.symbols must be a non-empty array' };
  if (symbols.length > MAX_SYMBOLS_PER_MESSAGE)
    return {
      ok: false,
      code: 400,
      message: `payload.symbols has ${symbols.length} symbols; at most ${MAX_SYMBOLS_PER_MESSAGE} per message`,
    };
  if (!symbols.every((s): s is string => typeof s === 'string' && s.trim() !== ''))
    return { ok: false, code: 400, message: 'payload.symbols must contain non-empty strings' };
  return { ok: true, message: { authorization, type, symbols } };
}

export function createFeedSession(
  sandbox: Sandbox,
  transport: FeedTransport,
  options: FeedSessionOptions = {},
): FeedSession {
  const timers = options.timers ?? defaultTimers;
  const tickMs = options.tickMs ?? 250;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const rate = options.rate ?? 0;
  const frameMs = options.frameMs ?? 5;
  const validToken = options.validateToken ?? ((token: string) => token.trim() !== '');
  /** Subscribed symbol (as the client wrote it) → the last seq sent for it (0 = none yet). */
  const subscriptions = new Map<string, number>();
  let authorized = false;
  let closed = false;
  let authTimer: TimerHandle | undefined;
  let heartbeatTimer: TimerHandle | undefined;
  let tickTimer: TimerHandle | undefined;
  let carry = 0;
  let unsubscribeFaults: (() => void) | undefined;

  const silent = () => sandbox.faults.feed.silent === true;

  function stopTimers(): void {
    if (authTimer !== undefined) timers.clearTimeout(authTimer);
    if (heartbeatTimer !== undefined) timers.clearTimeout(heartbeatTimer);
    if (tickTimer !== undefined) timers.clearTimeout(tickTimer);
    authTimer = heartbeatTimer = tickTimer = undefined;
  }

  function dispose(): void {
    closed = true;
    stopTimers();
    unsubscribeFaults?.();
    unsubscribeFaults = undefined;
    subscriptions.clear();
  }

  function close(code: number, reason: string): void {
    if (closed) return;
    dispose();
    transport.close(code, reason);
  }

  function armHeartbeat(): void {
    if (closed || !authorized) return;
    if (heartbeatTimer !== undefined) timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = undefined;
      send({ type: 'heartbeat', ts: rfc3339Nanos(sandbox.clock.now()) });
      armHeartbeat();
    }, heartbeatMs);
  }

  /** Sends a message unless the feed is silenced; any sent message postpones the heartbeat. */
  function send(message: ServerFrame): boolean {
    if (closed || silent()) return false;
    transport.send(JSON.stringify(message));
    armHeartbeat();
    return true;
  }

  function quoteFor(symbol: string): L1Quote | undefined {
    const quote = sandbox.market.quote(symbol);
    return quote ? { ...quote, symbol } : undefined;
  }

  function sendQuotes(quotes: L1Quote[]): void {
    const stamp = options.sentAt || rate > 0 ? { sent_at: performance.timeOrigin + performance.now() } : {};
    for (let i = 0; i < quotes.length; i += FRAME_CHUNK)
      send({ type: 'market-data-l1', ...stamp, data: quotes.slice(i, i + FRAME_CHUNK) });
  }

  /** Quotes of `symbols` that changed since they were last sent. */
  function changed(symbols: Iterable<string>): L1Quote[] {
    const out: L1Quote[] = [];
    for (const symbol of symbols) {
      const last = subscriptions.get(symbol);
      if (last === undefined) continue;
      const quote = quoteFor(symbol);
      if (!quote || quote.seq <= last) continue;
      subscriptions.set(symbol, quote.seq);
      out.push(quote);
    }
    return out;
  }

  function tick(): void {
    tickTimer = undefined;
    if (closed) return;
    if (silent()) {
      // The market keeps moving while the feed is silent: the updates the client misses show as
      // gaps in `seq` when the feed resumes.
      for (const symbol of subscriptions.keys()) sandbox.market.quote(symbol);
    } else if (subscriptions.size > 0) {
      if (rate > 0) benchmarkFrame();
      else {
        const quotes = changed(subscriptions.keys());
        if (quotes.length > 0) sendQuotes(quotes);
      }
    }
    tickTimer = timers.setTimeout(tick, rate > 0 ? frameMs : tickMs);
  }

  function benchmarkFrame(): void {
    carry += (rate * frameMs) / 1000;
    const count = Math.floor(carry);
    carry -= count;
    if (count === 0) return;
    const symbols = [...subscriptions.keys()];
    const quotes: L1Quote[] = [];
    for (let i = 0; i < count; i++) {
      const symbol = symbols[Math.floor(Math.random() * symbols.length)] ?? '';
      const quote = quoteFor(symbol);
      if (!quote) continue;
      // Many quotes per 250 ms step: the session numbers them on from the market's sequence.
      const seq = Math.max(quote.seq, (subscriptions.get(symbol) ?? 0) + 1);
      subscriptions.set(symbol, seq);
      quotes.push({ ...quote, seq });
    }
    sendQuotes(quotes);
  }

  function handle(message: ClientRequest): void {
    if (message.type === 'market-data-l1-subscribe') {
      const accepted: string[] = [];
      const rejected: Array<{ symbol: string; reason: string }> = [];
      const fresh: string[] = [];
      for (const raw of message.symbols) {
        const symbol = raw.trim();
        if (accepted.includes(symbol) || rejected.some((r) => r.symbol === symbol)) continue;
        if (!sandbox.market.knows(symbol)) {
          rejected.push({ symbol, reason: 'unknown symbol' });
          continue;
        }
        accepted.push(symbol);
        if (!subscriptions.has(symbol)) {
          subscriptions.set(symbol, 0);
          fresh.push(symbol);
        }
      }
      send({ type: 'market-data-l1-subscribe-ack', symbols: accepted, rejected });
      // The current quote of each new symbol right away, so a closed market still shows prices.
      const initial = changed(fresh);
      if (initial.length > 0) sendQuotes(initial);
    } else {
      const removed: string[] = [];
      for (const raw of message.symbols) {
        const symbol = raw.trim();
        subscriptions.delete(symbol);
        if (!removed.includes(symbol)) removed.push(symbol);
      }
      send({ type: 'market-data-l1-unsubscribe-ack', symbols: removed });
    }
  }

  function receive(text: string): void {
    if (closed) return;
    const parsed = parseMessage(text);
    if (!parsed.ok) {
      if (parsed.code === 401) {
        send({ type: 'error-notice', code: 401, message: parsed.message });
        close(FEED_CLOSE_AUTH, 'unauthorized');
        return;
      }
      send({ type: 'error-notice', code: 400, message: parsed.message });
      return;
    }
    if (!validToken(parsed.message.authorization)) {
      send({ type: 'error-notice', code: 401, message: 'the access token is invalid or expired' });
      close(FEED_CLOSE_AUTH, 'unauthorized');
      return;
    }
    if (!authorized) {
      authorized = true;
      if (authTimer !== undefined) timers.clearTimeout(authTimer);
      authTimer = undefined;
      armHeartbeat();
      tickTimer = timers.setTimeout(tick, rate > 0 ? frameMs : tickMs);
    }
    handle(parsed.message);
  }

  function onFaultChange(): void {
    if (sandbox.faults.feed.drop) close(FEED_CLOSE_DROPPED, 'feed dropped');
  }

  if (sandbox.faults.feed.drop) {
    closed = true;
    transport.close(FEED_CLOSE_DROPPED, 'feed unavailable');
    return { receive: () => {}, dispose: () => {}, subscribedSymbols: () => [] };
  }
  unsubscribeFaults = sandbox.faults.subscribe(onFaultChange);
  authTimer = timers.setTimeout(() => {
    authTimer = undefined;
    if (!authorized) close(FEED_CLOSE_AUTH, 'no authorization within 30 s');
  }, options.authTimeoutMs ?? 30_000);

  return { receive, dispose, subscribedSymbols: () => [...subscriptions.keys()] };
}
