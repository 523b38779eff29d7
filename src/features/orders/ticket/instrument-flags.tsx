// The instrument's trading flags, as badges: what the ticket will refuse is visible before typing.
// Stock-only flags (borrow, whole shares) are not shown for an option; its contract size is.
import type { TicketInstrument } from '../lib/validate-order';

export function InstrumentFlags({
  instrument,
  isOption = false,
  multiplier,
}: {
  instrument: TicketInstrument;
  isOption?: boolean;
  /** Options: the contract size the estimate uses. */
  multiplier?: string | undefined;
}) {
  const flags: Array<[string, 'good' | 'bad' | 'warn']> = [];
  flags.push(instrument.is_tradable ? ['Tradable', 'good'] : ['Not tradable', 'bad']);
  if (instrument.is_restricted) flags.push(['Restricted', 'bad']);
  if (instrument.is_liquidation_only) flags.push(['Liquidation only', 'bad']);
  if (isOption) {
    flags.push([`${multiplier ?? '100'} shares per contract`, 'good']);
  } else {
    if (instrument.is_short_prohibited) flags.push(['Short prohibited', 'bad']);
    else flags.push(instrument.easy_to_borrow ? ['Easy to borrow', 'good'] : ['Hard to borrow', 'warn']);
    flags.push(instrument.is_fractionable ? ['Fractionable', 'good'] : ['Whole shares only', 'warn']);
  }
  if (instrument.is_marginable === false) flags.push(['Not marginable', 'warn']);
  return (
    <ul className="instrument-flags" aria-label="Instrument flags">
      {flags.map(([text, tone]) => (
        <li key={text} className={`badge badge-${tone}`}>
          {text}
        </li>
      ))}
    </ul>
  );
}
