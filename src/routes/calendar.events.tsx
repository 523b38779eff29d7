import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '@/features/calendar/events-screen';
import { EventsSearch } from '@/features/calendar/lib/calendar-search';

export const Route = createFileRoute('/calendar/events')({
  validateSearch: (search) => EventsSearch.parse(search),
  // Warms the first view on entry only (the form's changes are the screen's); imported on demand so
  // the instrument schemas stay out of the entry bundle.
  shouldReload: false,
  loader: ({ context, location }) => {
    const search = EventsSearch.parse(location.search);
    void import('@/features/calendar/lib/prefetch-events').then((m) =>
      m.prefetchEvents(context.queryClient, search),
    );
  },
  component: EventsScreen,
});
