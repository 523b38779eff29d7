// Finds out what happened to each pending submit: one look-up loop per client order id for the whole
// tab (the ticket, its panel and the blotter share it), asking GET orders for the client id until the
// server can say: found → resolved; the list answered without it → absent (safe to re-send with the
// same id). Failed look-ups retry with backoff (2 s doubling to 30 s); "check now" ends the wait.
import { findOrderByClientId } from '@/api/resources/orders';
import { getPending, setPendingStatus, statusOf } from './pending-submits';

/** Orders created more than this long before the send are not looked at. */
const LOOKBACK_MS = 10 * 60_000;
const MAX_DELAY_MS = 30_000;

const running = new Map<string, { wake: () => void }>();
let generation = 0;

function sleep(ms: number, onWake: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    onWake(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts (or wakes) the look-up loop of a pending submit. Does nothing while this tab is still
 * sending it, or once it is resolved. Returns when the loop ends.
 */
export async function reconcilePending(clientOrderId: string): Promise<void> {
  const active = running.get(clientOrderId);
  if (active) {
    active.wake();
    return;
  }
  const mine = generation;
  const handle = { wake: () => {} };
  running.set(clientOrderId, handle);
  try {
    for (let tries = 0; ; tries++) {
      const entry = getPending(clientOrderId);
      const status = statusOf(clientOrderId);
      if (!entry || !status || status.kind !== 'unknown' || mine !== generation) return;
      setPendingStatus(clientOrderId, { ...status, checking: true });
      try {
        const order = await findOrderByClientId(entry.accountId, clientOrderId, {
          from: new Date(entry.sentAt - LOOKBACK_MS).toISOString(),
        });
        if (mine !== generation || statusOf(clientOrderId)?.kind !== 'unknown') return;
        if (order) setPendingStatus(clientOrderId, { kind: 'found', order });
        else setPendingStatus(clientOrderId, { kind: 'absent', checkedAt: Date.now() });
        return;
      } catch (problem) {
        if (mine !== generation || statusOf(clientOrderId)?.kind !== 'unknown') return;
        setPendingStatus(clientOrderId, { kind: 'unknown', checking: false, problem, checkedAt: Date.now() });
        await sleep(Math.min(2000 * 2 ** tries, MAX_DELAY_MS), (wake) => (handle.wake = wake));
      }
    }
  } finally {
    if (running.get(clientOrderId) === handle) running.delete(clientOrderId);
  }
}

/** Starts the look-up loop unless one is already running (never cuts a backoff short). */
export function watchPending(clientOrderId: string): void {
  if (!running.has(clientOrderId)) void reconcilePending(clientOrderId);
}

/** Puts an absent or unknown submit back to "unknown" and checks again now. */
export function checkPendingAgain(clientOrderId: string): void {
  const status = statusOf(clientOrderId);
  if (status?.kind === 'absent') setPendingStatus(clientOrderId, { kind: 'unknown', checking: false });
  void reconcilePending(clientOrderId);
}

/** Tests only: end every loop (they stop at their next step). */
export function stopReconciling(): void {
  generation += 1;
  for (const handle of running.values()) handle.wake();
  running.clear();
}
