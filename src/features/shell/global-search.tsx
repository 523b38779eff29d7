// The header's instrument search: `/` or Ctrl/Cmd+K focuses it from any screen; Enter opens the
// instrument page, B / S on a highlighted result opens the ticket.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';
import { openTicket } from '@/lib/ticket-intent';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function GlobalSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
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
