import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WatchlistsScreen } from '@/features/watchlists/watchlists-screen';

const WatchlistsSearch = z.object({ list: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/watchlists')({
  validateSearch: (search) => WatchlistsSearch.parse(search),
  // Panels own their loading and error states: warm the lists (and the open one) without blocking.
  loaderDeps: ({ search }) => ({ list: search.list }),
  loader: async ({ context, deps }) => {
    const { watchlistQueries } = await import('@/api/resources/watchlists');
    void context.queryClient.prefetchQuery(watchlistQueries.page());
    if (deps.list) void context.queryClient.prefetchQuery(watchlistQueries.detail(deps.list));
  },
  component: WatchlistsScreen,
});
