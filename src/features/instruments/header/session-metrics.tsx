// The session's facts from REST that the live strip does not carry: the previous close (the base of
// the live change), and the session's open, high and low. Change, volume, bid and ask are the live
// strip's alone (one source per figure: a REST snapshot beside the feed would show two values).
// Each request fails on its own.
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@/domain/decimal/format';
import { marketDataQueries } from '@/api/resources/market-data';
import { Facts } from '../facts';
import { QueryPanel } from '../panel-state';

export function SessionMetrics({ symbol, instrumentId }: { symbol: string; instrumentId: string }) {
  const snapshot = useQuery(marketDataQueries.snapshots([symbol]));
  const summary = useQuery(marketDataQueries.dailySummaries({ instrument_ids: instrumentId }));
  return (
    <div className="session-metrics">
      <QueryPanel query={snapshot} context="Loading the previous close">
        {([s]) => (
          <Facts
            className="compact"
            label="Previous session"
            rows={[['Prev close', formatPrice(s?.session?.previous_close)]]}
          />
        )}
      </QueryPanel>
      <QueryPanel query={summary} context="Loading the daily summary">
        {([d]) => (
          <Facts
            className="compact"
            label="Daily summary"
            rows={[
              ['Open', formatPrice(d?.open)],
              ['High', formatPrice(d?.high)],
              ['Low', formatPrice(d?.low)],
              ['Session', d?.trade_date ?? '—'],
            ]}
          />
        )}
      </QueryPanel>
    </div>
  );
}
