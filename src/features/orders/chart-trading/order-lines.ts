// What the chart draws for the active account in one symbol, as plain data (no chart, no React):
// - order lines: every working order's price(s), labelled side, quantity, type and price. A limit
//   or stop order has one line, a stop-limit two (its stop and its limit, each moved on its own),
//   a trailing order one at its current trigger (and its current limit): those move with the
//   market, so they are not draggable (a replace cannot change a trailing offset);
// - the position line at the average price with the live unrealized P&L (exact decimals);
// - today's executions as markers.
// Money stays decimal strings; a price becomes a float only where the chart places it.
import type { Execution, Order } from '@/api/schemas/orders';
import type { Position } from '@/api/schemas/positions';
import {
  exactToText,
  mulExact,
  parseExact,
  signOfExact,
  subExact,
  addExact,
  roundExact,
  compare,
} from '@/domain/decimal/exact';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { marketDate } from '@/lib/market-time';
import { isOpenStatus } from '../lib/order-status';
import { hasLimit, hasStop, type ReplaceDraft } from '../lib/validate-replace';

/** Which of an order's prices a line shows. */
export type LinePrice = 'limit' | 'stop' | 'trailing-stop' | 'trailing-limit';

export interface OrderLine {
  /** `<order id>:<price>`: one order may have two lines. */
  key: string;
  order: Order;
  which: LinePrice;
  /** The replace field a drag of this line changes (null: it moves with the market). */
  field: 'limitPrice' | 'stopPrice' | null;
  /** The price as the server sent it. */
  price: string;
  side: 'BUY' | 'SELL';
  /** "Buy", "Sell", "Sell short". */
  sideText: string;
  /** The quantity still working ("60 of 100" once part has filled). */
  quantityText: string;
  /** "Limit", "Stop", "Stop limit · stop", "Trailing stop · trigger", … */
  typeText: string;
  /** The chart's short label: "BUY 100 LMT 182.50". */
  label: string;
  /** A cancel or replace is pending at the venue: no new drag until it settles. */
  pending: 'cancel' | 'replace' | null;
}

const SHORT_TYPE: Record<string, string> = {
  LIMIT: 'LMT',
  STOP: 'STP',
  STOP_LIMIT: 'STP LMT',
  TRAILING_STOP: 'TRAIL',
  TRAILING_STOP_LIMIT: 'TRAIL LMT',
};

const TYPE_TEXT: Record<string, string> = {
  LIMIT: 'Limit',
  STOP: 'Stop',
  STOP_LIMIT: 'Stop limit',
  TRAILING_STOP: 'Trailing stop',
  TRAILING_STOP_LIMIT: 'Trailing stop limit',
};

const SIDE_TEXT: Record<string, string> = { BUY: 'Buy', SELL: 'Sell', SELL_SHORT: 'Sell short' };

const PART: Record<LinePrice, string> = {
  limit: 'limit',
  stop: 'stop',
  'trailing-stop': 'trigger',
  'trailing-limit': 'limit',
};

export const symbolKey = (symbol: string | null | undefined) =>
  (symbol ?? '').replace(/\s+/g, '').toUpperCase();

const positive = (price: string | null | undefined): price is string =>
  typeof price === 'string' && compare(price, 0) > 0;

function quantityText(order: Order): string {
  const filled = parseExact(order.filled_quantity);
  if (filled && signOfExact(filled) > 0 && positive(order.leaves_quantity))
    return `${formatQuantity(order.leaves_quantity)} of ${formatQuantity(order.quantity)}`;
  return formatQuantity(order.quantity);
}

/** The lines of one order (none for a market order, or a trailing order before its first trigger). */
export function linesOfOrder(order: Order): OrderLine[] {
  if (!isOpenStatus(order.status)) return [];
  const prices: Array<[LinePrice, string | null | undefined]> = [];
  if (order.order_type === 'TRAILING_STOP' || order.order_type === 'TRAILING_STOP_LIMIT') {
    prices.push(['trailing-stop', order.trailing_stop_px]);
    if (order.order_type === 'TRAILING_STOP_LIMIT') prices.push(['trailing-limit', order.trailing_limit_px]);
  } else {
    if (hasStop(order)) prices.push(['stop', order.stop_price]);
    if (hasLimit(order)) prices.push(['limit', order.limit_price]);
  }
  const two = prices.length > 1;
  const side = order.side === 'BUY' ? 'BUY' : 'SELL';
  const pending =
    order.status === 'PENDING_CANCEL' ? 'cancel' : order.status === 'PENDING_REPLACE' ? 'replace' : null;
  const qty = quantityText(order);
  return prices.flatMap(([which, price]) => {
    if (!positive(price)) return [];
    const short = SHORT_TYPE[order.order_type] ?? order.order_type;
    const part = two || which === 'trailing-stop' ? ` ${PART[which]}` : '';
    return [
      {
        key: `${order.id}:${which}`,
        order,
        which,
        field: which === 'limit' ? 'limitPrice' : which === 'stop' ? 'stopPrice' : null,
        price,
        side,
        sideText: SIDE_TEXT[order.side] ?? order.side,
        quantityText: qty,
        typeText: `${TYPE_TEXT[order.order_type] ?? order.order_type}${part ? ` ·${part}` : ''}`,
        label: `${order.side.replace(/_/g, ' ')} ${qty} ${short}${part.toUpperCase()} ${formatPrice(price)}`,
        pending,
      } satisfies OrderLine,
    ];
  });
}

