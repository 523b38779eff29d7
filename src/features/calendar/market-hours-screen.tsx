// /calendar: a chosen day (default the server's today in New York) for US equities and US options,
// with live countdowns, the server clock against the local one, and the week ahead.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { calendarQueries } from '@/api/resources/calendar';
import { PanelError } from '@/components/error-panel';
import { useClock } from '@/lib/use-clock';
import { ClockPanel, useServerSkew } from './components/clock-panel';
import { CalendarTabs } from './components/calendar-tabs';
import { MarketDayCard } from './components/market-day-card';
import { WeekStrip } from './components/week-strip';
import { longDate } from './lib/calendar-dates';
import { nextEvent } from './lib/session-times';
import './calendar.css';

const route = getRouteApi('/calendar/');

export function MarketHoursScreen() {
  const { date } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const now = useClock();
  const { skewMs } = useServerSkew();
  const options = calendarQueries.marketHours(date ? { date } : {});
  const hours = useQuery({ ...options, refetchInterval: 5 * 60_000 });
  const details = hours.data ?? [];
  const shownDate = details[0]?.date ?? date;
  // The server's today (in New York), from the answer's current_time.
  const today = details[0]?.current_time.slice(0, 10);

  // A countdown that ran out means a session changed: ask again.
  const due = details.some((d) => {
    const next = nextEvent(d, hours.dataUpdatedAt, skewMs);
    return next !== null && next.at <= now;
  });
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
  }, [due, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="calendar-screen">
      <header className="screen-header">
        <h1>Calendar</h1>
        <CalendarTabs />
      </header>
      <div className="calendar-toolbar">
        <label>
          Date{' '}
          <input
            type="date"
            value={shownDate ?? ''}
            onChange={(e) => void navigate({ search: { date: e.target.value || undefined }, replace: true })}
          />
        </label>
        {date && (
          <button type="button" onClick={() => void navigate({ search: {}, replace: true })}>
            Today
          </button>
        )}
        {shownDate && <span className="muted">{longDate(shownDate)}</span>}
      </div>
      <div className="calendar-grid">
        <div className="calendar-markets">
          {hours.isPending ? (
            <div className="route-pending" role="status">
              <span className="spinner" aria-hidden="true" /> Loading market hours…
            </div>
          ) : hours.isError ? (
            <PanelError
              error={hours.error}
              context="Loading market hours"
              onRetry={() => void hours.refetch()}
            />
          ) : (
            details.map((detail) => (
              <MarketDayCard
                key={detail.market}
                detail={detail}
                fetchedAt={hours.dataUpdatedAt}
                skewMs={skewMs}
                now={now}
                isToday={detail.date === today}
              />
            ))
          )}
        </div>
        <ClockPanel now={now} />
      </div>
      {today && shownDate && <WeekStrip start={today} selected={shownDate} />}
    </div>
  );
}
