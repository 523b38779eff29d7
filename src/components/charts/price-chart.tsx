// PriceChart: one symbol's candles and volume built from the live feed (domain/bars), with the
// timeframes Ticks, 1m, 5m and 15m, a crosshair OHLC legend, previous close and the day's
// open/high/low lines (daily-summary), extended-hours shading and a plain source line.
//
// ATTACHING OVERLAYS (order lines, position line, markers, alert lines):
//   <PriceChart symbol="AAPL" onSeries={({ chart, series, library, timeframe }) => {
//      const line = series.createPriceLine({ price: 187.5, title: 'BUY 100 LMT' });
//      // or: series.attachPrimitive(myPrimitive) (hitTest for drags), createSeriesMarkers(series, …)
//      return () => series.removePriceLine(line); // cleanup: runs before the series goes away
//   }}>
//     {/* optional DOM overlay, absolutely positioned over the plot (e.g. a drag hint) */}
//   </PriceChart>
// `onSeries` is called once the chart is built, and again whenever its main series is replaced
// (switching between Ticks, a line series, and the candle timeframes); the function it returns runs
// before that. Keep `onSeries` stable (useCallback): a new function re-attaches. Prices given to the
// library are numbers at the drawing edge only; keep decimals everywhere else.
// lightweight-charts loads lazily (chart-library.ts); the chart's model lives outside React.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';
import { marketDataQueries } from '@/api/resources/market-data';
import { getBarRecorder, type BarRecorder } from '@/domain/bars/bar-recorder';
import type { Bar, BarMinutes, DayBars } from '@/domain/bars/bars';
import {
  formatMarketClock,
  formatMarketDateTime,
  formatMarketDateTimeSeconds,
  marketDate,
  marketZoneAbbreviation,
} from '@/lib/market-time';
import { normalizeSymbol } from '@/live/client';
import { useLiveClient, useQuote } from '@/live/hooks';
import type { ChartLibrary } from './chart-library';
import { PriceChartModel, type ReferenceLine } from './price-chart-model';
import { TickChartModel } from './tick-chart';
import { useChartModel } from './use-chart-model';
import './price-chart.css';
import { ChartLoadError } from './chart-load-error';
import { writeLegend } from './chart-legend';
import { Segmented } from '@/components/segmented';

export const CHART_TIMEFRAMES = ['ticks', '1m', '5m', '15m'] as const;
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];
const MINUTES: Record<Exclude<ChartTimeframe, 'ticks'>, BarMinutes> = { '1m': 1, '5m': 5, '15m': 15 };
const LABELS: Record<ChartTimeframe, string> = { ticks: 'Ticks', '1m': '1m', '5m': '5m', '15m': '15m' };

/** What `onSeries` receives: the chart, its main series, and the library (for plugins). */
export interface PriceChartSeries {
  chart: IChartApi;
  /** Candles in the 1m/5m/15m timeframes, the last-price line in Ticks. */
  series: ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;
  library: ChartLibrary;
  symbol: string;
  timeframe: ChartTimeframe;
}
export type OnPriceChartSeries = (attached: PriceChartSeries) => void | (() => void);

export interface PriceChartProps {
  symbol: string;
  /** The plot's height: pixels, or any CSS length (e.g. a clamp() that fits the window). */
  height?: number | string;
  /** The timeframe shown first (default 1m); the user switches with the buttons above the chart. */
  defaultTimeframe?: ChartTimeframe;
  /** Overlays: see the file comment. */
  onSeries?: OnPriceChartSeries;
  /** DOM drawn over the plot, absolutely positioned in it. */
  children?: ReactNode;
}

function useRecorderStorage(recorder: BarRecorder) {
  return useSyncExternalStore(
    (listener) => recorder.state.subscribe(listener),
    () => recorder.state.getState(),
  );
}

function sinceText(since: number): string {
  const zone = marketZoneAbbreviation(since);
  return marketDate(since) === marketDate()
    ? `${formatMarketClock(since).slice(0, 5)} ${zone}`
    : formatMarketDateTime(since);
}

