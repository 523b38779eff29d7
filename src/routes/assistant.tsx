import { createFileRoute } from '@tanstack/react-router';
import { AssistantScreen } from '@/features/assistant/assistant-screen';
import { AssistantSearch } from '@/features/assistant/lib/search-params';

export const Route = createFileRoute('/assistant')({
  validateSearch: (search) => AssistantSearch.parse(search),
  loader: async ({ context }) => {
    const { accountQueries } = await import('@/api/resources/accounts');
    return context.queryClient.ensureQueryData(accountQueries.page());
  },
  component: AssistantScreen,
});
