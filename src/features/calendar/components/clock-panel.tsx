// The server clock beside the local one. The server's time is carried forward from when its answer
// arrived; a difference over a second is shown as drift.
import { useQuery } from '@tanstack/react-query';
import { calendarQueries } from '@/api/resources/calendar';
import { PanelError } from '@/components/error-panel';
import { formatMarketClock, marketZoneAbbreviation, parseTimestamp } from '@/lib/market-time';
import { localTimeZone } from '../lib/session-times';

export const CLOCK_REFRESH_MS = 60_000;
const DRIFT_SHOWN_FROM_MS = 1000;

export function useServerSkew(): { skewMs: number; query: ReturnType<typeof useClockQuery> } {
  const query = useClockQuery();
  const server = query.data ? parseTimestamp(query.data.clock) : NaN;
  return { skewMs: Number.isFinite(server) ? server - query.dataUpdatedAt : 0, query };
}

const useClockQuery = () => useQuery({ ...calendarQueries.clock(), refetchInterval: CLOCK_REFRESH_MS });

const localClockFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZoneName: 'short',
});

function formatDrift(ms: number): string {
  const seconds = Math.abs(ms) / 1000;
  const text = seconds >= 120 ? `${Math.round(seconds / 60)} min` : `${seconds.toFixed(1)} s`;
  return ms > 0 ? `Your clock is ${text} behind the server` : `Your clock is ${text} ahead of the server`;
}

export function ClockPanel({ now }: { now: number }) {
  const { skewMs, query } = useServerSkew();
  const serverNow = now + skewMs;
  return (
    <section className="panel clock-panel" aria-label="Clock">
      <h2>Clock</h2>
      {query.isPending ? (
        <p role="status">Reading the server clock…</p>
      ) : query.isError ? (
        <PanelError
          error={query.error}
          context="Reading the server clock"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <dl className="facts clock-facts">
          <dt>Server (New York)</dt>
          <dd className="mono" data-testid="server-clock">
            {formatMarketClock(serverNow)} {marketZoneAbbreviation(serverNow)}
          </dd>
          <dt>Your clock ({localTimeZone()})</dt>
          <dd className="mono" data-testid="local-clock">
            {localClockFormat.format(now)}
          </dd>
          <dt>Drift</dt>
          <dd
            data-testid="clock-drift"
            className={Math.abs(skewMs) > DRIFT_SHOWN_FROM_MS ? 'down' : undefined}
          >
            {Math.abs(skewMs) > DRIFT_SHOWN_FROM_MS ? formatDrift(skewMs) : 'In step (under 1 s)'}
          </dd>
        </dl>
      )}
    </section>
  );
}
