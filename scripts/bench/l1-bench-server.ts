// A WebSocket server that speaks the project's L1 protocol (../shared/spec/l1-websocket.md) and
// pushes quotes at a set rate, for the quote-stream benchmark. Each frame carries `sent_at`
// (performance.timeOrigin + performance.now(), comparable with the page's clock) so the page can
// measure quote-to-paint latency.
import { WebSocketServer, type WebSocket } from 'ws';
import { performance } from 'node:perf_hooks';
import type { ServerFrame } from '../../src/api/schemas/l1';

/** Every frame is typed by the shared wire schemas, so the bench speaks the client's protocol. */
const sendFrame = (socket: WebSocket, frame: ServerFrame) => socket.send(JSON.stringify(frame));

export interface BenchServer {
  url: string;
  /**
   * Quotes per second (0 pauses the stream). With `side`, only sockets opened with `?side=<side>` in
   * their URL receive quotes (A/B runs of two pages).
   * - With a `market` of symbols (the board's), the rate is the market's: each quote goes to a random
   *   symbol of the market, and a socket receives the quotes of the symbols it subscribed to. Every
   *   symbol then ticks at the same rate whoever watches it, so a board that subscribes only to the
   *   rows it shows receives only their quotes, as from a real feed.
   * - Without, the whole rate is spread over each socket's own subscriptions (a board subscribed to
   *   36 rows gets 14 times each symbol's market rate: a stress test of its ingest).
   */
  setRate(quotesPerSecond: number, side?: string, market?: readonly string[]): void;
  /** Quotes sent since the last reset. */
  sent(): number;
  resetCounters(): void;
  /** Open sockets per side, for diagnostics. */
  sockets(): Record<string, number>;
  /** The symbols a side's sockets are subscribed to, for diagnostics. */
  subscriptions(side: string): string[];
  close(): Promise<void>;
}

interface Subscriber {
  socket: WebSocket;
  side: string;
  symbols: string[];
  subscribed: Set<string>;
  seq: Map<string, number>;
  price: Map<string, number>;
}

const FRAMES_PER_SECOND = 200;

function nanoTs(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2026-11-20T14:30:00.123Z
  return `${iso.slice(0, 23)}000000Z`;
}

export async function startBenchServer(options: { host?: string; port?: number } = {}): Promise<BenchServer> {
  const wss = new WebSocketServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    path: '/v1/ws',
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const subscribers = new Set<Subscriber>();
  let rate = 0;
  let activeSide: string | undefined;
  let market: readonly string[] | undefined;
  let sentCount = 0;
  let carry = 0;

  wss.on('connection', (socket, request) => {
    const side = new URL(request.url ?? '/', 'http://bench').searchParams.get('side') ?? '';
    const sub: Subscriber = {
      socket,
      side,
      symbols: [],
      subscribed: new Set(),
      seq: new Map(),
      price: new Map(),
    };
    socket.on('message', (raw) => {
      let message: { authorization?: unknown; payload?: { type?: unknown; symbols?: unknown } };
      try {
        message = JSON.parse(raw.toString()) as typeof message;
      } catch {
        sendFrame(socket, { type: 'error-notice', code: 400, message: 'not JSON' });
        return;
      }
      if (typeof message.authorization !== 'string' || message.authorization === '') {
        sendFrame(socket, { type: 'error-notice', code: 401, message: 'missing token' });
        socket.close(4001, 'unauthorized');
        return;
      }
      const symbols = Array.isArray(message.payload?.symbols)
        ? message.payload.symbols.filter((s): s is string => typeof s === 'string')
        : [];
      if (message.payload?.type === 'market-data-l1-subscribe') {
        const set = new Set(sub.symbols);
        for (const s of symbols) set.add(s);
        sub.symbols = [...set];
        sub.subscribed = set;
        for (const s of symbols) {
          if (!sub.price.has(s)) sub.price.set(s, 20 + ((s.charCodeAt(0) * 7 + s.length * 13) % 400));
        }
        subscribers.add(sub);
        sendFrame(socket, { type: 'market-data-l1-subscribe-ack', symbols, rejected: [] });
      } else if (message.payload?.type === 'market-data-l1-unsubscribe') {
        const drop = new Set(symbols);
        sub.symbols = sub.symbols.filter((s) => !drop.has(s));
        sub.subscribed = new Set(sub.symbols);
        sendFrame(socket, { type: 'market-data-l1-unsubscribe-ack', symbols });
      } else {
        sendFrame(socket, { type: 'error-notice', code: 400, message: 'unknown payload type' });
      }
    });
    socket.on('close', () => subscribers.delete(sub));
  });

  const tick = setInterval(() => {
    if (rate <= 0) return;
    carry += rate / FRAMES_PER_SECOND;
    const count = Math.floor(carry);
    carry -= count;
    if (count === 0) return;
    const now = performance.timeOrigin + performance.now();
    const ts = nanoTs(now);
    for (const sub of subscribers) {
      if (sub.symbols.length === 0 || sub.socket.readyState !== sub.socket.OPEN) continue;
      if (activeSide !== undefined && sub.side !== activeSide) continue;
      const data = [];
      for (let i = 0; i < count; i++) {
        const symbol = market
          ? (market[Math.floor(Math.random() * market.length)] as string)
          : (sub.symbols[Math.floor(Math.random() * sub.symbols.length)] as string);
        if (market && !sub.subscribed.has(symbol)) continue;
        const seq = (sub.seq.get(symbol) ?? 0) + 1;
        sub.seq.set(symbol, seq);
        const last = Math.max(1, (sub.price.get(symbol) ?? 100) * (1 + (Math.random() - 0.5) * 0.002));
        sub.price.set(symbol, last);
        data.push({
          symbol,
          instrument_id: '00000000-0000-4000-8000-000000000000',
          seq,
          ts,
          bid: (last - 0.01).toFixed(2),
          ask: (last + 0.01).toFixed(2),
          bid_size: 100 + (seq % 9) * 100,
          ask_size: 100 + (seq % 7) * 100,
          last_price: last.toFixed(2),
          last_size: 100,
          cumulative_volume: seq * 100,
        });
      }
      if (data.length === 0) continue;
      sendFrame(sub.socket, { type: 'market-data-l1', sent_at: now, data });
      sentCount += data.length;
    }
  }, 1000 / FRAMES_PER_SECOND);

  const heartbeat = setInterval(() => {
    const ts = nanoTs(Date.now());
    for (const sub of subscribers) sendFrame(sub.socket, { type: 'heartbeat', ts });
  }, 5000);

  const address = wss.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `ws://${options.host ?? '127.0.0.1'}:${port}/v1/ws`,
    setRate: (n, side, symbols) => {
      rate = n;
      activeSide = side;
      market = symbols;
      carry = 0;
    },
    sent: () => sentCount,
    sockets: () => {
      const count: Record<string, number> = {};
      for (const sub of subscribers) count[sub.side] = (count[sub.side] ?? 0) + 1;
      return count;
    },
    subscriptions: (side) => {
      const symbols = new Set<string>();
      for (const sub of subscribers)
        if (sub.side === side) for (const symbol of sub.subscribed) symbols.add(symbol);
      return [...symbols].sort();
    },
    resetCounters: () => {
      sentCount = 0;
    },
    close: async () => {
      clearInterval(tick);
      clearInterval(heartbeat);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
