// The order desk: accepts orders (validation, risk checks, idempotent client ids), finds them,
// and takes cancel and replace requests. Fills happen in the matching step (order-fills.ts).
import type { Execution, NewOrderRequest, Order, ReplaceOrderRequest } from '@/api/schemas/orders';
import type { BrokerageCalendar, SessionName } from './deps';
import type { AccountRecord, BrokerageSnapshot, LedgerState, OrderState } from './state';
import type { PriceBook } from './prices';
import { ACK_DELAY_MS, PENDING_MS } from './matching';
import { validateNewOrder, checkPrice, checkQuantity, type NormalizedOrder } from './order-request';
import { checkRisk, intentOf, riskDetails, type OrderIntent } from './risk';
import { isOpen, orderView } from './order-view';
import {
  listExecutions,
  listOrders,
  matchesCancelFilters,
  type CancelAllFilters,
  type ExecutionFilters,
  type OrderFilters,
} from './order-listing';
import { badRequest, conflict, notFound, SandboxError, type FieldViolation } from '../errors';
import { type Decimal, dec, price, qty } from './money';

export interface DeskHost {
  readonly state: BrokerageSnapshot;
  readonly book: PriceBook;
  readonly calendar: BrokerageCalendar;
  now(): number;
  session(atMs: number): SessionName;
  newId(atMs: number): string;
  recordOf(accountId: number): AccountRecord;
  ledgerOf(accountId: number): LedgerState;
  /** Buying power left for new orders, with `openOrders` holding their reservations. */
  availableBuyingPower(
    record: AccountRecord,
    ledger: LedgerState,
    openOrders: readonly OrderState[],
  ): Decimal;
  /** Previous close of an instrument, for a position a fill opens. */
  previousClose(instrumentId: string): { price: string; date: string } | undefined;
}

const orderNotFound = (orderId: string, accountId: number) =>
  notFound(`Order ${orderId} not found for account ${accountId}`);

export class OrderDesk {
  private byId = new Map<string, OrderState>();
  private byClientId = new Map<string, OrderState>();

  constructor(private readonly host: DeskHost) {
    this.reindex();
  }

  reindex(): void {
    this.byId.clear();
    this.byClientId.clear();
    for (const order of this.host.state.orders) this.index(order);
  }

  private index(order: OrderState): void {
    this.byId.set(order.id, order);
    // A replacement shares its original's client id; the original stays what the id resolves to.
    const key = `${order.account_id}:${order.client_order_id}`;
    if (!this.byClientId.has(key)) this.byClientId.set(key, order);
  }

  /** Stores and indexes an order. */
  insert(order: OrderState): void {
    this.host.state.orders.push(order);
    this.index(order);
  }

  accountOrders(accountId: number): OrderState[] {
    return this.host.state.orders.filter((o) => o.account_id === accountId);
  }

  openOrders(accountId: number): OrderState[] {
    return this.host.state.orders.filter((o) => o.account_id === accountId && isOpen(o));
  }

  private find(accountId: number, orderId: string): OrderState {
    const order = this.byId.get(orderId);
    if (!order || order.account_id !== accountId) throw orderNotFound(orderId, accountId);
    return order;
  }

  get(accountId: number, orderId: string): Order {
    return orderView(this.find(accountId, orderId));
  }

  private readonly resolveId = (value: string): string =>
    this.host.book.resolve(value)?.instrument_id ?? value;

  list(accountId: number, filters: OrderFilters): Order[] {
    return listOrders(this.accountOrders(accountId), filters, this.resolveId);
  }

  executions(accountId: number, filters: ExecutionFilters): Execution[] {
    return listExecutions(this.host.state.executions, accountId, filters, this.resolveId);
  }

