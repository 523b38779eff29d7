// The live client on the worker path: the page's WorkerSocket wired to the quote socket host
// (the worker's own code, run in-process here) over a fake message channel that clones every
// message, as postMessage does. The server's side is a FakeSocket inside the "worker".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketConstructor } from '@/live/client';
import type { QuoteBatch } from '@/live/quote-batch';
import {
  MIN_BATCH_INTERVAL_MS,
  batchPacer,
  serveQuoteSocket,
  type WorkerScopeLike,
} from '@/live/quote-socket-host';
import { defaultSocketConstructor, workerSocketClass, type WorkerLike } from '@/live/worker-socket';
import type { FromWorker, ToWorker } from '@/live/worker-protocol';
import { FakeSocket, createHarness, snapshotOf, tick } from './live-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { __l1Bench?: unknown }).__l1Bench;
});

const FRAME_MS = 16;

function workerWorld() {
  const servers: FakeSocket[] = [];
  const workers: Array<{ terminated: boolean; closed: boolean; batches: number }> = [];
  class ServerSide extends FakeSocket {
    constructor(url: string) {
      super(url);
      servers.push(this);
    }
  }
  let failNext = false;
  const createWorker = (): WorkerLike => {
    const state = { terminated: false, closed: false, batches: 0 };
    workers.push(state);
    const deliver = <T>(to: ((event: MessageEvent<T>) => void) | null, message: T) =>
      queueMicrotask(() => {
        if (!state.terminated) to?.({ data: structuredClone(message) } as MessageEvent<T>);
      });
    const scope: WorkerScopeLike = {
      postMessage: (message: FromWorker) => {
        if (message.type === 'batch') state.batches += 1;
        deliver(worker.onmessage, message);
      },
      onmessage: null,
      close: () => {
        state.closed = true;
      },
    };
    const worker: WorkerLike = {
      postMessage: (message: ToWorker) => deliver(scope.onmessage, message),
      terminate: () => {
        state.terminated = true;
      },
      onmessage: null,
      onerror: null,
    };
    if (failNext) {
      failNext = false;
      queueMicrotask(() => worker.onerror?.(new Event('error')));
      return worker;
    }
    serveQuoteSocket(scope, {
      WebSocket: ServerSide as unknown as SocketConstructor,
      nextBatch: (callback) => setTimeout(callback, FRAME_MS),
    });
    return worker;
  };
  const failed = vi.fn();
  return {
    servers,
    workers,
    failed,
    failNextWorker: () => {
      failNext = true;
    },
    WebSocket: workerSocketClass(createWorker, failed),
    get server(): FakeSocket {
      const s = servers[servers.length - 1];
      if (!s) throw new Error('no socket');
      return s;
    },
  };
}

async function connectedViaWorker(symbols: string[], options: Parameters<typeof createHarness>[0] = {}) {
  const world = workerWorld();
  const h = createHarness({ WebSocket: world.WebSocket, ...options });
  const releases = symbols.map((s) => h.client.subscribe(s));
  await h.settle();
  world.server.open();
  await h.settle();
  world.server.ack(symbols);
  await vi.advanceTimersByTimeAsync(FRAME_MS);
  return Object.assign(h, { world, releases });
}

