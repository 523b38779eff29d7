// An end-of-day equity area (top pane) over a daily P&L histogram (bottom pane), outside React
// (the portfolio history draws it). It takes plot-ready points: the caller does the decimal math,
// and floats appear only here, for drawing.
import type { IChartApi, ISeriesApi, MouseEventParams, Time } from 'lightweight-charts';
import type { ChartLibrary, ChartModel } from './chart-library';
import { baseChartOptions, themeColor } from './chart-theme';

export interface EquityPnlPoint {
  /** YYYY-MM-DD. */
  date: string;
  /** End-of-day equity; null leaves a gap. */
  equity: number | null;
  pnl: number;
}

/** The YYYY-MM-DD of a chart time, whatever form the library reports it in. */
export function timeToDate(time: Time): string {
  if (typeof time === 'string') return time;
  if (typeof time === 'number') return new Date(time * 1000).toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

export class EquityPnlChartModel implements ChartModel {
  private readonly chart: IChartApi;
  private readonly equity: ISeriesApi<'Area'>;
  private readonly pnl: ISeriesApi<'Histogram'>;
  private readonly onCrosshair = (param: MouseEventParams) => {
    this.onHover(param.time === undefined ? null : timeToDate(param.time));
  };

  constructor(
    lib: ChartLibrary,
    container: HTMLElement,
    /** The date under the crosshair, or null when it leaves the chart. */
    private readonly onHover: (date: string | null) => void,
    labels: { equity: string; pnl: string } = { equity: 'Equity (EOD)', pnl: 'Daily P&L' },
  ) {
    const border = themeColor('--border');
    this.chart = lib.createChart(container, {
      autoSize: true,
      ...baseChartOptions(),
      timeScale: { borderColor: border },
      rightPriceScale: { borderColor: border },
    });
    this.equity = this.chart.addSeries(lib.AreaSeries, {
      lineColor: themeColor('--accent'),
      topColor: 'rgba(78, 161, 255, 0.35)',
      bottomColor: 'rgba(78, 161, 255, 0.02)',
      lineWidth: 2,
      title: labels.equity,
    });
    this.pnl = this.chart.addSeries(lib.HistogramSeries, { color: themeColor('--up'), title: labels.pnl }, 1);
    this.chart.panes()[1]?.setHeight(110);
    this.chart.subscribeCrosshairMove(this.onCrosshair);
  }

  /** Points in date order. */
  setPoints(points: readonly EquityPnlPoint[]): void {
    const up = themeColor('--up');
    const down = themeColor('--down');
    this.equity.setData(
      points.flatMap((p) => (p.equity === null ? [] : [{ time: p.date, value: p.equity }])),
    );
    this.pnl.setData(points.map((p) => ({ time: p.date, value: p.pnl, color: p.pnl < 0 ? down : up })));
    this.chart.timeScale().fitContent();
  }

  destroy(): void {
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.remove();
  }
}