  /**
   * Submits a batch. The batch is all or nothing: if any order fails validation (400 with field
   * details, each carrying its `index`) or a risk check (400 "Risk check failed"), none is created.
   * An order whose client `id` the account has used before is answered with the original order.
   */
  submit(accountId: number, requests: readonly NewOrderRequest[]): Order[] {
    const host = this.host;
    const record = host.recordOf(accountId);
    const ledger = host.ledgerOf(accountId);
    const now = host.now();
    const session = host.session(now);
    const results: Array<OrderState> = [];
    const created: OrderState[] = [];
    const fresh = new Set<OrderState>();
    const violations: FieldViolation[] = [];
    const riskFailures: Array<Record<string, unknown>> = [];
    const open = this.openOrders(accountId);

    requests.forEach((req, index) => {
      const clientId = req.id ?? null;
      if (clientId !== null) {
        const previous =
          this.byClientId.get(`${accountId}:${clientId}`) ??
          created.find((o) => o.client_order_id === clientId);
        if (previous) {
          results.push(previous);
          return;
        }
      }
      const checked = validateNewOrder(req, { book: host.book, nowMs: now, session });
      if (!checked.order) {
        violations.push(...checked.violations.map((v) => ({ ...v, index })));
        return;
      }
      const id = host.newId(now);
      const intent = intentOf(checked.order);
      const working = [...open, ...created];
      const { failure } = checkRisk(intent, {
        record,
        ledger,
        book: host.book,
        openOrders: working,
        buyingPower: host.availableBuyingPower(record, ledger, working),
      });
      if (failure) {
        riskFailures.push(...riskDetails(failure, id, accountId, intent, index));
        return;
      }
      const order = this.createOrder(id, accountId, checked.order, now);
      created.push(order);
      fresh.add(order);
      results.push(order);
    });
    if (violations.length > 0) throw badRequest('Invalid order request', violations);
    if (riskFailures.length > 0) throw new SandboxError(400, 'Risk check failed', riskFailures);

    for (const order of created) this.accept(order);
    return results.map((o) => orderView(o, { acknowledgement: fresh.has(o) }));
  }

  /** Sends a new order to the venue: stored, and REJECTED at once in the venue-rejects scenario. */
  accept(order: OrderState): void {
    if (this.host.state.venue_rejects) {
      order.status = 'REJECTED';
      order.details.push(
        'Rejected by the venue: orders are not accepted at this time (scenario venue-rejects)',
      );
    }
    this.insert(order);
  }

  createOrder(id: string, accountId: number, n: NormalizedOrder, now: number): OrderState {
    const i = n.instrument;
    const order: OrderState = {
      id,
      client_order_id: n.client_order_id ?? id,
      account_id: accountId,
      instrument_id: i.instrument_id,
      symbol: i.symbol,
      instrument_type: i.instrument_type,
      underlying_instrument_id: i.underlying_instrument_id,
      multiplier: i.multiplier,
      venue: i.venue,
      side: n.side,
      order_type: n.order_type,
      time_in_force: n.time_in_force,
      quantity: qty(n.quantity),
      filled_quantity: '0',
      filled_notional: '0',
      limit_price: n.limit_price ? price(n.limit_price) : null,
      stop_price: n.stop_price ? price(n.stop_price) : null,
      limit_offset: n.limit_offset ? price(n.limit_offset) : null,
      trailing_offset: n.trailing_offset
        ? n.trailing_offset_type === 'BPS'
          ? n.trailing_offset.toFixed()
          : price(n.trailing_offset)
        : null,
      trailing_offset_type: n.trailing_offset_type,
      expires_at_ms: n.expires_at_ms,
      extended_hours: n.extended_hours,
      strategy: n.strategy,
      status: 'PENDING_NEW',
      created_ms: now,
      updated_ms: now,
      ack_ms: now + ACK_DELAY_MS,
      details: [],
      triggered: false,
      trailing: null,
      saw_session: false,
      released: n.strategy.type === 'SOR',
      pending: null,
      replaces: null,
      replaced_by: null,
    };
    if (n.order_type === 'TRAILING_STOP' || n.order_type === 'TRAILING_STOP_LIMIT') {
      // The watermark starts at the price when the order arrives.
      const mark = this.host.book.mark(i.instrument_id);
      if (mark) order.trailing = { watermark: mark.toFixed(), watermark_ms: now };
    }
    return order;
  }

  /** Cancel one order: PENDING_CANCEL now, CANCELED about a second later. A cancel supersedes a pending replace. */
  cancel(accountId: number, orderId: string): Order {
    const order = this.find(accountId, orderId);
    this.requestCancel(order);
    return orderView(order);
  }

  /**
   * Starts a cancel. A terminal order (FILLED, CANCELED, REJECTED, EXPIRED, REPLACED) answers 409:
   * the request conflicts with the order's state, as the spec answers 409 for canceling a terminal
   * position instruction. While pending, the venue holds the order (it does not fill).
   */
  requestCancel(order: OrderState): void {
    if (!isOpen(order))
      throw conflict(`Order ${order.id} is ${order.status} and can no longer be canceled`, [
        { field: 'order_id', description: `order status is ${order.status}` },
      ]);
    if (order.pending?.kind === 'cancel') return;
    const now = this.host.now();
    order.pending = { kind: 'cancel', until_ms: Math.max(now + PENDING_MS, order.ack_ms) };
    order.status = 'PENDING_CANCEL';
    order.updated_ms = now;
  }

