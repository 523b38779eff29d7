// The next 7 days of US equities at a glance: day types and early-close times, each a link to
// that day. Each day loads and fails on its own.
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { calendarQueries } from '@/api/resources/calendar';
import { describeError } from '@/api/errors';
import { parseTimestamp } from '@/lib/market-time';
import { addDays } from '@/lib/iso-date';
import { shortDate, weekdayOf } from '../lib/calendar-dates';
import { dayTypeLabel, formatZoneTime } from '../lib/session-times';

export function WeekStrip({ start, selected }: { start: string; selected: string }) {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const days = useQueries({
    queries: dates.map((date) => calendarQueries.marketHours({ date, market: 'us_equities' })),
  });
  const failed = days.filter((d) => d.isError);
  return (
    <section className="panel week-strip" aria-label="Week ahead">
      <h2>Week ahead (US equities)</h2>
      <ol className="week-days">
        {dates.map((date, i) => {
          const q = days[i]!;
          const detail = q.data?.find((d) => d.market === 'us_equities') ?? q.data?.[0];
          const type = detail?.status.day_type;
          const close = detail?.today_sessions.regular?.close;
          return (
            <li
              key={date}
              className={`week-day${type ? ` day-${type.toLowerCase()}` : ''}${date === selected ? ' is-selected' : ''}`}
              aria-label={`${weekdayOf(date)} ${date}`}
            >
              <Link to="/calendar" search={{ date }} aria-current={date === selected ? 'date' : undefined}>
                <span className="week-day-name">
                  {weekdayOf(date)} {shortDate(date)}
                </span>
                <span className="week-day-type">
                  {q.isPending ? '…' : q.isError ? 'Unavailable' : type ? dayTypeLabel(type) : '—'}
                </span>
                {type === 'EARLY_CLOSE' && close && detail && (
                  <span className="week-day-note">
                    closes {formatZoneTime(parseTimestamp(close), detail.timezone)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
      {failed.length > 0 && (
        <p className="field-error" role="alert">
          {failed.length} day{failed.length === 1 ? '' : 's'} could not be loaded:{' '}
          {describeError(failed[0]!.error).message}
          {describeError(failed[0]!.error).requestId
            ? ` (request_id ${describeError(failed[0]!.error).requestId})`
            : ''}{' '}
          <button type="button" onClick={() => failed.forEach((d) => void d.refetch())}>
            Try again
          </button>
        </p>
      )}
    </section>
  );
}
