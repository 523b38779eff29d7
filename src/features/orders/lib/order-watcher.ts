// The order watcher: follows the active account's orders and every order sent from this tab (any
// account) and turns each fill, partial fill, rejection and expiry into a toast (plus the sound and
// the hidden-tab notification the user chose in Settings → Trading) on whatever screen is open. Each
// change refreshes that account's blotter, positions and balances (invalidateAfterOrderChange).
//
// Framework-free: one AccountWatch per account polls GET orders on its own timer, outside React
// Query, so its pace, its failures and its background polling are its own:
// - demo mode (the server runs in this tab, a poll costs no network): every 250 ms for 5 s after a
//   send (or any action on the account's orders), then every 500 ms while an order works, so a fill
//   shows within a second of the sandbox having it;
// - live mode: every second after a change or a send, slowing by 1.5× per quiet poll to 5 s;
// - nothing working: the active account is still looked at every 2 s (demo) / 10 s (live), for
//   orders placed elsewhere (another device, another tab);
// - a send from this tab, or any invalidation of the account's order lists (cancel, replace, close)
//   brings it back to the fastest pace at once;
// - it keeps polling while the tab is hidden (that is when a notification is useful);
// - a failing poll (5xx, dropped response) shows ONE toast with the request_id and polling goes on,
//   slower; a 401 pauses it until a token is entered again (the shell asks for it).
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, describeError } from '@/api/errors';
import { compare } from '@/domain/decimal/exact';
import { getOrder, getOrders, invalidateAfterOrderChange } from '@/api/resources/orders';
import type { Order } from '@/api/schemas/orders';
import { sessionStore } from '@/api/session';
import { dismissToast, pushToast, type Toast } from '@/lib/toast-store';
import { recordOrderStatus } from './status-log';
import { formatPrice, formatQuantity } from '@/domain/decimal/format';
import { formatMarketClock } from '@/lib/market-time';
import { signalOutcome, type OutcomeKind } from '@/lib/outcome-signals';
import { isOpenStatus, OPEN_STATUSES } from './order-status';
import { listSentOrders, untrackSentOrder, UNSEEN_GIVE_UP_MS, type SentOrder } from './sent-orders';
import { orderSubject } from '@/domain/order-vocabulary';

export const DEMO_POLL_MS = 500;
/** Demo mode, for a few seconds after a send or another action: a market order fills about now. */
export const DEMO_BURST_MS = 250;
const BURST_FOR_MS = 5000;
const LIVE_FASTEST_MS = 1000;
const LIVE_SLOWEST_MS = 5000;
/** Nothing working: how often the active account is still looked at (orders placed elsewhere). */
export const IDLE_POLL_MS = { demo: 2000, live: 10_000 };
const ERROR_SLOWEST_MS = 30_000;
/** Orders created this long before the watch started are read as "recent" too. */
const RECENT_MARGIN_MS = 60_000;
/** A poke right after a poll waits this long, so the watcher's own refreshes do not poll twice. */
const POKE_GAP_MS = 250;

/** The live-mode pace: 1 s after a change, ×1.5 per quiet poll, at most 5 s. */
/** Set for a moment by `beforeunload` (the page may be going away). */
let leavingUntil = 0;
if (typeof window !== 'undefined')
  window.addEventListener('beforeunload', () => {
    leavingUntil = Date.now() + 1500;
  });

export function pollDelayMs(quietPolls: number): number {
  return Math.min(LIVE_SLOWEST_MS, Math.round(LIVE_FASTEST_MS * 1.5 ** quietPolls));
}

interface Seen {
  status: string;
  filled: string;
  /** The client order id (a replacement shares its original's). */
  client?: string | undefined;
}

const seenOf = (o: Order): Seen => ({
  status: o.status,
  filled: o.filled_quantity,
  client: o.client_order_id,
});

export interface Outcome {
  kind: OutcomeKind;
  toast: Omit<Toast, 'id'>;
  ttlMs: number;
}

/** "BUY 7 KO": a toast names the side as the wire does. */
const describe = (o: Order) => orderSubject(o, String);

function when(o: Order): string {
  const ms = Date.parse(o.updated_at);
  return Number.isFinite(ms) ? `${formatMarketClock(ms)} ET` : '';
}

const join = (...parts: Array<string | undefined | false>) => parts.filter(Boolean).join(' · ');

