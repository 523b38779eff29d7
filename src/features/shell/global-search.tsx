// The header's instrument search (the shell's `/` and Ctrl/Cmd+K focus it, see search-hotkey.ts):
// Enter opens the instrument page, B / S on a highlighted result opens the ticket. The result Enter
// would open is preloaded (page code, record, live quote) so its header paints soon after Enter.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';
import { openTicket } from '@/domain/ticket-intent';
import { useLiveClient } from '@/live/hooks';
import { registerSearchInput } from './search-hotkey';

/**
 * Below this the header is narrow (the app styles' `max-width: 1599px`): the search box has room for
 * "Search  /" only. The layout audit checks the hint whole on both sides of it.
 */
const NARROW_HEADER = '(max-width: 1599px)';

function subscribeNarrowHeader(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_HEADER);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrowHeader = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(NARROW_HEADER).matches;

export function GlobalSearch() {
  const narrow = useSyncExternalStore(subscribeNarrowHeader, isNarrowHeader, () => false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const router = useRouter();
  const live = useLiveClient();
  useEffect(() => {
    registerSearchInput(inputRef.current);
    return () => registerSearchInput(null);
  }, []);
  return (
    <InstrumentSearch
      className="global-search"
      inputRef={inputRef}
      label="Search instruments"
      // The whole hint where it fits; at 1280 px "Search  /  o" was cut mid-letter.
      placeholder={narrow ? 'Search  /' : 'Search  /  or  Ctrl+K'}
      offerWatchlists
      // The result Enter would open is warmed while the user looks at it: its page's code and
      // record (the route's loader), and its quote (subscribed and released at once: the live
      // client keeps it for its grace period, then lets it go unless the page took it).
      onHighlight={(pick) => {
        void router.preloadRoute(openInstrumentTarget(pick)).catch(() => undefined);
        if (pick.instrument?.instrument_type !== 'OPTION') live.subscribe(pick.symbol)();
      }}
      onSelect={(pick) => {
        inputRef.current?.blur();
        void navigate(openInstrumentTarget(pick));
      }}
      onTrade={(pick, side) => {
        inputRef.current?.blur();
        openTicket({
          symbol: pick.symbol,
          ...(pick.instrument ? { instrumentId: pick.instrument.id } : {}),
          side,
        });
      }}
    />
  );
}
