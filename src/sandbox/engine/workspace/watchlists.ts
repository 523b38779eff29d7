// Watchlists (/v1/watchlists): named lists of instruments, equities or option contracts, each item
// remembering when it was added and at what price. Items come back with the whole Instrument.
import type { WatchlistDetail, WatchlistEntry, WatchlistItemEntry } from '@/api/schemas/watchlists';
import { badRequest, conflict, notFound } from '../errors';
import type { SandboxClock } from '../clock';
import type { Rng } from '../rng';
import type { WorkspaceInstrument, WorkspaceMarket, WorkspaceUniverse } from './deps';
import { mintId, type WatchlistRecord, type WorkspaceStore } from './state';
import { decimalOf, isoAt } from './util';
import { NOT_FOUND_MESSAGE } from './saved-screeners';

export const MAX_WATCHLIST_ITEMS = 1000;
const MAX_WATCHLISTS = 200;
const MAX_NAME = 100;

export class Watchlists {
  constructor(
    private readonly store: WorkspaceStore,
    private readonly universe: WorkspaceUniverse,
    private readonly market: WorkspaceMarket,
    private readonly clock: SandboxClock,
    private readonly rng: Rng,
  ) {}

  /** Newest first. */
  list(): WatchlistEntry[] {
    return [...this.store.state.watchlists]
      .sort((a, b) => (a.created_at === b.created_at ? 0 : a.created_at < b.created_at ? 1 : -1))
      .map((w) => ({ id: w.id, name: w.name, created_at: w.created_at }));
  }

  create(rawName: string): WatchlistEntry {
    const name = rawName.trim();
    if (name === '') throw badRequest('name must not be empty', [{ field: 'name', description: 'empty' }]);
    if (name.length > MAX_NAME)
      throw badRequest(`name is longer than ${MAX_NAME} characters`, [
        { field: 'name', description: `at most ${MAX_NAME} characters` },
      ]);
    if (this.store.state.watchlists.some((w) => w.name.toLowerCase() === name.toLowerCase()))
      throw conflict('Resource already exists', [
        { field: 'name', description: `a watchlist named "${name}" already exists` },
      ]);
    if (this.store.state.watchlists.length >= MAX_WATCHLISTS)
      throw badRequest(`A user cannot have more than ${MAX_WATCHLISTS} watchlists`);
    const record: WatchlistRecord = {
      id: mintId(this.store, this.rng),
      name,
      created_at: isoAt(this.clock.now()),
      items: [],
    };
    this.store.state.watchlists.push(record);
    return { id: record.id, name: record.name, created_at: record.created_at };
  }

  get(id: string): WatchlistDetail {
    const record = this.record(id);
    return {
      id: record.id,
      name: record.name,
      created_at: record.created_at,
      items: record.items.map((item): WatchlistItemEntry => {
        const instrument = this.view(item.instrument_id);
        return {
          id: item.id,
          added_at: item.added_at,
          added_price: item.added_price,
          instrument: instrument ? { ...instrument } : null,
        };
      }),
    };
  }

  delete(id: string): void {
    const record = this.record(id);
    this.store.state.watchlists = this.store.state.watchlists.filter((w) => w !== record);
  }

  /** Adds an equity (UUID or ticker) or an option contract (UUID or OSI symbol); 409 when already listed. */
  addItem(watchlistId: string, instrumentIdOrSymbol: string): { item_id: string } {
    const record = this.record(watchlistId);
    const key = instrumentIdOrSymbol.trim();
    const instrument = this.view(key);
    if (!instrument) throw notFound(`Instrument not found: ${instrumentIdOrSymbol}`);
    if (record.items.some((i) => i.instrument_id === instrument.id))
      throw conflict('Instrument already exists in watchlist');
    if (record.items.length >= MAX_WATCHLIST_ITEMS)
      throw badRequest(`Watchlist cannot exceed ${MAX_WATCHLIST_ITEMS} items`);
    const id = mintId(this.store, this.rng);
    record.items.push({
      id,
      instrument_id: instrument.id,
      added_at: isoAt(this.clock.now()),
      added_price: this.priceOf(instrument),
    });
    return { item_id: id };
  }

  deleteItem(watchlistId: string, itemId: string): void {
    const record = this.record(watchlistId);
    const item = record.items.find((i) => i.id === itemId.toLowerCase());
    if (!item) throw notFound(NOT_FOUND_MESSAGE);
    record.items = record.items.filter((i) => i !== item);
  }

  private view(idOrSymbol: string): WorkspaceInstrument | undefined {
    return this.universe.instrumentView?.(idOrSymbol) ?? this.universe.resolve(idOrSymbol);
  }

  private priceOf(instrument: WorkspaceInstrument): string | null {
    const quote = this.market.quote(instrument.id);
    const bid = decimalOf(quote?.bid);
    const ask = decimalOf(quote?.ask);
    const price =
      decimalOf(this.market.lastPrice?.(instrument.id)) ??
      decimalOf(quote?.last_price) ??
      (bid && ask && bid.gt(0) && ask.gt(0) ? bid.plus(ask).div(2) : undefined) ??
      decimalOf(instrument.previous_close);
    return price ? price.toFixed(2) : null;
  }

  private record(id: string): WatchlistRecord {
    const found = this.store.state.watchlists.find((w) => w.id === id.toLowerCase());
    if (!found) throw notFound(NOT_FOUND_MESSAGE);
    return found;
  }
}
