// The terminal's bar recorder: hears every subscribed symbol's updates from the live client (its
// tick tap, before the per-frame publish), builds one-minute bars (bars.ts), saves changed bars every
// second (bar-storage.ts) and tells charts what changed. It runs while the terminal is open; a
// symbol is recorded while anything streams it (a chart, a board, a watchlist: the shell keeps
// watchlist symbols streamed, see useWatchlistRecording).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getLiveClient, type LiveQuoteClient, type TickUpdate } from '@/live/client';
import { marketDate } from '@/lib/market-time';
import { SymbolBarBuilder, type BarChange, type DayBars } from './bars';
import { KEEP_SESSIONS, MemoryBarStorage, openBarStorage, type BarStorage, type SaveEntry } from './bar-storage';

export interface BarRecorderState {
  /** 'opening' until storage answers; 'memory' when bars will not survive a reload. */
  storage: 'opening' | 'indexeddb' | 'memory';
  /** Why bars are only in memory (IndexedDB refused, or a write failed). */
  storageNote: string | null;
}

export type BarListener = (change: BarChange) => void;

interface SymbolEntry {
  builder: SymbolBarBuilder;
  /** True once today's stored bars are merged in; writes wait for it. */
  loaded: boolean;
  load: Promise<void>;
  /** Times of changed bars per day, waiting to be saved. */
  dirty: Map<string, Set<number>>;
}

export const FLUSH_INTERVAL_MS = 1_000;
/** Symbols whose stored sessions stay in memory once read (a chart opened again draws at once). */
const STORED_CACHE_SYMBOLS = 12;

export class BarRecorder {
  readonly state: StoreApi<BarRecorderState> = createStore<BarRecorderState>(() => ({
    storage: 'opening',
    storageNote: null,
  }));
  private readonly symbols = new Map<string, SymbolEntry>();
  private readonly listeners = new Map<string, Set<BarListener>>();
  private storage: BarStorage | null = null;
  private readonly storageReady: Promise<BarStorage>;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopTicks: (() => void) | null = null;
  private flushing: Promise<void> | null = null;
  private prunedDay = '';
  private readonly storedCache = new Map<string, Promise<DayBars[]>>();

  constructor(
    private readonly client: Pick<LiveQuoteClient, 'onTicks'>,
    storage: Promise<BarStorage> = openBarStorage(),
    private readonly flushMs = FLUSH_INTERVAL_MS,
  ) {
    this.storageReady = storage
      .catch(() => new MemoryBarStorage(false))
      .then((ready) => {
        this.storage = ready;
        this.state.setState({
          storage: ready.persistent ? 'indexeddb' : 'memory',
          storageNote: ready.persistent ? null : 'This browser does not allow IndexedDB here (private mode?).',
        });
        return ready;
      });
  }

  /** Starts recording (idempotent); returns stop. */
  start(): () => void {
    if (!this.stopTicks) {
      this.stopTicks = this.client.onTicks(this.onTicks);
      this.timer = setInterval(() => void this.flush(), this.flushMs);
      if (typeof window !== 'undefined') window.addEventListener('pagehide', this.onPageHide);
    }
    return () => this.stop();
  }

