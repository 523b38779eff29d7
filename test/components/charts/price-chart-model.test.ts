// @vitest-environment jsdom
// The candle chart follows the live charts' cadence (draw-cadence.ts): a symbol ticking on every
// frame is drawn at most four times a second, the drawn candle always ends on the latest price, and
// a new timeframe (the user's own change) is drawn at the next frame, not after the interval.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lib from 'lightweight-charts';
import { PriceChartModel } from '@/components/charts/price-chart-model';
import { DRAW_INTERVAL_MS } from '@/components/charts/draw-cadence';
import type { ChartLibrary } from '@/components/charts/chart-library';
import { BarRecorder } from '@/domain/bars/bar-recorder';
import { MemoryBarStorage } from '@/domain/bars/bar-storage';
import type { TickListener, TickUpdate } from '@/live/client';
import type { Quote } from '@/live/quote-store';
import { stubCharts, type StubSeries } from '../../utils/lightweight-charts-stub';

class FakeFeed {
  listeners = new Set<TickListener>();
  onTicks(listener: TickListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  send(seq: number, ts: string, last_price: string) {
    const quote = { symbol: 'AAPL', seq, ts, last_price, versions: {} } as unknown as Quote;
    const update: TickUpdate = { quote, ticks: 1, lost: 0 };
    for (const l of this.listeners) l(update);
  }
}

describe('PriceChartModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('draws a busy symbol at most four times a second, ending on its latest price; a new timeframe draws at once', async () => {
    const feed = new FakeFeed();
    const recorder = new BarRecorder(feed, Promise.resolve(new MemoryBarStorage(false)), 60_000);
    const stop = recorder.start();
    const model = new PriceChartModel(
      lib as unknown as ChartLibrary,
      document.createElement('div'),
      recorder,
      'AAPL',
      1,
      { onLegend: () => {}, onHistory: () => {} },
      Promise.resolve([]),
    );
    await vi.advanceTimersByTimeAsync(0); // the (empty) history: the first draw
    const candles = stubCharts.at(-1)!.series[0] as StubSeries;
    const updates: unknown[] = [];
    const update = candles.update.bind(candles);
    candles.update = (point) => {
      updates.push(point.close);
      update(point);
    };
    // One second with a new price on every frame, inside one minute.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    for (let frame = 0; frame < 60; frame++) {
      feed.send(frame + 1, new Date(minute + 1000 + frame).toISOString(), `${100 + frame}.25`);
      await vi.advanceTimersByTimeAsync(16);
    }
    await vi.advanceTimersByTimeAsync(DRAW_INTERVAL_MS + 32);
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(updates.length).toBeLessThanOrEqual(5);
    expect(candles.data.at(-1)).toMatchObject({ open: 100.25, high: 159.25, low: 100.25, close: 159.25 });

    // The user picks 5m right after a draw: it shows at the next frame.
    feed.send(61, new Date(minute + 2000).toISOString(), '160.25');
    await vi.advanceTimersByTimeAsync(DRAW_INTERVAL_MS + 32);
    const setData = vi.spyOn(candles, 'setData');
    model.setTimeframe(5);
    await vi.advanceTimersByTimeAsync(17);
    expect(setData).toHaveBeenCalledTimes(1);
    model.destroy();
    stop();
  });
});
