// Turns chart points with text x values into what lightweight-charts plots: dates (YYYY-MM-DD) as
// business days, date-times as UTC seconds, anything else (symbols, labels) as categories in order.
export interface SeriesPoint {
  x: string;
  y: number;
}

export interface NamedSeries {
  name: string;
  points?: readonly SeriesPoint[] | undefined;
}

export type AxisKind = 'date' | 'time' | 'category';

export interface PlotPoint {
  time: number | string;
  value: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function axisKindOf(series: readonly NamedSeries[]): AxisKind {
  const xs = series.flatMap((s) => (s.points ?? []).map((p) => p.x));
  if (xs.length > 0 && xs.every((x) => DATE.test(x))) return 'date';
  if (
    xs.length > 0 &&
    xs.every((x) => !DATE.test(x) && /^\d{4}-\d{2}-\d{2}T/.test(x) && !Number.isNaN(Date.parse(x)))
  )
    return 'time';
  return 'category';
}

/** The categories in first-seen order (the x labels of a category axis). */
export function categoriesOf(series: readonly NamedSeries[]): string[] {
  const seen = new Map<string, number>();
  for (const s of series) for (const p of s.points ?? []) if (!seen.has(p.x)) seen.set(p.x, seen.size);
  return [...seen.keys()];
}

/** One series as ascending, de-duplicated points (the library refuses anything else). */
export function plotPoints(series: NamedSeries, kind: AxisKind, categories: readonly string[]): PlotPoint[] {
  const out = new Map<string | number, number>();
  for (const p of series.points ?? []) {
    if (!Number.isFinite(p.y)) continue;
    // Category index + 1: time 0 is not a valid timestamp for the library.
    const time =
      kind === 'date'
        ? p.x
        : kind === 'time'
          ? Math.floor(Date.parse(p.x) / 1000)
          : categories.indexOf(p.x) + 1;
    out.set(time, p.y);
  }
  return [...out.entries()]
    .map(([time, value]) => ({ time, value }))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

export const hasPoints = (series: readonly NamedSeries[]) =>
  series.some((s) => (s.points ?? []).some((p) => Number.isFinite(p.y)));

/** Line colours for up to eight series, then they repeat. */
export const SERIES_COLORS = [
  '#4ea1ff',
  '#f0a030',
  '#2fbf71',
  '#c678dd',
  '#f0565d',
  '#56b6c2',
  '#e3b341',
  '#98a6b5',
];
