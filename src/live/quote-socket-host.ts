// The quote socket worker's logic (quote-socket.worker.ts runs it in a dedicated worker; tests run
// it in-process): it owns the WebSocket, parses, validates and merges every frame (quote-batch.ts)
// and hands the page a batch as soon as the page has taken the previous one (paced by `nextBatch`).
// A batch goes out only once the page has taken the previous one, so when the page is busy the
// quotes wait here, merging, instead of queuing up as messages the page would have to work through:
// the page never falls behind the stream.
// The page side is worker-socket.ts; the messages both ways are typed in worker-protocol.ts.
import type { SocketConstructor, SocketLike } from './client';
import { HOLD_MS, QuoteCoalescer } from './quote-batch';
import type { FromWorker, ToWorker } from './worker-protocol';

/** The worker global as this uses it. */
export interface WorkerScopeLike {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}

export interface QuoteSocketHostOptions {
  WebSocket: SocketConstructor;
  /** Runs `callback` when the next batch may go (now, or after the worker's pacing interval). */
  nextBatch: (callback: () => void) => void;
  now?: () => number;
  /** Timers for held symbols' windows (default setTimeout / clearTimeout). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const OPEN = 1;

/**
 * The worker's pacing: a batch goes to the page as soon as the page has taken the last one, but no
 * sooner than this after the previous batch. Flow control is the page's "taken": while the page is
 * busy the quotes merge here. A frame-length timer (16 ms, until 2026-11-26) held every quote up to a
 * frame before the page even saw it, so the board painted quotes about a frame later than a page
 * reading its own socket (quote benchmark: latency p50 about twice the AG Grid peer's). The short
 * floor only bounds how many messages a server sending many tiny frames can make the page handle.
 */
export const MIN_BATCH_INTERVAL_MS = 4;

/** `nextBatch` for serveQuoteSocket: runs the callback now, or once the interval has passed. */
export function batchPacer(
  now: () => number,
  setTimer: (callback: () => void, ms: number) => unknown = setTimeout,
): (callback: () => void) => void {
  let lastBatchAt = -Infinity;
  return (callback) => {
    const go = () => {
      lastBatchAt = now();
      callback();
    };
    const wait = lastBatchAt + MIN_BATCH_INTERVAL_MS - now();
    if (wait <= 0) go();
    else setTimer(go, wait);
  };
}

export function serveQuoteSocket(scope: WorkerScopeLike, options: QuoteSocketHostOptions): void {
  const now = options.now ?? (() => Date.now());
  let socket: SocketLike | null = null;
  let coalescer = new QuoteCoalescer();
  /** A batch the page has not taken yet. */
  let inFlight = false;
  let scheduled = false;
  /** Symbols the page streams only in the background: their ticks are held (quote-batch.ts). */
  let holdSet: string[] = [];
  let holdTimer: unknown = null;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const post = (message: FromWorker) => scope.postMessage(message);

  const flush = () => {
    const batch = coalescer.take();
    if (!batch) return;
    inFlight = true;
    post({ type: 'batch', batch });
  };
  const schedule = () => {
    if (scheduled || inFlight || !coalescer.pending) return;
    scheduled = true;
    options.nextBatch(() => {
      scheduled = false;
      if (!inFlight) flush();
    });
  };

  // One window at a time: the held symbols' ticks go to the page HOLD_MS after the first was held.
  const armHold = () => {
    if (holdTimer !== null || !coalescer.holding) return;
    holdTimer = setTimer(() => {
      holdTimer = null;
      coalescer.releaseHeld();
      schedule();
    }, HOLD_MS);
  };

  const connect = (url: string) => {
    let ws: SocketLike;
    try {
      ws = new options.WebSocket(url);
    } catch {
      post({ type: 'close', code: 1006, reason: 'invalid address' });
      scope.close();
      return;
    }
    socket = ws;
    coalescer = new QuoteCoalescer();
    coalescer.hold(holdSet);
    ws.onopen = () => post({ type: 'open' });
    ws.onmessage = (event: MessageEvent) => {
      coalescer.accept(event.data, now());
      armHold();
      schedule();
    };
    ws.onerror = () => post({ type: 'error' });
    ws.onclose = (event: CloseEvent) => {
      // What arrived before the close goes first, whether or not the page took the last batch.
      if (holdTimer !== null) clearTimer(holdTimer);
      holdTimer = null;
      coalescer.releaseHeld();
      const batch = coalescer.take();
      if (batch) post({ type: 'batch', batch });
      post({ type: 'close', code: event.code, reason: event.reason });
      socket = null;
      scope.close();
    };
  };

  scope.onmessage = (event) => {
    const message = event.data;
    switch (message.type) {
      case 'connect':
        connect(message.url);
        break;
      case 'send':
        if (socket?.readyState !== OPEN) break;
        coalescer.sent(message.data);
        socket.send(message.data);
        break;
      case 'hold':
        holdSet = message.symbols;
        coalescer.hold(holdSet);
        schedule();
        break;
      case 'taken':
        inFlight = false;
        schedule();
        break;
      case 'close':
        if (!socket) {
          scope.close();
          break;
        }
        socket.close(message.code, message.reason);
        break;
    }
  };
}
