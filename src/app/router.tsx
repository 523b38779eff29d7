import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { NotFound, RouteError, RoutePending } from '@/components/route-states';

export interface AppRouterOptions {
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  /** How long a route may load before its pending state shows (tests: 0). */
  pendingMs?: number;
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only warm React Query; components read from it, so the router never caches data itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: options.pendingMs ?? 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
