// The monitor's "Add symbols" box: what is typed is read as tickers and OSI option symbols; the
// symbols go on the board (the URL's list, at most MAX_MONITOR_SYMBOLS) or into the watchlist it
// shows, and what could not be read as a symbol stays in the box to be corrected, named in the error.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addToWatchlist } from '@/domain/watchlists/watchlist-edits';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { MAX_MONITOR_SYMBOLS } from './symbols';

const notSymbolsMessage = (invalid: string[]) =>
  `Not added: ${invalid.map((t) => `“${t}”`).join(', ')} ${invalid.length === 1 ? 'is' : 'are'} neither a ticker nor an OSI option symbol (e.g. AAPL  261218C00280000 or AAPL261218C00280000). Correct ${invalid.length === 1 ? 'it' : 'them'} in the box and add again.`;

export function useAddSymbols({
  symbols,
  watchlistId,
  setSymbols,
}: {
  /** The board's symbols now. */
  symbols: string[];
  /** The watchlist the board shows, if it is one: the symbols are added to it. */
  watchlistId: string | undefined;
  /** Puts these symbols on the URL's board and charts `selected`. */
  setSymbols: (next: string[], selected?: string) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const addToList = async (listId: string, parsed: string[], invalid: string[]) => {
    setDraft(invalid.join(' '));
    const problems = invalid.length > 0 ? [notSymbolsMessage(invalid)] : [];
    for (const symbol of parsed) {
      const outcome = await addToWatchlist(queryClient, listId, { symbol });
      if (!outcome.ok) problems.push(outcome.message);
    }
    setError(problems.length > 0 ? problems.join(' ') : null);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { symbols: parsed, invalid } = parseSymbolList(draft);
    if (parsed.length === 0 && invalid.length === 0) {
      setError('Enter one or more tickers or OSI option symbols, separated by commas or spaces.');
      return;
    }
    if (watchlistId !== undefined) {
      void addToList(watchlistId, parsed, invalid);
      return;
    }
    const next = [...new Set([...symbols, ...parsed])];
    if (next.length > MAX_MONITOR_SYMBOLS) {
      setError(`A board holds at most ${MAX_MONITOR_SYMBOLS} symbols.`);
      return;
    }
    setError(invalid.length > 0 ? notSymbolsMessage(invalid) : null);
    setDraft(invalid.join(' '));
    if (parsed.length > 0) setSymbols(next, parsed[0]);
  };

  return { draft, setDraft, error, add };
}
