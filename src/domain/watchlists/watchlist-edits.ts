// Adding to and removing from watchlists, shared by the watchlists screen, the monitor and the
// "Add to watchlist" menu. Writes run as React Query mutations keyed per watchlist, so any screen
// can show them while they are under way (useMutationState): an add shows its row at once and the
// row goes away again if the server refuses (optimistic, with the outcome returned for a message).
// The UI over them (the menu, the create form) is in components/watchlists/.
import {
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  addWatchlistItemMutation,
  createWatchlistMutation,
  deleteWatchlistItemMutation,
  watchlistMutationKeys,
  watchlistQueries,
  type AddWatchlistItemVariables,
} from '@/api/resources/watchlists';
import { ApiError, describeError } from '@/api/errors';
import type { InstrumentCore } from '@/api/schemas/instruments';
import type { WatchlistDetail, WatchlistEntry, WatchlistItemEntry } from '@/api/schemas/watchlists';
import { pushToast } from '@/lib/toast-store';

/** Something to add: a symbol (ticker or OSI), with its instrument when the caller has it. */
export interface WatchlistPick {
  symbol: string;
  instrument?: InstrumentCore | null;
}

export type AddOutcome =
  | { ok: true; symbol: string }
  | {
      ok: false;
      symbol: string;
      reason: 'duplicate' | 'unknown' | 'failed';
      message: string;
      error?: unknown;
    };

/** The symbol of an item (null when the server no longer knows its instrument). */
export const itemSymbol = (item: WatchlistItemEntry): string | null => item.instrument?.symbol ?? null;

export const sameSymbol = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether the list (as cached) already holds the symbol. */
export const listHolds = (list: WatchlistDetail | undefined, symbol: string) =>
  list?.items.some((item) => {
    const s = itemSymbol(item);
    return s !== null && sameSymbol(s, symbol);
  }) ?? false;

/** Every watchlist (one page of up to 1000: the server's default page, more than a user keeps). */
export const watchlistsListQuery = () => watchlistQueries.page();

export function useWatchlists() {
  return useQuery(watchlistsListQuery());
}

/** The items of each list, in the order given (the "Add to watchlist" menu's checks). */
export function useWatchlistDetails(lists: readonly Pick<WatchlistEntry, 'id'>[]) {
  return useQueries({ queries: lists.map((list) => watchlistQueries.detail(list.id)) });
}

/** Makes a watchlist (a 409 when the name is taken; the caller words it). */
export function useCreateWatchlist() {
  const queryClient = useQueryClient();
  return useMutation(createWatchlistMutation(queryClient));
}

/** Adds one instrument to a watchlist; resolves with the outcome (never throws). */
export async function addToWatchlist(
  queryClient: QueryClient,
  watchlistId: string,
  pick: WatchlistPick,
): Promise<AddOutcome> {
  const symbol = pick.symbol.trim().toUpperCase();
  const cached = queryClient.getQueryData(watchlistQueries.detail(watchlistId).queryKey);
  if (listHolds(cached, symbol))
    return { ok: false, symbol, reason: 'duplicate', message: `${symbol} is already in this list.` };
  const variables: AddWatchlistItemVariables = {
    instrument_id: pick.instrument?.id ?? symbol,
    symbol,
    instrument: pick.instrument ?? null,
  };
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, addWatchlistItemMutation(queryClient, watchlistId));
  try {
    await mutation.execute(variables);
    return { ok: true, symbol };
  } catch (error) {
    return describeAddFailure(symbol, error);
  }
}

function describeAddFailure(symbol: string, error: unknown): AddOutcome {
  if (error instanceof ApiError && error.status === 409)
    return { ok: false, symbol, reason: 'duplicate', message: `${symbol} is already in this list.`, error };
  if (error instanceof ApiError && error.status === 404 && /instrument/i.test(error.message))
    return { ok: false, symbol, reason: 'unknown', message: `${symbol} is not a known instrument.`, error };
  const d = describeError(error);
  return { ok: false, symbol, reason: 'failed', message: `${symbol} was not added: ${d.message}`, error };
}

/** Adds pending in this tab for one watchlist (the rows to show before the server confirms). */
export function usePendingAdds(watchlistId: string | undefined): WatchlistPick[] {
  return useMutationState({
    filters: { mutationKey: watchlistMutationKeys.addItem(watchlistId ?? ''), status: 'pending' },
    select: (mutation) => {
      const v = mutation.state.variables as AddWatchlistItemVariables | undefined;
      return { symbol: v?.symbol ?? v?.instrument_id ?? '', instrument: v?.instrument ?? null };
    },
  });
}

/** Item ids being removed from one watchlist (hidden at once). */
export function usePendingRemovals(watchlistId: string | undefined): string[] {
  return useMutationState({
    filters: { mutationKey: watchlistMutationKeys.deleteItem(watchlistId ?? ''), status: 'pending' },
    select: (mutation) => String(mutation.state.variables),
  });
}

/**
 * Removes an item; the toast that says so offers Undo, which adds the same instrument back (as a new
 * item: the server stamps it with the time and price of the undo). Failures are shown as a toast.
 */
export async function removeFromWatchlist(
  queryClient: QueryClient,
  list: { id: string; name: string },
  item: WatchlistItemEntry,
): Promise<boolean> {
  const symbol = itemSymbol(item) ?? 'The instrument';
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, deleteWatchlistItemMutation(queryClient, list.id));
  try {
    await mutation.execute(item.id);
  } catch (error) {
    const d = describeError(error);
    pushToast({
      kind: 'error',
      title: `${symbol} was not removed from ${list.name}`,
      message: d.message,
      ...(d.requestId ? { requestId: d.requestId } : {}),
    });
    return false;
  }
  const instrument = item.instrument;
  pushToast(
    {
      kind: 'info',
      title: `Removed ${symbol} from ${list.name}`,
      ...(instrument
        ? {
            action: {
              label: 'Undo',
              run: () =>
                void addToWatchlist(queryClient, list.id, { symbol: instrument.symbol, instrument }).then(
                  (outcome) => {
                    if (!outcome.ok)
                      pushToast({
                        kind: 'error',
                        title: `Could not put ${instrument.symbol} back`,
                        message: outcome.message,
                        ...requestIdOf(outcome),
                      });
                  },
                ),
            },
          }
        : {}),
    },
    10_000,
  );
  return true;
}

/** `{ requestId }` of a failed outcome's server error, for a toast or message. */
export function requestIdOf(outcome: AddOutcome): { requestId?: string } {
  if (outcome.ok) return {};
  const id = describeError(outcome.error).requestId;
  return id ? { requestId: id } : {};
}
