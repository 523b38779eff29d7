// Operations of the Trading API: screener.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { Uuid } from '../schemas/primitives';
import {
  ScreenerCatalog,
  CreateScreenerRequest,
  ScreenerEntry,
  ScreenerEntryList,
  ScreenerRowList,
  ScreenerSearchRequest,
} from '../schemas/screener';

/** Get Screeners */
export const get_screeners = defineOperation({
  id: 'get_screeners',
  method: 'GET',
  path: '/v1/saved-screeners',
  params: z.object({}),
  query: z.object({}),
  data: ScreenerEntryList,
});

/** Create Screener */
export const create_screener = defineOperation({
  id: 'create_screener',
  method: 'POST',
  path: '/v1/saved-screeners',
  params: z.object({}),
  query: z.object({}),
  body: CreateScreenerRequest,
  data: ScreenerEntry,
});

/** Get Screener By ID */
export const get_screener_by_id = defineOperation({
  id: 'get_screener_by_id',
  method: 'GET',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  data: ScreenerEntry,
});

/** Replace Screener */
export const replace_screener = defineOperation({
  id: 'replace_screener',
  method: 'PUT',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  body: CreateScreenerRequest,
  data: ScreenerEntry,
});

/** Delete Screener */
export const delete_screener = defineOperation({
  id: 'delete_screener',
  method: 'DELETE',
  path: '/v1/saved-screeners/{screener_id}',
  params: z.object({
    screener_id: Uuid,
  }),
  query: z.object({}),
  data: z.null(),
});

/** Get Screener Catalog (interface document; not in the OpenAPI document) */
export const get_screener_catalog = defineOperation({
  id: 'get_screener_catalog',
  method: 'GET',
  path: '/v1/screener/catalog',
  params: z.object({}),
  query: z.object({}),
  data: ScreenerCatalog,
});

/** Search Screener */
export const search_screener = defineOperation({
  id: 'search_screener',
  method: 'POST',
  path: '/v1/screener',
  params: z.object({}),
  query: z.object({}),
  body: ScreenerSearchRequest,
  data: ScreenerRowList,
});
