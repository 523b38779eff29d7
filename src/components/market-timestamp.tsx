// A time stamp in a blotter column: New York time to the second, the date only when it is not today
// ("14:05:09", "11/20 14:05:09"), the full date-time with the zone on hover and for assistive tech.
import { formatMarketDateTimeSeconds, formatMarketTimestamp, parseTimestamp } from '@/lib/market-time';

export function MarketTimestamp({ value }: { value: string }) {
  const ms = parseTimestamp(value);
  if (Number.isNaN(ms)) return <span className="mono">{value}</span>;
  const full = formatMarketDateTimeSeconds(ms);
  return (
    <time className="mono" dateTime={value} title={full}>
      {formatMarketTimestamp(ms)}
    </time>
  );
}
