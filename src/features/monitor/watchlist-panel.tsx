// A watchlist as a workspace panel (issue 28): the board's live columns over one watchlist (the
// first one until another is chosen; the choice is saved with the layout), edited on Watchlists.
import type { PanelProps } from '@/components/panel-contract';
import { useWatchlists } from '@/domain/watchlists/watchlist-edits';
import BoardPanel from './board-panel';

export default function WatchlistPanel(props: PanelProps) {
  const lists = useWatchlists();
  const first = lists.data?.data[0]?.id;
  if (props.params.watchlist === undefined) {
    if (lists.isPending) return <p className="muted">Loading watchlists…</p>;
    if (!first) return <p className="empty-state">No watchlist yet: create one on the Watchlists screen.</p>;
    return <BoardPanel {...props} params={{ ...props.params, watchlist: first }} />;
  }
  return <BoardPanel {...props} />;
}
