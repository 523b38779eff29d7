// One line that names a pending submit the way a trader reads it: "Buy 3 AAPL · Limit 187.50".
import { formatPrice } from '@/domain/decimal/format';
import { formatMarketClock } from '@/lib/market-time';
import type { PendingSubmit } from './pending-submits';
import { enumWords, orderSubject } from '@/domain/order-vocabulary';

export function describePending(entry: PendingSubmit): string {
  const r = entry.request;
  const parts = [orderSubject({ ...r, symbol: entry.symbol ?? r.symbol }), enumWords(r.order_type)];
  if (r.limit_price) parts.push(`limit ${formatPrice(r.limit_price)}`);
  if (r.stop_price) parts.push(`stop ${formatPrice(r.stop_price)}`);
  if (r.trailing_offset)
    parts.push(`trail ${r.trailing_offset}${r.trailing_offset_type === 'BPS' ? ' bps' : ''}`);
  if (r.limit_offset) parts.push(`limit offset ${r.limit_offset}`);
  parts.push(enumWords(r.time_in_force));
  return parts.join(' · ');
}

/** "sent 10:31:02 ET" */
export const sentAtText = (entry: PendingSubmit) => `sent ${formatMarketClock(entry.sentAt)} ET`;
