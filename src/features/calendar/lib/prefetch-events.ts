// The /calendar/events loader's warm-up for the common case, every instrument: starts the weekly
// requests the screen makes for the URL's range and types (the screen joins them). Scopes that
// read positions or a watchlist first are left to the screen.
import type { QueryClient } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { AllEventsEventType } from '@/api/schemas/instruments';
import { marketDate } from '@/lib/market-time';
import type { EventsSearch } from './calendar-search';
import { UNFILTERED_CHUNK_DAYS, chunkRange, defaultEventRange, eventRangeProblem } from './event-range';

export function prefetchEvents(queryClient: QueryClient, search: EventsSearch): void {
  if ((search.scope ?? (search.symbols ? 'symbols' : 'all')) !== 'all') return;
  const defaults = defaultEventRange(marketDate());
  const from = search.from ?? defaults.from;
  const to = search.to ?? defaults.to;
  if (eventRangeProblem(from, to)) return;
  const types = search.types ? (search.types.split(',') as AllEventsEventType[]) : undefined;
  for (const chunk of chunkRange(from, to, UNFILTERED_CHUNK_DAYS))
    void queryClient.prefetchQuery(
      instrumentQueries.allEvents({
        from_date: chunk.from,
        to_date: chunk.to,
        ...(types ? { event_types: types } : {}),
      }),
    );
}
