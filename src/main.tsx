// Start the in-browser sandbox when in demo mode, then create the router and render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentEndpoint, sessionStore } from '@/api/session';
import { App } from '@/app/app';
import { prefetchInitialRoute } from '@/app/initial-prefetch';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, ROUTER_PENDING_MS } from '@/app/router';
import '@/app/styles.css';

async function startDemoBackend(): Promise<void> {
  if (sessionStore.getState().mode !== 'demo') return;
  const { baseUrl, wsUrl } = currentEndpoint();
  // Dynamic import: msw and the sandbox load only in demo mode, never in the entry chunk.
  const { startBrowserSandbox } = await import('@/sandbox/browser');
  await startBrowserSandbox({ baseUrl, wsUrl });
}

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  document.documentElement.dataset.theme = sessionStore.getState().theme;
  try {
    await startDemoBackend();
  } catch (error) {
    console.error('The demo sandbox could not start', error);
    root.textContent = `The demo sandbox could not start: ${String(error)}. Service workers need http://localhost or https.`;
    return;
  }
  // The first route's API calls start now, in parallel with loading the route's chunks.
  const queryClient = createQueryClient();
  prefetchInitialRoute(queryClient, window.location);
  // The router resolves the first route (its chunks, its loader's data) before React's first render,
  // so the screen is committed once with its data, not as a shell with an empty outlet and then
  // again: one render and one layout fewer before the first screen is ready. A slow load does not
  // hold the page blank: after the router's pending delay the shell renders and shows it pending.
  const router = createAppRouter(queryClient);
  await Promise.race([
    router.load().catch(() => undefined),
    // As long as the router itself waits before it shows a route pending.
    new Promise((resolve) => setTimeout(resolve, ROUTER_PENDING_MS)),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void main();
