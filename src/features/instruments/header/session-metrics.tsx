// Session figures from REST: the snapshot (previous close, session change, midpoint, volume) and
// the daily summary (open / high / low / volume of the session). Each fails on its own.
import { useQuery } from '@tanstack/react-query';
import { formatPercent, formatPrice, formatQuantity } from '@/lib/format';
import { marketDataQueries } from '@/api/resources/market-data';
import { Facts } from '../facts';
import { QueryPanel } from '../panel-state';

export function SessionMetrics({ symbol, instrumentId }: { symbol: string; instrumentId: string }) {
  const snapshot = useQuery(marketDataQueries.snapshots([symbol]));
  const summary = useQuery(marketDataQueries.dailySummaries({ instrument_ids: instrumentId }));
  return (
    <div className="session-metrics">
      <QueryPanel query={snapshot} context="Loading the snapshot">
        {([s]) => (
          <Facts
            className="compact"
            label="Snapshot"
            rows={[
              ['Prev close', formatPrice(s?.session?.previous_close)],
              [
                'Session change',
                `${formatPrice(s?.session?.change, { sign: 'always' })} (${formatPercent(s?.session?.change_percent, { sign: 'always' })})`,
              ],
              ['Midpoint', formatPrice(s?.last_quote?.midpoint)],
              ['Volume', formatQuantity(s?.cumulative_volume ?? null, { decimals: 0 })],
            ]}
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
              ['Day volume', formatQuantity(d?.volume ?? null, { decimals: 0 })],
              ['Session', d?.trade_date ?? '—'],
            ]}
          />
        )}
      </QueryPanel>
    </div>
  );
}
