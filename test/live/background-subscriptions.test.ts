// Background-only subscriptions (bar recording's watchlist symbols): their ticks reach the page
// merged once a second with the ticks their bars need; anything on screen streams at full rate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarRecorder } from '@/domain/bars/bar-recorder';
import { MemoryBarStorage } from '@/domain/bars/bar-storage';
import type { TickUpdate } from '@/live/client';
import { createHarness, tick } from './live-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

async function connected() {
  const h = createHarness();
  const updates: TickUpdate[] = [];
  h.client.onTicks((update) => updates.push({ ...update, quote: { ...update.quote } }));
  const background = h.client.subscribe('KO', { background: true });
  const onScreen = h.client.subscribe('AAPL');
  await h.settle();
  h.socket.open();
  h.socket.ack(['KO', 'AAPL']);
  await h.settle();
  return Object.assign(h, { updates, background, onScreen });
}

const quoteFrame = (...ticks: unknown[]) => ({ type: 'market-data-l1', data: ticks });

describe('background-only subscriptions', () => {
  it('hand a background symbol over once a second, with its high and low, while a shown one streams every frame', async () => {
    const h = await connected();
    const prices = ['50.10', '50.40', '49.95', '50.20'];
    prices.forEach((last_price, i) => {
      h.socket.receive(
        quoteFrame(tick('KO', i + 1, { last_price }), tick('AAPL', i + 1, { last_price: `10${i}` })),
      );
    });
    await vi.advanceTimersByTimeAsync(20);
    // AAPL went to the store and the tick listeners with each frame; KO not yet.
    expect(h.updates.filter((u) => u.quote.symbol === 'AAPL')).toHaveLength(4);
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(0);
    expect(h.store.getState().quotes.AAPL?.last_price).toBe('103');

    await vi.advanceTimersByTimeAsync(1_000);
    const ko = h.updates.filter((u) => u.quote.symbol === 'KO');
    expect(ko).toHaveLength(1);
    expect(ko[0]).toMatchObject({ ticks: 4, lost: 0, quote: { seq: 4, last_price: '50.20' } });
    // The marks keep what the merged quote lost: the open, the high 50.40 and the low 49.95.
    expect(ko[0]?.marks?.map((m) => m.last_price)).toEqual(['50.10', '50.40', '49.95', '50.20']);
    await vi.advanceTimersByTimeAsync(20);
    expect(h.store.getState().quotes.KO?.last_price).toBe('50.20');
  });

  it('streams a symbol at full rate at once when something on screen subscribes to it, and holds it again after', async () => {
    const h = await connected();
    h.socket.receive(quoteFrame(tick('KO', 1, { last_price: '50.10' })));
    await vi.advanceTimersByTimeAsync(100);
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(0);

    // A board shows KO: the held second is handed over now, and every later frame.
    const shown = h.client.subscribe('KO');
    await h.settle();
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(1);
    h.socket.receive(quoteFrame(tick('KO', 2, { last_price: '50.30' })));
    await vi.advanceTimersByTimeAsync(20);
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(2);
    expect(h.store.getState().quotes.KO?.last_price).toBe('50.30');
    // Nothing was subscribed twice on the socket.
    expect(h.socket.messages.filter((m) => m.payload.symbols.includes('KO'))).toHaveLength(1);

    shown();
    await h.settle();
    h.socket.receive(quoteFrame(tick('KO', 3, { last_price: '50.50' })));
    await vi.advanceTimersByTimeAsync(100);
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.updates.filter((u) => u.quote.symbol === 'KO')).toHaveLength(3);
  });

  it('still notices lost updates of a held symbol, and hands over what it held when the socket closes', async () => {
    const h = await connected();
    h.socket.receive(quoteFrame(tick('KO', 1, { last_price: '50.10' })));
    h.socket.receive(quoteFrame(tick('KO', 4, { last_price: '50.20' }))); // 2 and 3 lost
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.updates.find((u) => u.quote.symbol === 'KO')).toMatchObject({ ticks: 2, lost: 1 });
    expect(h.store.getState().counters.gaps).toBe(1);
    // The gap re-seeds the symbol from the snapshot endpoint.
    expect(h.fetchSnapshots.mock.calls.some(([symbols]) => symbols.includes('KO'))).toBe(true);

    h.socket.receive(quoteFrame(tick('KO', 5, { last_price: '50.60' })));
    h.socket.drop();
    expect(h.updates.filter((u) => u.quote.symbol === 'KO').at(-1)).toMatchObject({ quote: { seq: 5 } });
  });

  it('gives a shown symbol’s bars the high and low of ticks merged into one hand-over', async () => {
    const h = await connected();
    const recorder = new BarRecorder(h.client, Promise.resolve(new MemoryBarStorage(false)));
    recorder.start();
    // One frame, four AAPL ticks (the quote socket worker merges many frames so when the page is busy).
    h.socket.receive(
      quoteFrame(
        ...['101.10', '101.90', '100.80', '101.20'].map((last_price, i) =>
          tick('AAPL', i + 1, { last_price }),
        ),
      ),
    );
    await vi.advanceTimersByTimeAsync(20);
    const aapl = h.updates.filter((u) => u.quote.symbol === 'AAPL');
    expect(aapl).toHaveLength(1);
    expect(aapl[0]).toMatchObject({ ticks: 4, quote: { last_price: '101.20' } });
    const [day] = await recorder.history('AAPL');
    expect(day?.bars).toMatchObject([{ open: '101.10', high: '101.90', low: '100.80', close: '101.20' }]);
    recorder.dispose();
  });

  it('lets a released background symbol go after the grace period, like any other', async () => {
    const h = await connected();
    h.background();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(h.client.activeSymbols()).toEqual(['AAPL']);
    expect(h.socket.messages.at(-1)?.payload).toMatchObject({
      type: 'market-data-l1-unsubscribe',
      symbols: ['KO'],
    });
  });
});