  stop(): void {
    this.stopTicks?.();
    this.stopTicks = null;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.onPageHide);
  }

  private readonly onPageHide = () => void this.flush();

  private readonly onTicks = ({ quote, lost }: TickUpdate) => {
    if (quote.seq === null || quote.ts === null) return;
    const entry = this.entry(quote.symbol);
    const change = entry.builder.apply({
      seq: quote.seq,
      ts: quote.ts,
      last_price: quote.last_price,
      bid: quote.bid,
      ask: quote.ask,
      cumulative_volume: quote.cumulative_volume,
      lost,
    });
    if (!change) return;
    let times = entry.dirty.get(change.day);
    if (!times) {
      entry.dirty.set(change.day, (times = new Set()));
      entry.builder.dropOlderDays(KEEP_SESSIONS);
    }
    times.add(change.bar.time);
    const listeners = this.listeners.get(quote.symbol);
    if (listeners) for (const listener of listeners) listener(change);
  };

  private entry(symbol: string): SymbolEntry {
    const entry = this.symbols.get(symbol);
    if (entry) return entry;
    const created: SymbolEntry = {
      builder: new SymbolBarBuilder(),
      loaded: false,
      dirty: new Map(),
      load: Promise.resolve(),
    };
    this.symbols.set(symbol, created);
    // Today's stored bars (an earlier visit today) merge into what is recorded from now on.
    created.load = this.storedDays(symbol)
      .then((days) => {
        const today = marketDate();
        for (const day of days) if (day.day === today || created.builder.days.has(day.day)) created.builder.restore(day);
      })
      .catch(() => undefined)
      .finally(() => {
        created.loaded = true;
      });
    return created;
  }

  /** Hears changes to `symbol`'s bars (synchronously, per update batch: coalesce before drawing). */
  subscribe(symbol: string, listener: BarListener): () => void {
    let set = this.listeners.get(symbol);
    if (!set) this.listeners.set(symbol, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(symbol);
    };
  }

  /**
   * The symbol's bars of its last KEEP_SESSIONS session days, oldest first: stored days, with the
   * days being recorded now (their live objects: later updates change them in place).
   */
  async history(symbol: string): Promise<DayBars[]> {
    const entry = this.entry(symbol);
    const [stored] = await Promise.all([this.storedDays(symbol), entry.load]);
    const days = new Map(stored.map((d) => [d.day, d]));
    for (const [day, live] of entry.builder.days) days.set(day, live);
    return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-KEEP_SESSIONS);
  }

  /**
   * The symbol's stored days, read once and kept for the last few symbols charted: earlier sessions
   * do not change, and the day being recorded comes from the builder (restored from storage).
   */
  private storedDays(symbol: string): Promise<DayBars[]> {
    const known = this.storedCache.get(symbol);
    if (known) {
      this.storedCache.delete(symbol); // most recent last
      this.storedCache.set(symbol, known);
      return known;
    }
    const read = this.storageReady.then((storage) => storage.load(symbol)).catch(() => []);
    this.storedCache.set(symbol, read);
    if (this.storedCache.size > STORED_CACHE_SYMBOLS) {
      const oldest = this.storedCache.keys().next().value;
      if (oldest !== undefined) this.storedCache.delete(oldest);
    }
    return read;
  }

  /** Today's live bars of a symbol (no storage), e.g. for redraws after a late update. */
  liveDays(symbol: string): DayBars[] {
    const entry = this.symbols.get(symbol);
    return entry ? [...entry.builder.days.values()] : [];
  }

  /** Saves every changed bar now (also runs every second and when the page is hidden). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    const storage = this.storage;
    if (!storage) return Promise.resolve();
    const batch: SaveEntry[] = [];
    for (const [symbol, entry] of this.symbols) {
      if (!entry.loaded || entry.dirty.size === 0) continue;
      for (const [day, times] of entry.dirty) {
        const record = entry.builder.days.get(day);
        if (!record) continue;
        const bars = record.bars.filter((bar) => times.has(bar.time));
        batch.push({ symbol, day, since: record.since, bars });
      }
      entry.dirty.clear();
    }
    const today = marketDate();
    const prune = this.prunedDay !== today;
    this.prunedDay = today;
    if (batch.length === 0 && !prune) return Promise.resolve();
    this.flushing = storage
      .saveMany(batch)
      .then(() => (prune ? storage.prune(KEEP_SESSIONS) : undefined))
      .catch((error: unknown) => this.fallBackToMemory(error, batch))
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private async fallBackToMemory(
    error: unknown,
    batch: SaveEntry[],
  ): Promise<void> {
    if (!this.storage?.persistent) return;
    const memory = new MemoryBarStorage(false);
    this.storage = memory;
    this.state.setState({
      storage: 'memory',
      storageNote: `Saving bars failed (${error instanceof Error ? error.message : String(error)}).`,
    });
    await memory.saveMany(batch);
  }

  dispose(): void {
    this.stop();
    this.listeners.clear();
    this.symbols.clear();
  }
}

const recorders = new Map<Pick<LiveQuoteClient, 'onTicks'>, BarRecorder>();

/** The recorder of a live client (the tab's one by default), started on first use. */
export function getBarRecorder(client: Pick<LiveQuoteClient, 'onTicks'> = getLiveClient()): BarRecorder {
  let recorder = recorders.get(client);
  if (!recorder) {
    recorder = new BarRecorder(client);
    recorders.set(client, recorder);
    recorder.start();
  }
  return recorder;
}

/** Stops and forgets every recorder (tests). */
export function disposeBarRecorders(): void {
  for (const recorder of recorders.values()) recorder.dispose();
  recorders.clear();
}
