// The workspace a new sandbox starts with: three saved screeners and two watchlists, stamped a few
// weeks before the sandbox's "now" (the same seed and clock give the same ids and dates).
import type { SavedScreenerRecord, WatchlistRecord, WorkspaceStore } from './state';
import { mintId } from './state';
import type { Rng } from '../rng';
import type { WorkspaceMarket, WorkspaceUniverse } from './deps';
import { decimalOf, isoAt } from './util';

const DAY = 86_400_000;

const SCREENERS: Array<Omit<SavedScreenerRecord, 'id' | 'created_at' | 'updated_at'>> = [
  {
    name: 'Mega-cap tech',
    filters: [
      { left: { name: 'sector' }, op: { name: 'EQUAL' }, right: [{ value: 'TECHNOLOGY' }] },
      { left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 200_000_000_000 }] },
    ],
    columns: [
      { name: 'symbol' },
      { name: 'name' },
      { name: 'price' },
      { name: 'change_pct' },
      { name: 'market_cap' },
      { name: 'price_to_earnings' },
    ],
    sorts: [{ field: { name: 'market_cap' }, direction: 'DESC' }],
  },
  {
    name: 'Dividend payers',
    filters: [
      { left: { name: 'security_kind' }, op: { name: 'EQUAL' }, right: [{ value: 'STOCK' }] },
      { left: { name: 'dividend_yield' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 3 }] },
      { left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 10_000_000_000 }] },
    ],
    columns: [
      { name: 'symbol' },
      { name: 'name' },
      { name: 'price' },
      { name: 'dividend_yield' },
      { name: 'sector' },
    ],
    sorts: [{ field: { name: 'dividend_yield' }, direction: 'DESC' }],
  },
  {
    name: 'Weekly momentum',
    filters: [
      { left: { name: 'average_volume' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 1_000_000 }] },
      {
        left: { name: 'change_pct', lookback: 'ONE_WEEK' },
        op: { name: 'GREATER_THAN' },
        right: [{ value: 0 }],
      },
      // A draft filter (no operator yet): saved and shown, skipped when searching.
      { left: { name: 'beta' } },
    ],
    columns: [
      { name: 'symbol' },
      { name: 'price' },
      { name: 'change_pct', lookback: 'ONE_WEEK' },
      { name: 'volume' },
      { name: 'relative_volume' },
    ],
    sorts: [{ field: { name: 'change_pct', lookback: 'ONE_WEEK' }, direction: 'DESC' }],
  },
];

/** The watchlists a new sandbox starts with (exported for tests that count streamed symbols). */
export const WATCHLISTS: Array<{ name: string; symbols: string[]; daysAgo: number }> = [
  { name: 'Dividend income', symbols: ['JNJ', 'KO', 'PG', 'XOM', 'VZ', 'O'], daysAgo: 45 },
  { name: 'Megacaps', symbols: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META'], daysAgo: 21 },
];

export function seedWorkspace(
  store: WorkspaceStore,
  universe: WorkspaceUniverse,
  market: WorkspaceMarket,
  nowMs: number,
  rng: Rng,
): void {
  SCREENERS.forEach((screener, i) => {
    const at = isoAt(nowMs - (30 - i * 7) * DAY);
    store.state.screeners.push({
      ...structuredClone(screener),
      id: mintId(store, rng),
      created_at: at,
      updated_at: at,
    });
  });
  for (const list of WATCHLISTS) {
    const createdMs = nowMs - list.daysAgo * DAY;
    const record: WatchlistRecord = {
      id: mintId(store, rng),
      name: list.name,
      created_at: isoAt(createdMs),
      items: [],
    };
    list.symbols.forEach((symbol, i) => {
      const instrument = universe.resolve(symbol);
      if (!instrument) return;
      const addedMs = createdMs + i * 3_600_000;
      const date = isoAt(addedMs).slice(0, 10);
      const price = decimalOf(market.closeOn?.(instrument.id, date)) ?? decimalOf(instrument.previous_close);
      record.items.push({
        id: mintId(store, rng),
        instrument_id: instrument.id,
        added_at: isoAt(addedMs),
        added_price: price ? price.toFixed(2) : null,
      });
    });
    store.state.watchlists.push(record);
  }
}
