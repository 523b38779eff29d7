// The chosen instrument at the top of the ticket: symbol, name, venue and type, its trading flags
// and its live quote.
import type { TicketInstrument as Instrument } from '../lib/validate-order';
import type { TicketQuoteView } from '../hooks/use-ticket-quote';
import { InstrumentFlags } from './instrument-flags';
import { QuoteBox } from './quote-box';

export function TicketInstrument({
  instrument,
  isOption,
  multiplier,
  quote,
}: {
  instrument: Instrument;
  isOption: boolean;
  multiplier: string | undefined;
  quote: TicketQuoteView | undefined;
}) {
  return (
    <div className="ticket-instrument">
      <div>
        <strong>{instrument.symbol}</strong> {instrument.name ?? ''}{' '}
        <span className="muted">
          {instrument.venue}
          {instrument.instrument_type ? ` · ${instrument.instrument_type}` : ''}
        </span>
      </div>
      <InstrumentFlags instrument={instrument} isOption={isOption} multiplier={multiplier} />
      <QuoteBox quote={quote} symbol={instrument.symbol} />
    </div>
  );
}
