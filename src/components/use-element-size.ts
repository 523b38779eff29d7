// An element's inner size (clientWidth / clientHeight), measured before the first paint and followed
// as it resizes: for a table that fits its columns to the width it has, or its rows to the height.
// A hidden element (display: none, a panel behind a tab) measures 0 × 0: it keeps its last size.
// jsdom (no layout) measures 0.
// `follow`: the dimension(s) the caller uses. A change of the other one does not render it again:
// a workspace splitter dragged sideways resizes a panel's width every frame, and a board that only
// fits its rows to its height need not render on each of them.
import { useLayoutEffect, useRef, useState } from 'react';

export type FollowedSize = 'both' | 'width' | 'height';

export function useElementSize<E extends HTMLElement = HTMLDivElement>(follow: FollowedSize = 'both') {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width === 0 && height === 0) return;
      setSize((current) =>
        (follow === 'height' || current.width === width) && (follow === 'width' || current.height === height)
          ? current
          : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [follow]);
  return [ref, size] as const;
}
