// A live tick chart of one symbol's last price. The model lives outside React and reads the quote
// store directly, drawing at the live charts' cadence (draw-cadence.ts); the wrapper subscribes the symbol
// and builds the model through the kit's chart hook (lightweight-charts loads lazily).
import { useEffect, useState } from 'react';
import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { formatMarketClock, marketZoneAbbreviation, parseTimestamp } from '@/lib/market-time';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient } from '@/live/hooks';
import type { Quote, QuoteStore } from '@/live/quote-store';
import { TickSeries } from './tick-series';
import { chartTimeMs, marketTimeChartOptions, themeColor } from './chart-theme';
import { followContainerSize } from './chart-size';
import type { ChartLibrary, ChartModel } from './chart-library';
import { useChartModel } from './use-chart-model';
import { ChartLoadError } from './chart-load-error';
import { DrawCadence } from './draw-cadence';

export interface TickChartProps {
  symbol: string;
  height?: number;
  /** Points kept before older ticks roll into 1-minute points (default 20,000). */
  maxPoints?: number;
}

const toMs = chartTimeMs;
const toPoint = (p: { time: number; value: number }) => ({ time: p.time as UTCTimestamp, value: p.value });

export class TickChartModel implements ChartModel {
  private readonly chart: IChartApi;
  private readonly series: ISeriesApi<'Line'>;
  private readonly points: TickSeries;
  private readonly unsubscribe: () => void;
  private readonly stopSizing: () => void;
  private pending: Quote | undefined;
  private readonly cadence = new DrawCadence(() => this.draw());

  constructor(
    readonly library: ChartLibrary,
    container: HTMLElement,
    store: QuoteStore,
    symbol: string,
    maxPoints?: number,
  ) {
    const lib = library;
    this.chart = lib.createChart(container, {
      ...marketTimeChartOptions(),
      timeScale: {
        timeVisible: true,
        secondsVisible: true,
        tickMarkFormatter: (time: Time) => formatMarketClock(toMs(time)),
      },
    });
    this.stopSizing = followContainerSize(this.chart, container);
    this.series = this.chart.addSeries(lib.LineSeries, { color: themeColor('--accent'), lineWidth: 2 });
    this.points = new TickSeries(maxPoints);
    this.pending = store.getState().quotes[symbol];
    this.schedule();
    this.unsubscribe = store.subscribe((state, previous) => {
      const quote = state.quotes[symbol];
      if (quote === previous.quotes[symbol] || !quote) return;
      this.pending = quote;
      this.schedule();
    });
  }

  /** The chart and its line series, for overlays (PriceChart's onSeries). */
  get api(): { chart: IChartApi; series: ISeriesApi<'Line'> } {
    return { chart: this.chart, series: this.series };
  }

  private schedule(): void {
    this.cadence.request();
  }

  private draw(): void {
    const quote = this.pending;
    this.pending = undefined;
    if (!quote?.last_price) return;
    const time = quote.ts ? parseTimestamp(quote.ts) / 1000 : quote.receivedAt / 1000;
    // Floats only here, at the last step of drawing.
    const change = this.points.add(time, Number(quote.last_price));
    if (change === 'update' && this.points.last) this.series.update(toPoint(this.points.last));
    else if (change === 'reset') this.series.setData(this.points.data.map(toPoint));
  }

  destroy(): void {
    this.unsubscribe();
    this.cadence.cancel();
    this.stopSizing();
    this.chart.remove();
  }
}

export function TickChart({ symbol, height = 240, maxPoints }: TickChartProps) {
  const client = useLiveClient();
  const key = normalizeSymbol(symbol);

  useEffect(() => client.subscribe(key), [client, key]);
  const [zone] = useState(() => marketZoneAbbreviation(Date.now()));
  const { containerRef, loadError } = useChartModel(
    (lib, container) => new TickChartModel(lib, container, client.store, key, maxPoints),
    [client, key, maxPoints],
  );

  return (
    <div className="tick-chart" style={{ height, position: 'relative' }}>
      <div
        ref={containerRef}
        style={{ position: 'absolute', inset: 0 }}
        role="img"
        aria-label={`${key} last price, live, times in New York time`}
      />
      {/* lightweight-charts keeps UTC seconds; the axis is formatted in New York time, as the header
          clock is. */}
      <span className="tick-chart-zone muted">Times: New York ({zone})</span>
      <ChartLoadError error={loadError} />
    </div>
  );
}
