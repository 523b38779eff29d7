// Follows one order after Send until it is final: GET the order about every second while it is
// working, stop on a terminal status, back off (2 s, 4 s, … 30 s) while the server fails, and keep
// the last known state with the failure (and its request_id) meanwhile. Each new state is written
// into the order's detail query, and a change of status or fill refreshes what the order changes
// (orders, executions, positions, balances).
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getOrder, invalidateAfterOrderChange, orderQueries } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { TERMINAL_STATUSES } from '../lib/order-status';

export const FOLLOW_INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

export interface FollowedOrder {
  order: Order;
  /** The last refresh failed (the order shown is the last known state). */
  refreshError: unknown;
}

export const isTerminal = (order: Order) => TERMINAL_STATUSES.has(order.status);

export function useFollowedOrder(accountId: number, initial: Order): FollowedOrder {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FollowedOrder>({ order: initial, refreshError: null });
  const last = useRef(initial);
  const orderId = initial.id;
  const startTerminal = isTerminal(initial);

  // One order per mount (the caller keys the component by order id).
  useEffect(() => {
    if (startTerminal) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const controller = new AbortController();
    const poll = async () => {
      try {
        const next = await getOrder(accountId, orderId, { signal: controller.signal });
        if (stopped) return;
        failures = 0;
        const before = last.current;
        last.current = next;
        queryClient.setQueryData(orderQueries.detail(accountId, next.id).queryKey, next);
        if (before.status !== next.status || before.filled_quantity !== next.filled_quantity)
          void invalidateAfterOrderChange(queryClient, accountId);
        setState({ order: next, refreshError: null });
        if (isTerminal(next)) return;
        timer = setTimeout(() => void poll(), FOLLOW_INTERVAL_MS);
      } catch (error) {
        if (stopped) return;
        failures += 1;
        setState({ order: last.current, refreshError: error });
        timer = setTimeout(() => void poll(), Math.min(MAX_BACKOFF_MS, FOLLOW_INTERVAL_MS * 2 ** failures));
      }
    };
    timer = setTimeout(() => void poll(), FOLLOW_INTERVAL_MS);
    return () => {
      stopped = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [accountId, orderId, startTerminal, queryClient]);

  return state;
}