describe('the live client through the quote socket worker', () => {
  it('goes live, carries the token only in the message body, and publishes merged quotes once per frame', async () => {
    const h = await connectedViaWorker(['AAPL', 'MSFT'], {
      sessionState: { mode: 'live', baseUrl: 'http://127.0.0.1:4010', wsUrl: '', token: 'secret-token' },
    });
    const server = h.world.server;
    expect(h.store.getState().connection.status).toBe('live');
    expect(server.url).not.toContain('secret-token');
    expect(server.messages[0]).toEqual({
      authorization: 'secret-token',
      payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL', 'MSFT'] },
    });

    const probe = { applied: 0, sentAts: [] as number[] };
    (globalThis as { __l1Bench?: unknown }).__l1Bench = {
      onFrame: (count: number, sentAts: number[]) => {
        probe.applied += count;
        probe.sentAts.push(...sentAts);
      },
    };
    const publishes = vi.fn();
    h.store.subscribe(publishes);
    for (let seq = 1; seq <= 20; seq++)
      server.receive({
        type: 'market-data-l1',
        sent_at: 1000 + seq,
        data: [tick('AAPL', seq, { last_price: `101.${String(seq).padStart(2, '0')}` }), tick('MSFT', seq)],
      });
    expect(publishes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * FRAME_MS);
    // 40 ticks, one worker batch, one store publish.
    expect(h.world.workers[0]?.batches).toBe(2); // the ack's, then the quotes'
    expect(publishes).toHaveBeenCalledTimes(1);
    expect(h.store.getState().quotes.AAPL).toMatchObject({
      last_price: '101.20',
      seq: 20,
      previous_close: '99.00',
    });
    expect(probe.applied).toBe(40);
    expect(probe.sentAts).toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));
    // A merged run of seq 1..20 is no gap.
    expect(h.store.getState().counters.gaps).toBe(0);
  });

  it('re-seeds on a real gap but not on a merged jump, on one socket and across a reconnect', async () => {
    const h = await connectedViaWorker(['AAPL']);
    h.fetchSnapshots.mockClear();
    for (const seq of [1, 2, 3, 4])
      h.world.server.receive({ type: 'market-data-l1', data: [tick('AAPL', seq)] });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(h.store.getState().quotes.AAPL?.seq).toBe(4);
    expect(h.fetchSnapshots).not.toHaveBeenCalled();

    h.fetchSnapshots.mockResolvedValueOnce([snapshotOf('AAPL', '120.00')]);
    for (const seq of [5, 8, 9])
      h.world.server.receive({ type: 'market-data-l1', data: [tick('AAPL', seq)] });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(h.store.getState().counters.gaps).toBe(1);
    expect(h.fetchSnapshots).toHaveBeenCalledExactlyOnceWith(['AAPL'], expect.any(AbortSignal));

    // A new socket: its first tick is checked against the newest of the old one.
    h.world.server.drop();
    await vi.advanceTimersByTimeAsync(250);
    expect(h.world.servers).toHaveLength(2);
    h.world.server.open();
    await h.settle();
    h.world.server.ack(['AAPL']);
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    h.world.server.receive({ type: 'market-data-l1', data: [tick('AAPL', 9), tick('AAPL', 10)] });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(h.store.getState().counters.gaps).toBe(1);
    h.world.server.drop();
    await vi.advanceTimersByTimeAsync(500);
    h.world.server.open();
    await h.settle();
    h.world.server.ack(['AAPL']);
    h.world.server.receive({ type: 'market-data-l1', data: [tick('AAPL', 14)] });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(h.store.getState().counters.gaps).toBe(2);
  });

  it('records rejected symbols, counts bad messages, and halts on a rejected token', async () => {
    const onUnauthorized = vi.fn();
    const h = await connectedViaWorker(['AAPL'], {
      onUnauthorized,
      sessionState: { mode: 'live', baseUrl: 'http://127.0.0.1:4010', wsUrl: '', token: 'expired' },
    });
    const server = h.world.server;
    server.ack([], [{ symbol: 'ZZZZ', reason: 'unknown symbol' }]);
    server.receiveRaw('not json');
    server.receive({
      type: 'market-data-l1',
      data: [{ symbol: 'AAPL' }, tick('AAPL', 1, { last_price: '1.00' })],
    });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(h.store.getState().rejected).toEqual({ ZZZZ: 'unknown symbol' });
    expect(h.store.getState().counters.badMessages).toBe(2);
    expect(h.warn).toHaveBeenCalledTimes(2);
    expect(h.store.getState().quotes.AAPL?.last_price).toBe('1.00');

    server.receive({ type: 'error-notice', code: 401, message: 'invalid token' });
    server.drop(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(h.world.servers).toHaveLength(1);
    expect(h.store.getState().connection).toMatchObject({ status: 'offline' });
    expect(h.store.getState().quotes.AAPL?.stale).toBe(true);
    expect(h.world.workers[0]).toMatchObject({ terminated: true, closed: true });
  });

  it('stays live on heartbeats and goes stale, then reconnects, when the stream falls silent', async () => {
    const h = await connectedViaWorker(['AAPL']);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(5_000);
      h.world.server.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
    }
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(h.store.getState().connection).toMatchObject({ status: 'live', staleSince: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.store.getState().connection.staleSince).not.toBeNull();
    expect(h.store.getState().connection.status).toBe('reconnecting');
    // The silent socket was closed through the worker.
    expect(h.world.servers[0]?.closedWith?.code).toBe(4000);
  });

  it('reports a worker that cannot start as a dropped socket, and reconnects', async () => {
    const world = workerWorld();
    world.failNextWorker();
    const h = createHarness({ WebSocket: world.WebSocket });
    h.client.subscribe('AAPL');
    await vi.advanceTimersByTimeAsync(0);
    expect(world.failed).toHaveBeenCalled();
    expect(h.store.getState().connection.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(250);
    expect(world.servers).toHaveLength(1);
  });

  it('refuses an address that is not a WebSocket URL, as the WebSocket constructor does', async () => {
    const world = workerWorld();
    const h = createHarness({
      WebSocket: world.WebSocket,
      endpoint: () => ({ wsUrl: 'not a url', token: 't' }),
    });
    h.client.subscribe('AAPL');
    await h.settle();
    expect(h.store.getState().connection).toMatchObject({
      status: 'offline',
      reason: 'The quote stream address is not a valid WebSocket URL',
    });
    expect(world.workers).toHaveLength(0);
  });
});

