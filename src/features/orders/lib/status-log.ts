// The order statuses this terminal has seen, and when: the Trading API gives an order's creation,
// its fills and its latest status, but no history of the statuses in between. The order watcher and
// the order detail record what they see, so the detail's timeline can show "New", "Pending cancel"…
// with the time this tab saw them (said so). In memory, for this page only; bounded.
const MAX_ORDERS = 500;

export interface SeenStatus {
  status: string;
  /** When this tab first saw the order in this status (epoch ms). */
  seenAt: number;
}

const log = new Map<string, SeenStatus[]>();

/** Records `status` for `orderId` if it differs from the last status seen. */
export function recordOrderStatus(orderId: string, status: string, seenAt: number = Date.now()): void {
  const entries = log.get(orderId);
  if (entries) {
    if (entries[entries.length - 1]?.status !== status) entries.push({ status, seenAt });
    return;
  }
  if (log.size >= MAX_ORDERS) {
    const oldest = log.keys().next().value;
    if (oldest !== undefined) log.delete(oldest);
  }
  log.set(orderId, [{ status, seenAt }]);
}

export function seenStatuses(orderId: string): readonly SeenStatus[] {
  return log.get(orderId) ?? [];
}

/** Forgets every recorded status (tests reset it between tests). */
export function resetOrderStatusLog(): void {
  log.clear();
}
