// A LiveQuoteClient wired to fakes: a WebSocket class the test drives as the server, a session
// store of its own, browser events, and a snapshot endpoint that records what it was asked.
import { afterEach, beforeEach, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { sessionStore, type SessionState } from '@/api/session';
import { LiveQuoteClient, type LiveClientOptions, type SocketLike } from '@/live/client';

export class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  readonly sent: string[] = [];
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(String(data));
  }

  close(code?: number, reason?: string): void {
    this.readyState = 3;
    this.closedWith = { code, reason };
  }

  /** Messages the client sent, parsed. */
  get messages(): Array<{ authorization: string; payload: { type: string; symbols: string[] } }> {
    return this.sent.map((s) => JSON.parse(s));
  }

  // The server's side.
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  receive(message: unknown): void {
    this.receiveRaw(JSON.stringify(message));
  }
  receiveRaw(data: string): void {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
  ack(symbols: string[], rejected: Array<{ symbol: string; reason: string }> = []): void {
    this.receive({ type: 'market-data-l1-subscribe-ack', symbols, rejected });
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code, reason: '' } as CloseEvent);
  }
}

export function tick(symbol: string, seq: number, fields: Record<string, unknown> = {}, ts?: string) {
  return {
    symbol,
    instrument_id: `id-${symbol}`,
    seq,
    ts: ts ?? `2026-11-20T14:30:${String(Math.min(59, seq)).padStart(2, '0')}.000000000Z`,
    ...fields,
  };
}

export function snapshotOf(symbol: string, last = '100.00', previousClose = '99.00'): MarketDataSnapshot {
  return {
    symbol,
    instrument_id: `id-${symbol}`,
    last_quote: { bid: '99.90', ask: '100.10', bid_size: 100, ask_size: 200 },
    last_trade: { price: last, size: 10 },
    session: { change: '1.00', change_percent: '1.01', previous_close: previousClose },
  };
}

export function createHarness(
  options: Omit<Partial<LiveClientOptions>, 'session'> & { sessionState?: Partial<SessionState> } = {},
) {
  const sockets: FakeSocket[] = [];
  class TestSocket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  const session = createStore<SessionState>(() => ({
    ...sessionStore.getState(),
    mode: 'demo',
    generation: 0,
    authEpoch: 0,
    ...options.sessionState,
  }));
  const network = new EventTarget();
  const visibility = new EventTarget();
  const env = { online: true, hidden: false };
  const fetchSnapshots = vi.fn(async (symbols: string[]) => symbols.map((s) => snapshotOf(s)));
  const warn = vi.fn();
  const { sessionState: _sessionState, ...clientOptions } = options;
  const client = new LiveQuoteClient({
    WebSocket: TestSocket,
    session,
    fetchSnapshots,
    random: () => 0.5,
    logger: { warn },
    scheduleFrame: (callback) => {
      const timer = setTimeout(callback, 16);
      return () => clearTimeout(timer);
    },
    environment: {
      network,
      visibility,
      isOnline: () => env.online,
      isHidden: () => env.hidden,
    },
    ...clientOptions,
  });
  return {
    client,
    store: client.store,
    session,
    sockets,
    /** The socket opened last. */
    get socket(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
    network,
    visibility,
    env,
    fetchSnapshots,
    warn,
    /** Lets queued microtasks (subscription flushes, seeding) run. */
    settle: () => vi.advanceTimersByTimeAsync(0),
  };
}

export type LiveHarness = ReturnType<typeof createHarness>;

/**
 * A new harness for every test of the calling file, on fake timers from a fixed instant in market
 * hours; after each test its client is disposed and real timers come back. Call it at the top of
 * the file: the object it returns stands for the current test's harness.
 */
export function liveHarnessPerTest(now = new Date('2026-11-20T14:30:00Z')): LiveHarness {
  let current: LiveHarness | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now });
    current = createHarness();
  });
  afterEach(() => {
    current?.client.dispose();
    current = undefined;
    vi.useRealTimers();
  });
  return new Proxy({} as LiveHarness, {
    get(_target, key) {
      if (!current) throw new Error('liveHarnessPerTest: the harness exists only inside a test');
      return Reflect.get(current, key) as unknown;
    },
  });
}
