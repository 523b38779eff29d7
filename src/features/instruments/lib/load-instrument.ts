// The route loader's job: the instrument record must exist before the page renders; a 404 becomes
// the router's not-found (a page that offers the search), anything else the route's error.
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { instrumentQueries } from '@/api/resources/instruments';

export async function loadInstrument(queryClient: QueryClient, instrument: string) {
  try {
    return await queryClient.ensureQueryData(instrumentQueries.detail(instrument, true));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
