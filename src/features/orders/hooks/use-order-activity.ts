// Mounts the tab's order watcher (lib/order-watcher.ts) for the active account: every fill, partial
// fill, rejection and expiry of that account, and of every order sent from this tab (any account),
// becomes a toast on whatever screen is open. Sends are followed through the pending-submit store; any
// invalidation of an account's order lists (a cancel, a replace, a close, a send) makes it look at
// once. Changes refresh the blotter, positions and balances.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderQueries } from '@/api/resources/orders';
import { sessionStore } from '@/api/session';
import { OrderWatcher } from '../lib/order-watcher';
import { followPendingSubmits, subscribeSentOrders } from '../lib/sent-orders';

export { pollDelayMs } from '../lib/order-watcher';

const LISTS_KEY = orderQueries.all()[0];

export function useOrderActivity(activeAccountId: number | undefined): void {
  const queryClient = useQueryClient();
  const activeRef = useRef(activeAccountId);
  const watcherRef = useRef<OrderWatcher | null>(null);

  useEffect(() => {
    const watcher = new OrderWatcher({
      queryClient,
      isDemo: () => sessionStore.getState().mode === 'demo',
      activeAccountId: () => activeRef.current,
    });
    watcherRef.current = watcher;
    const offSent = subscribeSentOrders((accountId) => watcher.poke(accountId));
    const stopFollowing = followPendingSubmits();
    // ['orders', 'list', accountId, …] invalidated: something was done to that account's orders.
    const offCache = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      const [root, kind, accountId] = event.query.queryKey as readonly unknown[];
      if (root === LISTS_KEY && kind === 'list' && typeof accountId === 'number') watcher.poke(accountId);
    });
    watcher.sync();
    return () => {
      offCache();
      stopFollowing();
      offSent();
      watcher.dispose();
      watcherRef.current = null;
    };
  }, [queryClient]);

  useEffect(() => {
    const previous = activeRef.current;
    activeRef.current = activeAccountId;
    if (previous !== activeAccountId) watcherRef.current?.activeChanged(previous);
  }, [activeAccountId]);
}
