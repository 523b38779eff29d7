// Where the board's symbols come from: the URL (`symbols`, or the default board) or a watchlist
// (`watchlist=<id>`), whose items (and adds under way) are the board while it is chosen.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { watchlistQueries } from '@/api/resources/watchlists';
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import { itemSymbol, usePendingAdds, usePendingRemovals } from '@/domain/watchlists/watchlist-edits';
import { parseSymbolList } from '@/lib/instrument-symbol';
import { DEFAULT_SYMBOLS } from './symbols';

export interface BoardSymbols {
  symbols: string[];
  /** The watchlist shown, when the board is one. */
  watchlist: WatchlistDetail | undefined;
  /** The watchlist query (loading / error states) when the board is a watchlist. */
  watchlistQuery: ReturnType<typeof useWatchlistDetail> | null;
}

function useWatchlistDetail(watchlistId: string | undefined) {
  return useQuery({ ...watchlistQueries.detail(watchlistId ?? ''), enabled: watchlistId !== undefined });
}

export function useBoardSymbols(search: {
  symbols?: string | undefined;
  watchlist?: string | undefined;
}): BoardSymbols {
  const detail = useWatchlistDetail(search.watchlist);
  const pendingAdds = usePendingAdds(search.watchlist);
  const pendingRemovals = usePendingRemovals(search.watchlist);
  const symbols = useMemo(() => {
    if (search.watchlist === undefined)
      return search.symbols ? parseSymbolList(search.symbols).symbols : DEFAULT_SYMBOLS;
    const out: string[] = [];
    for (const item of detail.data?.items ?? []) {
      const symbol = itemSymbol(item);
      if (symbol && !pendingRemovals.includes(item.id) && !out.includes(symbol)) out.push(symbol);
    }
    for (const add of pendingAdds) if (add.symbol && !out.includes(add.symbol)) out.push(add.symbol);
    return out;
  }, [search.watchlist, search.symbols, detail.data, pendingAdds, pendingRemovals]);
  return {
    symbols,
    watchlist: search.watchlist !== undefined ? detail.data : undefined,
    watchlistQuery: search.watchlist !== undefined ? detail : null,
  };
}
