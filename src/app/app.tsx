import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useStore } from 'zustand';
import { ApiError, MissingTokenError } from '@/api/errors';
import { sessionStore } from '@/api/session';
import { isStartupSettled, markStartupSettled } from '@/lib/startup';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Marks startup settled (src/lib/startup.ts) once the route on show has resolved, no request is in
 * flight and a frame has painted, so the shell's extras load after the first screen's data is on it
 * and background work after that of the screen the user is on (a click before then marks only
 * startup done). A request that hangs does not hold them back for more than a few seconds.
 */
function watchStartup(router: AnyRouter, queryClient: QueryClient): () => void {
  if (isStartupSettled()) return () => undefined;
  let scheduled = false;
  const finish = () => {
    if (scheduled) return;
    scheduled = true;
    const next = () => setTimeout(markStartupSettled, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    else next();
  };
  const check = () => {
    const { status, isLoading } = router.state;
    if (status === 'idle' && !isLoading && queryClient.isFetching() === 0) finish();
  };
  const unsubscribeRouter = router.subscribe('onResolved', check);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(check);
  const fallback = setTimeout(markStartupSettled, 3_000);
  check();
  return () => {
    unsubscribeRouter();
    unsubscribeQueries();
    clearTimeout(fallback);
  };
}

/**
 * The providers around the router, and what follows the session: a new target or token resets
 * every cached answer (another token may be another principal) and re-runs the current route; any
 * token entered, even the same one again, refetches every query that failed with 401 (or was never
 * sent for want of a token). Resetting
 * (not clearing) notifies the mounted screens, so they render the new answers in place. The theme
 * follows the setting. Tests render the app through this too.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AnyRouter }) {
  const generation = useStore(sessionStore, (s) => s.generation);
  const authEpoch = useStore(sessionStore, (s) => s.authEpoch);
  const theme = useStore(sessionStore, (s) => s.theme);

  useEffect(() => {
    if (generation === 0) return;
    void queryClient.resetQueries();
    void router.invalidate();
  }, [generation, queryClient, router]);

  useEffect(() => {
    if (authEpoch === 0) return;
    void queryClient.resetQueries({
      predicate: (query) =>
        (query.state.error instanceof ApiError && query.state.error.status === 401) ||
        query.state.error instanceof MissingTokenError,
    });
    void router.invalidate();
  }, [authEpoch, queryClient, router]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => watchStartup(router, queryClient), [router, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * `queryClient`: the entry's, when it already started the first route's requests; `router`: the
 * entry's, when it already loaded the first route.
 */
export function App({
  queryClient: initialClient,
  router: initialRouter,
}: { queryClient?: QueryClient; router?: AnyRouter } = {}) {
  const [queryClient] = useState(() => initialClient ?? createQueryClient());
  const [router] = useState(() => initialRouter ?? createAppRouter(queryClient));
  return <AppProviders queryClient={queryClient} router={router} />;
}
