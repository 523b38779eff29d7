// Live order status for one account: polls its open orders (and the orders placed since the app
// started) while any are working, backing off while nothing changes, and toasts fills, partial
// fills, rejections and expiries. Changes refresh the blotter, positions and balances.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrder, invalidateAfterOrderChange, orderQueries } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { pushToast } from '@/components/toast-store';
import { formatPrice, formatQuantity } from '@/lib/format';
import { isOpenStatus, OPEN_STATUSES } from '../lib/order-status';

const FASTEST_MS = 1000;
const SLOWEST_MS = 15_000;

export function pollDelayMs(quietPolls: number): number {
  return Math.min(SLOWEST_MS, Math.round(FASTEST_MS * 1.5 ** quietPolls));
}

const describe = (o: Order) => `${o.side} ${formatQuantity(o.quantity)} ${o.symbol ?? o.instrument_id ?? ''}`;

function toastTransition(order: Order, previous: { status: string; filled: string } | undefined): boolean {
  const filledMore = previous !== undefined && order.filled_quantity !== previous.filled;
  if (previous?.status === order.status && !filledMore) return false;
  switch (order.status) {
    case 'FILLED':
      pushToast({
        kind: 'success',
        title: `Filled: ${describe(order)}`,
        message: order.average_fill_price
          ? `Average price ${formatPrice(order.average_fill_price)}`
          : undefined,
      });
      return true;
    case 'PARTIALLY_FILLED':
      if (!filledMore && previous?.status === 'PARTIALLY_FILLED') return false;
      pushToast({
        kind: 'info',
        title: `Partial fill: ${describe(order)}`,
        message: `${formatQuantity(order.filled_quantity)} filled, ${formatQuantity(order.leaves_quantity)} left`,
      });
      return true;
    case 'REJECTED':
      pushToast(
        {
          kind: 'error',
          title: `Rejected: ${describe(order)}`,
          message: (order.details ?? []).join('; ') || undefined,
        },
        12_000,
      );
      return true;
    case 'EXPIRED':
      pushToast({ kind: 'warning', title: `Expired: ${describe(order)}` });
      return true;
    default:
      return previous !== undefined;
  }
}

export function useOrderActivity(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => new Date(Date.now() - 60_000).toISOString());
  const known = useRef(new Map<string, { status: string; filled: string }>());
  const seeded = useRef(false);
  const quietPolls = useRef(0);
  const id = accountId ?? 0;
  const enabled = accountId !== undefined;
  const interval = (data: { data: Order[] } | undefined) =>
    data?.data.some((o) => isOpenStatus(o.status)) ? pollDelayMs(quietPolls.current) : false;

  const open = useQuery({
    ...orderQueries.list(id, { status: OPEN_STATUSES }),
    enabled,
    refetchInterval: (q) => interval(q.state.data),
    staleTime: 0,
  });
  const recent = useQuery({
    ...orderQueries.list(id, { from: startedAt }),
    enabled,
    refetchInterval: (q) => interval(q.state.data),
    staleTime: 0,
  });

  useEffect(() => {
    known.current.clear();
    seeded.current = false;
  }, [accountId]);

  useEffect(() => {
    if (!accountId || !open.data || !recent.data) return;
    const current = new Map<string, Order>();
    for (const o of [...recent.data.data, ...open.data.data]) current.set(o.id, o);
    let changed = false;
    if (!seeded.current) {
      seeded.current = true;
      for (const o of current.values())
        known.current.set(o.id, { status: o.status, filled: o.filled_quantity });
    }
    for (const o of current.values()) {
      const previous = known.current.get(o.id);
      if (toastTransition(o, previous)) changed = true;
      known.current.set(o.id, { status: o.status, filled: o.filled_quantity });
    }
    // Orders that left the open list without showing in the recent one: ask for their final state.
    const vanished = [...known.current.entries()].filter(
      ([orderId, s]) => !current.has(orderId) && isOpenStatus(s.status),
    );
    for (const [orderId, previous] of vanished) {
      known.current.set(orderId, { ...previous, status: 'CHECKING' });
      void getOrder(accountId, orderId)
        .then((o) => {
          toastTransition(o, previous);
          known.current.set(o.id, { status: o.status, filled: o.filled_quantity });
        })
        .catch(() => known.current.delete(orderId));
      changed = true;
    }
    quietPolls.current = changed ? 0 : quietPolls.current + 1;
    if (changed) void invalidateAfterOrderChange(queryClient, accountId);
  }, [accountId, open.data, recent.data, queryClient]);
}
