// The live client's snapshot seeder: symbols asked for in one task go out as one snapshot request
// per batch; the answers are published unless a tick newer than the snapshot came first
// (publishSnapshots compares them). A batch failing on one unknown symbol is asked again symbol by
// symbol; a session change aborts everything in flight.
import type { MarketDataSnapshot } from '@/api/schemas/market-data';
import { ApiError, describeError } from '@/api/errors';
import { countEvent, publishSnapshots, seedFromSnapshot, type QuoteStore } from './quote-store';

export type FetchSnapshots = (symbols: string[], signal: AbortSignal) => Promise<MarketDataSnapshot[]>;

export interface SnapshotSeederOptions {
  store: QuoteStore;
  /** Only symbols still wanted are requested and published. */
  isWanted: (symbol: string) => boolean;
  fetchSnapshots?: FetchSnapshots;
  /** Symbols per snapshot request (default 100). */
  batchSize?: number;
  /** Server messages so far: a snapshot is older than any tick that arrived after it was requested. */
  arrivals: () => number;
  /** Called before an answer is published: ticks that came before it must be in the store first. */
  beforePublish: () => void;
  now: () => number;
  warnOnce: (key: string, message: string) => void;
}

/** Loaded on first use: the shell mounts the client, the snapshot schemas need not load with it. */
const fetchFromApi: FetchSnapshots = (list, signal) =>
  import('@/api/resources/market-data').then(({ getSnapshots }) =>
    getSnapshots(list, { signal, retries: 1 }),
  );

export class SnapshotSeeder {
  private readonly queue = new Set<string>();
  private queued = false;
  private abort = new AbortController();
  private readonly batchSize: number;
  private readonly fetchSnapshots: FetchSnapshots;

  constructor(private readonly options: SnapshotSeederOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.fetchSnapshots = options.fetchSnapshots ?? fetchFromApi;
  }

  /** Fetches `symbol`'s snapshot with the others asked for in this task. */
  request(symbol: string): void {
    this.queue.add(symbol);
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.run();
    });
  }

  /** `symbol` is no longer wanted: it leaves the queue (answers in flight are filtered on arrival). */
  forget(symbol: string): void {
    this.queue.delete(symbol);
  }

  /** The backend changed: answers still in flight belong to the old one. */
  reset(): void {
    this.abort.abort();
    this.abort = new AbortController();
  }

  dispose(): void {
    this.abort.abort();
  }

  private run(): void {
    const symbols = [...this.queue].filter((s) => this.options.isWanted(s));
    this.queue.clear();
    for (let i = 0; i < symbols.length; i += this.batchSize)
      this.fetchChunk(symbols.slice(i, i + this.batchSize));
  }

  private fetchChunk(chunk: string[]): void {
    const { store, isWanted } = this.options;
    const signal = this.abort.signal;
    const requestedAfter = this.options.arrivals();
    this.fetchSnapshots(chunk, signal).then(
      (snapshots) => {
        if (signal.aborted) return;
        this.options.beforePublish();
        const seeds = snapshots.map(seedFromSnapshot).filter((s) => isWanted(s.symbol));
        publishSnapshots(store, seeds, requestedAfter, this.options.now());
      },
      (error: unknown) => {
        if (signal.aborted) return;
        // One unknown symbol fails the whole request (404): ask for the others one by one.
        if (chunk.length > 1 && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          for (const symbol of chunk) if (isWanted(symbol)) this.fetchChunk([symbol]);
          return;
        }
        countEvent(store, 'seedErrors');
        this.options.warnOnce(
          `seed:${error instanceof ApiError ? error.status : 'network'}`,
          `Live quotes: a snapshot request failed (${describeError(error).message})`,
        );
      },
    );
  }
}
