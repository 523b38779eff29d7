// News: items filtered by instrument, time, publisher, type, sector and text, paged by token.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callOperation, type CallOptions } from '../http';
import { nextPageToken } from '../pagination';
import * as ops from '../operations/news';
import type { OperationQuery } from '../operation';

export type NewsQuery = OperationQuery<typeof ops.get_news>;
/** Every filter of `get_news` (publishers, from/to, news_type, search_query, instrument_ids, sectors, page_size). */
export type NewsFilters = Omit<NewsQuery, 'page_token'>;

export const newsOperations = [ops.get_news];

/** One page of news (with metadata: page tokens and totals). */
export const getNews = (query: NewsQuery = {}, options?: CallOptions) =>
  callOperation(ops.get_news, { query }, options);

export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  /** One page for the filters. */
  page: (filters: NewsFilters = {}, pageToken?: string) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), filters, pageToken ?? null] as const,
      queryFn: ({ signal }) => getNews({ ...filters, page_token: pageToken }, { signal }),
      staleTime: 30_000,
    }),
  /** The newest page for the filters, polled apart from the list to count items that arrived since. */
  latest: (filters: NewsFilters = {}) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), 'latest', filters] as const,
      queryFn: ({ signal }) => getNews(filters, { signal }),
    }),
  /** Every page for the filters, fetched as the user scrolls. */
  infinite: (filters: NewsFilters = {}) =>
    infiniteQueryOptions({
      queryKey: [...newsQueries.lists(), 'infinite', filters] as const,
      queryFn: ({ signal, pageParam }) =>
        getNews({ ...filters, page_token: pageParam ?? undefined }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last, pages, _param, params) => nextPageToken(last, pages, params),
      staleTime: 30_000,
    }),
};
