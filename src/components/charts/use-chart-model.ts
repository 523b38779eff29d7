// The thin React side of every chart: a container ref, the library loaded lazily, the model built
// once the container exists (and, with `whenVisible`, once it is in view and nothing has scrolled for
// 150 ms), rebuilt when a
// dependency changes, destroyed on unmount. The model lives in a ref, never in React state, so data
// reaches it through its own methods without a render.
import { useEffect, useLayoutEffect, useRef, useState, type DependencyList, type RefObject } from 'react';
import { whenScrollSettles } from '@/lib/scroll-activity';
import { loadChartLibrary, type ChartLibrary, type ChartModel } from './chart-library';

/** How long the page must not have scrolled before a `whenVisible` chart in view is built. */
export const VISIBLE_DWELL_MS = 150;

export interface ChartModelHandle<M extends ChartModel> {
  /** Put on the element the chart draws into. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The live model, or null before it is built (and after teardown). */
  modelRef: RefObject<M | null>;
  /** Why the library could not load, for the wrapper to say so. */
  loadError: string | null;
}

export function useChartModel<M extends ChartModel>(
  build: (lib: ChartLibrary, container: HTMLElement) => M,
  deps: DependencyList,
  options: { enabled?: boolean; whenVisible?: boolean } = {},
): ChartModelHandle<M> {
  const { enabled = true, whenVisible = false } = options;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const modelRef = useRef<M | null>(null);
  const buildRef = useRef(build);
  useLayoutEffect(() => {
    buildRef.current = build;
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [visible, setVisible] = useState(() => !whenVisible || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = containerRef.current;
    if (visible || !enabled || !el) return undefined;
    // Built once it is in view and the page has not scrolled for a moment: charts that pass through
    // the view in a scroll are never built (and torn down a moment later), which is what made a fast
    // scroll through a feed of charts drop frames. The frame and legend show meanwhile.
    let cancelBuild = () => {};
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      cancelBuild();
      if (!entry?.isIntersecting) return;
      // The library (once per page) loads meanwhile; a failure is said when the chart is built.
      loadChartLibrary().catch(() => undefined);
      cancelBuild = whenScrollSettles(() => setVisible(true), VISIBLE_DWELL_MS);
    });
    observer.observe(el);
    return () => {
      cancelBuild();
      observer.disconnect();
    };
  }, [visible, enabled]);

  useEffect(() => {
    const container = containerRef.current;
    if (!visible || !enabled || !container) return undefined;
    let cancelled = false;
    // A library that fails to load, or a chart that fails to build, is said in place of the chart.
    loadChartLibrary()
      .then((lib) => {
        if (!cancelled) modelRef.current = buildRef.current(lib, container);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      modelRef.current?.destroy();
      modelRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide a rebuild
  }, [visible, enabled, ...deps]);

  return { containerRef, modelRef, loadError };
}