/**
 * The outcome a trader is told about when an order moves from `previous` (undefined: first seen) to
 * its current state, or null. A fill that happened between two polls of an order that is canceled
 * or expired by now is still told.
 */
export function outcomeOf(order: Order, previous: Seen | undefined, accountNote?: string): Outcome | null {
  const filledMore = compare(order.filled_quantity, previous?.filled ?? '0') > 0;
  const filled = formatQuantity(order.filled_quantity);
  const avg = order.average_fill_price ? `avg ${formatPrice(order.average_fill_price)}` : undefined;
  const same = previous?.status === order.status;
  switch (order.status) {
    case 'FILLED':
      if (same) return null;
      return {
        kind: 'fill',
        toast: {
          kind: 'success',
          title: `Filled: ${describe(order)}`,
          message: join(`${filled} filled`, avg, when(order), accountNote),
        },
        ttlMs: 8000,
      };
    case 'PARTIALLY_FILLED':
      if (!filledMore) return null;
      return {
        kind: 'partial',
        toast: {
          kind: 'info',
          title: `Partial fill: ${describe(order)}`,
          message: join(
            `${filled} filled, ${formatQuantity(order.leaves_quantity)} left`,
            avg,
            when(order),
            accountNote,
          ),
        },
        ttlMs: 8000,
      };
    case 'REJECTED':
      if (same) return null;
      return {
        kind: 'rejected',
        toast: {
          kind: 'error',
          title: `Rejected: ${describe(order)}`,
          message: join((order.details ?? []).join('; ') || 'The venue rejected the order', accountNote),
        },
        ttlMs: 12_000,
      };
    case 'EXPIRED':
      if (same) return null;
      return {
        kind: 'expired',
        toast: {
          kind: 'warning',
          title: `Expired: ${describe(order)}`,
          message: join(
            filledMore || compare(order.filled_quantity, '0') > 0 ? `${filled} filled` : undefined,
            (order.details ?? []).join('; '),
            accountNote,
          ),
        },
        ttlMs: 8000,
      };
    default:
      // Canceled (or replaced) after filling some since the last look: that fill is still news.
      if (!filledMore || isOpenStatus(order.status)) return null;
      return {
        kind: 'partial',
        toast: {
          kind: 'info',
          title: `Partial fill: ${describe(order)}`,
          message: join(`${filled} filled, then ${order.status.toLowerCase()}`, avg, accountNote),
        },
        ttlMs: 8000,
      };
  }
}

function announce(outcome: Outcome, order: Order): void {
  pushToast(outcome.toast, outcome.ttlMs);
  signalOutcome(
    outcome.kind,
    outcome.toast.title,
    outcome.toast.message,
    `order-${order.id}-${order.status}`,
  );
}

export interface WatcherHost {
  queryClient: QueryClient;
  /** Demo mode: the server is in this tab. */
  isDemo(): boolean;
  /** The account the terminal trades (watched whole); others only for their tab-sent orders. */
  activeAccountId(): number | undefined;
}

class AccountWatch {
  private readonly known = new Map<string, Seen>();
  private seeded = false;
  private quiet = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = false;
  private lastPollAt = 0;
  private failures = 0;
  private failureToast: number | undefined;
  private paused = false;
  private stopped = false;
  private working = false;
  /** Until when the fastest (burst) pace holds: a few seconds after a poke. */
  private burstUntil = 0;
  /** When this watch last invalidated the account's queries (its own refresh is not a poke). */
  private selfInvalidatedAt = 0;
  private readonly startedAt = Date.now();

  constructor(
    readonly accountId: number,
    private readonly host: WatcherHost,
    private readonly onIdle: (watch: AccountWatch) => void,
  ) {}

  private get active(): boolean {
    return this.host.activeAccountId() === this.accountId;
  }

  /** Becomes (or stops being) the active account's watch: orders it has not met are seeded quietly. */
  activeChanged(): void {
    this.seeded = false;
    this.poke();
  }

  /** Something happened to this account (a send, a cancel…): look now, at the fastest pace. */
  poke(): void {
    if (this.stopped) return;
    if (Date.now() - this.selfInvalidatedAt < 150) return;
    this.quiet = 0;
    this.working = true;
    this.burstUntil = Date.now() + BURST_FOR_MS;
    // While polls fail, their own backoff decides when to look again (no burst of failing requests).
    if (this.inFlight || this.paused || this.failures > 0) return;
    const since = Date.now() - this.lastPollAt;
    this.schedule(since >= POKE_GAP_MS ? 0 : POKE_GAP_MS - since);
  }

