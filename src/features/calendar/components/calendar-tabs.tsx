// The two tabs of the calendar: market hours and corporate events.
import { Link } from '@tanstack/react-router';

export function CalendarTabs() {
  return (
    <nav className="calendar-tabs" aria-label="Calendar views">
      <Link
        to="/calendar"
        activeOptions={{ exact: true, includeSearch: false }}
        activeProps={{ 'aria-current': 'page', className: 'is-active' }}
      >
        Market hours
      </Link>
      <Link
        to="/calendar/events"
        activeOptions={{ includeSearch: false }}
        activeProps={{ 'aria-current': 'page', className: 'is-active' }}
      >
        Corporate events
      </Link>
    </nav>
  );
}
