// The candle chart's model, outside React: candles and volume of one symbol from the bar recorder
// (domain/bars), session shading, reference lines, a crosshair legend. Bars come as decimal strings
// and become numbers here, at the drawing edge only. It draws at the live charts' cadence
// (draw-cadence.ts: at most once a frame and four times a second) however often the bars change.
import type {
  CandlestickData,
  HistogramData,
  IChartApi,
  IPriceLine,
  ISeriesApi,
  MouseEventParams,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { marketDate, formatMarketClock } from '@/lib/market-time';
import {
  deriveBars,
  bucketStart,
  combineBars,
  type Bar,
  type BarMinutes,
  type DayBars,
} from '@/domain/bars/bars';
import type { BarChange } from '@/domain/bars/bars';
import type { BarRecorder } from '@/domain/bars/bar-recorder';
import { chartTimeMs, marketTimeChartOptions, themeColor } from './chart-theme';
import { followContainerSize } from './chart-size';
import type { ChartLibrary, ChartModel } from './chart-library';
import { SessionShading } from './session-shading';
import { DrawCadence } from './draw-cadence';

/** What the chart tells its React wrapper (legend, source line). */
export interface PriceChartEvents {
  /** The bar under the crosshair, or the newest when the crosshair is away (null: no bars). */
  onLegend(bar: Bar | null): void;
  /** The recorded span changed: event time (ms) recording began, and how many bars are drawn. */
  onHistory(info: { since: number | null; bars: number }): void;
  /** The first full draw after the history loaded (the benchmark's mark). */
  onFirstDraw?(): void;
}

/** A reference line (previous close, the day's open, high, low) at a decimal price. */
export interface ReferenceLine {
  id: string;
  title: string;
  price: string;
}

const toTime = (seconds: number) => seconds as UTCTimestamp;
const toMs = chartTimeMs;

function withAlpha(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color;
}

export class PriceChartModel implements ChartModel {
  readonly chart: IChartApi;
  readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly shading = new SessionShading();
  private readonly upColor = themeColor('--up');
  private readonly downColor = themeColor('--down');
  private days: DayBars[] = [];
  private drawn: Bar[] = [];
  private readonly byTime = new Map<number, Bar>();
  private pending: BarChange | null = null;
  private fullRedraw = false;
  private readonly cadence = new DrawCadence(() => this.draw());
  private loaded = false;
  private destroyed = false;
  private hovering = false;
  private lines: IPriceLine[] = [];
  private readonly unsubscribe: () => void;
  private readonly stopSizing: () => void;

  constructor(
    readonly library: ChartLibrary,
    container: HTMLElement,
    private readonly recorder: BarRecorder,
    private readonly symbol: string,
    private minutes: BarMinutes,
    private readonly events: PriceChartEvents,
    /** The symbol's recorded days, when the caller asked for them already (while the library loaded). */
    history: Promise<DayBars[]> = recorder.history(symbol),
  ) {
    performance.mark?.('price-chart:built'); // the chart benchmark's phases (scripts/bench-chart.ts)
    const lib = library;
    this.chart = lib.createChart(container, {
      ...marketTimeChartOptions(),
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        rightOffset: 4,
        // Day starts are labelled with the New York date, other marks with the New York clock.
        tickMarkFormatter: (time: Time, type: number) =>
          type <= 2 ? marketDate(toMs(time)).slice(5) : formatMarketClock(toMs(time)).slice(0, 5),
      },
      crosshair: { mode: 0 },
    });
    this.stopSizing = followContainerSize(this.chart, container);
    this.candles = this.chart.addSeries(lib.CandlestickSeries, {
      upColor: this.upColor,
      downColor: this.downColor,
      wickUpColor: this.upColor,
      wickDownColor: this.downColor,
      borderVisible: false,
    });
    this.candles.attachPrimitive(this.shading);
    this.volume = this.chart.addSeries(lib.HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
    this.chart.subscribeCrosshairMove(this.onCrosshair);
    this.unsubscribe = recorder.subscribe(symbol, (change) => {
      if (!this.loaded) return;
      if (this.pending && this.pending.bar !== change.bar) this.fullRedraw = true;
      if (!change.newest) this.fullRedraw = true;
      this.pending = change;
      this.schedule();
    });
    void history.then((days) => {
      performance.mark?.('price-chart:history');
      if (this.destroyed) return;
      this.days = days;
      this.loaded = true;
      this.fullRedraw = true;
      this.draw();
      this.cadence.drew();
      this.chart.timeScale().scrollToRealTime();
      this.events.onFirstDraw?.();
    });
  }

  setTimeframe(minutes: BarMinutes): void {
    if (minutes === this.minutes) return;
    this.minutes = minutes;
    this.fullRedraw = true;
    if (this.loaded) this.cadence.request(true);
  }

  /** Replaces the reference lines (prices as decimal strings; numbers only for drawing). */
  setReferenceLines(lines: readonly ReferenceLine[]): void {
    for (const line of this.lines) this.candles.removePriceLine(line);
    const muted = themeColor('--muted');
    this.lines = lines.flatMap((line) => {
      const price = Number(line.price);
      if (!Number.isFinite(price)) return [];
      return [
        this.candles.createPriceLine({
          id: line.id,
          price,
          title: line.title,
          color: line.id === 'previous-close' ? themeColor('--accent') : muted,
          lineWidth: 1,
          lineStyle: 2,
          axisLabelVisible: true,
        }),
      ];
    });
  }

  private schedule(): void {
    if (!this.destroyed) this.cadence.request();
  }

  private allMinuteBars(): Bar[] {
    // The live days are the recorder's own objects: re-read them so updates made since show.
    const live = new Map(this.recorder.liveDays(this.symbol).map((d) => [d.day, d]));
    const days = this.days.map((d) => live.get(d.day) ?? d);
    for (const [day, d] of live) if (!this.days.some((known) => known.day === day)) days.push(d);
    days.sort((a, b) => (a.day < b.day ? -1 : 1));
    this.days = days;
    return days.flatMap((d) => d.bars);
  }

  private draw(): void {
    const change = this.pending;
    this.pending = null;
    if (this.fullRedraw || !change) {
      this.fullRedraw = false;
      const bars = deriveBars(this.allMinuteBars(), this.minutes);
      this.drawn = bars;
      this.byTime.clear();
      // One pass: each bar's decimals become numbers once, for both series.
      const candles: CandlestickData[] = new Array<CandlestickData>(bars.length);
      const volumes: HistogramData[] = new Array<HistogramData>(bars.length);
      for (let i = 0; i < bars.length; i++) {
        const bar = bars[i] as Bar;
        this.byTime.set(bar.time, bar);
        const candle = this.candle(bar);
        candles[i] = candle;
        volumes[i] = this.volumeBar(bar, candle);
      }
      this.candles.setData(candles);
      this.volume.setData(volumes);
      this.shading.setMarks(bars);
      const since = this.days.length > 0 ? Math.min(...this.days.map((d) => d.since)) : null;
      this.events.onHistory({ since, bars: bars.length });
    } else {
      const bar = this.currentBar(change);
      const last = this.drawn[this.drawn.length - 1];
      if (last && last.time === bar.time) this.drawn[this.drawn.length - 1] = bar;
      else {
        this.drawn.push(bar);
        this.shading.setMarks(this.drawn);
        this.events.onHistory({
          since: Math.min(...this.days.map((d) => d.since), Date.now()),
          bars: this.drawn.length,
        });
      }
      this.byTime.set(bar.time, bar);
      this.candles.update(this.candle(bar));
      this.volume.update(this.volumeBar(bar));
    }
    if (!this.hovering) this.events.onLegend(this.drawn[this.drawn.length - 1] ?? null);
  }

  /** The bar the change lands in at this timeframe (a 5- or 15-minute bucket is recombined). */
  private currentBar(change: BarChange): Bar {
    if (this.minutes === 1) return change.bar;
    const start = bucketStart(change.bar.time, this.minutes);
    const day = this.recorder.liveDays(this.symbol).find((d) => d.day === change.day);
    const group = (day?.bars ?? [change.bar]).filter((b) => bucketStart(b.time, this.minutes) === start);
    return combineBars(start, group);
  }

  private candle(bar: Bar): CandlestickData {
    return {
      time: toTime(bar.time),
      open: Number(bar.open),
      high: Number(bar.high),
      low: Number(bar.low),
      close: Number(bar.close),
    };
  }

  private volumeBar(bar: Bar, candle: CandlestickData = this.candle(bar)): HistogramData {
    const up = candle.close >= candle.open;
    return {
      time: toTime(bar.time),
      value: bar.volume,
      color: withAlpha(up ? this.upColor : this.downColor, '80'),
    };
  }

  private readonly onCrosshair = (param: MouseEventParams) => {
    const time = typeof param.time === 'number' ? param.time : null;
    const bar = time === null ? null : (this.byTime.get(time) ?? null);
    this.hovering = bar !== null;
    this.events.onLegend(bar ?? this.drawn[this.drawn.length - 1] ?? null);
  };

  destroy(): void {
    this.destroyed = true;
    this.unsubscribe();
    this.cadence.cancel();
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.stopSizing();
    this.chart.remove();
  }
}
