// A live tick chart of one symbol's last price. lightweight-charts loads lazily (its own chunk); the
// chart object lives outside React state and reads the quote store directly, drawing at most one
// update per animation frame.
import { useEffect, useRef, useState } from 'react';
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi, ISeriesApi, Time, UTCTimestamp } from 'lightweight-charts';
import { formatMarketClock, formatMarketDateTime, parseTimestamp } from '@/lib/market-time';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient } from '@/live/hooks';
import type { Quote, QuoteStore } from '@/live/quote-store';
import { TickSeries } from './tick-series';
import { baseChartOptions, themeColor } from '@/components/charts/chart-theme';

type ChartLibrary = typeof LightweightCharts;

export interface TickChartProps {
  symbol: string;
  height?: number;
  /** Points kept before older ticks roll into 1-minute points (default 20,000). */
  maxPoints?: number;
}

const toMs = (time: Time) => (typeof time === 'number' ? time * 1000 : Date.parse(String(time)));

/** Builds the chart in `container` and keeps it current; returns the teardown. */
export function mountTickChart(
  lib: ChartLibrary,
  container: HTMLElement,
  store: QuoteStore,
  symbol: string,
  maxPoints?: number,
): () => void {
  const chart: IChartApi = lib.createChart(container, {
    autoSize: true,
    ...baseChartOptions(),
    localization: { timeFormatter: (time: Time) => formatMarketDateTime(toMs(time)) },
    timeScale: {
      timeVisible: true,
      secondsVisible: true,
      tickMarkFormatter: (time: Time) => formatMarketClock(toMs(time)),
    },
  });
  const series: ISeriesApi<'Line'> = chart.addSeries(lib.LineSeries, {
    color: themeColor('--accent'),
    lineWidth: 2,
  });
  const model = new TickSeries(maxPoints);
  const toPoint = (p: { time: number; value: number }) => ({ time: p.time as UTCTimestamp, value: p.value });

  let pending: Quote | undefined;
  let frame: number | null = null;
  const draw = () => {
    frame = null;
    const quote = pending;
    pending = undefined;
    if (!quote?.last_price) return;
    const time = quote.ts ? parseTimestamp(quote.ts) / 1000 : quote.receivedAt / 1000;
    // Floats only here, at the last step of drawing.
    const change = model.add(time, Number(quote.last_price));
    if (change === 'update' && model.last) series.update(toPoint(model.last));
    else if (change === 'reset') series.setData(model.data.map(toPoint));
  };
  const schedule = () => {
    frame ??= requestAnimationFrame(draw);
  };

  pending = store.getState().quotes[symbol];
  schedule();
  const unsubscribe = store.subscribe((state, previous) => {
    const quote = state.quotes[symbol];
    if (quote === previous.quotes[symbol] || !quote) return;
    pending = quote;
    schedule();
  });
  return () => {
    unsubscribe();
    if (frame !== null) cancelAnimationFrame(frame);
    chart.remove();
  };
}

export function TickChart({ symbol, height = 240, maxPoints }: TickChartProps) {
  const client = useLiveClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const key = normalizeSymbol(symbol);

  useEffect(() => client.subscribe(key), [client, key]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let teardown: (() => void) | undefined;
    let cancelled = false;
    import('lightweight-charts').then(
      (lib) => {
        if (!cancelled) teardown = mountTickChart(lib, container, client.store, key, maxPoints);
      },
      (error: unknown) => {
        if (!cancelled) setLoadError(String(error));
      },
    );
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [client, key, maxPoints]);

  return (
    <div className="tick-chart" style={{ height, position: 'relative' }}>
      <div
        ref={containerRef}
        style={{ position: 'absolute', inset: 0 }}
        role="img"
        aria-label={`${key} last price, live`}
      />
      {loadError && (
        <p role="alert" className="error-message">
          The chart could not load: {loadError}
        </p>
      )}
    </div>
  );
}
