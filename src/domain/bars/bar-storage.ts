// Where minute bars are kept between visits: IndexedDB (through `idb`), one record per bar keyed
// [symbol, day, time] and one per symbol and session day with the time recording began. The last
// KEEP_SESSIONS session days of each symbol are kept; older ones are pruned. Where IndexedDB is
// unavailable (private mode, no quota) the bars live in memory and the chart says they will not
// survive a reload.
import { openDB, unwrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { DayBars, MinuteBar } from './bars';

export const KEEP_SESSIONS = 5;
export const BARS_DB_NAME = 'terminal-bars';

interface StoredBar extends MinuteBar {
  symbol: string;
  day: string;
}
interface StoredDay {
  symbol: string;
  day: string;
  since: number;
}
interface BarsDb extends DBSchema {
  bars: { key: [string, string, number]; value: StoredBar };
  days: { key: [string, string]; value: StoredDay };
}

export interface SaveEntry {
  symbol: string;
  day: string;
  /** When recording began that day; absent when unchanged since the last save of the day. */
  since?: number | undefined;
  bars: readonly MinuteBar[];
}

export interface BarStorage {
  /** True when bars survive a reload. */
  readonly persistent: boolean;
  /** The symbol's stored days, oldest first (at most KEEP_SESSIONS). */
  load(symbol: string): Promise<DayBars[]>;
  /** Saves changed bars (and their day's start of recording when given), in one transaction. */
  saveMany(batch: readonly SaveEntry[]): Promise<void>;
  /** Deletes every symbol's days older than its `keep` newest. */
  prune(keep?: number): Promise<void>;
}

/** Bars in memory only (IndexedDB unavailable, and tests). */
export class MemoryBarStorage implements BarStorage {
  readonly persistent: boolean;
  private readonly data = new Map<string, Map<string, DayBars>>();

  constructor(persistent = false) {
    this.persistent = persistent;
  }

  async load(symbol: string): Promise<DayBars[]> {
    const days = this.data.get(symbol);
    if (!days) return [];
    return [...days.values()]
      .sort((a, b) => (a.day < b.day ? -1 : 1))
      .slice(-KEEP_SESSIONS)
      .map((d) => ({ day: d.day, since: d.since, bars: d.bars.map((b) => ({ ...b })) }));
  }

  async saveMany(batch: readonly SaveEntry[]): Promise<void> {
    for (const { symbol, day, since, bars } of batch) this.saveOne(symbol, day, since, bars);
  }

  private saveOne(symbol: string, day: string, since: number | undefined, bars: readonly MinuteBar[]): void {
    let days = this.data.get(symbol);
    if (!days) this.data.set(symbol, (days = new Map()));
    const start = since ?? bars.reduce((min, bar) => Math.min(min, bar.time * 1000), Infinity);
    let record = days.get(day);
    if (!record) days.set(day, (record = { day, since: start, bars: [] }));
    record.since = Math.min(record.since, start);
    const byTime = new Map(record.bars.map((b) => [b.time, b]));
    for (const bar of bars) byTime.set(bar.time, { ...bar });
    record.bars = [...byTime.values()].sort((a, b) => a.time - b.time);
  }

  async prune(keep = KEEP_SESSIONS): Promise<void> {
    for (const days of this.data.values()) {
      const sorted = [...days.keys()].sort();
      for (const day of sorted.slice(0, Math.max(0, sorted.length - keep))) days.delete(day);
    }
  }
}

export class IndexedDbBarStorage implements BarStorage {
  readonly persistent = true;
  private constructor(private readonly db: IDBPDatabase<BarsDb>) {}

  static async open(): Promise<IndexedDbBarStorage> {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available in this browser');
    const db = await openDB<BarsDb>(BARS_DB_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('bars', { keyPath: ['symbol', 'day', 'time'] });
        database.createObjectStore('days', { keyPath: ['symbol', 'day'] });
      },
    });
    return new IndexedDbBarStorage(db);
  }

  async load(symbol: string): Promise<DayBars[]> {
    const tx = this.db.transaction(['days', 'bars'], 'readonly');
    const days = await tx.objectStore('days').getAll(IDBKeyRange.bound([symbol, ''], [symbol, '\uffff']));
    const kept = days.sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-KEEP_SESSIONS);
    const out: DayBars[] = [];
    for (const d of kept) {
      const stored = await tx
        .objectStore('bars')
        .getAll(IDBKeyRange.bound([symbol, d.day, -Infinity], [symbol, d.day, Infinity]));
      out.push({ day: d.day, since: d.since, bars: stored.map(stripKey).sort((a, b) => a.time - b.time) });
    }
    await tx.done;
    return out;
  }

  async saveMany(batch: readonly SaveEntry[]): Promise<void> {
    if (batch.length === 0) return;
    const tx = this.db.transaction(['days', 'bars'], 'readwrite');
    // The plain stores: a put here is one request, not one request and a promise (idb's wrapper);
    // the transaction's end is awaited once.
    const days = unwrap(tx.objectStore('days'));
    const store = unwrap(tx.objectStore('bars'));
    for (const { symbol, day, since, bars } of batch) {
      // The day's record keeps the earliest start of recording (no read needed: the recorder's own
      // `since` only ever goes down and starts from the stored one; it sends it when it moved).
      if (since !== undefined) days.put({ symbol, day, since });
      for (const bar of bars) store.put({ ...bar, symbol, day });
    }
    await tx.done;
  }

  async prune(keep = KEEP_SESSIONS): Promise<void> {
    const keys = await this.db.getAllKeys('days');
    const bySymbol = new Map<string, string[]>();
    for (const [symbol, day] of keys) {
      const list = bySymbol.get(symbol) ?? [];
      list.push(day);
      bySymbol.set(symbol, list);
    }
    const tx = this.db.transaction(['days', 'bars'], 'readwrite');
    for (const [symbol, list] of bySymbol) {
      const old = list.sort().slice(0, Math.max(0, list.length - keep));
      for (const day of old) {
        void tx.objectStore('days').delete([symbol, day]);
        void tx
          .objectStore('bars')
          .delete(IDBKeyRange.bound([symbol, day, -Infinity], [symbol, day, Infinity]));
      }
    }
    await tx.done;
  }

  close(): void {
    this.db.close();
  }
}

function stripKey(stored: StoredBar): MinuteBar {
  const { symbol: _symbol, day: _day, ...bar } = stored;
  return bar;
}

/** IndexedDB when it opens, else memory (with `persistent: false` for the chart to say so). */
export async function openBarStorage(): Promise<BarStorage> {
  try {
    return await IndexedDbBarStorage.open();
  } catch {
    return new MemoryBarStorage(false);
  }
}
