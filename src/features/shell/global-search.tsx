// The header's instrument search (the shell's `/` and Ctrl/Cmd+K focus it, see search-hotkey.ts):
// Enter opens the instrument page, B / S on a highlighted result opens the ticket.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { InstrumentSearch } from '@/components/instrument-search/instrument-search';
import { openInstrumentTarget } from '@/components/instrument-search/open-instrument';
import { openTicket } from '@/lib/ticket-intent';
import { registerSearchInput } from './search-hotkey';

export function GlobalSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
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
