// The rows of a watchlist's table: the server's items, minus those being removed, plus the adds
// still under way (shown at once, marked pending, gone again if the server refuses them).
import type { WatchlistDetail, WatchlistItemEntry } from '@/api/schemas/watchlists';
import { itemSymbol, type WatchlistPick } from '@/domain/watchlists/watchlist-edits';

export interface WatchlistRow {
  key: string;
  symbol: string;
  name: string;
  /** The server's item; null while the add is pending. */
  item: WatchlistItemEntry | null;
  pending: boolean;
}

export function watchlistRows(
  list: WatchlistDetail,
  pendingAdds: readonly WatchlistPick[],
  pendingRemovals: readonly string[],
): WatchlistRow[] {
  const rows: WatchlistRow[] = [];
  const seen = new Set<string>();
  for (const item of list.items) {
    if (pendingRemovals.includes(item.id)) continue;
    const symbol = itemSymbol(item) ?? '';
    if (symbol) seen.add(symbol);
    rows.push({ key: item.id, symbol, name: item.instrument?.name ?? '', item, pending: false });
  }
  for (const add of pendingAdds) {
    if (!add.symbol || seen.has(add.symbol)) continue;
    seen.add(add.symbol);
    rows.push({
      key: `pending:${add.symbol}`,
      symbol: add.symbol,
      name: add.instrument?.name ?? '',
      item: null,
      pending: true,
    });
  }
  return rows;
}
