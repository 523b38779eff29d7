// The search request behind the box: debounced text → search_instruments. React Query passes its
// AbortSignal down to fetch, and a query whose key changed while in flight loses its observer and
// is aborted, so a slow answer for "AA" never lands after the answer for "AAPL".
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { looksLikeOptionQuery, type SearchMode } from './search-mode';

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
