// The virtualized body of the one table engine, shared by DataTable (and so the quote monitor's
// positioned board) and the option chain's body: @tanstack/react-virtual over a scrolling area of
// fixed-height rows, the scroll gate their live cells wait on, and the body that provides the gate.
// Before layout (and in jsdom) the scrolling area measures 0 px high: the virtualizer then assumes
// `fallbackHeight`, so the first render already mounts the rows a real view would show.
import { useCallback, useEffect, useMemo, type ReactNode, type Ref, type RefObject } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { LiveSubscribeDelay, SCROLLING_ROW_SUBSCRIBE_DELAY_MS } from '../live/subscribe-delay';
import { createSubscribeGate, type SubscribeGate } from '../live/subscribe-gate';

export interface VirtualRowsOptions {
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

/**
 * The virtualizer of a table's rows, and its scroll gate (live/subscribe-gate.ts): rows that only
 * pass by in a scroll do not subscribe their symbols. Each scroll of the area is noted on the gate.
 */
/**
 * The virtualizer's `observeElementRect` for a scrolling area that measures 0 px high before layout
 * (and in jsdom): it then reports `fallbackHeight`, so the first render already mounts the rows a
 * real view would show. For this table engine's rows and the lists of measured rows (news, messages).
 */
export function useObserveRectWithFallback(fallbackHeight: number) {
  return useCallback(
    (
      instance: Parameters<typeof observeElementRect<HTMLDivElement>>[0],
      cb: (rect: { width: number; height: number }) => void,
    ) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }),
      ),
    [fallbackHeight],
  );
}

export function useVirtualRows({
  count,
  scrollRef,
  rowHeight,
  overscan,
  fallbackHeight,
  initialHeight = fallbackHeight,
  enabled = true,
  getItemKey,
  initialOffset,
}: VirtualRowsOptions) {
  const observeRect = useObserveRectWithFallback(fallbackHeight);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
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
  // One gate per table, for its life.
  const gate = useMemo(() => createSubscribeGate({ delayMs: SCROLLING_ROW_SUBSCRIBE_DELAY_MS }), []);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !enabled) return undefined;
    el.addEventListener('scroll', gate.noteScroll, { passive: true });
    return () => el.removeEventListener('scroll', gate.noteScroll);
  }, [gate, scrollRef, enabled]);
  return { virtualizer, gate };
}

/**
 * A table's body under its subscribe gate (0: its live cells subscribe at once). Positioned rows
 * (the monitor's board, the chain) give it `height`, every row's top being its own: the body is as
 * tall as all the rows, with no spacer rows.
 */
export function VirtualBody({
  gate,
  height,
  bodyRef,
  children,
}: {
  gate: SubscribeGate | 0;
  height?: number | undefined;
  bodyRef?: Ref<HTMLTableSectionElement>;
  children: ReactNode;
}) {
  return (
    <LiveSubscribeDelay value={gate}>
      <tbody ref={bodyRef} role="rowgroup" style={height === undefined ? undefined : { height }}>
        {children}
      </tbody>
    </LiveSubscribeDelay>
  );
}
