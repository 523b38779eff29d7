// React view of the tab's pending-submit store (lib/pending-submits.ts) for one account.
import { useSyncExternalStore } from 'react';
import { isDurable, listFound, listPending, pendingVersion, subscribePending } from '../lib/pending-submits';

export function usePendingSubmits(accountId: number) {
  useSyncExternalStore(subscribePending, pendingVersion, pendingVersion);
  return { pending: listPending(accountId), found: listFound(accountId), durable: isDurable() };
}