/** The working orders' lines in one symbol, highest price first (the order they stack on the chart). */
export function orderLinesOf(orders: readonly Order[], symbol: string): OrderLine[] {
  const key = symbolKey(symbol);
  return orders
    .filter((o) => symbolKey(o.symbol) === key)
    .flatMap(linesOfOrder)
    .sort((a, b) => compare(b.price, a.price) || a.key.localeCompare(b.key));
}

/** The replace draft that moves `line` to `price` and keeps everything else: what validateReplace checks. */
export function draftMoving(line: Pick<OrderLine, 'order' | 'field'>, price: string): ReplaceDraft {
  const { order } = line;
  return {
    quantity: order.quantity,
    limitPrice: line.field === 'limitPrice' ? price : (order.limit_price ?? ''),
    stopPrice: line.field === 'stopPrice' ? price : (order.stop_price ?? ''),
  };
}

// ---------------------------------------------------------------------------------------------
// The position line

export interface PositionLine {
  /** The average price (decimal string). */
  price: string;
  long: boolean;
  /** "Long 100 @ 182.10". */
  label: string;
  /** The unrealized P&L at `livePrice` (exact decimal string), or null without a price. */
  pnl: string | null;
  /** "+1,234.50" / "-80.00". */
  pnlText: string | null;
  sign: -1 | 0 | 1;
}

/** The position's size in the instrument's units (× 100 for an option), short negative. */
function signedUnits(position: Position) {
  const size = parseExact(position.quantity.replace(/^-/, ''));
  if (!size) return null;
  const multiplied = position.instrument_type === 'OPTION' ? mulExact(size, { units: 100n, scale: 0 }) : size;
  return position.position_type === 'SHORT' ? mulExact(multiplied, { units: -1n, scale: 0 }) : multiplied;
}

/**
 * The position at its average price, valued at `livePrice`: the server's unrealized P&L moved by
 * (live − the server's price) × units when the server valued it, else (live − average) × units.
 */
export function positionLineOf(
  position: Position | undefined,
  livePrice: string | null | undefined,
): PositionLine | null {
  if (!position || !positive(position.avg_price)) return null;
  const units = signedUnits(position);
  if (!units || signOfExact(units) === 0) return null;
  const long = signOfExact(units) > 0;
  const avg = parseExact(position.avg_price)!;
  const live = parseExact(livePrice);
  const serverPrice = parseExact(position.instrument_price);
  const serverPnl = parseExact(position.unrealized_pnl);
  let pnl = null;
  if (live && serverPnl && serverPrice)
    pnl = addExact(serverPnl, mulExact(subExact(live, serverPrice), units));
  else if (live) pnl = mulExact(subExact(live, avg), units);
  else if (serverPnl) pnl = serverPnl;
  const rounded = pnl ? roundExact(pnl, 2) : null;
  const size = formatQuantity(position.quantity.replace(/^-/, ''));
  return {
    price: position.avg_price,
    long,
    label: `${long ? 'Long' : 'Short'} ${size} @ ${formatPrice(position.avg_price)}`,
    pnl: rounded ? exactToText(rounded) : null,
    pnlText: rounded ? formatMoney(exactToText(rounded), { sign: 'always' }) : null,
    sign: rounded ? signOfExact(rounded) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Today's executions

export interface ExecutionMarker {
  id: string;
  /** UTC seconds. */
  time: number;
  side: 'BUY' | 'SELL';
  price: string;
  /** "B 100 @ 182.10" (the note beside the chart). */
  text: string;
  /**
   * "B 100": the marker's own label. The newest fills mark the newest bar, a few bars from the
   * plot's right edge, where the library cuts a label centred on its bar ("B 10 @ 265.6" was cut).
   */
  label: string;
}

/** The symbol's executions of `day` (a New York date, YYYY-MM-DD), oldest first. */
export function executionMarkersOf(
  executions: readonly Execution[],
  symbol: string,
  day: string,
): ExecutionMarker[] {
  const key = symbolKey(symbol);
  return executions
    .filter((e) => symbolKey(e.symbol) === key && positive(e.price))
    .map((e) => ({ e, ms: Date.parse(e.transaction_time) }))
    .filter(({ ms }) => Number.isFinite(ms) && marketDate(ms) === day)
    .sort((a, b) => a.ms - b.ms)
    .map(({ e, ms }) => {
      const side = e.side === 'BUY' ? 'BUY' : 'SELL';
      const label = `${side === 'BUY' ? 'B' : 'S'} ${formatQuantity(e.quantity)}`;
      return {
        id: e.id,
        time: Math.floor(ms / 1000),
        side,
        price: e.price!,
        text: `${label} @ ${formatPrice(e.price)}`,
        label,
      } satisfies ExecutionMarker;
    });
}
