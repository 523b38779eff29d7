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

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Takes the send lock for a client order id; false when another tab is sending it right now. */
export function acquireSubmitLock(clientOrderId: string, now = Date.now()): boolean {
  const store = storage();
  if (!store) return true;
  const key = LOCK_PREFIX + clientOrderId;
  const raw = store.getItem(key);
  if (raw) {
    try {
      const held = JSON.parse(raw) as { tab?: string; at?: number };
      if (held.tab !== tabId && typeof held.at === 'number' && now - held.at < LOCK_TTL_MS) return false;
    } catch {
      // A corrupt entry is no lock.
    }
  }
  store.setItem(key, JSON.stringify({ tab: tabId, at: now }));
  return true;
}

export function releaseSubmitLock(clientOrderId: string): void {
  const store = storage();
  const key = LOCK_PREFIX + clientOrderId;
  const raw = store?.getItem(key);
  if (raw && raw.includes(tabId)) store?.removeItem(key);
}
