// One market's day: day type, sessions (market zone and local), a live countdown to the next open
// or close, and the next trading day's sessions.
import type { MarketHoursDetail } from '@/api/schemas/calendar';
import { formatCountdown, marketZoneAbbreviation, parseTimestamp } from '@/lib/market-time';
import { longDate } from '../lib/calendar-dates';
import { SESSION_NAMES, dayTypeLabel, nextEvent } from '../lib/session-times';
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
  const session = detail.status.current_session;
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
        {isToday && (
          <span className="muted" data-testid="market-state">
            {detail.status.is_open
              ? 'Open now'
              : session && session in SESSION_NAMES
                ? `${SESSION_NAMES[session as keyof typeof SESSION_NAMES]} session now`
                : 'Closed now'}
          </span>
        )}
      </header>
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
