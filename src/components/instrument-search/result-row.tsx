// One search result: symbol, name, venue, type, and the flags that change how it trades.
import './instrument-search.css';
import type { InstrumentCore } from '@/api/schemas/instruments';

const TYPE_LABELS: Record<string, string> = {
  COMMON_STOCK: 'Stock',
  PREFERRED_STOCK: 'Preferred',
  INDEX: 'Index',
  OPTION: 'Option',
  CASH: 'Cash',
};

/** OTC venues: OTC Markets (OTCM) and its tiers. */
export const isOtcVenue = (venue: string) => /^(OTC|OOTC|PINX|PSGM|EXPM)/i.test(venue);

export function searchFlags(instrument: InstrumentCore): Array<{ label: string; title: string }> {
  const flags: Array<{ label: string; title: string }> = [];
  if (instrument.is_restricted) flags.push({ label: 'Restricted', title: 'Trading is restricted' });
  if (instrument.is_liquidation_only)
    flags.push({ label: 'Liq. only', title: 'Liquidation only: closing orders only' });
  if (instrument.is_ptp) flags.push({ label: 'PTP', title: 'Publicly traded partnership' });
  if (isOtcVenue(instrument.venue)) flags.push({ label: 'OTC', title: 'Over the counter' });
  if (!instrument.is_tradable) flags.push({ label: 'Not tradable', title: 'Not tradable' });
  return flags;
}

export function ResultRow({ instrument }: { instrument: InstrumentCore }) {
  const type = instrument.instrument_type ?? '';
  return (
    <>
      <span className="search-symbol mono">{instrument.symbol}</span>
      <span className="search-name">{instrument.name ?? ''}</span>
      <span className="search-meta muted">
        {instrument.venue}
        {type ? ` · ${TYPE_LABELS[type] ?? type}` : ''}
      </span>
      <span className="search-flags">
        {searchFlags(instrument).map((f) => (
          <span key={f.label} className="badge badge-warn" title={f.title}>
            {f.label}
          </span>
        ))}
      </span>
    </>
  );
}
