// Keeps the bar recorder (domain/bars) running while the terminal is open, and the symbols of every
// watchlist streamed, so their charts have bars from the moment the terminal opened, not from the
// moment a chart did. Loaded after start-up (shell-layout.tsx): it never delays the first screen.
import { useEffect, useMemo } from 'react';
import { getBarRecorder } from '@/domain/bars/bar-recorder';
import { itemSymbol, useWatchlistDetails, useWatchlists } from '@/domain/watchlists/watchlist-edits';
import { useLiveClient } from '@/live/hooks';

/** At most this many watchlist symbols are kept streamed for recording (the feed's per-message cap). */
export const MAX_RECORDED_WATCHLIST_SYMBOLS = 1_000;

export function BarRecording() {
  const client = useLiveClient();
  useEffect(() => {
    getBarRecorder(client);
  }, [client]);
  const lists = useWatchlists();
  const details = useWatchlistDetails(lists.data?.data ?? []);
  const key = useMemo(() => {
    const symbols = new Set<string>();
    for (const detail of details)
      for (const item of detail.data?.items ?? []) {
        const symbol = itemSymbol(item);
        if (symbol) symbols.add(symbol.toUpperCase());
      }
    return [...symbols].sort().slice(0, MAX_RECORDED_WATCHLIST_SYMBOLS).join(',');
  }, [details]);
  useEffect(() => {
    if (!key) return undefined;
    // Background: nothing shows these quotes here, so they come merged, once a second (with what
    // their bars need); a board or chart showing one of them streams it at full rate.
    const releases = key.split(',').map((symbol) => client.subscribe(symbol, { background: true }));
    return () => releases.forEach((release) => release());
  }, [client, key]);
  return null;
}
