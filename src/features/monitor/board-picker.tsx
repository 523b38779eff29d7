// What the board shows: the symbols in the URL, or one of the user's watchlists (the one in the URL
// is listed while the lists load, or if it is not among them).
import { Select } from '@/components/form/fields';
import type { WatchlistDetail } from '@/api/schemas/watchlists';
import type { useWatchlists } from '@/domain/watchlists/watchlist-edits';

export function BoardPicker({
  watchlistId,
  watchlist,
  lists,
  onChange,
}: {
  watchlistId: string | undefined;
  watchlist: WatchlistDetail | undefined;
  lists: ReturnType<typeof useWatchlists>;
  onChange: (watchlistId: string | undefined) => void;
}) {
  return (
    <label className="monitor-source">
      Board
      <Select
        value={watchlistId ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        <option value="">Symbols in the URL</option>
        {(lists.data?.data ?? []).map((list) => (
          <option key={list.id} value={list.id}>
            Watchlist: {list.name}
          </option>
        ))}
        {watchlistId !== undefined && !lists.data?.data.some((l) => l.id === watchlistId) && (
          <option value={watchlistId}>Watchlist: {watchlist?.name ?? '…'}</option>
        )}
      </Select>
    </label>
  );
}
