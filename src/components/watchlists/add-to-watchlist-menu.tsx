// "Add to watchlist": a button that opens the watchlist menu for one symbol. Used by the instrument
// page header and position rows. The menu is drawn over the page (a portal at a fixed position), so
// a scrolling table never clips it; events inside it still stay out of the row it belongs to.
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { WatchlistMenuPanel } from './watchlist-menu-panel';

export interface AddToWatchlistMenuProps {
  symbol: string;
  instrument?: InstrumentCore | null;
  /** A small "☆" button (table rows) instead of "☆ Watchlist". */
  compact?: boolean;
}

const MENU_WIDTH = 280;

export function AddToWatchlistMenu({ symbol, instrument, compact = false }: AddToWatchlistMenuProps) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setPosition(null);
    buttonRef.current?.focus();
  }, []);
  const open = position !== null;
  // The menu sits at a fixed place on screen: when what it points at moves (a scroll outside the
  // menu, a resize), it closes rather than float away from its row.
  useEffect(() => {
    if (!open) return undefined;
    const onMove = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.watchlist-menu')) return;
      setPosition(null);
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);
  const toggle = () => {
    if (position) return close();
    const rect = buttonRef.current?.getBoundingClientRect();
    const left = rect
      ? Math.max(8, Math.min(rect.right - MENU_WIDTH, window.innerWidth - MENU_WIDTH - 8))
      : 8;
    setPosition({ position: 'fixed', top: (rect?.bottom ?? 0) + 4, left, right: 'auto', width: MENU_WIDTH });
  };
  return (
    <span
      className="watchlist-menu-anchor"
      onKeyDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
    >
      <button
        ref={buttonRef}
        type="button"
        className={compact ? 'link-button' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Add ${symbol} to a watchlist`}
        title="Add to watchlist"
        // The menu closes on a mouse-down outside it: this button toggles it instead.
        onMouseDown={(e) => e.stopPropagation()}
        onClick={toggle}
      >
        {compact ? '☆' : '☆ Watchlist'}
      </button>
      {position &&
        createPortal(
          <WatchlistMenuPanel
            pick={{ symbol, instrument: instrument ?? null }}
            onClose={close}
            style={position}
          />,
          document.body,
        )}
    </span>
  );
}
