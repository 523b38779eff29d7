// Batches incoming quotes per animation frame: quotes for one symbol merge (newest wins per field)
// while they wait, and the store publishes once per frame however fast the feed is.
import { mergeQuote, publishQuotes, type Quote, type QuoteStore } from './quote-store';

/** Runs `callback` once at the next frame; returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;

/** Hidden tabs get no animation frames, so a timer flushes when no frame comes in 100 ms. */
const HIDDEN_TAB_FALLBACK_MS = 100;
const NO_FRAME_INTERVAL_MS = 16;

export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(callback, NO_FRAME_INTERVAL_MS);
    return () => clearTimeout(timer);
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * The quote-stream benchmark (scripts/bench-quotes.ts) installs this on window before the app
 * starts; the ingest reports each published frame to it from inside its animation-frame callback.
 */
interface BenchProbe {
  onFrame(appliedQuotes: number, sentAts: number[]): void;
}
const benchProbe = (): BenchProbe | undefined => (globalThis as { __l1Bench?: BenchProbe }).__l1Bench;

export class QuoteIngest {
  private pending = new Map<string, Quote>();
  private pushedSinceFlush = 0;
  private sentAts: number[] = [];
  private cancelFrame: (() => void) | null = null;

  constructor(
    private readonly store: QuoteStore,
    private readonly schedule: FrameScheduler = animationFrameScheduler,
  ) {}

  /**
   * Queues a quote merged from `ticks` ticks (the quote socket's batches: quote-batch.ts) for the
   * next frame; it becomes the ingest's own. `ticks` is what the benchmark counts as applied.
   */
  pushQuote(quote: Quote, ticks = 1): void {
    this.pushedSinceFlush += ticks;
    const pending = this.pending.get(quote.symbol);
    this.pending.set(quote.symbol, pending ? mergeQuote(pending, quote) : quote);
    this.cancelFrame ??= this.schedule(() => {
      this.cancelFrame = null;
      this.flush();
    });
  }

  /** Records a frame's send time (benchmark frames carry one) while a probe is listening. */
  noteSentAt(sentAt: number): void {
    if (benchProbe()) this.sentAts.push(sentAt);
  }

  /** Publishes everything pending now (one store update). */
  flush(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    publishQuotes(this.store, batch);
    const probe = benchProbe();
    if (probe) {
      probe.onFrame(this.pushedSinceFlush, this.sentAts);
      this.sentAts = [];
    }
    this.pushedSinceFlush = 0;
  }

  /** Drops pending ticks, e.g. for symbols no longer wanted or when the backend changes. */
  discard(symbols?: Iterable<string>): void {
    if (!symbols) {
      this.pending.clear();
      return;
    }
    for (const symbol of symbols) this.pending.delete(symbol);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  dispose(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
    this.pending.clear();
  }
}