  /** The session changed (a token entered again): a paused watch starts again. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.failures = 0;
    this.poke();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.poll(), delayMs);
  }

  private nextDelay(): number {
    if (this.failures > 0) return Math.min(ERROR_SLOWEST_MS, 2000 * 2 ** (this.failures - 1));
    if (!this.working) return this.host.isDemo() ? IDLE_POLL_MS.demo : IDLE_POLL_MS.live;
    if (!this.host.isDemo()) return pollDelayMs(this.quiet);
    return Date.now() < this.burstUntil ? DEMO_BURST_MS : DEMO_POLL_MS;
  }

  private async poll(): Promise<void> {
    if (this.stopped || this.inFlight || this.paused) return;
    // The page is being left: a request now would outlive it (in demo mode msw has already let go of
    // the page, so it would reach the static server). If the leave is cancelled, polling goes on.
    if (Date.now() < leavingUntil) {
      this.schedule(leavingUntil - Date.now());
      return;
    }
    const active = this.active;
    const sent = listSentOrders(this.accountId);
    if (!active && sent.length === 0) {
      this.stop();
      this.onIdle(this);
      return;
    }
    this.inFlight = true;
    this.lastPollAt = Date.now();
    const firstSent = Math.min(Infinity, ...sent.map((s) => s.sentAt));
    const from = new Date(Math.min(active ? this.startedAt : Infinity, firstSent) - RECENT_MARGIN_MS);
    try {
      const [open, recent] = await Promise.all([
        active ? getOrders(this.accountId, { status: OPEN_STATUSES, page_size: 1000 }) : undefined,
        getOrders(this.accountId, { from: from.toISOString(), page_size: 1000 }),
      ]);
      if (this.stopped) return;
      this.recovered();
      await this.process([...recent.data, ...(open?.data ?? [])], sent, active);
    } catch (error) {
      if (!this.stopped) this.failed(error);
    } finally {
      this.inFlight = false;
      // Paced from the start of this poll, so the request's own time does not slow the pace.
      if (!this.paused) this.schedule(Math.max(0, this.lastPollAt + this.nextDelay() - Date.now()));
    }
  }

  private async process(orders: Order[], sent: SentOrder[], active: boolean): Promise<void> {
    const current = new Map<string, Order>();
    for (const o of orders) current.set(o.id, o);
    const sentByClient = new Map(sent.map((s) => [s.clientOrderId, s]));
    // What each client order id had filled (a replacement carries its original's fills over).
    const filledByClient = new Map<string, string>();
    for (const seen of this.known.values()) if (seen.client) filledByClient.set(seen.client, seen.filled);
    let changed = false;
    for (const o of current.values()) {
      const fromTab = sentByClient.has(o.client_order_id);
      if (!active && !fromTab) continue;
      recordOrderStatus(o.id, o.status);
      let previous = this.known.get(o.id);
      if (!previous) {
        const carried = filledByClient.get(o.client_order_id);
        if (carried !== undefined) previous = { status: 'NEW', filled: carried };
        else if (fromTab) previous = { status: 'PENDING_NEW', filled: '0' };
        else if (!this.seeded) {
          // Already there when the watch started: its past is not news.
          this.known.set(o.id, seenOf(o));
          continue;
        }
        changed = true;
      } else if (previous.status !== o.status || previous.filled !== o.filled_quantity) changed = true;
      const outcome = outcomeOf(o, previous, active ? undefined : `account ${this.accountId}`);
      if (outcome) announce(outcome, o);
      this.known.set(o.id, seenOf(o));
    }
    this.seeded = true;

    // Orders that left the open list without showing in the recent one: ask for their final state.
    const vanished = [...this.known.entries()].filter(
      ([id, seen]) => !current.has(id) && isOpenStatus(seen.status),
    );
    await Promise.all(
      vanished.map(async ([id, previous]) => {
        changed = true;
        try {
          const o = await getOrder(this.accountId, id);
          recordOrderStatus(o.id, o.status);
          const outcome = outcomeOf(o, previous, active ? undefined : `account ${this.accountId}`);
          if (outcome) announce(outcome, o);
          this.known.set(o.id, seenOf(o));
        } catch {
          this.known.delete(id);
        }
      }),
    );

    // Tab-sent orders whose outcome is known (or that never reached the server) are done.
    const now = Date.now();
    for (const s of sent) {
      const mine = [...current.values()].filter((o) => o.client_order_id === s.clientOrderId);
      const settled = mine.length > 0 && mine.every((o) => !isOpenStatus(o.status));
      if (settled || (mine.length === 0 && now - s.sentAt > UNSEEN_GIVE_UP_MS))
        untrackSentOrder(this.accountId, s.clientOrderId);
    }

    this.working =
      [...this.known.values()].some((s) => isOpenStatus(s.status)) ||
      listSentOrders(this.accountId).length > 0;
    this.quiet = changed ? 0 : this.quiet + 1;
    if (changed) {
      this.selfInvalidatedAt = Date.now();
      void invalidateAfterOrderChange(this.host.queryClient, this.accountId);
    }
  }

  private recovered(): void {
    if (this.failures === 0) return;
    const hadToast = this.failureToast !== undefined;
    if (this.failureToast !== undefined) dismissToast(this.failureToast);
    this.failureToast = undefined;
    this.failures = 0;
    if (hadToast) pushToast({ kind: 'info', title: 'Order status updates resumed' }, 4000);
  }

  private failed(error: unknown): void {
    this.failures += 1;
    const unauthorized = error instanceof ApiError && error.status === 401;
    if (unauthorized) this.paused = true;
    // One message per outage, not one per poll.
    if (this.failureToast !== undefined) return;
    const d = describeError(error);
    this.failureToast = pushToast(
      {
        kind: 'error',
        title: unauthorized
          ? 'Order status updates paused: your session has expired'
          : `Order status updates failing: ${d.title}`,
        message: join(
          d.message,
          unauthorized
            ? 'Enter your token again and fills will show again.'
            : 'Still retrying; fills will show once the server answers.',
        ),
        ...(d.requestId ? { requestId: d.requestId } : {}),
      },
      0,
    );
  }
}

/** One watcher for the tab: the active account plus every account with orders sent from this tab. */
export class OrderWatcher {
  private readonly watches = new Map<number, AccountWatch>();
  private readonly unsubscribe: () => void;

