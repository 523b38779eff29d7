// When the page (any scrolling element in it) last scrolled. Heavy things that can wait — a chart's
// first build — wait until scrolling has settled, so a fast scroll spends its frames on scrolling.
// One passive capture listener for the page, installed when this module loads.

let lastScrollAt = Number.NEGATIVE_INFINITY;

if (typeof window !== 'undefined')
  window.addEventListener('scroll', () => (lastScrollAt = performance.now()), {
    capture: true,
    passive: true,
  });

/** ms since anything in the page last scrolled (Infinity if nothing has). */
export function sinceLastScroll(): number {
  return performance.now() - lastScrollAt;
}

/**
 * Runs `task` once nothing has scrolled for `settleMs`, checking again as long as scrolling goes on.
 * Returns a cancel function.
 */
export function whenScrollSettles(task: () => void, settleMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const quiet = sinceLastScroll();
    if (quiet >= settleMs) task();
    else timer = setTimeout(check, settleMs - quiet);
  };
  check();
  return () => clearTimeout(timer);
}
