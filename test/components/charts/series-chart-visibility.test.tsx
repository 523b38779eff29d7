// @vitest-environment jsdom
// A chart in a long scrolling page (the assistant's feed) is built only once it has stayed in view
// for VISIBLE_DWELL_MS: one that flies past in a fast scroll is never built, and so never drawn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SeriesChart } from '@/components/charts/series-chart';
import { VISIBLE_DWELL_MS } from '@/components/charts/use-chart-model';
import { stubCharts } from '../../utils/lightweight-charts-stub';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: Callback[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: Callback) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {
    observed = observed.filter((c) => c !== this.callback);
  }
}

const inView = (isIntersecting: boolean) =>
  act(() => {
    for (const callback of observed) callback([{ isIntersecting }]);
  });

const series = [
  {
    name: 'AAPL close',
    points: [
      { x: '2026-11-20', y: 271.5 },
      { x: '2026-11-23', y: 274.25 },
    ],
  },
];

describe('SeriesChart in a scrolling page', () => {
  beforeEach(() => {
    observed = [];
    stubCharts.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is not built while off screen, nor when it only passes through the view', async () => {
    render(<SeriesChart series={series} label="AAPL price" />);
    expect(screen.getByRole('figure', { name: 'AAPL price' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(stubCharts).toHaveLength(0);

    // A fast scroll: in view for less than the dwell, then gone.
    await inView(true);
    await act(() => vi.advanceTimersByTimeAsync(VISIBLE_DWELL_MS / 2));
    await inView(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(stubCharts).toHaveLength(0);
  });

  it('is built, with every series, once it stays in view', async () => {
    render(<SeriesChart series={series} label="AAPL price" />);
    await inView(true);
    await act(() => vi.advanceTimersByTimeAsync(VISIBLE_DWELL_MS + 10));
    await vi.waitFor(() => expect(stubCharts).toHaveLength(1));
    expect(stubCharts[0]!.series.map((s) => s.options.title)).toEqual(['AAPL close']);
    expect(stubCharts[0]!.series[0]!.data).toHaveLength(2);
  });
});
