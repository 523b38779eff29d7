// The L1 quote the ticket shows and checks against: bid, ask, last, sizes and the quote's age. The
// live WebSocket quote is used when it is the newest; the snapshot endpoint, polled every two seconds
// while the ticket is open, covers a feed that is down or not yet seeded. A quote older than
// STALE_AFTER_MS, or one the feed marked stale, is stale.
import { useQuery } from '@tanstack/react-query';
import { marketDataQueries } from '@/api/resources/market-data';
import { useQuote } from '@/live/hooks';
import type { TicketQuote } from '../lib/validate-order';

export const STALE_AFTER_MS = 10_000;

export interface TicketQuoteView extends TicketQuote {
  bidSize?: number | undefined;
  askSize?: number | undefined;
  /** Milliseconds since the quote arrived. */
  ageMs: number;
  source: 'live' | 'snapshot';
}

export function useTicketQuote(
  symbol: string | undefined,
  now: number,
): { quote: TicketQuoteView | undefined; error: unknown } {
  const live = useQuote(symbol);
  const snapshots = useQuery({
    ...marketDataQueries.snapshots(symbol ? [symbol] : []),
    refetchInterval: 2000,
    staleTime: 0,
  });
  if (!symbol) return { quote: undefined, error: null };
  const snapshot =
    snapshots.data?.find((s) => s.symbol.toUpperCase() === symbol.toUpperCase()) ?? snapshots.data?.[0];
  const liveAt = live && (live.bid || live.ask || live.last_price) ? live.receivedAt : -1;
  const snapshotAt = snapshot ? snapshots.dataUpdatedAt : -1;

  if (live && liveAt >= snapshotAt && liveAt > 0) {
    const ageMs = Math.max(0, now - liveAt);
    return {
      quote: {
        bid: live.bid,
        ask: live.ask,
        last: live.last_price,
        bidSize: live.bid_size,
        askSize: live.ask_size,
        ageMs,
        stale: live.stale || ageMs > STALE_AFTER_MS,
        source: 'live',
      },
      error: null,
    };
  }
  if (!snapshot) return { quote: undefined, error: snapshots.error };
  const ageMs = Math.max(0, now - snapshotAt);
  return {
    quote: {
      bid: snapshot.last_quote?.bid ?? undefined,
      ask: snapshot.last_quote?.ask ?? undefined,
      last: snapshot.last_trade?.price,
      bidSize: snapshot.last_quote?.bid_size ?? undefined,
      askSize: snapshot.last_quote?.ask_size ?? undefined,
      ageMs,
      stale: snapshots.isError || ageMs > STALE_AFTER_MS,
      source: 'snapshot',
    },
    error: snapshots.error,
  };
}
