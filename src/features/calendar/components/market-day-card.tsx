// One market's day: day type, sessions (market zone and local), a live countdown to the next open
// or close, and the next trading day's sessions. Today's "now" line comes from the same marketPhase
// as the header's status; when the server's status contradicts the calendar (a session on a
// holiday, a halt) a note says so in the header's words.
import { useStore } from 'zustand';
import type { MarketHoursDetail } from '@/api/schemas/calendar';
import { marketPhase, offScheduleNote } from '@/domain/market-phase';
import { sessionStore } from '@/api/session';
import { formatCountdown, marketZoneAbbreviation, parseTimestamp } from '@/lib/market-time';
import { longDate } from '../lib/calendar-dates';
import { dayTypeLabel, nextEvent } from '../lib/session-times';
import { SessionsTable } from './sessions-table';

export function MarketDayCard({
  detail,
  fetchedAt,
  skewMs,
  now,
  isToday,
}: {
  detail: MarketHoursDetail;
  fetchedAt: number;
  skewMs: number;
  now: number;
  isToday: boolean;
}) {
  const next = nextEvent(detail, fetchedAt, skewMs);
  const remaining = next ? next.at - now : null;
  const nextOpen = detail.next_sessions.regular?.open ?? detail.next_sessions.pre_market?.open;
  const nextDate = nextOpen ? nextOpen.slice(0, 10) : null;
  const dayType = detail.status.day_type;
  const demo = useStore(sessionStore, (s) => s.mode === 'demo');
  const phase = isToday ? marketPhase(detail, now + skewMs) : null;
  const note = phase ? offScheduleNote(phase, demo) : null;
  const abbreviation = marketZoneAbbreviation(parseTimestamp(detail.current_time));
  return (
    <section className="panel market-day" aria-label={detail.market_name}>
      <header className="market-day-header">
        <h2>{detail.market_name}</h2>
        <span
          className={`badge ${dayType === 'TRADING_DAY' ? 'badge-good' : dayType === 'EARLY_CLOSE' ? 'badge-warn' : 'badge-bad'}`}
          data-testid="day-type"
        >
          {dayTypeLabel(dayType)}
        </span>
        {phase && (
          <span className="muted" data-testid="market-state">
            {phase.label === 'Open' || phase.label === 'Closed' ? phase.label : `${phase.label} session`} now
            {note ? ', outside the calendar' : ''}
          </span>
        )}
      </header>
      {note && (
        <p
          className="market-off-schedule"
          role="note"
          aria-label={`${detail.market_name}: outside the calendar`}
        >
          {note}
        </p>
      )}
      <p className="muted market-zone">
        Market time zone: <strong>{detail.timezone}</strong> ({abbreviation})
      </p>
      {next && remaining !== null && remaining > 0 && (
        <p className="market-countdown-line" role="timer" aria-label={`${detail.market_name} countdown`}>
          {next.label} in <span className="mono">{formatCountdown(remaining)}</span>
        </p>
      )}
      <SessionsTable
        sessions={detail.today_sessions}
        timeZone={detail.timezone}
        label={`${detail.market_name} sessions on ${detail.date}`}
      />
      <h3>Next trading day{nextDate ? `: ${longDate(nextDate)}` : ''}</h3>
      <SessionsTable
        sessions={detail.next_sessions}
        timeZone={detail.timezone}
        label={`${detail.market_name} sessions on the next trading day`}
      />
    </section>
  );
}
