import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useStore } from 'zustand';
import { sessionStore } from '@/api/session';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const generation = useStore(sessionStore, (s) => s.generation);
  const theme = useStore(sessionStore, (s) => s.theme);

  // A new target or token: nothing cached from the previous one may stay on screen.
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
