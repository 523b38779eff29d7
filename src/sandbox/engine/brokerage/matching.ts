// One evaluation step of a working order against the simulated book: acknowledgement, pending
// cancels and replaces, expiry, stop triggers, trailing watermarks, and fills limited by the size
// shown at the touch (what is left fills on later steps). Pure logic over the StepEnv it is given.
import type { SessionName } from './deps';
import type { OrderState, OrderStatusName } from './state';
import { isOpen, leavesOf, trailingPrices } from './order-view';
import { Decimal, dec, ZERO } from './money';

export interface StepBook {
  bid: Decimal;
  ask: Decimal;
  last?: Decimal | undefined;
  /** Size left at the touch in this step (shared by the step's orders). */
  bidLeft: Decimal;
  askLeft: Decimal;
}

export interface StepEnv {
  session: SessionName;
  book(instrumentId: string): StepBook | undefined;
  fill(order: OrderState, quantity: Decimal, price: Decimal, atMs: number): void;
  finish(order: OrderState, status: OrderStatusName, atMs: number, detail?: string): void;
  completeReplace(order: OrderState, atMs: number): void;
}

/** Venue acknowledgement delay, and how long PENDING_CANCEL / PENDING_REPLACE last. */
export const ACK_DELAY_MS = 250;
export const PENDING_MS = 1000;

/** Options trade in the regular session only; stock also outside it when extended_hours is set. */
function mayTrade(order: OrderState, session: SessionName): boolean {
  if (session === 'regular') return true;
  if (order.time_in_force === 'AT_THE_OPENING') return false;
  if (session === 'closed' || order.instrument_type === 'OPTION') return false;
  return order.extended_hours;
}

const reference = (b: StepBook): Decimal => b.last ?? b.bid.plus(b.ask).div(2);

export function stepOrder(order: OrderState, t: number, env: StepEnv): void {
  if (!isOpen(order)) return;
  if (order.status === 'PENDING_NEW') {
    if (t < order.ack_ms) return;
    order.status = 'NEW';
    order.updated_ms = order.ack_ms;
  }
  if (order.pending) {
    // The venue holds the order while it works on the request.
    if (t < order.pending.until_ms) return;
    if (order.pending.kind === 'cancel')
      env.finish(order, 'CANCELED', order.pending.until_ms, 'Canceled at the request of the client');
    else env.completeReplace(order, order.pending.until_ms);
    return;
  }
  if (order.time_in_force === 'GOOD_TILL_DATE' && order.expires_at_ms !== null && t >= order.expires_at_ms) {
    env.finish(order, 'EXPIRED', order.expires_at_ms, 'Expired at expires_at');
    return;
  }
  const tradable = mayTrade(order, env.session);
  if (order.time_in_force === 'AT_THE_CLOSE') return stepAtTheClose(order, t, env);
  if (!tradable) {
    // DAY orders live for one session: they expire once the session they worked in has ended.
    if (order.time_in_force === 'DAY' && order.saw_session)
      env.finish(order, 'EXPIRED', t, 'DAY order expired at the end of the session');
    else if (order.time_in_force === 'IMMEDIATE_OR_CANCEL' || order.time_in_force === 'FILL_OR_KILL')
      env.finish(order, 'CANCELED', t, `${order.time_in_force} canceled: the market is closed`);
    return;
  }
  order.saw_session = true;
  if (order.strategy.type !== 'SOR' && t < (order.strategy.start_at_ms ?? 0)) return;
  order.released = true;

  const immediate =
    order.time_in_force === 'IMMEDIATE_OR_CANCEL' ||
    order.time_in_force === 'FILL_OR_KILL' ||
    order.time_in_force === 'AT_THE_OPENING';
  const book = env.book(order.instrument_id);
  if (!book || !triggered(order, book, t)) {
    if (immediate)
      env.finish(order, 'CANCELED', t, `${order.time_in_force} canceled: not executable on arrival`);
    return;
  }
  const buy = order.side === 'BUY';
  let limit = order.limit_price ? dec(order.limit_price) : null;
  if (order.order_type === 'STOP' || order.order_type === 'TRAILING_STOP') limit = null;
  if (order.order_type === 'TRAILING_STOP_LIMIT') limit = trailingPrices(order)?.limit ?? null;

  const price = buy ? book.ask : book.bid;
  const available = buy ? book.askLeft : book.bidLeft;
  const marketable = price.gt(0) && (limit === null || (buy ? price.lte(limit) : price.gte(limit)));
  let leaves = leavesOf(order);
  if (order.strategy.type !== 'SOR') leaves = Decimal.min(leaves, scheduledLeaves(order, t));

  if (!marketable || available.lte(0) || leaves.lte(0)) {
    if (immediate)
      env.finish(order, 'CANCELED', t, `${order.time_in_force} canceled: no marketable liquidity`);
    return;
  }
  if (order.time_in_force === 'FILL_OR_KILL' && available.lt(leaves)) {
    env.finish(order, 'CANCELED', t, 'FILL_OR_KILL canceled: the full quantity was not available');
    return;
  }
  env.fill(order, Decimal.min(leaves, available), price, t);
  if (immediate && isOpen(order))
    env.finish(order, 'CANCELED', t, `${order.time_in_force} remainder canceled`);
}

