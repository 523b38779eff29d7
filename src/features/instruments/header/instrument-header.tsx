// The top of the instrument page: identity, live L1, session figures, flags, Buy / Sell and Set alert.
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { Instrument } from '@/api/schemas/instruments';
import { AddToWatchlistMenu } from '@/components/watchlists/add-to-watchlist-menu';
import { openTicket, setFocusedSymbol } from '@/domain/ticket-intent';
import { InstrumentBadges } from './instrument-badges';
import { PositionBadge, useActivePositions } from '@/components/positions/active-positions';
import { InstrumentLogo } from './instrument-logo';
import { LiveQuoteStrip } from './live-quote-strip';
import { SessionMetrics } from './session-metrics';
import { SetAlertButton } from './set-alert-button';

export function InstrumentHeader({ instrument }: { instrument: Instrument }) {
  // The logo comes with the fundamentals; the header never waits for it.
  const fundamentals = useQuery({
    ...instrumentQueries.fundamentals(instrument.id),
    enabled: instrument.instrument_type !== 'OPTION',
  });
  const symbol = instrument.symbol;
  return (
    <section
      className="instrument-header panel"
      aria-label={`${symbol} quote`}
      onFocus={() => setFocusedSymbol(symbol)}
    >
      <div className="instrument-identity">
        <InstrumentLogo url={fundamentals.data?.logo_url} name={instrument.name} symbol={symbol} />
        <div>
          <h1>
            <span className="mono">{symbol}</span>{' '}
            <span className="instrument-name">{instrument.name ?? ''}</span>
          </h1>
          <div className="muted">
            {instrument.venue} · {instrument.currency}
            {instrument.instrument_type
              ? ` · ${instrument.instrument_type.replace(/_/g, ' ').toLowerCase()}`
              : ''}
          </div>
        </div>
        <div className="instrument-actions">
          {(['BUY', 'SELL'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={side === 'BUY' ? 'buy' : 'sell'}
              onClick={() => openTicket({ symbol, instrumentId: instrument.id, side })}
            >
              {side === 'BUY' ? 'Buy' : 'Sell'}
            </button>
          ))}
          <AddToWatchlistMenu symbol={symbol} instrument={instrument} />
          <SetAlertButton symbol={symbol} />
          <HeaderPosition instrumentId={instrument.id} symbol={symbol} />
        </div>
      </div>
      <LiveQuoteStrip symbol={symbol} />
      <SessionMetrics symbol={symbol} instrumentId={instrument.id} />
      <InstrumentBadges instrument={instrument} />
    </section>
  );
}

/** The active account's position in this instrument, beside the trade buttons. */
function HeaderPosition({ instrumentId, symbol }: { instrumentId: string; symbol: string }) {
  const positions = useActivePositions();
  if (!positions.find({ instrumentId, symbol })) return null;
  return (
    <span className="instrument-position">
      <span className="muted">Position</span>{' '}
      <PositionBadge positions={positions} instrumentId={instrumentId} symbol={symbol} />
    </span>
  );
}
