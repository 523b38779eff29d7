// The page's side of the quote socket worker: a `SocketLike` the live client drives exactly like a
// WebSocket, whose messages are `QuoteBatch`es (parsed, validated, merged per symbol in the worker)
// instead of text frames. The client uses it in live mode when the browser has workers
// (`createSocketConstructor`); elsewhere it keeps the plain WebSocket and parses in its own thread.
import type { FromWorker, ToWorker } from './worker-protocol';

/** The part of the browser WebSocket the live client uses; tests pass a fake class. */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
> & {
  /**
   * Sockets that merge quotes before the page sees them (the worker's) hold these symbols' ticks a
   * second at a time (quote-batch.ts); a plain WebSocket has no such method.
   */
  hold?(symbols: string[]): void;
};
export type SocketConstructor = new (url: string) => SocketLike;

/** The part of a Worker this uses; tests pass a fake. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** A worker that never reported back after being told to close is ended after this long. */
const CLOSE_GRACE_MS = 3_000;

/** The WebSocket constructor's checks: an absolute ws(s) (or http(s)) URL without a fragment. */
function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SyntaxError(`Invalid WebSocket URL`);
  }
  if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
  else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
  if ((parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') || parsed.hash)
    throw new SyntaxError(`Invalid WebSocket URL`);
  return parsed.href;
}

export function workerSocketClass(
  createWorker: () => WorkerLike,
  onWorkerFailed: () => void = () => {},
): SocketConstructor {
  return class WorkerSocket implements SocketLike {
    readyState: SocketLike['readyState'] = 0;
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;
    private worker: WorkerLike | null;
    private closeTimer: ReturnType<typeof setTimeout> | null = null;

    constructor(url: string) {
      const href = checkUrl(url);
      const worker = createWorker();
      this.worker = worker;
      worker.onmessage = (event) => this.receive(event.data);
      // The worker did not start (its script failed to load or was refused): report a dropped
      // socket, and let the next connection use the page's own WebSocket.
      worker.onerror = (event) => {
        event.preventDefault?.();
        onWorkerFailed();
        this.receive({ type: 'close', code: 1006, reason: 'quote socket worker failed' });
      };
      worker.postMessage({ type: 'connect', url: href });
    }

    private receive(message: FromWorker): void {
      if (!this.worker) return;
      const self = this as unknown as WebSocket;
      switch (message.type) {
        case 'open':
          this.readyState = 1;
          this.onopen?.call(self, new Event('open'));
          break;
        case 'batch':
          this.onmessage?.call(self, { data: message.batch } as MessageEvent);
          // Taken: the worker may send the next batch (it merges quotes until then).
          this.worker?.postMessage({ type: 'taken' });
          break;
        case 'error':
          this.onerror?.call(self, new Event('error'));
          break;
        case 'close':
          this.readyState = 3;
          this.end();
          this.onclose?.call(self, {
            code: message.code,
            reason: message.reason,
            wasClean: false,
          } as CloseEvent);
          break;
      }
    }

    send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
      if (this.readyState === 0) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
      if (this.readyState !== 1 || typeof data !== 'string') return;
      this.worker?.postMessage({ type: 'send', data });
    }

    hold(symbols: string[]): void {
      this.worker?.postMessage({ type: 'hold', symbols });
    }

    close(code?: number, reason?: string): void {
      if (this.readyState >= 2 || !this.worker) return;
      this.readyState = 2;
      this.worker.postMessage({ type: 'close', code, reason });
      this.closeTimer = setTimeout(() => this.end(), CLOSE_GRACE_MS);
    }

    private end(): void {
      if (this.closeTimer !== null) clearTimeout(this.closeTimer);
      this.closeTimer = null;
      this.worker?.terminate();
      this.worker = null;
    }
  };
}

let workerFailed = false;

/**
 * The socket for live mode in this browser: the quote socket worker when workers exist (and have not
 * failed to start), else the page's WebSocket (null: none; looked up now so msw can patch it).
 */
export function defaultSocketConstructor(): SocketConstructor | null {
  if (typeof Worker === 'function' && !workerFailed)
    return workerSocketClass(
      () =>
        new Worker(new URL('./quote-socket.worker.ts', import.meta.url), {
          type: 'module',
          name: 'quote-socket',
        }) as unknown as WorkerLike,
      () => {
        workerFailed = true;
      },
    );
  return (globalThis.WebSocket as SocketConstructor | undefined) ?? null;
}
