// What a component makes of an element's inner size (clientWidth / clientHeight): measured before the
// first paint and followed as the element resizes, but the component renders again only when what it
// makes of the size changes. A workspace splitter dragged resizes a panel every frame; a board that
// shows the columns that fit its width renders when a column comes or goes, not on every pixel (it
// rendered on each frame of the drag: docs/performance.md, bench:workspace).
// A hidden element (display: none, a panel behind a tab) measures 0 × 0: it keeps its last fit.
// jsdom (no layout) measures 0 × 0: the fit of 0 × 0.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * `fit`: what the caller makes of the size (memoize it: a new `fit` measures again); `same`: whether
 * two fits are the same (default `Object.is`), in which case nothing renders.
 */
export function useElementFit<T, E extends HTMLElement = HTMLDivElement>(
  fit: (size: ElementSize) => T,
  same: (a: T, b: T) => boolean = Object.is,
): readonly [RefObject<E | null>, T] {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(() => fit({ width: 0, height: 0 }));
  // The latest fit and comparison, for the observer's callback (set before the effects below run).
  const latest = useRef({ fit, same });
  const measure = useRef(() => {
    const element = ref.current;
    if (!element) return;
    const { clientWidth: width, clientHeight: height } = element;
    if (width === 0 && height === 0) return;
    const next = latest.current.fit({ width, height });
    setValue((current) => (latest.current.same(current, next) ? current : next));
  });
  useLayoutEffect(() => {
    latest.current = { fit, same };
  });
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => measure.current());
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Measured before the first paint, and again when the caller's fit changes (new columns).
  useLayoutEffect(() => measure.current(), [fit]);
  return [ref, value] as const;
}
