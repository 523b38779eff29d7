// The matching rule that stops a nervous re-send from becoming a second order: a new order "matches"
// a pending submit when the server could end up holding two orders with the same economic effect.
//
// Two orders match when ALL of these hold:
// - same account id;
// - same instrument: equal instrument ids when both are known, or else equal symbols (case-insensitive);
// - same side (BUY, SELL and SELL_SHORT are three different sides);
// - same quantity, compared as decimals ("3" matches "3.00");
// - same order type;
// - same prices, each compared as decimals and "absent" only matching "absent": limit price, stop
//   price, trailing offset (with its type) and limit offset.
// Time in force, expiry, extended hours and strategy are deliberately NOT compared: an identical
// order with another TIF is still a duplicate exposure, and a false match costs one extra click
// while a missed match costs money.
import { parseDecimal } from '@/domain/decimal/decimal';
import { compare } from '@/domain/decimal/exact';
import type { NewOrderRequest } from '@/api/schemas/orders';

/** What the rule compares: the request plus the instrument it resolved to in the ticket. */
export interface OrderMatchKey {
  accountId: number;
  request: NewOrderRequest;
  instrumentId?: string | undefined;
  symbol?: string | undefined;
}

const PRICE_FIELDS = ['limit_price', 'stop_price', 'trailing_offset', 'limit_offset'] as const;

function sameDecimal(a: string | null | undefined, b: string | null | undefined): boolean {
  const present = (v: string | null | undefined) => v !== undefined && v !== null && v !== '';
  if (!present(a) || !present(b)) return !present(a) && !present(b);
  // Unparsable text only matches the same text (never "equal" by accident).
  if (!parseDecimal(a) || !parseDecimal(b)) return a === b;
  return compare(a, b) === 0;
}

function instrumentOf(key: OrderMatchKey): { id?: string; symbol?: string } {
  const id = key.instrumentId ?? key.request.instrument_id ?? undefined;
  const symbol = key.symbol ?? key.request.symbol ?? undefined;
  return { ...(id ? { id } : {}), ...(symbol ? { symbol: symbol.toUpperCase() } : {}) };
}

export function sameInstrument(a: OrderMatchKey, b: OrderMatchKey): boolean {
  const x = instrumentOf(a);
  const y = instrumentOf(b);
  if (x.id && y.id) return x.id === y.id;
  return x.symbol !== undefined && x.symbol === y.symbol;
}

/** True when `a` and `b` are the same order in the sense above. */
export function ordersMatch(a: OrderMatchKey, b: OrderMatchKey): boolean {
  const r = a.request;
  const s = b.request;
  return (
    a.accountId === b.accountId &&
    sameInstrument(a, b) &&
    r.side === s.side &&
    sameDecimal(r.quantity, s.quantity) &&
    r.order_type === s.order_type &&
    PRICE_FIELDS.every((field) => sameDecimal(r[field], s[field])) &&
    (r.trailing_offset_type ?? null) === (s.trailing_offset_type ?? null)
  );
}
