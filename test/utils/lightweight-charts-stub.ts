// jsdom has no canvas, so lightweight-charts cannot draw there. Component tests get this recording
// stand-in instead (wired in test/setup.ts): every chart and series keeps what it was given, so a
// test can assert what a screen plotted. Real drawing is covered by the e2e tests in Chromium.
type Point = Record<string, unknown>;

export interface StubSeries {
  kind: string;
  options: Record<string, unknown>;
  data: Point[];
  setData(points: Point[]): void;
  update(point: Point): void;
  applyOptions(options: Record<string, unknown>): void;
  priceScale(): { applyOptions(options: Record<string, unknown>): void };
  createPriceLine(options: Record<string, unknown>): {
    options: Record<string, unknown>;
    applyOptions(): void;
  };
  removePriceLine(line: unknown): void;
  /** The price lines drawn now, by their options. */
  priceLines: Array<{ options: Record<string, unknown>; applyOptions(): void }>;
  attachPrimitive(primitive: unknown): void;
  detachPrimitive(primitive: unknown): void;
  primitives: unknown[];
  setMarkers(): void;
  /**
   * A price under a pane y: null while the series has no data (the library has no price scale
   * then); else the newest point's close (or value) at y 150, one cent per pixel above and below.
   */
  coordinateToPrice(y: number): number | null;
  priceToCoordinate(price: number): number | null;
}

/** The part of a series primitive the stand-in calls: attached and detached, as the library does. */
interface StubPrimitive {
  attached?(param: { chart: unknown; series: unknown; requestUpdate: () => void }): void;
  detached?(): void;
}

const PANE = { width: 600, height: 300 };
const pointPrice = (point: Point | undefined) => {
  const price = point?.close ?? point?.value;
  return typeof price === 'number' ? price : null;
};

export interface StubChart {
  container: HTMLElement;
  series: StubSeries[];
  removed: boolean;
}

export const stubCharts: StubChart[] = [];

const seriesType = (kind: string) => ({ type: kind });

export const LineSeries = seriesType('Line');
export const AreaSeries = seriesType('Area');
export const HistogramSeries = seriesType('Histogram');
export const CandlestickSeries = seriesType('Candlestick');
export const BarSeries = seriesType('Bar');
export const BaselineSeries = seriesType('Baseline');
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const CrosshairMode = { Normal: 0, Magnet: 1, Hidden: 2, MagnetOHLC: 3 } as const;
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2, LargeDashed: 3, SparseDotted: 4 } as const;
export const PriceScaleMode = { Normal: 0, Logarithmic: 1, Percentage: 2, IndexedTo100: 3 } as const;
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 } as const;

export function createChart(container: HTMLElement) {
  const chart: StubChart = { container, series: [], removed: false };
  stubCharts.push(chart);
  const noop = () => {};
  const api = {
    addSeries(type: { type: string }, options: Record<string, unknown> = {}) {
      const series: StubSeries = {
        kind: type.type,
        options,
        data: [],
        setData(points) {
          series.data = [...points];
        },
        update(point) {
          const last = series.data[series.data.length - 1];
          if (last && last.time === point.time) series.data[series.data.length - 1] = point;
          else series.data.push(point);
        },
        applyOptions(next) {
          Object.assign(series.options, next);
        },
        priceScale: () => ({ applyOptions: noop }),
        priceLines: [],
        createPriceLine(lineOptions) {
          const line = { options: lineOptions, applyOptions: noop };
          series.priceLines.push(line);
          return line;
        },
        removePriceLine(line) {
          series.priceLines = series.priceLines.filter((l) => l !== line);
        },
        primitives: [],
        attachPrimitive(primitive) {
          series.primitives.push(primitive);
          (primitive as StubPrimitive).attached?.({ chart: api, series, requestUpdate: noop });
        },
        detachPrimitive(primitive) {
          series.primitives = series.primitives.filter((p) => p !== primitive);
          (primitive as StubPrimitive).detached?.();
        },
        setMarkers: noop,
        coordinateToPrice(y) {
          const last = pointPrice(series.data[series.data.length - 1]);
          return last === null ? null : last + (PANE.height / 2 - y) / 100;
        },
        priceToCoordinate(price) {
          const last = pointPrice(series.data[series.data.length - 1]);
          return last === null ? null : PANE.height / 2 - (price - last) * 100;
        },
      };
      chart.series.push(series);
      return series;
    },
    removeSeries: (series: StubSeries) => {
      chart.series = chart.series.filter((s) => s !== series);
    },
    remove: () => {
      chart.removed = true;
    },
    applyOptions: noop,
    resize: noop,
    timeScale: () => ({
      fitContent: noop,
      applyOptions: noop,
      scrollToRealTime: noop,
      setVisibleLogicalRange: noop,
      options: () => ({ barSpacing: 6 }),
      timeToCoordinate: () => null,
    }),
    priceScale: () => ({ applyOptions: noop }),
    panes: () => [0, 1].map(() => ({ setHeight: noop, getHeight: () => 0 })),
    subscribeCrosshairMove: noop,
    unsubscribeCrosshairMove: noop,
    subscribeClick: noop,
    unsubscribeClick: noop,
    chartElement: () => container,
    paneSize: () => ({ ...PANE }),
  };
  return api;
}

/**
 * The markers plugin (v5): the markers a series was last given, kept on the series while the plugin
 * is attached (`markers` is undefined on a series without one).
 */
export function createSeriesMarkers(series: StubSeries & { markers?: unknown[] }, markers: unknown[] = []) {
  series.markers = [...markers];
  return {
    setMarkers(next: unknown[]) {
      series.markers = [...next];
    },
    markers: () => series.markers ?? [],
    detach() {
      delete series.markers;
    },
  };
}
