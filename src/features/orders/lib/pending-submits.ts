// Submits whose outcome is not known yet, as durable state of this browser tab.
//
// Where: sessionStorage (key `orders.pending-submits.v1`). It survives in-app navigation and a reload
// of this tab, and dies with the tab, which is the scope of "this tab sent it". A duplicated tab gets
// a copy; both then hold the same client order id, which the server treats as one order. When
// sessionStorage throws (disabled, full, sandboxed iframe) the store keeps working in memory only and
// says so (`isDurable()`), so the ticket can warn that a reload would forget the pending submit.
//
// What: client order id, account id, the full request (it carries the same id), the instrument it
// resolved to, and when it was sent. Never the token or anything else secret.
//
// An entry is written BEFORE the POST leaves, so a reload mid-flight still finds it, and removed only
// once the outcome is known: the server answered the submit, or a look-up found the order. A look-up
// that answers without it marks the entry "absent" (safe to re-send with the same id); it stays until
// it is re-sent and answered, or the user discards it.
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import { ordersMatch, type OrderMatchKey } from './order-match';
import { PENDING_STORAGE_KEY as STORAGE_KEY, setMemoryPendingCount } from './pending-unload-guard';

export interface PendingSubmit {
  clientOrderId: string;
  accountId: number;
  request: NewOrderRequest & { id: string };
  instrumentId?: string | undefined;
  symbol?: string | undefined;
  /** Epoch ms when the (last) send started. */
  sentAt: number;
}

/** What this tab knows right now about a pending submit (memory only: a reload starts at 'unknown'). */
export type PendingStatus =
  | { kind: 'sending' }
  | { kind: 'unknown'; checking: boolean; problem?: unknown; checkedAt?: number }
  | { kind: 'absent'; checkedAt: number }
  | { kind: 'found'; order: Order };

export interface PendingView {
  entry: PendingSubmit;
  status: PendingStatus;
}

let entries: PendingSubmit[] = [];
const statuses = new Map<string, PendingStatus>();
/** Resolved entries this tab still shows ("found on the server") until the user dismisses them. */
const found = new Map<string, PendingView>();
const listeners = new Set<() => void>();
let durable = true;
let loaded = false;
let version = 0;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is PendingSubmit {
  const v = value as Partial<PendingSubmit> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.clientOrderId === 'string' &&
    typeof v.accountId === 'number' &&
    typeof v.sentAt === 'number' &&
    typeof v.request === 'object' &&
    v.request !== null &&
    v.request.id === v.clientOrderId
  );
}

function load(): void {
  if (loaded) return;
  loaded = true;
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(STORAGE_KEY);
  } catch {
    durable = false;
  }
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    // A corrupt copy holds nothing usable; it is overwritten on the next write.
    entries = [];
  }
}

function save(): void {
  const store = storage();
  try {
    if (!store) throw new Error('no sessionStorage');
    if (entries.length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(entries));
    durable = true;
  } catch {
    // Full or blocked: keep the entries in memory; the ticket warns they will not survive a reload.
    durable = false;
  }
  setMemoryPendingCount(durable ? 0 : entries.length);
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes on every write: a cheap snapshot key for useSyncExternalStore. */
export function pendingVersion(): number {
  load();
  return version;
}

/** False when the entries live only in memory (sessionStorage unavailable). */
export function isDurable(): boolean {
  load();
  return durable && storage() !== undefined;
}

export function statusOf(clientOrderId: string): PendingStatus | undefined {
  return found.get(clientOrderId)?.status ?? statuses.get(clientOrderId) ?? defaultStatus(clientOrderId);
}

function defaultStatus(clientOrderId: string): PendingStatus | undefined {
  return entries.some((e) => e.clientOrderId === clientOrderId)
    ? { kind: 'unknown', checking: false }
    : undefined;
}

export function getPending(clientOrderId: string): PendingSubmit | undefined {
  load();
  return entries.find((e) => e.clientOrderId === clientOrderId);
}

/** Unresolved submits of an account (all accounts when omitted), oldest first. */
export function listPending(accountId?: number): PendingView[] {
  load();
  return entries
    .filter((e) => accountId === undefined || e.accountId === accountId)
    .map((entry) => ({
      entry,
      status: statusOf(entry.clientOrderId) ?? { kind: 'unknown', checking: false },
    }));
}

/** Submits resolved as "found on the server" that this tab has not dismissed yet. */
export function listFound(accountId: number): PendingView[] {
  return [...found.values()].filter((v) => v.entry.accountId === accountId);
}

/** Records a submit about to be sent (before the request leaves). */
export function putPending(entry: PendingSubmit): void {
  load();
  entries = [...entries.filter((e) => e.clientOrderId !== entry.clientOrderId), entry];
  statuses.set(entry.clientOrderId, { kind: 'sending' });
  found.delete(entry.clientOrderId);
  save();
  changed();
}

/** Updates the status of a pending submit; ignored once it is resolved (a late look-up). */
export function setPendingStatus(clientOrderId: string, status: PendingStatus): void {
  if (!getPending(clientOrderId)) return;
  if (status.kind === 'found') {
    resolveFound(clientOrderId, status.order);
    return;
  }
  statuses.set(clientOrderId, status);
  changed();
}

/** The outcome is known (answered, refused, or discarded): forget the entry. */
export function removePending(clientOrderId: string): void {
  load();
  const before = entries.length;
  entries = entries.filter((e) => e.clientOrderId !== clientOrderId);
  statuses.delete(clientOrderId);
  if (entries.length !== before) save();
  changed();
}

/** A look-up (or a list) found the order on the server: resolved, shown as found until dismissed. */
export function resolveFound(clientOrderId: string, order: Order): void {
  const entry = getPending(clientOrderId);
  if (!entry) return;
  found.set(clientOrderId, { entry, status: { kind: 'found', order } });
  removePending(clientOrderId);
}

export function dismissFound(clientOrderId: string): void {
  if (found.delete(clientOrderId)) changed();
}

/** Any order in `orders` that a pending submit was waiting for resolves it (presence is proof). */
export function settleFromOrders(accountId: number, orders: readonly Order[]): void {
  for (const { entry } of listPending(accountId)) {
    const order = orders.find((o) => o.client_order_id === entry.clientOrderId);
    if (order) resolveFound(entry.clientOrderId, order);
  }
}

/** The unresolved pending submit a new order would duplicate, if any (see order-match.ts). */
export function findMatchingPending(key: OrderMatchKey): PendingSubmit | undefined {
  return listPending(key.accountId)
    .map((v) => v.entry)
    .find((entry) =>
      ordersMatch(key, {
        accountId: entry.accountId,
        request: entry.request,
        instrumentId: entry.instrumentId,
        symbol: entry.symbol,
      }),
    );
}

/** Tests only: forget everything, as a fresh tab would. */
export function resetPendingSubmits(): void {
  entries = [];
  statuses.clear();
  found.clear();
  loaded = false;
  durable = true;
  changed();
}
