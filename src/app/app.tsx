import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useStore } from 'zustand';
import { sessionStore } from '@/api/session';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The providers around the router, and what follows the session: a new target or token clears
 * every cached answer and re-runs the current route (so a route that failed with 401 recovers in
 * place), and the theme follows the setting. Tests render the app through this too.
 */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: AnyRouter }) {
  const generation = useStore(sessionStore, (s) => s.generation);
  const theme = useStore(sessionStore, (s) => s.theme);

  useEffect(() => {
    if (generation === 0) return;
    queryClient.clear();
    void router.invalidate();
  }, [generation, queryClient, router]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return <AppProviders queryClient={queryClient} router={router} />;
}
