// Idempotency helpers of the ticket: the client order id, and a cross-tab lock keyed by it so two
// tabs holding the same pending order (a duplicated tab, a restored session) never both send it.
// The lock holds nothing secret: the id, which tab holds it and since when.

const LOCK_PREFIX = 'orders.submit-lock.';
const LOCK_TTL_MS = 60_000;

/** A client order id: unique per account, at most 64 characters (the spec's limit). */
export function mintClientOrderId(): string {
  const uuid =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
  return `tkt-${uuid}`.slice(0, 64);
}

const tabId = mintClientOrderId();

/** Locks held in memory when localStorage is full or blocked: they protect this tab only. */
const memoryLocks = new Map<string, number>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface SubmitLock {
  /** False when another tab is sending this client order id right now. */
  acquired: boolean;
  /**
   * False when localStorage could not be used (full, blocked, absent): the lock fell back to memory,
   * so it no longer protects against another tab, and the user must be told.
   */
  crossTab: boolean;
}

/** Takes the send lock for a client order id. Never throws: a failing storage never blocks a send. */
export function acquireSubmitLock(clientOrderId: string, now = Date.now()): SubmitLock {
  const key = LOCK_PREFIX + clientOrderId;
  const store = storage();
  try {
    if (!store) throw new Error('no localStorage');
    const raw = store.getItem(key);
    if (raw) {
      try {
        const held = JSON.parse(raw) as { tab?: string; at?: number };
        if (held.tab !== tabId && typeof held.at === 'number' && now - held.at < LOCK_TTL_MS)
          return { acquired: false, crossTab: true };
      } catch {
        // A corrupt entry is no lock.
      }
    }
    store.setItem(key, JSON.stringify({ tab: tabId, at: now }));
    memoryLocks.delete(key);
    return { acquired: true, crossTab: true };
  } catch {
    // QuotaExceededError, SecurityError...: fall back to a lock this tab alone can see.
    memoryLocks.set(key, now);
    return { acquired: true, crossTab: false };
  }
}

export function releaseSubmitLock(clientOrderId: string): void {
  const key = LOCK_PREFIX + clientOrderId;
  if (memoryLocks.delete(key)) return;
  try {
    const store = storage();
    const raw = store?.getItem(key);
    if (raw && raw.includes(tabId)) store?.removeItem(key);
  } catch {
    // Nothing to release in a storage that cannot be read.
  }
}
