// Watchlists: the user's lists of instruments, their items, and the writes that change them.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/watchlists';
import type { OperationBody, OperationQuery } from '../operation';
import type { InstrumentCore } from '../schemas/instruments';

export type WatchlistListQuery = OperationQuery<typeof ops.get_watchlists>;
export type CreateWatchlistBody = OperationBody<typeof ops.create_watchlist>;
export type AddWatchlistItemBody = OperationBody<typeof ops.add_watchlist_item>;
/**
 * What an add carries besides the wire body: the symbol (and the instrument when known), so a
 * screen can show the pending item at once from the mutation's variables (optimistic add).
 */
export type AddWatchlistItemVariables = AddWatchlistItemBody & {
  symbol?: string;
  instrument?: InstrumentCore | null;
};

export const watchlistOperations = [
  ops.get_watchlists,
  ops.create_watchlist,
  ops.get_watchlist_by_id,
  ops.delete_watchlist,
  ops.add_watchlist_item,
  ops.delete_watchlist_item,
];

/** One page of watchlists (with metadata). */
export const getWatchlists = (query: WatchlistListQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_watchlists, { query }, options);

export const getWatchlist = (watchlistId: string, options?: CallOptions) =>
  callOperation(ops.get_watchlist_by_id, { params: { watchlist_id: watchlistId } }, options).then(
    (r) => r.data,
  );

export const createWatchlist = (body: CreateWatchlistBody) =>
  callOperation(ops.create_watchlist, { body }).then((r) => r.data);

export const deleteWatchlist = (watchlistId: string) =>
  callOperation(ops.delete_watchlist, { params: { watchlist_id: watchlistId } }).then(() => undefined);

export const addWatchlistItem = (watchlistId: string, body: AddWatchlistItemBody) =>
  callOperation(ops.add_watchlist_item, { params: { watchlist_id: watchlistId }, body }).then((r) => r.data);

export const deleteWatchlistItem = (watchlistId: string, itemId: string) =>
  callOperation(ops.delete_watchlist_item, { params: { watchlist_id: watchlistId, item_id: itemId } }).then(
    () => undefined,
  );

/** Mutation keys, so screens can read pending writes (useMutationState) of one watchlist. */
export const watchlistMutationKeys = {
  addItem: (watchlistId: string) => ['watchlists', 'add-item', watchlistId] as const,
  deleteItem: (watchlistId: string) => ['watchlists', 'delete-item', watchlistId] as const,
};

export const watchlistQueries = {
  all: () => ['watchlists'] as const,
  lists: () => [...watchlistQueries.all(), 'list'] as const,
  /** One page of watchlists. */
  page: (pageSize?: number, pageToken?: string) =>
    queryOptions({
      queryKey: [...watchlistQueries.lists(), pageSize ?? null, pageToken ?? null] as const,
      queryFn: ({ signal }) => getWatchlists({ page_size: pageSize, page_token: pageToken }, { signal }),
    }),
  /** Every page of watchlists. */
  infinite: (pageSize?: number) =>
    infiniteQueryOptions({
      queryKey: [...watchlistQueries.lists(), 'infinite', pageSize ?? null] as const,
      queryFn: ({ signal, pageParam }) =>
        getWatchlists({ page_size: pageSize, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
    }),
  /** A watchlist with its items. */
  detail: (watchlistId: string) =>
    queryOptions({
      queryKey: [...watchlistQueries.all(), 'detail', watchlistId] as const,
      queryFn: ({ signal }) => getWatchlist(watchlistId, { signal }),
    }),
};

/** Create a watchlist, then refresh the lists. */
export function createWatchlistMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...watchlistQueries.all(), 'create'] as const,
    mutationFn: (body: CreateWatchlistBody) => createWatchlist(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistQueries.lists() }),
  };
}

/** Delete a watchlist: drop its detail from the cache and refresh the lists. */
export function deleteWatchlistMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...watchlistQueries.all(), 'delete'] as const,
    mutationFn: (watchlistId: string) => deleteWatchlist(watchlistId),
    onSuccess: (_: void, watchlistId: string) => {
      queryClient.removeQueries({ queryKey: watchlistQueries.detail(watchlistId).queryKey, exact: true });
      return queryClient.invalidateQueries({ queryKey: watchlistQueries.lists() });
    },
  };
}

/**
 * Add an instrument (id or symbol) to one watchlist, then refresh that watchlist only. The mutation
 * stays pending until the refetch lands, so a screen showing pending adds never flickers.
 */
export function addWatchlistItemMutation(queryClient: QueryClient, watchlistId: string) {
  return {
    mutationKey: watchlistMutationKeys.addItem(watchlistId),
    mutationFn: ({ instrument_id }: AddWatchlistItemVariables) =>
      addWatchlistItem(watchlistId, { instrument_id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: watchlistQueries.detail(watchlistId).queryKey }),
  };
}

/** Remove one item from one watchlist, then refresh that watchlist only. */
export function deleteWatchlistItemMutation(queryClient: QueryClient, watchlistId: string) {
  return {
    mutationKey: watchlistMutationKeys.deleteItem(watchlistId),
    mutationFn: (itemId: string) => deleteWatchlistItem(watchlistId, itemId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: watchlistQueries.detail(watchlistId).queryKey }),
  };
}
