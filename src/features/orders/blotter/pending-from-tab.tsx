// The blotter's view of this tab's submits whose outcome is unknown. The server's list cannot show
// them (it may not hold them, or it failed to answer), so they are listed above the table as
// "Submitted from this tab, not yet confirmed" and kept reconciling; an order of the list whose
// client order id one of them was waiting for settles it (presence is proof) and its row is badged.
import { useEffect, useMemo } from 'react';
import type { Order } from '@/api/schemas/orders';
import { settleFromOrders } from '../lib/pending-submits';
import { checkPendingAgain, watchPending } from '../lib/pending-reconciler';
import { describePending, sentAtText } from '../lib/describe-pending';
import { usePendingSubmits } from '../hooks/use-pending-submits';
import { PendingCheckProblem } from '../ticket/pending-check-problem';

/** Settles pending submits found in `orders`; returns the client order ids this tab sent (badged rows). */
export function useThisTabOrders(
  accountId: number,
  orders: readonly Order[] | undefined,
): ReadonlySet<string> {
  const { pending, found } = usePendingSubmits(accountId);
  useEffect(() => {
    if (orders) settleFromOrders(accountId, orders);
  }, [accountId, orders]);
  const ids = [...pending, ...found].map((v) => v.entry.clientOrderId).join(',');
  return useMemo(() => new Set(ids ? ids.split(',') : []), [ids]);
}

export function PendingFromThisTab({ accountId }: { accountId: number }) {
  const { pending } = usePendingSubmits(accountId);
  const unknownIds = pending
    .filter((v) => v.status.kind === 'unknown')
    .map((v) => v.entry.clientOrderId)
    .join(',');
  useEffect(() => {
    for (const id of unknownIds ? unknownIds.split(',') : []) watchPending(id);
  }, [unknownIds]);

  if (pending.length === 0) return null;
  return (
    <section
      className="pending-submits blotter-pending"
      aria-label="Submitted from this tab, not yet confirmed"
    >
      <h3>Submitted from this tab, not yet confirmed</h3>
      <ul>
        {pending.map(({ entry, status }) => {
          const checking = status.kind === 'sending' || (status.kind === 'unknown' && status.checking);
          return (
            <li key={entry.clientOrderId} className="ticket-status ticket-unknown">
              <span className="badge badge-warn">
                {status.kind === 'absent' ? 'Not received by the server' : 'Outcome unknown'}
              </span>{' '}
              <strong>{describePending(entry)}</strong> · {sentAtText(entry)} · client order id{' '}
              <code>{entry.clientOrderId}</code>
              <PendingCheckProblem status={status} />
              <button
                type="button"
                disabled={checking}
                onClick={() => checkPendingAgain(entry.clientOrderId)}
              >
                {checking ? 'Checking…' : 'Check again'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
