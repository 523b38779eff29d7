// @vitest-environment jsdom
// A chart in a long scrolling page (the assistant's feed) is built only once it is in view and the
// page has not scrolled for VISIBLE_DWELL_MS: one that passes through the view in a scroll is never
// built, and so never drawn.
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const scroll = () => window.dispatchEvent(new Event('scroll'));
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('is not built while off screen, nor when it passes through the view in a scroll', async () => {
    render(<SeriesChart series={series} label="AAPL price" />);
    expect(screen.getByRole('figure', { name: 'AAPL price' })).toBeTruthy();
    await wait(1000);
    expect(stubCharts).toHaveLength(0);

    scroll();
    await inView(true);
    for (let i = 0; i < 4; i++) {
      await wait(50);
      scroll();
    }
    await inView(false);
    await wait(1000);
    expect(stubCharts).toHaveLength(0);
  });

  it('in view when the scroll stops, it is built, with every series, once the page is still', async () => {
    render(<SeriesChart series={series} label="AAPL price" />);
    scroll();
    await inView(true);
    await wait(100);
    scroll();
    await wait(100);
    expect(stubCharts).toHaveLength(0);
    await wait(VISIBLE_DWELL_MS);
    await vi.waitFor(() => expect(stubCharts).toHaveLength(1));
    expect(stubCharts[0]!.series.map((s) => s.options.title)).toEqual(['AAPL close']);
    expect(stubCharts[0]!.series[0]!.data).toHaveLength(2);
  });

  it('in view on a page at rest, it is built at once', async () => {
    render(<SeriesChart series={series} label="AAPL price" />);
    await wait(1000);
    await inView(true);
    await vi.waitFor(() => expect(stubCharts).toHaveLength(1));
  });
});
