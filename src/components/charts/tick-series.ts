// The data behind a live tick chart: one point per second, at most `maxPoints`; when full, the
// oldest half is rolled into 1-minute points (the minute's last price) so redraws stay cheap.

export interface ChartPoint {
  /** Seconds since the epoch (UTC). */
  time: number;
  value: number;
}

/** What the chart must do after `add`: update the last point, redraw everything, or nothing. */
export type SeriesChange = 'update' | 'reset' | 'ignored';

export const DEFAULT_MAX_POINTS = 20_000;

export class TickSeries {
  private points: ChartPoint[] = [];

  constructor(private readonly maxPoints = DEFAULT_MAX_POINTS) {}

  get data(): readonly ChartPoint[] {
    return this.points;
  }

  get last(): ChartPoint | undefined {
    return this.points[this.points.length - 1];
  }

  add(timeSeconds: number, value: number): SeriesChange {
    if (!Number.isFinite(timeSeconds) || !Number.isFinite(value)) return 'ignored';
    const time = Math.floor(timeSeconds);
    const last = this.last;
    // The chart only appends: a tick older than the last point (out of order) is not drawn.
    if (last && time < last.time) return 'ignored';
    if (last && time === last.time) {
      this.points[this.points.length - 1] = { time, value };
      return 'update';
    }
    this.points.push({ time, value });
    if (this.points.length <= this.maxPoints) return 'update';
    this.roll();
    return 'reset';
  }

  private roll(): void {
    const half = Math.floor(this.points.length / 2);
    const bars: ChartPoint[] = [];
    for (const point of this.points.slice(0, half)) {
      const minute = Math.floor(point.time / 60) * 60;
      const bar = bars[bars.length - 1];
      if (bar && bar.time === minute) bar.value = point.value;
      else bars.push({ time: minute, value: point.value });
    }
    // Minute starts never reach the first kept tick, so times stay strictly increasing.
    let next = [...bars, ...this.points.slice(half)];
    // Days of history are already minutes: then the oldest go.
    const limit = Math.floor(this.maxPoints * 0.75);
    if (next.length > limit) next = next.slice(next.length - limit);
    this.points = next;
  }
}
