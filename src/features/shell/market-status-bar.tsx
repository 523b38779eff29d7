// Open/closed, the current session and a countdown to the next open or close, in New York time,
// updating every second. The server clock corrects for a skewed local clock.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { calendarQueries } from '@/api/resources/calendar';
import { describeError } from '@/api/errors';
import {
  formatCountdown,
  formatMarketClock,
  marketZoneAbbreviation,
  parseTimestamp,
} from '@/lib/market-time';
import { useClock } from '@/lib/use-clock';
import { dayQualifier, marketPhase, offScheduleNote } from '@/domain/market-phase';
import { useStore } from 'zustand';
import { sessionStore } from '@/api/session';

export function MarketStatusBar() {
  const queryClient = useQueryClient();
  const hours = useQuery({
    ...calendarQueries.marketHours({ market: 'us_equities' }),
    refetchInterval: 5 * 60_000,
  });
  const clock = useQuery({ ...calendarQueries.clock(), refetchInterval: 5 * 60_000 });
  const localNow = useClock();
  const skew = clock.data ? parseTimestamp(clock.data.clock) - clock.dataUpdatedAt : 0;
  const now = localNow + skew;
  const detail = hours.data?.find((d) => d.market === 'us_equities') ?? hours.data?.[0];
  const phase = detail ? marketPhase(detail, now) : null;
  const demo = useStore(sessionStore, (s) => s.mode === 'demo');
  const note = phase ? offScheduleNote(phase, demo) : null;
  const qualifier = phase ? dayQualifier(phase.dayType) : null;
  const remaining = phase?.next ? phase.next.at - now : null;

  // When the countdown runs out the session changed: fetch the calendar again.
  useEffect(() => {
    if (remaining !== null && remaining <= 0) {
      void queryClient.invalidateQueries({
        queryKey: calendarQueries.marketHours({ market: 'us_equities' }).queryKey,
      });
    }
  }, [remaining !== null && remaining <= 0, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps

  const zone = marketZoneAbbreviation(now);
  if (hours.isError && !detail) {
    const d = describeError(hours.error);
    return (
      <div
        className="market-status market-status-error"
        role="status"
        title={`${d.message}${d.requestId ? ` (request_id ${d.requestId})` : ''}`}
      >
        Market status unavailable · {formatMarketClock(now)} {zone}
      </div>
    );
  }
  return (
    <div className="market-status" role="status" aria-label="Market status">
      <span className={`market-dot ${phase?.isOpen ? 'is-open' : 'is-closed'}`} aria-hidden="true" />
      <span className="market-phase">{phase ? `US equities ${phase.label}` : 'Market status…'}</span>
      {(qualifier || note) && (
        <span className="muted" title={note ?? undefined}>
          ({[qualifier, note ? 'outside the calendar' : null].filter(Boolean).join(', ')})
        </span>
      )}
      {note && <span className="visually-hidden">{note}</span>}
      {phase?.next && remaining !== null && (
        <span className="market-countdown">
          {phase.next.event} in <span className="mono">{formatCountdown(remaining)}</span>
        </span>
      )}
      <span className="market-clock mono" title="Market time, America/New_York">
        {formatMarketClock(now)} {zone}
      </span>
    </div>
  );
}
