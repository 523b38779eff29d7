// Whether a chain row is on screen (with a margin), so only visible contracts hold a live
// subscription: scrolling a row away unmounts its quote cells, which releases their ref-counted
// symbols. Without IntersectionObserver (jsdom) every row counts as visible.
import { useEffect, useState, type RefObject } from 'react';

export function useRowVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((e) => e.isIntersecting)),
      {
        rootMargin: '120px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}
