import { z } from 'zod';
import { Uuid, DateTime } from './primitives';
import { Instrument, InstrumentIdOrSymbol } from './instruments';

/** Response data for adding a watchlist item */
export const AddWatchlistItemData = z.looseObject({
  item_id: Uuid,
});
export type AddWatchlistItemData = z.infer<typeof AddWatchlistItemData>;

/** Request to add an instrument to a watchlist */
export const AddWatchlistItemRequest = z.object({
  instrument_id: InstrumentIdOrSymbol,
});
export type AddWatchlistItemRequest = z.infer<typeof AddWatchlistItemRequest>;

/** Create watchlist request payload. */
export const CreateWatchlistRequest = z.object({
  name: z.string(),
});
export type CreateWatchlistRequest = z.infer<typeof CreateWatchlistRequest>;

/** A single item in a watchlist */
export const WatchlistItemEntry = z.looseObject({
  added_at: DateTime,
  added_price: z.string().nullish(),
  id: Uuid,
  instrument: Instrument.nullish(),
});
export type WatchlistItemEntry = z.infer<typeof WatchlistItemEntry>;

/** Detailed watchlist with all items */
export const WatchlistDetail = z.looseObject({
  created_at: DateTime,
  id: Uuid,
  items: z.array(WatchlistItemEntry),
  name: z.string(),
});
export type WatchlistDetail = z.infer<typeof WatchlistDetail>;

/** Represents a user watchlist. */
export const WatchlistEntry = z.looseObject({
  created_at: DateTime,
  id: Uuid,
  name: z.string(),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntry>;

export const WatchlistEntryList = z.array(WatchlistEntry);
export type WatchlistEntryList = z.infer<typeof WatchlistEntryList>;
