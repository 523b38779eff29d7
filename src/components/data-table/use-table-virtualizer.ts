// The one virtualizer of the terminal's tables (DataTable, the live quote table, the option chain):
// @tanstack/react-virtual over a scrolling area of fixed-height rows, and the scroll gate their live
// cells wait on. Before layout (and in jsdom) the scrolling area measures 0 px high: the virtualizer
// then assumes `fallbackHeight`, so the first render already mounts the rows a real view would show.
import { useCallback, useMemo, type RefObject } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { SCROLLING_ROW_SUBSCRIBE_DELAY_MS } from '../live/subscribe-delay';
import { createSubscribeGate, type SubscribeGate } from '../live/subscribe-gate';

export interface TableVirtualizerOptions {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  overscan: number;
  /** The height (px) assumed while the scrolling area measures 0. */
  fallbackHeight: number;
  /** The height (px) of the first render's view (default: `fallbackHeight`). */
  initialHeight?: number;
  /** false: the table mounts all its rows and the virtualizer stays idle. */
  enabled?: boolean;
  getItemKey?: (index: number) => string | number;
  /** The scroll offset of the first render (the option chain opens on the money). */
  initialOffset?: () => number;
}

export function useTableVirtualizer({
  count,
  scrollRef,
  rowHeight,
  overscan,
  fallbackHeight,
  initialHeight = fallbackHeight,
  enabled = true,
  getItemKey,
  initialOffset,
}: TableVirtualizerOptions) {
  const observeRect = useCallback(
    (
      instance: Parameters<typeof observeElementRect<HTMLDivElement>>[0],
      cb: (rect: { width: number; height: number }) => void,
    ) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
    [fallbackHeight],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  return useVirtualizer({
    count,
    enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeRect,
    ...(getItemKey ? { getItemKey } : {}),
    ...(initialOffset ? { initialOffset } : {}),
  });
}

/**
 * The scroll gate of a virtualized table (live/subscribe-gate.ts): rows that only pass by in a
 * scroll do not subscribe their symbols. One per table, for its life; call `noteScroll` on scroll.
 */
export function useScrollGate(): SubscribeGate {
  return useMemo(() => createSubscribeGate({ delayMs: SCROLLING_ROW_SUBSCRIBE_DELAY_MS }), []);
}
