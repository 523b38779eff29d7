// A market-time chart (the price chart, the tick chart) follows its container's size, as the
// library's own `autoSize` does, but not on every frame of a continuous resize. `autoSize` resizes
// and repaints the whole chart synchronously in its ResizeObserver callback: every frame of a
// splitter drag in the workspace re-laid out its canvases (one forced layout per canvas), reallocated
// their bitmaps and redrew every series, ≈ 5 ms of a frame on the bench machine (the splitter drag
// fell to 43 fps; docs/performance.md). Here the first change of a burst is applied at once, as
// `autoSize` would, the following ones at most every RESIZE_INTERVAL_MS, and the last size always:
// while a splitter moves the plot catches up with its panel ten times a second, then fits it exactly.
import type { IChartApi } from 'lightweight-charts';

/** The shortest time between two resizes of a chart while its container keeps changing size. */
export const RESIZE_INTERVAL_MS = 100;

/** Sizes `chart` to `container` (its border box) as it resizes; the returned function stops it. */
export function followContainerSize(chart: IChartApi, container: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let pending: { width: number; height: number } | null = null;
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    timer = undefined;
    if (!pending) return;
    const { width, height } = pending;
    pending = null;
    lastAt = performance.now();
    // Painted at once (as `autoSize` does): the plot is never shown stretched to a size it was not drawn for.
    chart.resize(width, height, true);
  };
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    pending = { width: entry.contentRect.width, height: entry.contentRect.height };
    if (timer !== undefined) return;
    const wait = lastAt + RESIZE_INTERVAL_MS - performance.now();
    if (wait <= 0) apply();
    else timer = setTimeout(apply, wait);
  });
  observer.observe(container, { box: 'border-box' });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
