// The quote socket, off the main thread (live mode in a browser): a dedicated worker running
// serveQuoteSocket (quote-socket-host.ts) with the worker's own WebSocket and animation frames.
// First: before zod loads (through the protocol's schemas).
import './zod-jitless';
import type { SocketConstructor } from './client';
import { serveQuoteSocket, type WorkerScopeLike } from './quote-socket-host';

const scope = self as unknown as WorkerScopeLike & {
  requestAnimationFrame?: (callback: () => void) => number;
};

/** Without animation frames in the worker: about one frame. */
const FRAME_MS = 16;
/** rAF stops in a hidden tab; this keeps quotes (and heartbeats) flowing there. */
const HIDDEN_FALLBACK_MS = 100;

function nextFrame(callback: () => void): void {
  if (typeof scope.requestAnimationFrame !== 'function') {
    setTimeout(callback, FRAME_MS);
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(run, HIDDEN_FALLBACK_MS);
  scope.requestAnimationFrame(run);
}

serveQuoteSocket(scope, { WebSocket: WebSocket as unknown as SocketConstructor, nextFrame });
