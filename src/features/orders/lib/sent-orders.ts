// Orders sent from this tab, whatever the account: the order watcher follows each one to its outcome
// (fill, partial fill, rejection, expiry) and toasts it, even when the account is not the active one.
//
// Every send of the ticket is first written to the pending-submit store (lib/pending-submits.ts), so
// following that store catches every order this tab sends without the ticket calling anything;
// `trackSentOrder` is also exported for a caller that knows the server's order id at once.
// Kept in sessionStorage (ids and times only, never a secret), so a reload keeps following them.
import { listPending, subscribePending } from './pending-submits';

export interface SentOrder {
  accountId: number;
  clientOrderId: string;
  /** The server's id, once known (from the submit's answer or a list). */
  orderId?: string | undefined;
  /** Epoch ms of the send. */
  sentAt: number;
}

const STORAGE_KEY = 'orders.sent-from-tab.v1';
/** An order not seen on the server this long after its send was never placed (refused, or lost). */
export const UNSEEN_GIVE_UP_MS = 120_000;
/** Followed at most this long: a GTC order resting for days is the active account's business. */
const FOLLOW_MS = 24 * 60 * 60 * 1000;

let orders: SentOrder[] | undefined;
const listeners = new Set<(accountId: number) => void>();

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isSent(value: unknown): value is SentOrder {
  const v = value as Partial<SentOrder> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.accountId === 'number' &&
    typeof v.clientOrderId === 'string' &&
    typeof v.sentAt === 'number' &&
    (v.orderId === undefined || typeof v.orderId === 'string')
  );
}

function all(): SentOrder[] {
  if (orders) return orders;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    orders = Array.isArray(parsed) ? parsed.filter(isSent) : [];
  } catch {
    orders = [];
  }
  const oldest = Date.now() - FOLLOW_MS;
  orders = orders.filter((o) => o.sentAt >= oldest);
  return orders;
}

function save(): void {
  try {
    const list = all();
    if (list.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: followed for this page only.
  }
}

/** Called with the account whenever one of its sent orders is added or dropped. */
export function subscribeSentOrders(listener: (accountId: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows an order sent from this tab until its outcome is known (idempotent per client order id). */
export function trackSentOrder(
  accountId: number,
  order: { clientOrderId: string; orderId?: string | undefined; sentAt?: number | undefined },
): void {
  const list = all();
  const existing = list.find((o) => o.accountId === accountId && o.clientOrderId === order.clientOrderId);
  if (existing) {
    if (order.orderId && existing.orderId !== order.orderId) {
      existing.orderId = order.orderId;
      save();
    }
    if (order.sentAt === undefined || order.sentAt <= existing.sentAt) return;
    existing.sentAt = order.sentAt;
  } else
    list.push({
      accountId,
      clientOrderId: order.clientOrderId,
      orderId: order.orderId,
      sentAt: order.sentAt ?? Date.now(),
    });
  save();
  for (const listener of listeners) listener(accountId);
}

/** The outcome is known (or the order never existed): stop following it. */
export function untrackSentOrder(accountId: number, clientOrderId: string): void {
  const list = all();
  const next = list.filter((o) => !(o.accountId === accountId && o.clientOrderId === clientOrderId));
  if (next.length === list.length) return;
  orders = next;
  save();
  for (const listener of listeners) listener(accountId);
}

/** Sent orders still followed, of one account or of all. */
export function listSentOrders(accountId?: number): SentOrder[] {
  return all().filter((o) => accountId === undefined || o.accountId === accountId);
}

/** Accounts with sent orders still followed. */
export function accountsWithSentOrders(): number[] {
  return [...new Set(all().map((o) => o.accountId))];
}

/**
 * Starts following every submit written to the pending-submit store (those already there too, after
 * a reload). Returns the unsubscribe.
 */
export function followPendingSubmits(): () => void {
  const seen = new Set<string>();
  const sync = () => {
    for (const { entry } of listPending()) {
      const key = `${entry.clientOrderId}:${entry.sentAt}`;
      if (seen.has(key)) continue;
      seen.add(key);
      trackSentOrder(entry.accountId, { clientOrderId: entry.clientOrderId, sentAt: entry.sentAt });
    }
  };
  sync();
  return subscribePending(sync);
}

/** Tests only: forget every followed order. */
export function resetSentOrders(): void {
  orders = [];
  save();
}
