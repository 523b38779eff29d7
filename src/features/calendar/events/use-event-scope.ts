// Which instruments the events query is about: every instrument, typed symbols, the positions of an
// account, or a watchlist's items. Positions and watchlists are read first; an empty one asks
// for nothing (an empty instrument filter would mean "every instrument").
import { useQuery } from '@tanstack/react-query';
import { positionQueries } from '@/api/resources/positions';
import { watchlistQueries } from '@/api/resources/watchlists';
import type { EventsSearch } from '../lib/calendar-search';

export type EventScopeState =
  | { status: 'ready'; instrumentIds: string[] | undefined; describe: string }
  | { status: 'pending'; describe: string }
  | { status: 'error'; error: unknown; context: string; retry: () => void }
  | { status: 'empty'; message: string };

export const symbolList = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[\s,]+/)
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
];

export function useEventScope(search: EventsSearch, accountId: number | undefined): EventScopeState {
  const scope = search.scope ?? (search.symbols ? 'symbols' : 'all');
  const positions = useQuery({
    ...positionQueries.list(accountId ?? 0),
    enabled: scope === 'positions' && accountId !== undefined,
  });
  const watchlist = useQuery({
    ...watchlistQueries.detail(search.watchlist ?? ''),
    enabled: scope === 'watchlist' && !!search.watchlist,
  });

  if (scope === 'symbols') {
    const symbols = symbolList(search.symbols);
    if (symbols.length === 0) return { status: 'empty', message: 'Enter at least one symbol.' };
    return { status: 'ready', instrumentIds: symbols, describe: symbols.join(', ') };
  }
  if (scope === 'positions') {
    if (accountId === undefined) return { status: 'pending', describe: 'your positions' };
    if (positions.isPending) return { status: 'pending', describe: `positions of account ${accountId}` };
    if (positions.isError)
      return {
        status: 'error',
        error: positions.error,
        context: `Loading the positions of account ${accountId}`,
        retry: () => void positions.refetch(),
      };
    // An option position stands for its underlying's events.
    const ids = [...new Set(positions.data.map((p) => p.underlying_instrument_id ?? p.instrument_id))];
    if (ids.length === 0) return { status: 'empty', message: `Account ${accountId} holds no positions.` };
    return {
      status: 'ready',
      instrumentIds: ids,
      describe: `the ${ids.length} positions of account ${accountId}`,
    };
  }
  if (scope === 'watchlist') {
    if (!search.watchlist) return { status: 'empty', message: 'Choose a watchlist.' };
    if (watchlist.isPending) return { status: 'pending', describe: 'the watchlist' };
    if (watchlist.isError)
      return {
        status: 'error',
        error: watchlist.error,
        context: 'Loading the watchlist',
        retry: () => void watchlist.refetch(),
      };
    const ids = [...new Set(watchlist.data.items.flatMap((i) => (i.instrument ? [i.instrument.id] : [])))];
    if (ids.length === 0)
      return { status: 'empty', message: `The watchlist “${watchlist.data.name}” is empty.` };
    return { status: 'ready', instrumentIds: ids, describe: `watchlist “${watchlist.data.name}”` };
  }
  return { status: 'ready', instrumentIds: undefined, describe: 'every instrument' };
}
