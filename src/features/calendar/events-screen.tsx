// /calendar/events: corporate events across instruments over a date range (default this week and
// next), by type and instrument scope, grouped by date. The API caps a query over every instrument
// at 7 dates, so such a range is asked for a week at a time; each week loads and fails on its own.
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries, type AllInstrumentEventsQuery } from '@/api/resources/instruments';
import { type AllEventsEventType, type InstrumentEventEnvelope } from '@/api/schemas/instruments';
import { PanelError } from '@/components/error-panel';
import { marketDate } from '@/lib/market-time';
import { CalendarTabs } from './components/calendar-tabs';
import { EventRow } from './events/event-row';
import { EventsForm } from './events/events-form';
import { useEventScope } from './events/use-event-scope';
import { longDate } from './lib/calendar-dates';
import type { EventsSearch } from './lib/calendar-search';
import { UNFILTERED_CHUNK_DAYS, chunkRange, defaultEventRange, eventRangeProblem } from './lib/event-range';
import './calendar.css';

const route = getRouteApi('/calendar/events');

export function EventsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const defaults = defaultEventRange(marketDate());
  const range = { from: search.from ?? defaults.from, to: search.to ?? defaults.to };
  const problem = eventRangeProblem(range.from, range.to);

  // "My positions": the account in the URL, else the first account the user can see.
  const wantsAccount = search.scope === 'positions';
  const accounts = useInfiniteQuery({
    ...accountQueries.firstPage(),
    enabled: wantsAccount && search.account === undefined,
  });
  const accountId = search.account ?? (wantsAccount ? accounts.data?.data[0]?.id : undefined);
  const scope = useEventScope(search, accountId);

  const types = search.types ? (search.types.split(',') as AllEventsEventType[]) : undefined;
  const ready = !problem && scope.status === 'ready';
  const instrumentIds = scope.status === 'ready' ? scope.instrumentIds : undefined;
  const chunks = ready
    ? instrumentIds
      ? [range]
      : chunkRange(range.from, range.to, UNFILTERED_CHUNK_DAYS)
    : [];
  const queries = useQueries({
    queries: chunks.map((c) => {
      const query: AllInstrumentEventsQuery = {
        from_date: c.from,
        to_date: c.to,
        ...(types ? { event_types: types } : {}),
        ...(instrumentIds ? { instrument_ids: instrumentIds } : {}),
      };
      return instrumentQueries.allEvents(query);
    }),
  });

  const byDate = new Map<string, InstrumentEventEnvelope[]>();
  for (const q of queries)
    for (const day of q.data?.event_dates ?? []) {
      if (day.date < range.from || day.date > range.to) continue;
      byDate.set(day.date, [...(byDate.get(day.date) ?? []), ...day.events]);
    }
  const dates = [...byDate.keys()].sort();
  const pending = queries.some((q) => q.isPending);

  return (
    <div className="calendar-screen events-screen">
      <header className="screen-header">
        <h1>Calendar</h1>
        <CalendarTabs />
      </header>
      <EventsForm
        search={search}
        range={range}
        accountId={accountId}
        onApply={(next: EventsSearch) => void navigate({ search: next })}
      />
      {problem ? (
        <p className="field-error" role="alert">
          {problem} Nothing was requested.
        </p>
      ) : scope.status === 'error' ? (
        <PanelError error={scope.error} context={scope.context} onRetry={scope.retry} />
      ) : scope.status === 'empty' ? (
        <p className="empty-state">{scope.message}</p>
      ) : (
        <section className="events-results" aria-label="Corporate events">
          <p className="muted">
            {longDate(range.from)} – {longDate(range.to)} · {scope.describe}
          </p>
          {queries.map((q, i) =>
            q.isError ? (
              <PanelError
                key={`${chunks[i]!.from}`}
                error={q.error}
                context={`Loading events ${chunks[i]!.from} to ${chunks[i]!.to}`}
                onRetry={() => void q.refetch()}
              />
            ) : null,
          )}
          {(scope.status === 'pending' || pending) && (
            <div className="route-pending" role="status">
              <span className="spinner" aria-hidden="true" /> Loading events…
            </div>
          )}
          {!pending &&
            scope.status === 'ready' &&
            dates.length === 0 &&
            queries.every((q) => q.isSuccess) && (
              <p className="empty-state">No events of these types in this range.</p>
            )}
          {dates.map((date) => (
            <section key={date} className="event-date" aria-label={longDate(date)}>
              <h2>{longDate(date)}</h2>
              <ul className="event-list">
                {byDate.get(date)!.map((event, i) => (
                  <EventRow key={`${event.symbol}-${event.type}-${i}`} event={event} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
