// Watchlist endpoints: list, create, get (items with the whole Instrument), delete, add and remove
// items. Thin: the workspace's Watchlists does the validation (404, 409, capacity) and the work.
import { pageResult } from '../../engine/pagination';
import type { SomeOperationHandlers } from '../types';

export const watchlistHandlers = {
  get_watchlists: ({ sandbox, query }) => {
    return pageResult(sandbox.workspace.watchlists.list(), query);
  },
  create_watchlist: ({ sandbox, body }) => ({ data: sandbox.workspace.watchlists.create(body.name) }),
  get_watchlist_by_id: ({ sandbox, params }) => ({
    data: sandbox.workspace.watchlists.get(params.watchlist_id),
  }),
  delete_watchlist: ({ sandbox, params }) => {
    sandbox.workspace.watchlists.delete(params.watchlist_id);
    return { data: null };
  },
  add_watchlist_item: ({ sandbox, params, body }) => ({
    data: sandbox.workspace.watchlists.addItem(params.watchlist_id, body.instrument_id),
  }),
  delete_watchlist_item: ({ sandbox, params }) => {
    sandbox.workspace.watchlists.deleteItem(params.watchlist_id, params.item_id);
    return { data: null };
  },
} satisfies SomeOperationHandlers;
