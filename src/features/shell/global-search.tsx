// The header's instrument search: `/` or Ctrl/Cmd+K focuses it from any screen; Enter opens the
// instrument page, B / S on a highlighted result opens the ticket. The result Enter would open is
// preloaded (page code, record, live quote) so its header paints soon after Enter.
import { useEffect, useRef } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';
import { openTicket } from '@/lib/ticket-intent';
import { useLiveClient } from '@/live/hooks';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function GlobalSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const router = useRouter();
  const live = useLiveClient();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
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
