// Whether a chain row is on screen (with a margin), so only visible contracts hold a live
// subscription: scrolling a row away unmounts its quote cells, which releases their ref-counted
// symbols. One IntersectionObserver serves every row (a chain of 200 strikes would otherwise make
// 200 observers on its first render). Without IntersectionObserver (jsdom) every row counts as visible.
import { useEffect, useState, type RefObject } from 'react';

const listeners = new Map<Element, (visible: boolean) => void>();
let shared: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '120px 0px' },
  );
  return shared;
}

export function useRowVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = sharedObserver();
    listeners.set(el, setVisible);
    observer.observe(el);
    return () => {
      observer.unobserve(el);
      listeners.delete(el);
    };
  }, [ref]);
  return visible;
}
