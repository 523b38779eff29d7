// Cash and positions of one account: how a fill moves them (average-cost basis, realized P&L,
// T+1 settlement, day-trade counting) and how a new business day starts.
import type { LedgerState, OrderSide, PositionState } from './state';
import { Decimal, dec, money, qty, ZERO } from './money';

export interface FillInput {
  order_id: string;
  instrument_id: string;
  symbol: string;
  instrument_type: 'COMMON_STOCK' | 'OPTION';
  underlying_instrument_id: string | null;
  multiplier: string;
  side: OrderSide;
  quantity: Decimal;
  price: Decimal;
  trade_date: string;
  settle_date: string;
  /** Previous close, for a position this fill opens. */
  closing_price: string | null;
  closing_price_date: string | null;
}

const sign = (d: Decimal) => (d.isZero() ? 0 : d.isNegative() ? -1 : 1);

export function applyFill(ledger: LedgerState, fill: FillInput): void {
  const m = dec(fill.multiplier);
  const delta = fill.side === 'BUY' ? fill.quantity : fill.quantity.neg();
  const cashFlow = delta.times(fill.price).times(m).neg();
  ledger.cash = money(dec(ledger.cash).plus(cashFlow));
  ledger.settlements.push({ amount: money(cashFlow), settle_date: fill.settle_date });
  const notional = fill.quantity.times(fill.price).times(m);
  if (fill.side === 'BUY') ledger.day.bought = money(dec(ledger.day.bought).plus(notional));
  else ledger.day.sold = money(dec(ledger.day.sold).plus(notional));

  const position = (ledger.positions[fill.instrument_id] ??= {
    instrument_id: fill.instrument_id,
    symbol: fill.symbol,
    instrument_type: fill.instrument_type,
    underlying_instrument_id: fill.underlying_instrument_id,
    multiplier: fill.multiplier,
    quantity: '0',
    cost_basis: '0',
    day_basis: '0',
    daily_realized: '0',
    sod_quantity: '0',
    closing_price: fill.closing_price,
    closing_price_date: fill.closing_price_date,
    day_opened: '0',
  });
  let held = dec(position.quantity);
  let remaining = delta;
  let cost = dec(position.cost_basis);
  let dayBasis = dec(position.day_basis);

  // The part of the fill that reduces the position realizes P&L against the average cost.
  if (sign(held) !== 0 && sign(held) !== sign(remaining)) {
    const closing = Decimal.min(held.abs(), remaining.abs());
    const fraction = closing.div(held.abs());
    const signedClosing = closing.times(sign(remaining));
    const proceeds = signedClosing.times(fill.price).times(m).neg();
    const releasedCost = cost.times(fraction);
    const releasedDay = dayBasis.times(fraction);
    const realizedToday = proceeds.minus(releasedDay);
    position.daily_realized = money(dec(position.daily_realized).plus(realizedToday));
    ledger.day.realized = money(dec(ledger.day.realized).plus(realizedToday));
    cost = cost.minus(releasedCost);
    dayBasis = dayBasis.minus(releasedDay);
    held = held.plus(signedClosing);
    remaining = remaining.minus(signedClosing);
    countDayTrade(ledger, position, closing, fill);
  }
  if (!remaining.isZero()) {
    const opening = remaining.times(fill.price).times(m);
    cost = cost.plus(opening);
    dayBasis = dayBasis.plus(opening);
    held = held.plus(remaining);
    position.day_opened = qty(dec(position.day_opened).plus(remaining.abs()));
  }
  position.quantity = qty(held);
  position.cost_basis = held.isZero() ? '0' : cost.toFixed();
  position.day_basis = held.isZero() ? '0' : dayBasis.toFixed();
  if (held.isZero()) delete ledger.positions[fill.instrument_id];
}

/** A reduction of a position opened the same day is a day trade (counted once per order). */
function countDayTrade(
  ledger: LedgerState,
  position: PositionState,
  closing: Decimal,
  fill: FillInput,
): void {
  const opened = dec(position.day_opened);
  if (opened.lte(0)) return;
  position.day_opened = qty(Decimal.max(ZERO, opened.minus(closing)));
  if (ledger.day.counted_day_trades.includes(fill.order_id)) return;
  ledger.day.counted_day_trades.push(fill.order_id);
  ledger.day_trades[fill.trade_date] = (ledger.day_trades[fill.trade_date] ?? 0) + 1;
}

/** Settles every entry due on or before `date`. */
export function settle(ledger: LedgerState, date: string): void {
  ledger.settlements = ledger.settlements.filter((entry) => entry.settle_date > date);
}

export function unsettled(ledger: LedgerState): { credits: Decimal; debits: Decimal } {
  let credits = ZERO;
  let debits = ZERO;
  for (const entry of ledger.settlements) {
    const amount = dec(entry.amount);
    if (amount.isPositive()) credits = credits.plus(amount);
    else debits = debits.plus(amount.neg());
  }
  return { credits, debits };
}

/** Starts a business day: positions re-based at the closes given, daily figures reset. */
export function startDay(
  ledger: LedgerState,
  closeOf: (position: PositionState) => { price: Decimal; date: string } | undefined,
): void {
  for (const position of Object.values(ledger.positions)) {
    const close = closeOf(position);
    const held = dec(position.quantity);
    if (close) {
      position.closing_price = close.price.toFixed();
      position.closing_price_date = close.date;
      position.day_basis = held.times(close.price).times(position.multiplier).toFixed();
    } else {
      position.day_basis = position.cost_basis;
    }
    position.sod_quantity = position.quantity;
    position.daily_realized = '0';
    position.day_opened = '0';
  }
  ledger.day = { realized: '0', bought: '0', sold: '0', counted_day_trades: [] };
}
