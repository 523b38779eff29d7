// Messages between the page (worker-socket.ts) and the quote socket worker (quote-socket.worker.ts).
import type { QuoteBatch } from './quote-batch';

export type ToWorker =
  | { type: 'connect'; url: string }
  | { type: 'send'; data: string }
  /** The page has taken the last batch: the next may come. */
  | { type: 'taken' }
  /** Symbols the page streams only in the background: merge their ticks a second at a time. */
  | { type: 'hold'; symbols: string[] }
  | { type: 'close'; code?: number; reason?: string };

export type FromWorker =
  | { type: 'open' }
  | { type: 'batch'; batch: QuoteBatch }
  | { type: 'error' }
  | { type: 'close'; code: number; reason: string };
