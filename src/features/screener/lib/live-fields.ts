// Result columns the L1 feed also carries (price and the day's change). Such a column is one live cell, seeded with the
// screen's value until the first quote (not a static column beside a live copy of it). The catalog
// does not say which of its fields the feed carries, so the names are listed here.
import type { QuoteCellField } from '@/components/live/quote-format';
import { type FieldKey } from '@/domain/screener-url';

const LIVE: Record<string, QuoteCellField> = {
  price: 'last',
  change: 'change',
  change_pct: 'change_percent',
  // Volume stays the screen's: a third live cell a row costs scroll frames (docs/performance-history.md).
};

/** The quote field a result column shows live, or undefined for a column of the screen only. */
export function liveFieldOf(key: FieldKey): QuoteCellField | undefined {
  // The feed's change is since the previous close: the current value or the one-day lookback.
  if (key.period || (key.lookback && key.lookback !== 'ONE_DAY')) return undefined;
  if (key.lookback && key.name !== 'change_pct' && key.name !== 'change') return undefined;
  return LIVE[key.name];
}

/** Fields that are changes: shown signed ("+1.25%") and coloured, live or not. */
const SIGNED = new Set(['change', 'change_pct', 'revenue_growth', 'eps_growth', 'price_target_upside']);

export const isSignedField = (key: FieldKey) => SIGNED.has(key.name);
