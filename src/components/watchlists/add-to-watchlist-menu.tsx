// "Add to watchlist": a button that opens the watchlist menu for one symbol. Used by the instrument
// page header, position rows and anywhere else a symbol is shown.
import { useCallback, useRef, useState } from 'react';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { WatchlistMenuPanel } from './watchlist-menu-panel';

export interface AddToWatchlistMenuProps {
  symbol: string;
  instrument?: InstrumentCore | null;
  /** A small "☆" button (table rows) instead of "☆ Watchlist". */
  compact?: boolean;
}

export function AddToWatchlistMenu({ symbol, instrument, compact = false }: AddToWatchlistMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <span className="watchlist-menu-anchor" onKeyDown={(e) => e.stopPropagation()}>
      <button
        ref={buttonRef}
        type="button"
        className={compact ? 'link-button' : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Add ${symbol} to a watchlist`}
        title="Add to watchlist"
        onClick={(e) => {
          e.stopPropagation();
          setOpen((o) => !o);
        }}
      >
        {compact ? '☆' : '☆ Watchlist'}
      </button>
      {open && <WatchlistMenuPanel pick={{ symbol, instrument: instrument ?? null }} onClose={close} />}
    </span>
  );
}
