import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarRecorder, SLICE_BARS } from '@/domain/bars/bar-recorder';
import {
  BARS_DB_NAME,
  IndexedDbBarStorage,
  MemoryBarStorage,
  type SaveEntry,
} from '@/domain/bars/bar-storage';
import type { MinuteBar } from '@/domain/bars/bars';
import type { TickListener, TickUpdate } from '@/live/client';
import { marketDate } from '@/lib/market-time';
import type { Quote } from '@/live/quote-store';

class FakeFeed {
  listeners = new Set<TickListener>();
  onTicks(listener: TickListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  send(symbol: string, seq: number, ts: string, last_price: string, cumulative_volume?: number, lost = 0) {
    const quote = { symbol, seq, ts, last_price, cumulative_volume, versions: {} } as unknown as Quote;
    const update: TickUpdate = { quote, ticks: 1, lost };
    for (const l of this.listeners) l(update);
  }
}

const bar = (time: number, price: string): MinuteBar => ({
  time,
  open: price,
  high: price,
  low: price,
  close: price,
  volume: 1,
  session: 'regular',
  openAt: { seq: time, ts: new Date(time * 1000).toISOString() },
  closeAt: { seq: time, ts: new Date(time * 1000).toISOString() },
});

const opened: IndexedDbBarStorage[] = [];
async function openStorage() {
  const storage = await IndexedDbBarStorage.open();
  opened.push(storage);
  return storage;
}

afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(BARS_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('bar storage and the recorder', () => {
  it("keeps today's bars across a reload (a new recorder on the same database)", async () => {
    const now = Date.now();
    const minute = Math.floor(now / 60_000) * 60;
    const iso = (s: number) => new Date(s * 1000).toISOString();
    const feed = new FakeFeed();
    const first = new BarRecorder(feed, openStorage(), 60_000);
    first.start();
    await first.history('AAPL'); // storage open and the symbol's stored bars read
    feed.send('AAPL', 1, iso(minute - 60 + 1), '187.10', 1000);
    feed.send('AAPL', 2, iso(minute - 60 + 30), '187.40', 1100);
    feed.send('AAPL', 3, iso(minute + 1), '187.20', 1250);
    await first.flush();
    first.dispose();

    const second = new BarRecorder(new FakeFeed(), openStorage(), 60_000);
    const days = await second.history('AAPL');
    const stored = days.flatMap((d) => d.bars).map((b) => [b.time, b.open, b.high, b.low, b.close, b.volume]);
    expect(stored).toEqual([
      [minute - 60, '187.10', '187.40', '187.10', '187.40', 100],
      [minute, '187.20', '187.20', '187.20', '187.20', 150],
    ]);
    expect(days.at(-1)?.day).toBe(marketDate(minute * 1000));
    expect(second.state.getState().storage).toBe('indexeddb');
    second.dispose();
  });

  it('keeps the last five session days of each symbol and prunes older ones', async () => {
    const storage = await openStorage();
    const days = [
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ];
    await storage.saveMany(
      days.flatMap((day, i) => [
        { symbol: 'MSFT', day, since: i, bars: [bar(1_000_000 + i * 86_400, `${400 + i}.00`)] },
        ...(i < 2 ? [{ symbol: 'IBM', day, since: i, bars: [bar(1_000_000 + i * 86_400, '200.00')] }] : []),
      ]),
    );
    await storage.prune(5);
    const msft = await storage.load('MSFT');
    expect(msft.map((d) => d.day)).toEqual(days.slice(2));
    expect(msft.map((d) => d.bars[0]?.close)).toEqual(['402.00', '403.00', '404.00', '405.00', '406.00']);
    expect((await storage.load('IBM')).map((d) => d.day)).toEqual(days.slice(0, 2));
  });

  it('records in memory when IndexedDB cannot open, and says so', async () => {
    const recorder = new BarRecorder(new FakeFeed(), Promise.reject(new Error('no IndexedDB')), 60_000);
    await recorder.history('AAPL');
    expect(recorder.state.getState().storage).toBe('memory');
    expect(recorder.state.getState().storageNote).toMatch(/IndexedDB/);
  });

  it('tells a chart about each change of its symbol only', async () => {
    const feed = new FakeFeed();
    const recorder = new BarRecorder(feed, Promise.resolve(new MemoryBarStorage()), 60_000);
    recorder.start();
    const seen: string[] = [];
    recorder.subscribe('AAPL', (change) => seen.push(change.bar.close));
    const ts = new Date().toISOString();
    feed.send('AAPL', 1, ts, '1.00');
    feed.send('MSFT', 1, ts, '2.00');
    feed.send('AAPL', 2, ts, '1.50');
    expect(seen).toEqual(['1.00', '1.50']);
    recorder.dispose();
  });

  it("builds a background symbol's bar from the marks of its second, not from its merged quote alone", async () => {
    const feed = new FakeFeed();
    const recorder = new BarRecorder(feed, Promise.resolve(new MemoryBarStorage()), 60_000);
    recorder.start();
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const ts = (ms: number) => new Date(minute + ms).toISOString();
    const quote = {
      symbol: 'KO',
      seq: 4,
      ts: ts(400),
      last_price: '50.20',
      versions: {},
    } as unknown as Quote;
    const marks = [
      { seq: 1, ts: ts(100), last_price: '50.10' },
      { seq: 2, ts: ts(200), last_price: '50.40' },
      { seq: 3, ts: ts(300), last_price: '49.95' },
      { seq: 4, ts: ts(400), last_price: '50.20' },
    ];
    for (const l of feed.listeners) l({ quote, ticks: 4, lost: 1, marks });
    const [day] = recorder.liveDays('KO');
    expect(day?.bars).toHaveLength(1);
    // The update's lost count marks the bar as it would any update's.
    expect(day?.bars[0]).toMatchObject({
      open: '50.10',
      high: '50.40',
      low: '49.95',
      close: '50.20',
      gap: true,
    });
    recorder.dispose();
  });

  it("saves in the background without a flush: every changed bar, in slices of at most SLICE_BARS, the day's start once", async () => {
    const batches: SaveEntry[][] = [];
    class CountingStorage extends MemoryBarStorage {
      override async saveMany(batch: readonly SaveEntry[]) {
        batches.push([...batch]);
        return super.saveMany(batch);
      }
    }
    const storage = new CountingStorage(true);
    const feed = new FakeFeed();
    const recorder = new BarRecorder(feed, Promise.resolve(storage), 20);
    recorder.start();
    const symbols = Array.from({ length: 250 }, (_, i) => `S${i}`);
    await Promise.all(symbols.map((s) => recorder.history(s))); // storage open, nothing stored yet
    const ts = new Date().toISOString();
    for (const symbol of symbols) feed.send(symbol, 1, ts, '10.00', 100);
    await vi.waitFor(async () => {
      for (const symbol of symbols)
        expect((await storage.load(symbol)).flatMap((d) => d.bars)).toHaveLength(1);
    });
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(symbols.length / SLICE_BARS));
    for (const batch of batches) expect(batch.flatMap((e) => e.bars).length).toBeLessThanOrEqual(SLICE_BARS);
    expect(batches.flat().every((e) => e.since !== undefined)).toBe(true);

    // A later change of the same bar: written again, the day's unchanged start not.
    batches.length = 0;
    feed.send('S7', 2, new Date(Date.parse(ts) + 1).toISOString(), '10.50', 150);
    await vi.waitFor(async () => expect((await storage.load('S7'))[0]?.bars[0]?.close).toBe('10.50'));
    const s7 = batches.flat().filter((e) => e.symbol === 'S7');
    expect(s7).toHaveLength(1);
    expect(s7[0]?.since).toBeUndefined();
    recorder.dispose();
  });
});
