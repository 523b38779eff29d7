import { createFileRoute } from '@tanstack/react-router';
import { ScreenerScreen } from '@/features/screener/screener-screen';
import { ScreenerSearch } from '@/features/screener/lib/search-params';

export const Route = createFileRoute('/screener')({
  validateSearch: ScreenerSearch,
  // Imported on demand so the screener schemas stay out of the entry bundle.
  loader: async ({ context }) => {
    const { screenerQueries } = await import('@/api/resources/screener');
    return context.queryClient.ensureQueryData(screenerQueries.catalog());
  },
  component: ScreenerScreen,
});
