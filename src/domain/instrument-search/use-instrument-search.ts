// The search request behind the box: debounced text → search_instruments. React Query passes its
// AbortSignal down to fetch, and a query whose key changed while in flight loses its observer and
// is aborted, so a slow answer for "AA" never lands after the answer for "AAPL".
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { instrumentQueries } from '@/api/resources/instruments';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  looksLikeInstrumentId,
  looksLikeOptionQuery,
  namesOneInstrument,
  type SearchMode,
} from './search-mode';

export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_PAGE_SIZE = 12;

export function useInstrumentSearch(text: string, chosenMode: SearchMode, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const mode: SearchMode = chosenMode === 'option' || looksLikeOptionQuery(q) ? 'option' : 'equity';
  const query = useQuery({
    ...instrumentQueries.search({
      q,
      page_size: SEARCH_PAGE_SIZE,
      ...(mode === 'option' ? { asset_class: 'OPTION' } : {}),
    }),
    enabled: enabled && q.length > 0,
    // Keep the last list on screen while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
  const settled = q === text.trim();
  return { q, mode, query, settled };
}

/**
 * The search plus a direct look-up (get_instrument_by_id) when the text names one instrument: a full
 * OSI symbol or an instrument id. The named instrument comes first; an id is not searched at all.
 * `byId`: the text is an instrument id (an order may then be sent by instrument_id).
 */
export function useInstrumentLookup(text: string, enabled: boolean) {
  const search = useInstrumentSearch(text, 'equity', enabled && !looksLikeInstrumentId(text));
  const { q } = search;
  const byId = looksLikeInstrumentId(q);
  const exact = useQuery({
    ...instrumentQueries.detail(byId ? q.toLowerCase() : q),
    enabled: enabled && namesOneInstrument(q),
    retry: false,
  });
  const found = namesOneInstrument(q) && exact.data ? [exact.data as InstrumentCore] : [];
  const searched = byId ? [] : (search.query.data?.data ?? []);
  const results = [...found, ...searched.filter((r) => !found.some((f) => f.id === r.id))];
  const notFound = exact.error instanceof ApiError && exact.error.status === 404;
  return {
    q,
    byId,
    results,
    fetching: search.query.isFetching || (namesOneInstrument(q) && exact.isFetching),
    /** The request that failed (a 404 for an id only means "no such instrument"). */
    error: byId ? (exact.isError && !notFound ? exact.error : null) : search.query.error,
    /** An answer for the text as typed has come. */
    done: byId
      ? exact.isFetched
      : search.query.isSuccess && !search.query.isPlaceholderData && search.settled,
  };
}
