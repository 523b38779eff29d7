// The header's instrument search (the shell's `/` and Ctrl/Cmd+K focus it, see search-hotkey.ts):
// Enter opens the instrument page, B / S on a highlighted result opens the ticket. The result Enter
// would open is preloaded (page code, record, live quote) so its header paints soon after Enter.
import { useEffect, useRef } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';
import { openTicket } from '@/domain/ticket-intent';
import { useLiveClient } from '@/live/hooks';
import { registerSearchInput } from './search-hotkey';

export function GlobalSearch() {
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
      placeholder="Search  /  or  Ctrl+K"
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
