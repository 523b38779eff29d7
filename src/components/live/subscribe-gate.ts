// When the live cells of a scrolling table subscribe their symbols. A virtualized table mounts rows
// as they come into view (and its overscan); during a fast scroll most of them pass in a fraction of
// a second, and subscribing each would fetch its snapshot and make the server stream it for nothing
// (then unsubscribe it after the live client's grace period). The gate holds a cell's subscription
// until it has been mounted `delayMs` and the table has not scrolled for `quietMs` (the scroll
// stopped or paused), or in any case once it has been mounted `maxWaitMs` (a slow scroll that a
// person reads). One timer per table, not one per cell. A quote the store already has shows at once
// either way: the gate only delays asking for it. Cells cancel what they scheduled when they unmount,
// so a table that goes leaves at most one timer that finds nothing to do.

export interface SubscribeGate {
  /** Runs `subscribe` when the gate opens for a cell mounted now; the returned function cancels it. */
  schedule(subscribe: () => void): () => void;
  /** The table scrolled (call on each scroll event). */
  noteScroll(): void;
}

export interface SubscribeGateOptions {
  delayMs: number;
  quietMs?: number;
  maxWaitMs?: number;
  now?: () => number;
}

export function createSubscribeGate({
  delayMs,
  quietMs = 100,
  maxWaitMs = 400,
  now = () => performance.now(),
}: SubscribeGateOptions): SubscribeGate {
  const pending = new Map<() => void, number>();
  let lastScrollAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** When the earliest pending cell may subscribe, given the scroll so far. */
  const openAt = (mountedAt: number) =>
    Math.min(Math.max(mountedAt + delayMs, lastScrollAt + quietMs), mountedAt + maxWaitMs);

  const arm = () => {
    if (timer !== null || pending.size === 0) return;
    let at = Infinity;
    for (const mountedAt of pending.values()) at = Math.min(at, openAt(mountedAt));
    timer = setTimeout(run, Math.max(0, at - now()));
  };

  const run = () => {
    timer = null;
    const t = now();
    const due: Array<() => void> = [];
    for (const [subscribe, mountedAt] of pending)
      if (openAt(mountedAt) <= t) {
        due.push(subscribe);
        pending.delete(subscribe);
      }
    for (const subscribe of due) subscribe();
    arm();
  };

  return {
    schedule(subscribe) {
      // A distinct function per call, so the same callback scheduled twice counts twice.
      const entry = () => subscribe();
      pending.set(entry, now());
      arm();
      return () => {
        pending.delete(entry);
      };
    },
    noteScroll() {
      lastScrollAt = now();
    },
  };
}
