import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { AssistantScreen } from '@/features/assistant/assistant-screen';
import { AssistantSearch } from '@/features/assistant/lib/search-params';

export const Route = createFileRoute('/assistant')({
  validateSearch: (search) => AssistantSearch.parse(search),
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(accountQueries.firstPage()),
  component: AssistantScreen,
});
