// Screener: the field catalog, searching (POST with token pagination) and saved screeners.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/screener';
import type { OperationBody, OperationData } from '../operation';
import type { FieldRef, SearchFilter, SortSpec } from '../schemas/screener';

export type ScreenerSearchBody = OperationBody<typeof ops.search_screener>;
/**
 * A search without paging: filters, columns, sorts, sort_case_sensitive. Spelled out because
 * `Omit` over the loose (index-signed) body type would erase every field.
 */
export interface ScreenerSearchCriteria {
  filters?: SearchFilter[] | null;
  columns?: FieldRef[] | null;
  sorts?: SortSpec[] | null;
  sort_case_sensitive?: boolean | null;
}
export type SavedScreenerBody = OperationBody<typeof ops.create_screener>;
export type SavedScreener = OperationData<typeof ops.get_screener_by_id>;

export const screenerOperations = [
  ops.get_screener_catalog,
  ops.search_screener,
  ops.get_screeners,
  ops.create_screener,
  ops.get_screener_by_id,
  ops.replace_screener,
  ops.delete_screener,
];

export const getScreenerCatalog = (options?: CallOptions) =>
  callOperation(ops.get_screener_catalog, {}, options).then((r) => r.data);

/** One page of screener rows (with metadata: page tokens and totals). */
export const searchScreener = (body: ScreenerSearchBody, options?: CallOptions) =>
  callOperation(ops.search_screener, { body }, options);

export const getSavedScreeners = (options?: CallOptions) =>
  callOperation(ops.get_screeners, {}, options).then((r) => r.data);

export const getSavedScreener = (screenerId: string, options?: CallOptions) =>
  callOperation(ops.get_screener_by_id, { params: { screener_id: screenerId } }, options).then((r) => r.data);

export const createSavedScreener = (body: SavedScreenerBody) =>
  callOperation(ops.create_screener, { body }).then((r) => r.data);

export const replaceSavedScreener = (screenerId: string, body: SavedScreenerBody) =>
  callOperation(ops.replace_screener, { params: { screener_id: screenerId }, body }).then((r) => r.data);

export const deleteSavedScreener = (screenerId: string) =>
  callOperation(ops.delete_screener, { params: { screener_id: screenerId } }).then(() => undefined);

export const screenerQueries = {
  all: () => ['screener'] as const,
  catalog: () =>
    queryOptions({
      queryKey: [...screenerQueries.all(), 'catalog'] as const,
      queryFn: ({ signal }) => getScreenerCatalog({ signal }),
      staleTime: 60 * 60_000,
    }),
  /**
   * Search results, every page, fetched as the user scrolls. Searching is a POST but has no side
   * effects, so it is a query; it is not retried by the client (POSTs never are).
   */
  search: (criteria: ScreenerSearchCriteria, pageSize?: number) =>
    infiniteQueryOptions({
      queryKey: [...screenerQueries.all(), 'search', criteria, pageSize ?? null] as const,
      queryFn: ({ signal, pageParam }) =>
        searchScreener(
          pageParam === null ? { ...criteria, page_size: pageSize } : { ...criteria, page_token: pageParam },
          { signal },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
      staleTime: 30_000,
    }),
  saved: () => [...screenerQueries.all(), 'saved'] as const,
  savedList: () =>
    queryOptions({
      queryKey: [...screenerQueries.saved(), 'list'] as const,
      queryFn: ({ signal }) => getSavedScreeners({ signal }),
    }),
  savedDetail: (screenerId: string) =>
    queryOptions({
      queryKey: [...screenerQueries.saved(), 'detail', screenerId] as const,
      queryFn: ({ signal }) => getSavedScreener(screenerId, { signal }),
    }),
};

/** Save a new screener, then refresh the saved list. */
export function createSavedScreenerMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...screenerQueries.saved(), 'create'] as const,
    mutationFn: (body: SavedScreenerBody) => createSavedScreener(body),
    onSuccess: (created: SavedScreener) => {
      queryClient.setQueryData(screenerQueries.savedDetail(created.id).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: screenerQueries.savedList().queryKey });
    },
  };
}

/** Replace (PUT) one saved screener, then refresh it and the saved list. */
export function replaceSavedScreenerMutation(queryClient: QueryClient, screenerId: string) {
  return {
    mutationKey: [...screenerQueries.saved(), 'replace', screenerId] as const,
    mutationFn: (body: SavedScreenerBody) => replaceSavedScreener(screenerId, body),
    onSuccess: (updated: SavedScreener) => {
      queryClient.setQueryData(screenerQueries.savedDetail(screenerId).queryKey, updated);
      return queryClient.invalidateQueries({ queryKey: screenerQueries.savedList().queryKey });
    },
  };
}

/** Delete one saved screener: drop its detail and refresh the saved list. */
export function deleteSavedScreenerMutation(queryClient: QueryClient) {
  return {
    mutationKey: [...screenerQueries.saved(), 'delete'] as const,
    mutationFn: (screenerId: string) => deleteSavedScreener(screenerId),
    onSuccess: (_: void, screenerId: string) => {
      queryClient.removeQueries({ queryKey: screenerQueries.savedDetail(screenerId).queryKey, exact: true });
      return queryClient.invalidateQueries({ queryKey: screenerQueries.savedList().queryKey });
    },
  };
}
