// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as lib from 'lightweight-charts';
import { TickChartModel } from '@/components/charts/tick-chart';
import { DRAW_INTERVAL_MS } from '@/components/charts/draw-cadence';
import type { ChartLibrary } from '@/components/charts/chart-library';
import { createQuoteStore, publishQuotes, quoteFromTick } from '@/live/quote-store';
import { stubCharts, type StubSeries } from '../../utils/lightweight-charts-stub';

const tick = (seq: number, last: string, second: number) =>
  quoteFromTick(
    {
      symbol: 'AAPL',
      instrument_id: 'i-aapl',
      seq,
      ts: new Date(Date.UTC(2026, 10, 24, 15, 0, second)).toISOString(),
      last_price: last,
    },
    Date.now(),
  );

describe('TickChartModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('draws a busy symbol at most four times a second, and always ends on its latest price', () => {
    const store = createQuoteStore();
    const model = new TickChartModel(
      lib as unknown as ChartLibrary,
      document.createElement('div'),
      store,
      'AAPL',
    );
    const series = stubCharts.at(-1)!.series[0] as StubSeries;
    const drawn: unknown[] = [];
    const update = series.update.bind(series);
    series.update = (point) => {
      drawn.push(point.value);
      update(point);
    };
    // 60 frames (one second) with a new price on every frame.
    for (let frame = 0; frame < 60; frame++) {
      publishQuotes(store, [tick(frame + 1, `${100 + frame}.25`, frame < 30 ? 1 : 2)]);
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(DRAW_INTERVAL_MS + 32);
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(drawn.length).toBeLessThanOrEqual(5);
    // Nothing is lost: the last point carries the last price of its second.
    expect(series.data.at(-1)).toMatchObject({ value: 159.25 });
    model.destroy();
  });
});
