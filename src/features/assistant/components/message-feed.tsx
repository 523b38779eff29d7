// The thread's messages in one scrolling feed. Finished messages are virtualized with measured
// heights (@tanstack/react-virtual): only those in view, a few around them and the one holding focus
// are mounted, so a thread of hundreds of replies with tables and charts opens and scrolls like one of
// ten. The feed opens at its newest message; earlier pages put above keep the message in view where
// it was; the reply being written (the tail, after the finished messages) keeps the view at the
// bottom only while the user is there. Page Up / Page Down move focus between the articles (the
// WAI-ARIA feed pattern).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Message } from '@/api/schemas/assistant';
import { useObserveRectWithFallback } from '@/components/data-table/virtual-rows';
import { LiveSubscribeDelay, SCROLLING_ROW_SUBSCRIBE_DELAY_MS } from '@/components/live/live-cell';
import { whenIdle } from '@/lib/startup';
import { estimateMessageHeight } from '../lib/message-height';

/** Before layout (and in jsdom) the viewport measures 0 px: assume this. */
const FALLBACK_VIEWPORT = 640;
const GAP = 12;
/** Rows mounted beyond each edge of the view, once the first view is painted (none before it). */
const OVERSCAN = 3;
/** Within this many px of the bottom counts as "at the bottom". */
const PIN_THRESHOLD = 16;

export interface FeedPosition {
  /** aria-posinset (1-based). */
  position: number;
  /** aria-setsize: -1 while the total is unknown (earlier pages, a reply being written). */
  size: number;
}

export interface MessageFeedProps {
  messages: readonly Message[];
  renderMessage: (message: Message, position: FeedPosition) => ReactNode;
  /** Every message is loaded and nothing is being written: the set size is known. */
  sizeKnown: boolean;
  /** Earlier messages are being loaded (aria-busy). */
  busy: boolean;
  /** Changes each time the user sends: the feed goes back to its end. */
  followKey: number;
  /**
   * The view is within a screen of the oldest loaded message (the user scrolled up, or everything
   * loaded fits on a screen): load the page before it, if any.
   */
  onReachStart?: () => void;
  /** The user's messages not yet in the thread and the reply being written. */
  tail: ReactNode;
}

export function MessageFeed({
  messages,
  renderMessage,
  sizeKnown,
  busy,
  followKey,
  onReachStart,
  tail,
}: MessageFeedProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastTop = useRef(0);
  const reachStart = useRef(onReachStart);
  useLayoutEffect(() => {
    reachStart.current = onReachStart;
  });
  // Within a screen of the top: ask for earlier messages. Only with a laid-out viewport (jsdom and a
  // hidden panel measure 0 px, where every position would count as "near the top").
  const checkStart = useCallback(() => {
    const el = viewportRef.current;
    if (el && el.clientHeight > 0 && el.scrollTop < el.clientHeight) reachStart.current?.();
  }, []);

  const toEnd = useCallback(() => {
    const el = viewportRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // At the bottom → pinned; scrolled up (the offset went down) → not. Content growing does not
  // scroll, and the corrections for measured rows above move the offset down, so neither unpins.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return undefined;
    const onScroll = () => {
      const distance = el.scrollHeight - el.clientHeight - el.scrollTop;
      if (distance <= PIN_THRESHOLD) pinned.current = true;
      else if (el.scrollTop < lastTop.current - 1) pinned.current = false;
      lastTop.current = el.scrollTop;
      checkStart();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [checkStart]);

  // Messages came in (a page, a turn): what is loaded may not fill the view, so no scroll will come.
  // Checked after the paint, so the first view never waits for it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => checkStart());
    return () => cancelAnimationFrame(frame);
  }, [messages.length, busy, checkStart]);

  // While pinned, stay at the end as rows are measured, the reply grows or the viewport resizes.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinned.current) toEnd();
    });
    if (viewportRef.current) observer.observe(viewportRef.current);
    if (contentRef.current) observer.observe(contentRef.current);
    return () => observer.disconnect();
  }, [toEnd]);
  useLayoutEffect(() => {
    if (pinned.current) toEnd();
  });

  // The user sent a message (or a suggestion): show it, whatever was being read.
  const followed = useRef(followKey);
  useLayoutEffect(() => {
    if (followed.current === followKey) return;
    followed.current = followKey;
    pinned.current = true;
    toEnd();
  }, [followKey, toEnd]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
    const viewport = viewportRef.current;
    const current = (event.target as HTMLElement).closest<HTMLElement>('article.assistant-message');
    // On the feed itself the keys scroll it, as in any scrolling area.
    if (!viewport || !current) return;
    event.preventDefault();
    const step = event.key === 'PageDown' ? 1 : -1;
    const rowIndex = (el: HTMLElement) => Number(el.closest<HTMLElement>('[data-index]')?.dataset.index);
    const articles = [...viewport.querySelectorAll<HTMLElement>('article.assistant-message')];
    const next = articles[articles.indexOf(current) + step];
    const from = rowIndex(current);
    // The row kept for focus can be far from the mounted ones: bring it into view, whose neighbours
    // are then mounted, and move on the next frame.
    if (next && !Number.isNaN(from) && !Number.isNaN(rowIndex(next)) && rowIndex(next) !== from + step) {
      current.scrollIntoView({ block: 'nearest' });
      requestAnimationFrame(() =>
        viewport
          .querySelector<HTMLElement>(`[data-index="${from + step}"] article.assistant-message`)
          ?.focus(),
      );
      return;
    }
    next?.focus();
  };

  return (
    <div
      ref={viewportRef}
      className="assistant-messages"
      role="feed"
      aria-label="Messages"
      aria-busy={busy}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div ref={contentRef} className="assistant-messages-content">
        {messages.length > 0 && (
          <VirtualRows
            viewportRef={viewportRef}
            messages={messages}
            renderMessage={renderMessage}
            sizeKnown={sizeKnown}
            pinned={pinned}
          />
        )}
        <div className="assistant-tail">{tail}</div>
      </div>
    </div>
  );
}