  constructor(private readonly host: WatcherHost) {
    let { authEpoch, generation } = sessionStore.getState();
    this.unsubscribe = sessionStore.subscribe((s) => {
      if (s.generation !== generation) {
        // Another server or token: what was known belongs to the old one.
        generation = s.generation;
        authEpoch = s.authEpoch;
        for (const watch of this.watches.values()) watch.stop();
        this.watches.clear();
        this.sync();
      } else if (s.authEpoch !== authEpoch) {
        authEpoch = s.authEpoch;
        for (const watch of this.watches.values()) watch.resume();
      }
    });
  }

  private watchOf(accountId: number): AccountWatch {
    let watch = this.watches.get(accountId);
    if (!watch) {
      watch = new AccountWatch(accountId, this.host, (w) => {
        if (this.watches.get(w.accountId) === w) this.watches.delete(w.accountId);
      });
      this.watches.set(accountId, watch);
    }
    return watch;
  }

  /** Starts watching the active account and every account with tab-sent orders. */
  sync(): void {
    const active = this.host.activeAccountId();
    const wanted = new Set(listSentOrders().map((s) => s.accountId));
    if (active !== undefined) wanted.add(active);
    for (const accountId of wanted) {
      const isNew = !this.watches.has(accountId);
      const watch = this.watchOf(accountId);
      if (isNew) watch.poke();
    }
  }

  /** The active account changed: both the old and the new one re-read who they are watching for. */
  activeChanged(previous: number | undefined): void {
    if (previous !== undefined) this.watches.get(previous)?.activeChanged();
    const active = this.host.activeAccountId();
    if (active !== undefined) this.watches.get(active)?.activeChanged();
    this.sync();
  }

  /** Something was done to `accountId`'s orders (sent, canceled, replaced): look now. */
  poke(accountId: number): void {
    if (this.watches.has(accountId)) this.watches.get(accountId)?.poke();
    else if (accountId === this.host.activeAccountId() || listSentOrders(accountId).length > 0)
      this.watchOf(accountId).poke();
  }

  dispose(): void {
    this.unsubscribe();
    for (const watch of this.watches.values()) watch.stop();
    this.watches.clear();
  }
}
