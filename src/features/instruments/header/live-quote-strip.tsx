// Live level-1 for the instrument: bid / ask with sizes, last, change and change %, and the day's
// volume, each with its age, greyed and marked stale by the quote store when the feed goes quiet.
// These figures come from the feed only: the session facts beside them never repeat them from REST.
import { QuoteCell } from '@/components/live/quote-cell';
import { FieldAge } from './field-age';

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
            <QuoteCell symbol={symbol} field={field} className="live-quote-price" />
            <span className="muted"> × </span>
            <QuoteCell symbol={symbol} field={size} /> <FieldAge symbol={symbol} field={ageField} />
          </dd>
        </div>
      ))}
      <div className="live-quote-item">
        <dt>Change</dt>
        <dd>
          <QuoteCell symbol={symbol} field="change" /> <QuoteCell symbol={symbol} field="change_percent" />{' '}
          <FieldAge symbol={symbol} field="last_price" />
        </dd>
      </div>
      <div className="live-quote-item">
        <dt>Volume</dt>
        <dd>
          <QuoteCell symbol={symbol} field="volume" />
        </dd>
      </div>
    </dl>
  );
}
