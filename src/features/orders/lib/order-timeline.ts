// An order's life in order: placed (created_at), each fill (its executions), the statuses this tab
// saw in between (status-log.ts, marked as seen here), and where it ended (updated_at with its final
// status and the server's details) or what comes next (release, expiry). Decimal strings throughout.
import type { Execution, Order } from '@/api/schemas/orders';
import { add } from '@/domain/decimal/decimal';
import { compare } from '@/domain/decimal/exact';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { isOpenStatus } from './order-status';
import type { SeenStatus } from './status-log';
import { enumWords, orderSubject } from '@/domain/order-vocabulary';

export interface TimelineEntry {
  /** Epoch ms (NaN when the server's timestamp could not be read: shown last, as unknown). */
  at: number;
  kind: 'placed' | 'fill' | 'status' | 'seen' | 'upcoming';
  title: string;
  detail?: string;
  /** Status for the badge tone (status and seen entries). */
  status?: string;
}

const STATUS_WORDS: Record<string, string> = {
  PENDING_NEW: 'Sent, awaiting acceptance',
  NEW: 'Accepted, working',
  PARTIALLY_FILLED: 'Partially filled',
  PENDING_CANCEL: 'Cancel requested',
  PENDING_REPLACE: 'Replace requested',
  DONE_FOR_DAY: 'Done for the day',
};

/** A status as a timeline line: "Accepted, working", "Cancel requested"; others in plain words. */
export const statusWords = (status: string) => STATUS_WORDS[status] ?? enumWords(status);

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

export function orderTimeline(
  order: Order,
  fills: readonly Execution[],
  seen: readonly SeenStatus[],
  now: number = Date.now(),
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const created = time(order.created_at);
  entries.push({
    at: created,
    kind: 'placed',
    title: 'Placed',
    detail: orderSubject(order),
  });

  // Fills, oldest first, with the running total.
  const sorted = [...fills].sort((a, b) => time(a.transaction_time) - time(b.transaction_time));
  let cumulative = '0';
  for (const fill of sorted) {
    cumulative = add(cumulative, fill.quantity)?.toFixed() ?? cumulative;
    const complete = compare(cumulative, order.quantity) >= 0;
    entries.push({
      at: time(fill.transaction_time),
      kind: 'fill',
      title: complete ? 'Fill' : 'Partial fill',
      detail: `${formatQuantity(fill.quantity)} at ${fill.price ? formatPrice(fill.price) : 'an unreported price'} · ${formatQuantity(cumulative)} of ${formatQuantity(order.quantity)}`,
    });
  }

  // What this tab saw in between: statuses the server's record does not keep.
  for (const s of seen) {
    if (s.status === order.status || s.status === 'PENDING_NEW') continue;
    if (s.status === 'FILLED' || s.status === 'PARTIALLY_FILLED') continue; // the fills say it
    entries.push({ at: s.seenAt, kind: 'seen', status: s.status, title: statusWords(s.status) });
  }

  // Its status now, at the server's last update, with the server's details.
  const details = (order.details ?? []).filter((d) => d.trim() !== '');
  const avg = order.average_fill_price ? `avg ${formatPrice(order.average_fill_price)}` : undefined;
  const nowText =
    order.status === 'FILLED' || order.status === 'PARTIALLY_FILLED'
      ? [`${formatQuantity(order.filled_quantity)} of ${formatQuantity(order.quantity)}`, avg]
      : [];
  entries.push({
    at: time(order.updated_at),
    kind: 'status',
    status: order.status,
    title: statusWords(order.status),
    ...([...nowText, ...details].filter(Boolean).length
      ? { detail: [...nowText, ...details].filter(Boolean).join(' · ') }
      : {}),
  });

  // What is still ahead for a working order.
  if (isOpenStatus(order.status)) {
    const releases = time(order.releases_at);
    if (Number.isFinite(releases) && releases > now)
      entries.push({ at: releases, kind: 'upcoming', title: 'Scheduled release' });
    const expires = time(order.expires_at);
    if (Number.isFinite(expires) && expires > now)
      entries.push({ at: expires, kind: 'upcoming', title: 'Expires unless filled' });
  }

  const order_ = (e: TimelineEntry) => (Number.isFinite(e.at) ? e.at : Number.POSITIVE_INFINITY);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => order_(a.e) - order_(b.e) || a.i - b.i)
    .map(({ e }) => e);
}
