// The terminal's bar recorder: hears every subscribed symbol's updates from the live client (its
// tick tap, before the per-frame publish: one merged update per symbol per socket batch, with the
// ticks that keep its bars exact when the batch merged more than one, and for a background-only
// symbol the same once a second), builds one-minute bars (bars.ts), saves changed bars
// (bar-storage.ts) and tells charts what changed.
// Saving is kept off the frames that draw quotes: every second a pass over the symbols with changed
// bars starts, and it writes them in idle time, a slice of at most SLICE_BARS bars (one transaction)
// at a time, so a watchlist of 500 streaming symbols never costs one long task; a bar changed many
// times before its slice is written once. `flush()` (page hide, tests) writes everything at once.
// It runs while the terminal is open; a symbol is recorded while anything streams it (a chart, a
// board, a watchlist: the shell keeps watchlist symbols streamed, features/shell/bar-recording.tsx).
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getLiveClient, type LiveQuoteClient, type TickUpdate } from '@/live/client';
import { marketDate } from '@/lib/market-time';
import { whenIdle } from '@/lib/startup';
import { SymbolBarBuilder, type BarChange, type BarTick, type DayBars, type MinuteBar } from './bars';
import {
  KEEP_SESSIONS,
  MemoryBarStorage,
  openBarStorage,
  type BarStorage,
  type SaveEntry,
} from './bar-storage';

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
  /** The start of recording last written per day (the day's record is written only when it moves). */
  savedSince: Map<string, number>;
}

export const FLUSH_INTERVAL_MS = 1_000;
/** At most this many bars are written in one slice of idle time (one transaction). */
export const SLICE_BARS = 100;

/** Symbols whose stored sessions stay in memory once read (a chart opened again draws at once). */
const STORED_CACHE_SYMBOLS = 12;

/**
 * What the bar builder takes from a tick update, in order: the marks when the socket merged more
 * than one tick (a background-only symbol's second, or a busy hand-over: the ticks its bars need,
 * the sequence gap on the newest), else the merged quote, which is then the one tick.
 */
