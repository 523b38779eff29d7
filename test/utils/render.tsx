// Render the real app (routes, shell, providers) at a URL with a fresh QueryClient per test.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { AppProviders } from '@/app/app';
import { render } from '@testing-library/react';
import { routeTree } from '@/routeTree.gen';
import { NotFound, RouteError, RoutePending } from '@/components/route-states';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function renderApp(url: string, queryClient: QueryClient = createTestQueryClient()) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  const result = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...result, router, queryClient };
}
