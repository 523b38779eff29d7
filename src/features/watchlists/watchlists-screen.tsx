// Watchlists: the lists in a sidebar, the open one (in the URL: ?list=<id>) as a live table. With no
// list in the URL the newest list opens (and goes in the URL, so the page can be bookmarked).
import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useWatchlists } from '@/domain/watchlists/watchlist-edits';
import { WatchlistSidebar } from './components/watchlist-sidebar';
import { WatchlistView } from './components/watchlist-view';
import './watchlists.css';

const route = getRouteApi('/watchlists');

export function WatchlistsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const lists = useWatchlists();
  const newest = lists.data?.data[0]?.id;
  const openId = search.list ?? newest;
  useEffect(() => {
    if (search.list === undefined && newest !== undefined)
      void navigate({ search: (prev) => ({ ...prev, list: newest }), replace: true });
  }, [search.list, newest, navigate]);
  return (
    <div className="page watchlists-page">
      <header className="page-header">
        <h1>Watchlists</h1>
      </header>
      <div className="watchlists-layout">
        <WatchlistSidebar
          openId={openId}
          onOpen={(id) => void navigate({ search: (prev) => ({ ...prev, list: id }) })}
        />
        <div className="watchlists-main">
          {openId ? (
            <WatchlistView key={openId} watchlistId={openId} />
          ) : (
            lists.isSuccess && <p className="muted">Create a list to start watching instruments.</p>
          )}
        </div>
      </div>
    </div>
  );
}