export function barTicksOf({ quote, lost, marks }: TickUpdate): BarTick[] {
  if (quote.seq === null || quote.ts === null) return [];
  if (marks && marks.length > 0) {
    const newest = marks.length - 1;
    return marks.map((mark, i) => (i === newest ? { ...mark, lost } : mark));
  }
  return [
    {
      seq: quote.seq,
      ts: quote.ts,
      last_price: quote.last_price,
      bid: quote.bid,
      ask: quote.ask,
      cumulative_volume: quote.cumulative_volume,
      lost,
    },
  ];
}

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
  /** Writes in order (a slice, a full flush): each waits for the one before. */
  private writing: Promise<void> = Promise.resolve();
  /** The symbols the running background pass has still to write (null: no pass running). */
  private pass: string[] | null = null;
  private passAt = 0;
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
          storageNote: ready.persistent
            ? null
            : 'This browser does not allow IndexedDB here (private mode?).',
        });
        return ready;
      });
  }

  /** Starts recording (idempotent); returns stop. */
  start(): () => void {
    if (!this.stopTicks) {
      this.stopTicks = this.client.onTicks(this.onTicks);
      this.timer = setInterval(() => this.startPass(), this.flushMs);
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

  private readonly onTicks = (update: TickUpdate) => {
    const ticks = barTicksOf(update);
    if (ticks.length === 0) return;
    const entry = this.entry(update.quote.symbol);
    for (const tick of ticks) this.record(entry, update.quote.symbol, tick);
  };

  private record(entry: SymbolEntry, symbol: string, tick: BarTick): void {
    const change = entry.builder.apply(tick);
    if (!change) return;
    let times = entry.dirty.get(change.day);
    if (!times) {
      entry.dirty.set(change.day, (times = new Set()));
      entry.builder.dropOlderDays(KEEP_SESSIONS);
    }
    times.add(change.bar.time);
    const listeners = this.listeners.get(symbol);
    if (listeners) for (const listener of listeners) listener(change);
  }

  private entry(symbol: string): SymbolEntry {
    const entry = this.symbols.get(symbol);
    if (entry) return entry;
    const created: SymbolEntry = {
      builder: new SymbolBarBuilder(),
      loaded: false,
      dirty: new Map(),
      savedSince: new Map(),
      load: Promise.resolve(),
    };
    this.symbols.set(symbol, created);
    // Today's stored bars (an earlier visit today) merge into what is recorded from now on.
    created.load = this.storedDays(symbol)
      .then((days) => {
        const today = marketDate();
        for (const day of days)
          if (day.day === today || created.builder.days.has(day.day)) created.builder.restore(day);
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

  /** Saves every changed bar now (when the page is hidden; tests). */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.storage) return Promise.resolve();
    const batch: SaveEntry[] = [];
    for (const [symbol, entry] of this.symbols) this.take(symbol, entry, batch);
    this.pass = null;
    const today = marketDate();
    const prune = this.prunedDay !== today;
    this.prunedDay = today;
    if (batch.length === 0 && !prune) return this.writing;
    this.flushing = this.write(batch, prune).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Every second: a pass over the symbols with changed bars, written in idle slices. */
  private startPass(): void {
    if (this.pass || !this.storage) return; // the running pass will reach every symbol
    const symbols: string[] = [];
    for (const [symbol, entry] of this.symbols)
      if (entry.loaded && entry.dirty.size > 0) symbols.push(symbol);
    if (symbols.length === 0 && this.prunedDay === marketDate()) return;
    this.pass = symbols;
    this.passAt = 0;
    whenIdle(this.writeSlice, 1_000);
  }

  /** One slice of the pass: up to SLICE_BARS changed bars in one transaction, then the next slice. */
  private readonly writeSlice = () => {
    const pass = this.pass;
    if (!pass || !this.storage) return;
    const batch: SaveEntry[] = [];
    let bars = 0;
    while (this.passAt < pass.length && bars < SLICE_BARS) {
      const symbol = pass[this.passAt++]!;
      const entry = this.symbols.get(symbol);
      if (entry) bars += this.take(symbol, entry, batch);
    }
    const done = this.passAt >= pass.length;
    let prune = false;
    if (done) {
      this.pass = null;
      const today = marketDate();
      prune = this.prunedDay !== today;
      this.prunedDay = today;
    }
    if (batch.length > 0 || prune) void this.write(batch, prune);
    if (!done) whenIdle(this.writeSlice, 1_000);
  };

  /** Moves `entry`'s changed bars into `batch`; returns how many. */
  private take(symbol: string, entry: SymbolEntry, batch: SaveEntry[]): number {
    if (!entry.loaded || entry.dirty.size === 0) return 0;
    let count = 0;
    for (const [day, times] of entry.dirty) {
      const record = entry.builder.days.get(day);
      if (!record) continue;
      const bars: MinuteBar[] = [];
      // Changed bars are almost always the newest: walk back from the end.
      for (let i = record.bars.length - 1; i >= 0 && bars.length < times.size; i--) {
        const bar = record.bars[i]!;
        if (times.has(bar.time)) bars.push(bar);
      }
      const since = entry.savedSince.get(day) === record.since ? undefined : record.since;
      entry.savedSince.set(day, record.since);
      batch.push({ symbol, day, ...(since === undefined ? {} : { since }), bars });
      count += bars.length;
    }
    entry.dirty.clear();
    return count;
  }

  private write(batch: SaveEntry[], prune: boolean): Promise<void> {
    const written = this.writing.then(async () => {
      const storage = this.storage;
      if (!storage) return;
      try {
        if (batch.length > 0) await storage.saveMany(batch);
        if (prune) await storage.prune(KEEP_SESSIONS);
      } catch (error) {
        await this.fallBackToMemory(error, batch);
      }
    });
    this.writing = written;
    return written;
  }

  private async fallBackToMemory(error: unknown, batch: SaveEntry[]): Promise<void> {
    if (!this.storage?.persistent) return;
    const memory = new MemoryBarStorage(false);
    this.storage = memory;
    // The new storage has no day records: the next writes carry every day's start again.
    for (const entry of this.symbols.values()) entry.savedSince.clear();
    this.state.setState({
      storage: 'memory',
      storageNote: `Saving bars failed (${error instanceof Error ? error.message : String(error)}).`,
    });
    await memory.saveMany(
      batch.map((e) => ({
        ...e,
        since: e.since ?? this.symbols.get(e.symbol)?.builder.days.get(e.day)?.since,
      })),
    );
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