  cancelAll(accountId: number, filters: CancelAllFilters): Order[] {
    const matched = this.openOrders(accountId).filter((o) =>
      matchesCancelFilters(o, filters, this.resolveId),
    );
    if (matched.length === 0) throw notFound('No orders match the specified filters');
    for (const order of matched) this.requestCancel(order);
    return matched.map((o) => orderView(o));
  }

  /**
   * Replace: the answer is the order in PENDING_REPLACE showing the requested values (as the
   * OpenAPI example); about a second later it becomes REPLACED and a new order (new id, same
   * client_order_id, `replaces_order_id` set, filled quantity carried over) works in its place.
   */
  replace(accountId: number, orderId: string, req: ReplaceOrderRequest): Order {
    const order = this.find(accountId, orderId);
    const { quantity, limit_price: limit, stop_price: stop } = req;
    if (quantity == null && limit == null && stop == null)
      throw badRequest('At least one of quantity, limit_price and stop_price must be provided', [
        { field: 'body', description: 'provide quantity, limit_price or stop_price' },
      ]);
    if (!isOpen(order)) throw conflict(`Order ${order.id} is ${order.status} and can no longer be replaced`);
    if (order.pending?.kind === 'cancel')
      throw conflict(`Order ${order.id} has a pending cancel and cannot be replaced`);
    if (order.pending?.kind === 'replace') throw conflict(`Order ${order.id} already has a pending replace`);

    const out: FieldViolation[] = [];
    const instrument = this.host.book.resolve(order.instrument_id);
    let newQuantity: Decimal | null = null;
    if (quantity != null) {
      newQuantity = checkQuantity(quantity, instrument, out);
      if (newQuantity && newQuantity.lte(order.filled_quantity))
        out.push({
          field: 'quantity',
          description: `quantity must exceed the ${order.filled_quantity} already filled`,
        });
    }
    let newLimit: Decimal | null = null;
    if (limit != null) {
      if (order.order_type !== 'LIMIT' && order.order_type !== 'STOP_LIMIT')
        out.push({ field: 'limit_price', description: `a ${order.order_type} order has no limit_price` });
      else newLimit = checkPrice('limit_price', limit, out);
    }
    let newStop: Decimal | null = null;
    if (stop != null) {
      if (order.order_type !== 'STOP' && order.order_type !== 'STOP_LIMIT')
        out.push({ field: 'stop_price', description: `a ${order.order_type} order has no stop_price` });
      else newStop = checkPrice('stop_price', stop, out);
    }
    if (out.length > 0 || !instrument) throw badRequest('Invalid replace request', out);

    const values = {
      quantity: newQuantity ? qty(newQuantity) : null,
      limit_price: newLimit ? price(newLimit) : null,
      stop_price: newStop ? price(newStop) : null,
    };
    const limitText = values.limit_price ?? order.limit_price;
    const stopText = values.stop_price ?? order.stop_price;
    const intent: OrderIntent = {
      instrument,
      side: order.side,
      order_type: order.order_type,
      limit: limitText ? dec(limitText) : null,
      stop: stopText ? dec(stopText) : null,
      quantity: dec(values.quantity ?? order.quantity).minus(order.filled_quantity),
    };
    const record = this.host.recordOf(accountId);
    const ledger = this.host.ledgerOf(accountId);
    const others = this.openOrders(accountId).filter((o) => o.id !== order.id);
    // Sells already counted toward what is available include this order's own leaves.
    const { failure } = checkRisk(intent, {
      record,
      ledger,
      book: this.host.book,
      openOrders: others,
      buyingPower: this.host.availableBuyingPower(record, ledger, others),
    });
    if (failure)
      throw new SandboxError(400, 'Risk check failed', riskDetails(failure, order.id, accountId, intent, 0));

    const now = this.host.now();
    order.pending = { kind: 'replace', until_ms: Math.max(now + PENDING_MS, order.ack_ms), replace: values };
    order.status = 'PENDING_REPLACE';
    order.updated_ms = now;
    return orderView(order, {
      overlay: {
        quantity: values.quantity ?? order.quantity,
        limit_price: values.limit_price ?? order.limit_price,
        stop_price: values.stop_price ?? order.stop_price,
      },
    });
  }
}