/** The worker's code alone (no page side): what it posts, a way to message it, its server socket. */
function hostWorld(nextBatch: (callback: () => void) => void) {
  const posted: FromWorker[] = [];
  const scope: WorkerScopeLike = { postMessage: (m) => posted.push(m), onmessage: null, close: () => {} };
  const servers: FakeSocket[] = [];
  class ServerSide extends FakeSocket {
    constructor(url: string) {
      super(url);
      servers.push(this);
    }
  }
  serveQuoteSocket(scope, { WebSocket: ServerSide as unknown as SocketConstructor, nextBatch });
  const toWorker = (message: ToWorker) => scope.onmessage?.({ data: message } as MessageEvent<ToWorker>);
  toWorker({ type: 'connect', url: 'ws://127.0.0.1:1/v1/ws' });
  const server = servers[0]!;
  server.open();
  return { posted, toWorker, server };
}

describe('the quote socket host (the worker)', () => {
  it('holds quotes, merging, until the page has taken the last batch', async () => {
    const { posted, toWorker, server } = hostWorld((callback) => setTimeout(callback, FRAME_MS));
    const batches = () => posted.filter((m): m is { type: 'batch'; batch: QuoteBatch } => m.type === 'batch');
    let seq = 0;
    const frames = async (n: number) => {
      for (let i = 0; i < n; i++) {
        seq += 1;
        server.receive({ type: 'market-data-l1', data: [tick('AAPL', seq), tick('MSFT', seq)] });
        await vi.advanceTimersByTimeAsync(5);
      }
    };
    await frames(4);
    expect(batches()).toHaveLength(1);
    // The page is busy for 10 frames: nothing more is posted, everything merges.
    await frames(30);
    expect(batches()).toHaveLength(1);
    toWorker({ type: 'taken' });
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(batches()).toHaveLength(2);
    const [first, second] = batches().map((m) => m.batch);
    const count = (b: QuoteBatch | undefined) =>
      (b?.items ?? []).flatMap((i) => (i.type === 'quotes' ? i.quotes.map((q) => q.count) : []));
    expect(count(first).reduce((a, b) => a + b, 0) + count(second).reduce((a, b) => a + b, 0)).toBe(2 * 34);
    expect(second?.items).toHaveLength(1);
    expect(count(second)).toHaveLength(2); // one merged quote per symbol
    // Frames sent by the page go out on the socket; a close is passed on, and what was pending goes first.
    toWorker({ type: 'send', data: '{"payload":{}}' });
    expect(server.sent).toEqual(['{"payload":{}}']);
    server.receive({ type: 'market-data-l1', data: [tick('AAPL', 99)] });
    server.drop(1012);
    expect(posted.slice(-2).map((m) => m.type)).toEqual(['batch', 'close']);
    expect(posted.at(-1)).toEqual({ type: 'close', code: 1012, reason: '' });
  });
});

