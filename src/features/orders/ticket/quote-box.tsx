// The live L1 quote in the ticket: bid × size, ask × size, last, and how old the quote is.
import { formatPrice } from '@/domain/decimal/format';
import type { TicketQuoteView } from '../hooks/use-ticket-quote';

export function formatAge(ms: number): string {
  if (ms < 1000) return 'just now';
  const seconds = Math.floor(ms / 1000);
  return seconds < 60 ? `${seconds}s ago` : `${Math.floor(seconds / 60)}m ${seconds % 60}s ago`;
}

export function QuoteBox({ quote, symbol }: { quote: TicketQuoteView | undefined; symbol: string }) {
  if (!quote)
    return (
      <div className="ticket-quote muted" aria-label={`Quote for ${symbol}`}>
        No quote for {symbol} yet
      </div>
    );
  return (
    <dl className={`ticket-quote${quote.stale ? ' is-stale' : ''}`} aria-label={`Quote for ${symbol}`}>
      <div>
        <dt>Bid</dt>
        <dd className="num">
          {formatPrice(quote.bid)}
          {quote.bidSize !== undefined && <span className="muted"> × {quote.bidSize}</span>}
        </dd>
      </div>
      <div>
        <dt>Ask</dt>
        <dd className="num">
          {formatPrice(quote.ask)}
          {quote.askSize !== undefined && <span className="muted"> × {quote.askSize}</span>}
        </dd>
      </div>
      <div>
        <dt>Last</dt>
        <dd className="num">{formatPrice(quote.last)}</dd>
      </div>
      <div>
        <dt>Age</dt>
        <dd>
          {formatAge(quote.ageMs)}
          {quote.stale && <span className="badge badge-warn">Stale</span>}
        </dd>
      </div>
    </dl>
  );
}
