// Flashes for live cells: a static highlight class, cleared by one shared timer once a cell has not
// moved for FLASH_MS. No CSS animation: at high quote rates hundreds of cells move every frame, and
// animating each of them made the browser repaint them every frame (the quote benchmark halved its
// frame rate); a static class repaints a cell only when it starts or stops flashing.
const FLASH_MS = 450;
const FLASH_CLASSES = ['flash-up', 'flash-down'] as const;

const flashing = new Map<Element, number>();
let sweepTimer: ReturnType<typeof setInterval> | null = null;

function sweep() {
  const now = Date.now();
  for (const [el, until] of flashing) {
    if (until > now) continue;
    el.classList.remove(...FLASH_CLASSES);
    flashing.delete(el);
  }
  if (flashing.size === 0 && sweepTimer !== null) {
    clearInterval(sweepTimer);
    sweepTimer = null;
  }
}

/** Highlights `el` up (green) or down (red) for FLASH_MS from now. */
export function flash(el: Element, up: boolean): void {
  const add = up ? 'flash-up' : 'flash-down';
  const remove = up ? 'flash-down' : 'flash-up';
  if (el.classList.contains(remove)) el.classList.remove(remove);
  if (!el.classList.contains(add)) el.classList.add(add);
  flashing.set(el, Date.now() + FLASH_MS);
  sweepTimer ??= setInterval(sweep, 100);
}

/** Forgets an element that left the page. */
export function forgetFlash(el: Element): void {
  flashing.delete(el);
}
