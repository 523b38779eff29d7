// What a matching step does to the world: a fill moves the order, the account's ledger and the
// execution log; a finished order gets its terminal state; a pending replace becomes a new order.
import type { SessionName } from './deps';
import type { OrderState, OrderStatusName } from './state';
import type { StepEnv } from './matching';
import type { DeskHost } from './order-desk';
import { applyFill } from './ledger';
import { Decimal, dec, qty, ZERO } from './money';

export interface FillTarget {
  host: DeskHost;
  /** Stores and indexes a new order (a replacement). */
  insert(order: OrderState): void;
}

export function finishOrder(order: OrderState, status: OrderStatusName, t: number, detail?: string): void {
  order.status = status;
  order.pending = null;
  order.updated_ms = t;
  if (detail) order.details.push(detail);
}

function fillOrder(
  host: DeskHost,
  order: OrderState,
  quantity: Decimal,
  fillPrice: Decimal,
  t: number,
): void {
  const tradeDate = host.state.day_date;
  const close = host.previousClose(order.instrument_id);
  applyFill(host.ledgerOf(order.account_id), {
    order_id: order.id,
    instrument_id: order.instrument_id,
    symbol: order.symbol,
    instrument_type: order.instrument_type,
    underlying_instrument_id: order.underlying_instrument_id,
    multiplier: order.multiplier,
    side: order.side,
    quantity,
    price: fillPrice,
    trade_date: tradeDate,
    settle_date: host.calendar.nextTradingDay(tradeDate),
    closing_price: close?.price ?? null,
    closing_price_date: close?.date ?? null,
  });
  const filled = dec(order.filled_quantity).plus(quantity);
  order.filled_quantity = qty(filled);
  order.filled_notional = dec(order.filled_notional).plus(quantity.times(fillPrice)).toFixed();
  order.status = filled.gte(order.quantity) ? 'FILLED' : 'PARTIALLY_FILLED';
  order.updated_ms = t;
  host.state.exec_seq += 1;
  host.state.executions.push({
    id: host.newId(t),
    order_id: order.id,
    account_id: order.account_id,
    instrument_id: order.instrument_id,
    symbol: order.symbol,
    underlying_instrument_id: order.underlying_instrument_id,
    side: order.side,
    quantity: qty(quantity),
    price: fillPrice.toFixed(),
    time_ms: t,
    seq: host.state.exec_seq,
  });
}

/** The old order becomes REPLACED; its replacement keeps the client id and the filled quantity. */
function completeReplace(target: FillTarget, order: OrderState, t: number): OrderState {
  const values = order.pending?.replace ?? { quantity: null, limit_price: null, stop_price: null };
  const replacement: OrderState = {
    ...structuredClone(order),
    id: target.host.newId(t),
    quantity: values.quantity ?? order.quantity,
    limit_price: values.limit_price ?? order.limit_price,
    stop_price: values.stop_price ?? order.stop_price,
    status: dec(order.filled_quantity).gt(0) ? 'PARTIALLY_FILLED' : 'NEW',
    created_ms: t,
    updated_ms: t,
    ack_ms: t,
    details: [],
    pending: null,
    replaces: order.id,
    replaced_by: null,
  };
  order.status = 'REPLACED';
  order.pending = null;
  order.replaced_by = replacement.id;
  order.updated_ms = t;
  target.insert(replacement);
  return replacement;
}

/** The StepEnv of one evaluation step; fills use up the size shown at the touch for that step. */
export function stepEnv(
  target: FillTarget,
  session: SessionName,
  book: StepEnv['book'],
  onCreated: (order: OrderState) => void,
): StepEnv {
  return {
    session,
    book,
    fill: (order, quantity, fillPrice, t) => {
      fillOrder(target.host, order, quantity, fillPrice, t);
      const b = book(order.instrument_id);
      if (!b) return;
      if (order.side === 'BUY') b.askLeft = Decimal.max(ZERO, b.askLeft.minus(quantity));
      else b.bidLeft = Decimal.max(ZERO, b.bidLeft.minus(quantity));
    },
    finish: finishOrder,
    completeReplace: (order, t) => onCreated(completeReplace(target, order, t)),
  };
}
