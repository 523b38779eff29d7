// Where picking a search result goes: an equity opens its page; an option contract opens its
// underlying's page on the chain at the contract's expiry.
import type { InstrumentPick } from './instrument-search';

export function openInstrumentTarget(pick: InstrumentPick) {
  const extra = (pick.instrument ?? {}) as { underlying_instrument_id?: unknown; expiry?: unknown };
  if (pick.instrument?.instrument_type === 'OPTION' && typeof extra.underlying_instrument_id === 'string') {
    return {
      to: '/instruments/$instrument' as const,
      params: { instrument: extra.underlying_instrument_id },
      search: {
        tab: 'options' as const,
        ...(typeof extra.expiry === 'string' ? { expiry: extra.expiry } : {}),
      },
    };
  }
  return { to: '/instruments/$instrument' as const, params: { instrument: pick.symbol }, search: {} };
}
