// A static multi-series line chart (assistant charts, any screen with named series): each series with
// its name in a legend, x as dates, times or categories. lightweight-charts loads lazily, and a chart
// is only built once it scrolls into view, so a long page of charts costs nothing until seen.
import { useMemo } from 'react';
import type { IChartApi, Time } from 'lightweight-charts';
import {
  axisKindOf,
  categoriesOf,
  hasPoints,
  plotPoints,
  SERIES_COLORS,
  type AxisKind,
  type NamedSeries,
} from './series-axis';
import './series-chart.css';
import { baseChartOptions } from './chart-theme';
import type { ChartLibrary, ChartModel } from './chart-library';
import { useChartModel } from './use-chart-model';
import { ChartLoadError } from './chart-load-error';

export interface SeriesChartProps {
  series: readonly NamedSeries[];
  /** Accessible name of the chart. */
  label: string;
  height?: number;
}

function timeLabel(time: Time, kind: AxisKind, categories: readonly string[]): string {
  if (kind === 'category') return categories[Number(time) - 1] ?? '';
  if (kind === 'time' && typeof time === 'number')
    return new Date(time * 1000).toISOString().slice(0, 16).replace('T', ' ');
  if (typeof time === 'string') return time;
  if (typeof time === 'object')
    return `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  return String(time);
}

/** The chart outside React: every named series as a line, the time axis labelled by its kind. */
export class SeriesChartModel implements ChartModel {
  private readonly chart: IChartApi;

  constructor(lib: ChartLibrary, container: HTMLElement, series: readonly NamedSeries[]) {
    const kind = axisKindOf(series);
    const categories = categoriesOf(series);
    const format = (time: Time) => timeLabel(time, kind, categories);
    this.chart = lib.createChart(container, {
      autoSize: true,
      ...baseChartOptions(),
      localization: { timeFormatter: format },
      timeScale: { timeVisible: kind === 'time', tickMarkFormatter: format },
      // A finished series, shown whole and fixed: the wheel and a drag over it scroll the page it is
      // in (the assistant's feed), and the library keeps the first and last labels inside the axis
      // instead of centring them on its edges, cut in half. The crosshair still reads every point.
      handleScroll: false,
      handleScale: false,
    });
    series.forEach((s, i) => {
      const line = this.chart.addSeries(lib.LineSeries, {
        color: SERIES_COLORS[i % SERIES_COLORS.length],
        lineWidth: 2,
        title: s.name,
      });
      // Floats only here, at the last step of drawing.
      line.setData(plotPoints(s, kind, categories) as Parameters<typeof line.setData>[0]);
    });
    this.chart.timeScale().fitContent();
  }

  destroy(): void {
    this.chart.remove();
  }
}

export function SeriesChart({ series, label, height = 220 }: SeriesChartProps) {
  const empty = useMemo(() => !hasPoints(series), [series]);
  const { containerRef, loadError } = useChartModel(
    (lib, container) => new SeriesChartModel(lib, container, series),
    [series],
    { enabled: !empty, whenVisible: true },
  );

  if (empty)
    return (
      <p className="series-chart-empty muted" role="note" aria-label={label}>
        No data
      </p>
    );
  return (
    <figure className="series-chart" aria-label={label}>
      <div className="series-chart-canvas" style={{ height }}>
        <div ref={containerRef} className="series-chart-surface" role="img" aria-label={label} />
      </div>
      <figcaption>
        <ul className="series-chart-legend" aria-label="Legend">
          {series.map((s, i) => (
            <li key={`${s.name}-${i}`}>
              <span className="swatch" style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }} />
              {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
      <ChartLoadError error={loadError} />
    </figure>
  );
}
