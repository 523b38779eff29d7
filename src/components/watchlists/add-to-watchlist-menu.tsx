// "Add to watchlist": a button that opens the watchlist menu for one symbol. Used by the instrument
// page header and position rows. The menu is a Popover in the top layer, so a scrolling table never
// clips it; events inside it still stay out of the row it belongs to.
import type { InstrumentCore } from '@/api/schemas/instruments';
import { Popover } from '../popover';
import { WatchlistMenuPanel } from './watchlist-menu-panel';

export interface AddToWatchlistMenuProps {
  symbol: string;
  instrument?: InstrumentCore | null;
  /** A small "☆" button (table rows) instead of "☆ Watchlist". */
  compact?: boolean;
}

const MENU = { width: 280 };

export function AddToWatchlistMenu({ symbol, instrument, compact = false }: AddToWatchlistMenuProps) {
  return (
    <span onKeyDown={(e) => e.stopPropagation()} onClick={(e) => e.stopPropagation()}>
      <Popover
        className="watchlist-menu-anchor"
        haspopup="menu"
        layer={MENU}
        trigger={(props) => (
          <button
            type="button"
            className={compact ? 'link-button' : undefined}
            aria-label={`Add ${symbol} to a watchlist`}
            title="Add to watchlist"
            {...props}
          >
            {compact ? '☆' : '☆ Watchlist'}
          </button>
        )}
      >
        {(panel, close) => (
          <WatchlistMenuPanel
            pick={{ symbol, instrument: instrument ?? null }}
            onClose={() => close()}
            popover={panel}
          />
        )}
      </Popover>
    </span>
  );
}
