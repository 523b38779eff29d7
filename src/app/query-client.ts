// One QueryClient for the app. The HTTP client already retries reads (with backoff and
// Retry-After), so React Query does not retry on top of it.
import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { describeError } from '@/api/errors';
import { pushToast } from '@/lib/toast-store';

/** The app's client; tests pass their own query defaults (e.g. no staleness) and keep the rest. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // The one global error hook: a background refresh that fails while data is on screen gets a
      // toast (the screen keeps showing the last good data). First loads show their own error state.
      onError: (error, query) => {
        if (query.state.data === undefined) return;
        const d = describeError(error);
        pushToast({
          kind: 'error',
          title: `Refresh failed: ${d.title}`,
          message: d.message,
          ...(d.requestId ? { requestId: d.requestId } : {}),
        });
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: true, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}