function VirtualRows({
  viewportRef,
  messages,
  renderMessage,
  sizeKnown,
  pinned,
}: {
  viewportRef: RefObject<HTMLDivElement | null>;
  messages: readonly Message[];
  renderMessage: MessageFeedProps['renderMessage'];
  sizeKnown: boolean;
  /** Whether the view follows the end (it opens there). */
  pinned: RefObject<boolean>;
}) {
  const focusedKey = useRef<string | null>(null);

  const viewportHeight = () => viewportRef.current?.clientHeight || FALLBACK_VIEWPORT;
  const observeRect = useObserveRectWithFallback(FALLBACK_VIEWPORT);
  // The row holding focus stays mounted wherever the view scrolls (focus is never lost to unmounting).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const key = focusedKey.current;
      if (key === null) return indexes;
      const focused = messages.findIndex((m) => m.id === key);
      if (focused === -1 || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [messages],
  );
  // The first paint mounts only the messages in view; the ones around them mount once it is painted
  // and the page is idle: they are Markdown to parse (and the idle preparation of the replies above
  // the view, newest first, has had a slice of time to parse them), which right after the first paint
  // would hold up the frames that follow it.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (overscan > 0) return undefined;
    let cancelIdle: (() => void) | undefined;
    const frame = requestAnimationFrame(() => (cancelIdle = whenIdle(() => setOverscan(OVERSCAN), 500)));
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, [overscan]);
  const estimateSize = useCallback((index: number) => estimateMessageHeight(messages[index]!), [messages]);
  const getItemKey = useCallback((index: number) => messages[index]!.id, [messages]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => viewportRef.current,
    estimateSize,
    getItemKey,
    gap: GAP,
    overscan,
    // Rows put above (earlier pages) keep the row in view where it was; appended rows are followed
    // when the view is at the end.
    anchorTo: 'end',
    followOnAppend: true,
    rangeExtractor,
    initialRect: { width: 0, height: viewportHeight() },
    // Open at the end: only the newest messages are mounted on the first render.
    initialOffset: () => {
      if (!pinned.current) return 0;
      const total = messages.reduce((sum, m) => sum + estimateMessageHeight(m) + GAP, 0);
      return Math.max(0, total - viewportHeight());
    },
    observeElementRect: observeRect,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    // Live quotes in a message stream once it has stayed mounted a moment, not as it flies past.
    <LiveSubscribeDelay value={SCROLLING_ROW_SUBSCRIBE_DELAY_MS}>
      <div
        className="assistant-rows"
        style={{ height: virtualizer.getTotalSize() }}
        onBlur={(event) => {
          // Focus left the messages (not for a dialog a message opened: it is in the top layer).
          const to = event.relatedTarget as HTMLElement | null;
          if (to && !event.currentTarget.contains(to) && !to.closest('dialog.modal'))
            focusedKey.current = null;
        }}
      >
        {rows.map((row) => {
          const message = messages[row.index]!;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              className="assistant-row"
              data-index={row.index}
              data-key={message.id}
              style={{ transform: `translateY(${row.start}px)` }}
              // React focus events also come from what the message renders in a portal (its dialogs).
              onFocus={() => (focusedKey.current = message.id)}
            >
              {renderMessage(message, {
                position: row.index + 1,
                size: sizeKnown ? messages.length : -1,
              })}
            </div>
          );
        })}
      </div>
    </LiveSubscribeDelay>
  );
}
