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

/** How long a route may load before its pending state shows. */
export const ROUTER_PENDING_MS = 150;

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only warm React Query; components read from it, so the router never caches data itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: options.pendingMs ?? ROUTER_PENDING_MS,
    // Once the pending state shows, the page appears the moment its data is in. The router's default
    // (500 ms) held every load that took over 150 ms on the pending state until 650 ms: Enter on a
    // search result before its record had arrived painted the instrument's price after ~680 ms
    // (bench:instrument, enter_at_once_to_header_ms), and the first paint of a slow cold load 500 ms
    // late.
    defaultPendingMinMs: 0,
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
