// Renders assistant content parts alone (inside a router, a QueryClient and a message's action
// context), for the part renderer's tests.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import type { ResponseContentPart } from '@/api/schemas/assistant';
import { MessageActionsProvider } from '@/features/assistant/parts/message-actions';
import { PartList } from '@/features/assistant/parts/part-view';
import { createTestQueryClient } from '../../utils/render';

export async function renderParts(
  parts: ResponseContentPart[],
  options: { running?: boolean; seconds?: number; sendPrompt?: (text: string) => void } = {},
) {
  const queryClient = createTestQueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <MessageActionsProvider accountId={100001} sendPrompt={options.sendPrompt ?? (() => {})}>
        <PartList
          parts={parts}
          thinking={{ running: options.running ?? false, seconds: options.seconds ?? 0 }}
        />
      </MessageActionsProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/assistant'] }),
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(async () => {});
  // Text parts show as plain text until the Markdown renderer's chunk has loaded: wait for it, so
  // assertions see the rendered Markdown.
  await waitFor(() => {
    if (result.container.querySelector('.assistant-text.assistant-user-text'))
      throw new Error('Markdown loading');
  });
  return { ...result, router };
}
