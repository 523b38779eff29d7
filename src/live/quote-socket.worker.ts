// The quote socket, off the main thread (live mode in a browser): a dedicated worker running
// serveQuoteSocket (quote-socket-host.ts) with the worker's own WebSocket and a short pacing timer.
// First: before zod loads (through the protocol's schemas).
import './zod-jitless';
import type { SocketConstructor } from './client';
import { batchPacer, serveQuoteSocket, type WorkerScopeLike } from './quote-socket-host';

const scope = self as unknown as WorkerScopeLike;

serveQuoteSocket(scope, {
  WebSocket: WebSocket as unknown as SocketConstructor,
  nextBatch: batchPacer(() => performance.now()),
});