describe('background-only symbols through the worker', () => {
  it('keeps their ticks in the worker for a second: a frame of them alone posts nothing to the page', async () => {
    const h = await connectedViaWorker(['AAPL']);
    const releaseKo = h.client.subscribe('KO', { background: true });
    await h.settle();
    h.world.server.ack(['KO']);
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    const worker = h.world.workers[0]!;
    const before = worker.batches;
    const heard: string[] = [];
    h.client.onTicks(({ quote, marks }) =>
      heard.push(`${quote.symbol}:${quote.seq}:${marks?.length ?? '-'}`),
    );
    for (let seq = 1; seq <= 30; seq++) {
      h.world.server.receive({
        type: 'market-data-l1',
        data: [tick('KO', seq, { last_price: `50.${String(seq).padStart(2, '0')}` })],
      });
      await vi.advanceTimersByTimeAsync(10);
    }
    // 300 ms of KO alone: the page got no batch and heard nothing.
    expect(worker.batches).toBe(before);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(worker.batches).toBe(before + 1);
    // One update for 30 ticks, with the marks its bar needs (open, low, high, close: 50.01 … 50.30).
    expect(heard).toEqual(['KO:30:2']);
    expect(h.store.getState().quotes.KO).toMatchObject({ last_price: '50.30', seq: 30 });

    // On screen now: the next tick reaches the page within a frame.
    const shown = h.client.subscribe('KO');
    await h.settle();
    h.world.server.receive({ type: 'market-data-l1', data: [tick('KO', 31, { last_price: '50.31' })] });
    await vi.advanceTimersByTimeAsync(2 * FRAME_MS);
    expect(heard.at(-1)).toBe('KO:31:-');
    shown();
    releaseKo();
  });
});

describe("the worker's pacing", () => {
  it('posts a frame the moment it arrives when the page has taken the last batch, at most one batch per 4 ms', async () => {
    const { posted, server, toWorker } = hostWorld(batchPacer(() => Date.now()));
    const batches = () => posted.filter((m) => m.type === 'batch');
    // Arrives with the page idle: posted in the same task, no timer in between.
    server.receive({ type: 'market-data-l1', data: [tick('AAPL', 1)] });
    expect(batches()).toHaveLength(1);
    toWorker({ type: 'taken' });
    // The next frame 1 ms later waits out the 4 ms floor, then goes without waiting for a frame.
    await vi.advanceTimersByTimeAsync(1);
    server.receive({ type: 'market-data-l1', data: [tick('AAPL', 2)] });
    expect(batches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MIN_BATCH_INTERVAL_MS - 1);
    expect(batches()).toHaveLength(2);
  });
});

describe('choosing the socket', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the worker where workers exist, and the page’s WebSocket once a worker failed to start', async () => {
    class PageSocket extends FakeSocket {}
    const started: string[] = [];
    class RefusedWorker {
      onmessage: WorkerLike['onmessage'] = null;
      onerror: WorkerLike['onerror'] = null;
      constructor(url: URL) {
        started.push(url.pathname);
        // As a worker whose script the browser refused: an error event, and nothing else.
        queueMicrotask(() => this.onerror?.(new Event('error')));
      }
      postMessage() {}
      terminate() {}
    }
    vi.stubGlobal('WebSocket', PageSocket);
    vi.stubGlobal('Worker', RefusedWorker);
    const first = defaultSocketConstructor();
    expect(first).not.toBe(PageSocket);
    const socket = new first!('ws://127.0.0.1:1/v1/ws');
    const closed = vi.fn();
    socket.onclose = closed;
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([expect.stringContaining('quote-socket.worker')]);
    expect(closed).toHaveBeenCalledWith(expect.objectContaining({ code: 1006 }));
    expect(defaultSocketConstructor()).toBe(PageSocket);
  });
});
