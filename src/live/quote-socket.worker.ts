// The quote socket, off the main thread (live mode in a browser): a dedicated worker running
// serveQuoteSocket (quote-socket-host.ts) with the worker's own WebSocket and a frame-length timer.
// First: before zod loads (through the protocol's schemas).
import './zod-jitless';
import type { SocketConstructor } from './client';
import { serveQuoteSocket, type WorkerScopeLike } from './quote-socket-host';

const scope = self as unknown as WorkerScopeLike;

/**
 * At most one batch per frame's time. A timer rather than the worker's own animation frames: those
 * tick with the page's, so a batch posted there would reach the page just after its frame began and
 * wait a whole frame more; the timer's phase drifts against the page's frames, half a frame on
 * average. (The page publishes on its own next frame either way.)
 */
const FRAME_MS = 16;
let lastBatchAt = -Infinity;

function nextFrame(callback: () => void): void {
  const wait = Math.max(0, lastBatchAt + FRAME_MS - performance.now());
  setTimeout(() => {
    lastBatchAt = performance.now();
    callback();
  }, wait);
}

serveQuoteSocket(scope, { WebSocket: WebSocket as unknown as SocketConstructor, nextFrame });
