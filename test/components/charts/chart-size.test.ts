// @vitest-environment jsdom
// A market-time chart follows its container's size: at once for a single change, at most every
// RESIZE_INTERVAL_MS while the container keeps changing (a splitter dragged), and always to the last size.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IChartApi } from 'lightweight-charts';
import { followContainerSize, RESIZE_INTERVAL_MS } from '@/components/charts/chart-size';

type Callback = (entries: Array<{ contentRect: { width: number; height: number } }>) => void;
let observers: Array<{ callback: Callback; disconnected: boolean }> = [];

class FakeResizeObserver {
  private readonly entry: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

const resizeTo = (width: number, height: number) => {
  for (const o of observers) if (!o.disconnected) o.callback([{ contentRect: { width, height } }]);
};

describe('followContainerSize', () => {
  const resize = vi.fn();
  const chart = { resize } as unknown as IChartApi;
  beforeEach(() => {
    observers = [];
    resize.mockClear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resizes and repaints at once on a single change', () => {
    followContainerSize(chart, document.createElement('div'));
    resizeTo(400, 300);
    expect(resize).toHaveBeenCalledWith(400, 300, true);
  });

  it('coalesces a continuous resize and always ends on the last size', () => {
    followContainerSize(chart, document.createElement('div'));
    resizeTo(400, 300);
    for (let width = 401; width <= 420; width++) {
      vi.advanceTimersByTime(16);
      resizeTo(width, 300);
    }
    vi.advanceTimersByTime(RESIZE_INTERVAL_MS);
    // 20 frames of a drag (320 ms): the first size, a few in between, and the last.
    expect(resize.mock.calls.length).toBeLessThanOrEqual(1 + Math.ceil(320 / RESIZE_INTERVAL_MS));
    expect(resize).toHaveBeenLastCalledWith(420, 300, true);
  });

  it('stops following once stopped', () => {
    const stop = followContainerSize(chart, document.createElement('div'));
    resizeTo(400, 300);
    resizeTo(500, 300);
    stop();
    vi.advanceTimersByTime(RESIZE_INTERVAL_MS * 2);
    resizeTo(600, 300);
    expect(resize).toHaveBeenCalledTimes(1);
  });
});
