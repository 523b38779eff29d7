// The live client's subscription set: reference-counted symbols, a grace period before a released
// symbol is dropped (one sweep timer for all of them), and the difference between what is wanted and
// what the current socket streams. No socket, no store: the client sends what `takeChanges` returns.

const DEFAULT_GRACE_MS = 5_000;
/** The grace sweep runs at most this often (a symbol may stay this much past its grace period). */
export const GRACE_SWEEP_MS = 250;

export interface SubscriptionSetOptions {
  /** How long a symbol stays subscribed after its last user leaves (default 5 s). */
  graceMs?: number;
  now: () => number;
  /** Symbols whose grace period ended, in one call per sweep; they are no longer active. */
  onDrop: (symbols: string[]) => void;
}

export interface SubscriptionChanges {
  subscribe: string[];
  unsubscribe: string[];
}

export class SubscriptionSet {
  private readonly graceMs: number;
  private readonly refCounts = new Map<string, number>();
  /** How many of a symbol's users only keep it streamed in the background (nothing on screen). */
  private readonly backgroundCounts = new Map<string, number>();
  /** Released symbols and when their grace period ends; one sweep timer drops the due ones together. */
  private readonly graceUntil = new Map<string, number>();
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private lastSweepAt = -Infinity;
  /** Symbols the server should stream: in use, or within their grace period. */
  private readonly active = new Set<string>();
  /** Symbols subscribed on the current socket. */
  private readonly onSocket = new Set<string>();
  private readonly pendingSubscribe = new Set<string>();
  private readonly pendingUnsubscribe = new Set<string>();
  private disposed = false;

  constructor(private readonly options: SubscriptionSetOptions) {
    this.graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  }

  /** One more user of `symbol`; true when it was not active before (the server must be asked for it). */
  acquire(symbol: string, background = false): boolean {
    this.refCounts.set(symbol, (this.refCounts.get(symbol) ?? 0) + 1);
    if (background) this.backgroundCounts.set(symbol, (this.backgroundCounts.get(symbol) ?? 0) + 1);
    this.graceUntil.delete(symbol);
    if (this.active.has(symbol)) return false;
    this.active.add(symbol);
    this.pendingUnsubscribe.delete(symbol);
    if (!this.onSocket.has(symbol)) this.pendingSubscribe.add(symbol);
    return true;
  }

  /** One user less; the last one starts the grace period. */
  release(symbol: string, background = false): void {
    if (background) {
      const left = (this.backgroundCounts.get(symbol) ?? 0) - 1;
      if (left > 0) this.backgroundCounts.set(symbol, left);
      else this.backgroundCounts.delete(symbol);
    }
    const count = (this.refCounts.get(symbol) ?? 0) - 1;
    if (count > 0) {
      this.refCounts.set(symbol, count);
      return;
    }
    this.refCounts.delete(symbol);
    if (this.disposed) return;
    // A symbol often comes back at once (a re-render, a route change): wait before unsubscribing.
    this.graceUntil.set(symbol, this.options.now() + this.graceMs);
    this.scheduleGraceSweep();
  }

  has(symbol: string): boolean {
    return this.active.has(symbol);
  }

  get size(): number {
    return this.active.size;
  }

  /**
   * Symbols whose every user streams them only in the background (sorted): their quotes may come
   * merged, a second at a time. A symbol within its grace period is not among them.
   */
  backgroundOnly(): string[] {
    const symbols: string[] = [];
    for (const [symbol, count] of this.backgroundCounts)
      if (this.refCounts.get(symbol) === count) symbols.push(symbol);
    return symbols.sort();
  }

  /** The active symbols (in use, or within their grace period). */
  symbols(): string[] {
    return [...this.active];
  }

  /**
   * What the current socket still needs to be told; the set then counts it as told. Unsubscribes
   * first (the client sends them first).
   */
  takeChanges(): SubscriptionChanges {
    const subscribe = [...this.pendingSubscribe].filter((s) => this.active.has(s) && !this.onSocket.has(s));
    const unsubscribe = [...this.pendingUnsubscribe].filter(
      (s) => !this.active.has(s) && this.onSocket.has(s),
    );
    this.pendingSubscribe.clear();
    this.pendingUnsubscribe.clear();
    for (const s of unsubscribe) this.onSocket.delete(s);
    for (const s of subscribe) this.onSocket.add(s);
    return { subscribe, unsubscribe };
  }

  /** A new socket opened: it gets the whole active set at once, and nothing is pending any more. */
  takeAll(): string[] {
    this.pendingSubscribe.clear();
    this.pendingUnsubscribe.clear();
    const symbols = [...this.active];
    for (const s of symbols) this.onSocket.add(s);
    return symbols;
  }

  /** The socket went away (or a new one is connecting): it streams nothing. */
  socketGone(): void {
    this.onSocket.clear();
  }

  /**
   * One timer for every symbol in its grace period: it fires when the earliest ends, but at most
   * every GRACE_SWEEP_MS, and drops all that are due at once. Rows released one per frame as a table
   * scrolls then leave in a few batches (one store update each), not one by one.
   */
  private scheduleGraceSweep(): void {
    if (this.graceTimer !== null || this.graceUntil.size === 0 || this.disposed) return;
    let earliest = Infinity;
    for (const until of this.graceUntil.values()) if (until < earliest) earliest = until;
    const at = Math.max(earliest, this.lastSweepAt + GRACE_SWEEP_MS);
    this.graceTimer = setTimeout(() => this.sweepGrace(), Math.max(0, at - this.options.now()));
  }

  private sweepGrace(): void {
    this.graceTimer = null;
    const now = this.options.now();
    this.lastSweepAt = now;
    const due: string[] = [];
    for (const [symbol, until] of this.graceUntil)
      if (until <= now) {
        due.push(symbol);
        this.graceUntil.delete(symbol);
      }
    if (due.length > 0) this.drop(due);
    this.scheduleGraceSweep();
  }

  private drop(symbols: string[]): void {
    for (const symbol of symbols) {
      this.active.delete(symbol);
      this.pendingSubscribe.delete(symbol);
      if (this.onSocket.has(symbol)) this.pendingUnsubscribe.add(symbol);
    }
    this.options.onDrop(symbols);
  }

  dispose(): void {
    this.disposed = true;
    if (this.graceTimer !== null) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.graceUntil.clear();
  }
}
