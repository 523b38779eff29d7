import { describe, expect, it } from 'vitest';
import { TickSeries } from '@/components/charts/tick-series';

describe('TickSeries', () => {
  it('keeps one point per second and ignores ticks older than the last point', () => {
    const series = new TickSeries(100);
    expect(series.add(1000.2, 1)).toBe('update');
    expect(series.add(1000.9, 2)).toBe('update');
    expect(series.add(999, 3)).toBe('ignored');
    expect(series.data).toEqual([{ time: 1000, value: 2 }]);
  });

  it('rolls the oldest ticks into 1-minute points when full, keeping times strictly increasing', () => {
    const series = new TickSeries(1_000);
    const changes = [];
    for (let i = 0; i < 5_000; i++) changes.push(series.add(600 + i, i));
    expect(changes.filter((c) => c === 'reset').length).toBeGreaterThan(0);
    expect(series.data.length).toBeLessThanOrEqual(1_000);
    const times = series.data.map((p) => p.time);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    // The newest ticks are still there second by second; the minute points carry the minute's close.
    expect(series.last).toEqual({ time: 600 + 4_999, value: 4_999 });
    const minutes = series.data.filter((p, i) => (series.data[i + 1]?.time ?? p.time) - p.time === 60);
    expect(minutes.length).toBeGreaterThan(10);
    for (const bar of minutes) {
      expect(bar.time % 60).toBe(0);
      expect(bar.value).toBe(bar.time - 600 + 59); // value of the minute's last tick
    }
  });
});
