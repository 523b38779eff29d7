// An element's inner size (clientWidth / clientHeight), measured before the first paint and followed
// as it resizes: for a table that fits its columns to the width it has, or its rows to the height.
// A hidden element (display: none, a panel behind a tab) measures 0 × 0: it keeps its last size.
// jsdom (no layout) measures 0.
import { useLayoutEffect, useRef, useState } from 'react';

export function useElementSize<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width === 0 && height === 0) return;
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}
