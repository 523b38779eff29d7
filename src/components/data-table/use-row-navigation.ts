// Keyboard navigation over a table's rows with one roving tab stop: arrows, Page Up / Down, Home /
// End move the focused row (scrolling it into view, mounting it first when virtualized), Enter
// activates it. Keys typed inside a cell's own control (a button, a link) are left to that control.
import { useState, type KeyboardEvent, type RefObject } from 'react';

export interface RowNavigationOptions {
  count: number;
  /** The element holding the rows (`tr[data-index]`). */
  containerRef: RefObject<HTMLElement | null>;
  /** Rows per Page Up / Page Down. */
  pageSize: number;
  /** Brings a row into view (a virtualizer scrolls to it, mounting it). */
  scrollToIndex: (index: number) => void;
  onActivate?: ((index: number) => void) | undefined;
}

export function useRowNavigation({
  count,
  containerRef,
  pageSize,
  scrollToIndex,
  onActivate,
}: RowNavigationOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const focusIndex = Math.min(activeIndex, Math.max(0, count - 1));

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActiveIndex(next);
    scrollToIndex(next);
    const focus = () =>
      containerRef.current
        ?.querySelector<HTMLElement>(`tr[data-index="${next}"]`)
        ?.focus({ preventScroll: true });
    focus();
    // A virtualized row may mount only after the scroll: focus it again on the next frame.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(focus);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageSize,
      PageUp: index - pageSize,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === 'Enter' && onActivate) {
      event.preventDefault();
      onActivate(index);
    }
  };

  return { focusIndex, setActiveIndex, onRowKeyDown };
}