export function PriceChart({
  symbol,
  height = 420,
  defaultTimeframe = '1m',
  onSeries,
  children,
}: PriceChartProps) {
  const client = useLiveClient();
  const key = normalizeSymbol(symbol);
  const [timeframe, setTimeframe] = useState<ChartTimeframe>(defaultTimeframe);
  // The legend is written to the DOM per tick (chart-legend.ts), not rendered: the newest bar is kept
  // here so a legend shown again (Ticks and back) starts from it.
  const legendRef = useRef<HTMLOutputElement | null>(null);
  const legendBar = useRef<Bar | null>(null);
  const onLegend = useCallback((bar: Bar | null) => {
    legendBar.current = bar;
    if (legendRef.current) writeLegend(legendRef.current, bar);
  }, []);
  const legendElement = useCallback((element: HTMLOutputElement | null) => {
    legendRef.current = element;
    if (element) writeLegend(element, legendBar.current);
  }, []);
  const [history, setHistory] = useState<{ since: number | null; bars: number }>({ since: null, bars: 0 });
  const recorder = getBarRecorder(client);
  const storage = useRecorderStorage(recorder);
  const instrumentId = useQuote(key, (q) => q?.instrument_id);
  const previousClose = useQuote(key, (q) => q?.previous_close);
  const summary = useQuery({
    ...marketDataQueries.dailySummaries({ instrument_ids: instrumentId ?? '' }),
    enabled: Boolean(instrumentId),
  });
  const day = summary.data?.[0];

  // The symbol streams while the chart shows (and the recorder records it).
  useEffect(() => client.subscribe(key), [client, key]);

  const ticks = timeframe === 'ticks';
  const onSeriesRef = useRef(onSeries);
  useEffect(() => {
    onSeriesRef.current = onSeries;
  });
  const minutes = ticks ? 1 : MINUTES[timeframe];
  const minutesRef = useRef(minutes);
  useEffect(() => {
    minutesRef.current = minutes;
  });

  // The stored bars are read while the chart library loads, not after.
  const historyRef = useRef<{ key: string; days: Promise<DayBars[]> } | null>(null);
  useEffect(() => {
    if (!ticks && historyRef.current?.key !== key) historyRef.current = { key, days: recorder.history(key) };
  }, [recorder, key, ticks]);
  const bars = useChartModel(
    (lib, container) => {
      const prefetched = historyRef.current?.key === key ? historyRef.current.days : undefined;
      historyRef.current = null; // a rebuild (timeframe Ticks and back) reads afresh
      queueMicrotask(onBuiltRef.current);
      return new PriceChartModel(
        lib,
        container,
        recorder,
        key,
        minutesRef.current,
        {
          onLegend,
          onHistory: setHistory,
          onFirstDraw: () => performance.mark?.('price-chart:drawn'),
        },
        prefetched,
      );
    },
    [recorder, key],
    { enabled: !ticks },
  );
  const tickModel = useChartModel(
    (lib, container) => {
      queueMicrotask(onBuiltRef.current);
      return new TickChartModel(lib, container, client.store, key);
    },
    [client, key],
    { enabled: ticks },
  );

  useEffect(() => {
    bars.modelRef.current?.setTimeframe(minutes);
  }, [bars.modelRef, minutes]);

  const lines: ReferenceLine[] = [];
  if (previousClose) lines.push({ id: 'previous-close', title: 'Prev close', price: previousClose });
  if (day?.open) lines.push({ id: 'day-open', title: 'Open', price: day.open });
  if (day?.high) lines.push({ id: 'day-high', title: 'High', price: day.high });
  if (day?.low) lines.push({ id: 'day-low', title: 'Low', price: day.low });
  const linesKey = lines.map((l) => `${l.id}:${l.price}`).join('|');

  // The model is built asynchronously (the library loads lazily); the build says so at once, and the
  // lines and overlays are handed over in the same task, before the first data is drawn (no frame
  // spent polling for the model, no second paint for the lines).
  const [built, setBuilt] = useState(0);
  const onBuiltRef = useRef(() => setBuilt((n) => n + 1));

  useEffect(() => {
    if (ticks) return;
    bars.modelRef.current?.setReferenceLines(lines);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- linesKey stands for lines
  }, [linesKey, built, ticks, bars.modelRef]);

  useEffect(() => {
    const attach = onSeriesRef.current;
    if (!attach || built === 0) return undefined;
    const model = ticks ? tickModel.modelRef.current : bars.modelRef.current;
    if (!model) return undefined;
    const api =
      model instanceof PriceChartModel
        ? { chart: model.chart, series: model.candles as PriceChartSeries['series'] }
        : { chart: model.api.chart, series: model.api.series as PriceChartSeries['series'] };
    const cleanup = attach({
      ...api,
      library: model.library,
      symbol: key,
      timeframe: ticks ? 'ticks' : timeframe,
    });
    return typeof cleanup === 'function' ? cleanup : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-attach when the series changes
  }, [built, ticks, key, onSeries]);

  const loadError = ticks ? tickModel.loadError : bars.loadError;
  const [zone] = useState(() => marketZoneAbbreviation(Date.now()));

  return (
    <div className="price-chart">
      <div className="price-chart-bar">
        <Segmented
          className="price-chart-timeframes"
          label="Timeframe"
          options={CHART_TIMEFRAMES}
          optionLabel={(tf) => LABELS[tf]}
          value={timeframe}
          onChange={setTimeframe}
        />
        {!ticks && (
          <output
            ref={legendElement}
            className="price-chart-legend mono"
            aria-label="Bar under the crosshair"
            data-testid="chart-legend"
          />
        )}
      </div>
      <div className="price-chart-frame" style={{ height }}>
        <div
          ref={ticks ? tickModel.containerRef : bars.containerRef}
          key={ticks ? 'ticks' : 'bars'}
          className="price-chart-surface"
          role="img"
          aria-label={
            ticks
              ? `${key} last price, tick by tick, times in New York time`
              : `${key} ${LABELS[timeframe]} candles and volume, ${history.bars} bars, times in New York time`
          }
        />
        {children}
      </div>
      <p className="price-chart-source muted">
        {history.since !== null && !ticks ? (
          <>
            Built from live quotes since{' '}
            <time
              dateTime={new Date(history.since).toISOString()}
              title={formatMarketDateTimeSeconds(history.since)}
            >
              {sinceText(history.since)}
            </time>
            . The API has no price history.
          </>
        ) : (
          'Built from live quotes while the terminal is open. The API has no price history.'
        )}{' '}
        Times: New York ({zone}). Shaded: outside the regular session.
        {storage.storage === 'memory' && (
          <span role="status" className="price-chart-memory">
            {' '}
            Bars are kept in memory only and will not survive a reload. {storage.storageNote}
          </span>
        )}
      </p>
      <ChartLoadError error={loadError} />
    </div>
  );
}
