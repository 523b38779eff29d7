// The portfolio-history chart outside React: end-of-day equity as an area series (top pane) and
// daily P&L as a histogram (bottom pane). Floats appear only here, for drawing.
import {
  AreaSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
} from 'lightweight-charts';
import { toChartNumber } from '@/api/decimal';
import type { PortfolioHistorySegment } from '@/api/schemas/accounts';
import { dailyPnl, sortSegments } from './history-summary';
import { themeColor } from '@/components/charts/chart-theme';

/** The YYYY-MM-DD of a chart time, whatever form the library reports it in. */
export function timeToDate(time: Time): string {
  if (typeof time === 'string') return time;
  if (typeof time === 'number') return new Date(time * 1000).toISOString().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

export class HistoryChartModel {
  private readonly chart: IChartApi;
  private readonly equity: ISeriesApi<'Area'>;
  private readonly pnl: ISeriesApi<'Histogram'>;
  private segmentsByDate = new Map<string, PortfolioHistorySegment>();
  private readonly onCrosshair = (param: MouseEventParams) => {
    const segment = param.time === undefined ? undefined : this.segmentsByDate.get(timeToDate(param.time));
    this.onHover(segment ?? null);
  };

  constructor(
    container: HTMLElement,
    private readonly onHover: (segment: PortfolioHistorySegment | null) => void,
  ) {
    const up = themeColor('--up');
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: themeColor('--muted'),
      },
      grid: {
        vertLines: { color: themeColor('--border') },
        horzLines: { color: themeColor('--border') },
      },
      timeScale: { borderColor: themeColor('--border') },
      rightPriceScale: { borderColor: themeColor('--border') },
    });
    this.equity = this.chart.addSeries(AreaSeries, {
      lineColor: themeColor('--accent'),
      topColor: 'rgba(78, 161, 255, 0.35)',
      bottomColor: 'rgba(78, 161, 255, 0.02)',
      lineWidth: 2,
      title: 'Equity (EOD)',
    });
    this.pnl = this.chart.addSeries(HistogramSeries, { color: up, title: 'Daily P&L' }, 1);
    this.chart.panes()[1]?.setHeight(110);
    this.chart.subscribeCrosshairMove(this.onCrosshair);
  }

  setSegments(segments: readonly PortfolioHistorySegment[]): void {
    const ordered = sortSegments(segments);
    this.segmentsByDate = new Map(ordered.map((s) => [s.date, s]));
    const up = themeColor('--up');
    const down = themeColor('--down');
    this.equity.setData(
      ordered.flatMap((s) => {
        const value = toChartNumber(s.eod_equity);
        return value === null ? [] : [{ time: s.date, value }];
      }),
    );
    this.pnl.setData(
      ordered.map((s) => {
        const value = dailyPnl(s);
        return { time: s.date, value: value.toNumber(), color: value.isNegative() ? down : up };
      }),
    );
    this.chart.timeScale().fitContent();
  }

  destroy(): void {
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.remove();
  }
}
