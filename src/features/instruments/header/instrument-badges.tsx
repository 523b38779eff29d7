// The instrument's flags as badges: green when it helps, red when it stops a trade.
import type { Instrument } from '@/api/schemas/instruments';

type Tone = 'good' | 'bad' | 'warn';

export function instrumentBadges(i: Instrument): Array<[string, Tone, string]> {
  const out: Array<[string, Tone, string]> = [];
  out.push(
    i.is_tradable
      ? ['Tradable', 'good', 'Orders are accepted']
      : ['Not tradable', 'bad', 'Orders are refused'],
  );
  if (i.is_restricted) out.push(['Restricted', 'bad', 'Trading is restricted']);
  if (i.is_liquidation_only) out.push(['Liquidation only', 'bad', 'Only closing orders are accepted']);
  out.push(
    i.is_marginable
      ? ['Marginable', 'good', 'Can be bought on margin']
      : ['Not marginable', 'warn', 'Cash only'],
  );
  if (i.is_short_prohibited) out.push(['Short prohibited', 'bad', 'Short sales are refused']);
  else
    out.push(
      i.easy_to_borrow
        ? ['Easy to borrow', 'good', 'Shares are available to short']
        : ['Hard to borrow', 'warn', 'Shorting may be refused or costly'],
    );
  if (i.is_threshold_security) out.push(['Threshold security', 'warn', 'On the Reg SHO threshold list']);
  if (i.is_ptp) out.push(['PTP', 'warn', 'Publicly traded partnership: withholding may apply']);
  return out;
}

export function InstrumentBadges({ instrument }: { instrument: Instrument }) {
  return (
    <ul className="instrument-flags" aria-label="Instrument flags">
      {instrumentBadges(instrument).map(([label, tone, title]) => (
        <li key={label} className={`badge badge-${tone}`} title={title}>
          {label}
        </li>
      ))}
    </ul>
  );
}
