// Render the real app (routes, shell, providers) at a URL, through the app's own router and query
// client factories, with a fresh QueryClient per test.
import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

/** The app's QueryClient (with its global onError), minus background staleness: a test decides when data refreshes. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({
    queries: { staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
  });
}

export function renderApp(
  url: string,
  queryClient: QueryClient = createTestQueryClient(),
  /** Wraps the app, e.g. in a React Profiler that counts renders. */
  wrapper?: ComponentType<{ children: ReactNode }>,
) {
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    pendingMs: 0,
  });
  const result = render(
    <AppProviders queryClient={queryClient} router={router} />,
    wrapper ? { wrapper } : {},
  );
  return { ...result, router, queryClient };
}