/** Updates a trailing watermark and says whether a stop (plain or trailing) has triggered. */
function triggered(order: OrderState, book: StepBook, t: number): boolean {
  if (order.triggered) return true;
  const ref = reference(book);
  const buy = order.side === 'BUY';
  let stop: Decimal | undefined;
  if (order.order_type === 'STOP' || order.order_type === 'STOP_LIMIT') stop = dec(order.stop_price);
  else if (order.order_type === 'TRAILING_STOP' || order.order_type === 'TRAILING_STOP_LIMIT') {
    const mark = order.trailing ? dec(order.trailing.watermark) : undefined;
    if (!mark || (buy ? ref.lt(mark) : ref.gt(mark)))
      order.trailing = { watermark: ref.toFixed(), watermark_ms: t };
    stop = trailingPrices(order)?.stop;
  } else return true;
  if (!stop || !(buy ? ref.gte(stop) : ref.lte(stop))) return false;
  order.triggered = true;
  order.updated_ms = t;
  order.details.push(`Stop triggered at ${ref.toFixed()}`);
  return true;
}

/** VWAP/TWAP: the quantity the schedule allows to have been filled by `t`, minus what has been. */
function scheduledLeaves(order: OrderState, t: number): Decimal {
  const start = order.strategy.start_at_ms ?? t;
  const end = order.strategy.end_at_ms ?? t;
  const share = end <= start ? new Decimal(1) : Decimal.min(1, new Decimal(t - start).div(end - start));
  let target = dec(order.quantity).times(share);
  target = order.instrument_type === 'OPTION' ? target.floor() : target.toDecimalPlaces(0, Decimal.ROUND_UP);
  return Decimal.max(ZERO, Decimal.min(dec(order.quantity), target).minus(order.filled_quantity));
}

/** AT_THE_CLOSE orders wait for the regular session to end, then cross in the closing auction. */
function stepAtTheClose(order: OrderState, t: number, env: StepEnv): void {
  if (env.session === 'regular') {
    order.saw_session = true;
    return;
  }
  if (!order.saw_session) return;
  const book = env.book(order.instrument_id);
  const buy = order.side === 'BUY';
  const price = book ? reference(book) : undefined;
  const limit = order.limit_price ? dec(order.limit_price) : null;
  if (!price || (limit && (buy ? price.gt(limit) : price.lt(limit)))) {
    env.finish(order, 'EXPIRED', t, 'AT_THE_CLOSE order did not cross in the closing auction');
    return;
  }
  env.fill(order, leavesOf(order), price.toDecimalPlaces(2), t);
}
