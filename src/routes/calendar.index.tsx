import { createFileRoute } from '@tanstack/react-router';
import { calendarQueries } from '@/api/resources/calendar';
import { MarketHoursScreen } from '@/features/calendar/market-hours-screen';
import { MarketHoursSearch } from '@/features/calendar/lib/calendar-search';

export const Route = createFileRoute('/calendar/')({
  validateSearch: (search) => MarketHoursSearch.parse(search),
  loaderDeps: ({ search }) => ({ date: search.date }),
  // Panels own their loading and error states: start the request without holding the navigation.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(calendarQueries.marketHours(deps.date ? { date: deps.date } : {}));
  },
  component: MarketHoursScreen,
});
