// Operations of the Trading API: watchlists.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { paging } from './parts';
import { Uuid } from '../schemas/primitives';
import {
  AddWatchlistItemData,
  AddWatchlistItemRequest,
  CreateWatchlistRequest,
  WatchlistDetail,
  WatchlistEntry,
  WatchlistEntryList,
} from '../schemas/watchlists';

/** Get Watchlists */
export const get_watchlists = defineOperation({
  id: 'get_watchlists',
  method: 'GET',
  path: '/v1/watchlists',
  params: z.object({}),
  query: z.object({
    ...paging(1000),
  }),
  data: WatchlistEntryList,
});

/** Create Watchlist */
export const create_watchlist = defineOperation({
  id: 'create_watchlist',
  method: 'POST',
  path: '/v1/watchlists',
  params: z.object({}),
  query: z.object({}),
  body: CreateWatchlistRequest,
  data: WatchlistEntry,
});

/** Get Watchlist By ID */
export const get_watchlist_by_id = defineOperation({
  id: 'get_watchlist_by_id',
  method: 'GET',
  path: '/v1/watchlists/{watchlist_id}',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  data: WatchlistDetail,
});

/** Delete Watchlist */
export const delete_watchlist = defineOperation({
  id: 'delete_watchlist',
  method: 'DELETE',
  path: '/v1/watchlists/{watchlist_id}',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});

/** Add Watchlist Item */
export const add_watchlist_item = defineOperation({
  id: 'add_watchlist_item',
  method: 'POST',
  path: '/v1/watchlists/{watchlist_id}/items',
  params: z.object({
    watchlist_id: Uuid,
  }),
  query: z.object({}),
  body: AddWatchlistItemRequest,
  data: AddWatchlistItemData,
});

/** Delete Watchlist Item */
export const delete_watchlist_item = defineOperation({
  id: 'delete_watchlist_item',
  method: 'DELETE',
  path: '/v1/watchlists/{watchlist_id}/items/{item_id}',
  params: z.object({
    watchlist_id: Uuid,
    item_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});
