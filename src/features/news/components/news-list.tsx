// The news list: fixed-height rows, only those in view mounted, so 10,000 items scroll as fast as
// 50. Reaching the last rows asks for the next page. New items arrive above the list (the pill);
// bringing them in shifts the scroll by their height so the row being read stays where it was.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { NewsItem as NewsItemData } from '@/api/schemas/news';
import { useObserveRectWithFallback } from '@/components/data-table/virtual-rows';
import { NewsItem } from '@/components/news-item/news-item';

export const NEWS_ROW_HEIGHT = 132;
/** Before layout (and in jsdom) the viewport measures 0 px: assume this. */
const FALLBACK_VIEWPORT = 640;

export interface NewsListProps {
  items: readonly NewsItemData[];
  keyOf: (item: NewsItemData) => string;
  onEndReached?: () => void;
  /** Rows added above the ones on screen since the last render: the scroll moves down by as many. */
  shiftedBy: { count: number; version: number };
  footer?: ReactNode;
}

export function NewsList({ items, keyOf, onEndReached, shiftedBy, footer }: NewsListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const observeRect = useObserveRectWithFallback(FALLBACK_VIEWPORT);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => NEWS_ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 0, height: FALLBACK_VIEWPORT },
    observeElementRect: observeRect,
    getItemKey: (index) => keyOf(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();

  // Keep the reader's place: when rows were put above and the list is scrolled, scroll by them.
  const appliedShift = useRef(0);
  useLayoutEffect(() => {
    if (shiftedBy.version === appliedShift.current) return;
    appliedShift.current = shiftedBy.version;
    const el = scrollRef.current;
    if (el && el.scrollTop > 0) el.scrollTop += shiftedBy.count * NEWS_ROW_HEIGHT;
  }, [shiftedBy]);

  const lastIndex = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onEndReached && items.length > 0 && lastIndex >= items.length - 8) onEndReached();
  }, [onEndReached, lastIndex, items.length]);

  return (
    <div ref={scrollRef} className="news-list-viewport" data-testid="news-list">
      <div role="feed" aria-label="News" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <div
              key={row.key}
              className="news-list-row"
              data-index={row.index}
              style={{ transform: `translateY(${row.start}px)`, height: NEWS_ROW_HEIGHT }}
            >
              <NewsItem item={item} />
            </div>
          );
        })}
      </div>
      {footer}
    </div>
  );
}
