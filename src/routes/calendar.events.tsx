import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '@/features/calendar/events-screen';
import { EventsSearch } from '@/features/calendar/lib/calendar-search';

export const Route = createFileRoute('/calendar/events')({
  validateSearch: (search) => EventsSearch.parse(search),
  component: EventsScreen,
});
