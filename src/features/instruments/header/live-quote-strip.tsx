// Live level-1 for the instrument: bid / ask with sizes, last, change and change %, and the day's
// volume, each with its age, greyed and marked stale by the quote store when the feed goes quiet.
// These figures come from the feed only: the session facts beside them never repeat them from REST.
import { LiveAge, LiveCell } from '@/components/live/live-cell';

const SIDES = [
  ['Bid', 'bid', 'bid_size', 'bid'],
  ['Ask', 'ask', 'ask_size', 'ask'],
  ['Last', 'last', 'last_size', 'last_price'],
] as const;

export function LiveQuoteStrip({ symbol }: { symbol: string }) {
  return (
    <dl className="live-quote-strip" aria-label={`${symbol} live quote`}>
      {SIDES.map(([label, field, size, ageField]) => (
        <div key={field} className="live-quote-item">
          <dt>{label}</dt>
          <dd>
            <LiveCell symbol={symbol} field={field} className="live-quote-price" />
            <span className="muted"> × </span>
            <LiveCell symbol={symbol} field={size} /> <LiveAge symbol={symbol} field={ageField} />
          </dd>
        </div>
      ))}
      <div className="live-quote-item">
        <dt>Change</dt>
        <dd>
          <LiveCell symbol={symbol} field="change" /> <LiveCell symbol={symbol} field="change_percent" />{' '}
          <LiveAge symbol={symbol} field="last_price" />
        </dd>
      </div>
      <div className="live-quote-item">
        <dt>Volume</dt>
        <dd>
          <LiveCell symbol={symbol} field="volume" />
        </dd>
      </div>
    </dl>
  );
}
