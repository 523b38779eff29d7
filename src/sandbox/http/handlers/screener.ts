// Screener endpoints: the field catalog, the search (POST /v1/screener) and saved screener CRUD.
// Thin: the workspace's Screener and SavedScreeners do the validation and the work.
import type { SomeOperationHandlers } from '../types';

export const screenerHandlers = {
  get_screener_catalog: ({ sandbox }) => ({ data: sandbox.workspace.screener.catalog() }),
  search_screener: ({ sandbox, body }) => {
    const page = sandbox.workspace.screener.search(body);
    return { data: page.items, metadata: page.metadata };
  },
  get_screeners: ({ sandbox }) => {
    const data = sandbox.workspace.savedScreeners.list();
    return { data, metadata: { page_number: 1, total_items: data.length, total_pages: 1 } };
  },
  create_screener: ({ sandbox, body }) => ({ data: sandbox.workspace.savedScreeners.create(body) }),
  get_screener_by_id: ({ sandbox, params }) => ({
    data: sandbox.workspace.savedScreeners.get(params.screener_id),
  }),
  replace_screener: ({ sandbox, params, body }) => ({
    data: sandbox.workspace.savedScreeners.replace(params.screener_id, body),
  }),
  delete_screener: ({ sandbox, params }) => {
    sandbox.workspace.savedScreeners.delete(params.screener_id);
    return { data: null };
  },
} satisfies SomeOperationHandlers;
