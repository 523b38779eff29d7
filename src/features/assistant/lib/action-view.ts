// The structured actions of the assistant, as one tagged union the screen can switch on, and the
// sentence each card shows before the user acts ("Buy 10 AAPL at market, DAY").
import type {
  OpenChartAction,
  OpenEntitlementConsentAction,
  OpenScreenerAction,
  PrefillModifyOrderRequest,
  StructuredAction,
} from '@/api/schemas/assistant';
import type { CancelOrderRequest, NewOrderRequest } from '@/api/schemas/orders';
import { sideWords, timeInForceShort } from '@/domain/order-vocabulary';

export type ActionView =
  | { kind: 'prefill_new'; orders: NewOrderRequest[] }
  | { kind: 'prefill_cancel'; orders: CancelOrderRequest[] }
  | { kind: 'prefill_modify'; orders: PrefillModifyOrderRequest[] }
  | { kind: 'open_chart'; target: OpenChartAction }
  | { kind: 'open_screener'; target: OpenScreenerAction }
  | { kind: 'consent'; target: OpenEntitlementConsentAction }
  | { kind: 'unsupported'; name: string };

export function viewOfAction(action: StructuredAction): ActionView {
  const a = action as Record<string, unknown>;
  if (a.prefill_order) {
    const prefill = a.prefill_order as { action_type: string; orders: unknown[] };
    if (prefill.action_type === 'NEW')
      return { kind: 'prefill_new', orders: prefill.orders as NewOrderRequest[] };
    if (prefill.action_type === 'CANCEL')
      return { kind: 'prefill_cancel', orders: prefill.orders as CancelOrderRequest[] };
    if (prefill.action_type === 'MODIFY')
      return { kind: 'prefill_modify', orders: prefill.orders as PrefillModifyOrderRequest[] };
    return { kind: 'unsupported', name: `prefill_order ${String(prefill.action_type)}` };
  }
  if (a.open_chart) return { kind: 'open_chart', target: a.open_chart as OpenChartAction };
  if (a.open_screener) return { kind: 'open_screener', target: a.open_screener as OpenScreenerAction };
  if (a.open_entitlement_consent)
    return { kind: 'consent', target: a.open_entitlement_consent as OpenEntitlementConsentAction };
  return { kind: 'unsupported', name: Object.keys(a)[0] ?? 'unknown' };
}

const money = (v: string | null | undefined) => (v ? `$${v}` : '?');

/** "Buy 10 AAPL at market, DAY" / "Sell 5 MSFT limit $410.00, GTC". */
export function describeNewOrder(order: NewOrderRequest): string {
  const what = `${order.side === 'OTHER' ? 'Trade' : sideWords(order.side)} ${order.quantity} ${order.symbol ?? order.instrument_id ?? '?'}`;
  let price: string;
  switch (order.order_type) {
    case 'MARKET':
      price = 'at market';
      break;
    case 'LIMIT':
      price = `limit ${money(order.limit_price)}`;
      break;
    case 'STOP':
      price = `stop ${money(order.stop_price)}`;
      break;
    case 'STOP_LIMIT':
      price = `stop ${money(order.stop_price)}, limit ${money(order.limit_price)}`;
      break;
    default:
      price = `${order.order_type.toLowerCase().replace(/_/g, ' ')} ${order.trailing_offset ?? ''}`.trim();
  }
  const tif = timeInForceShort(order.time_in_force);
  return `${what} ${price}, ${tif}${order.extended_hours ? ', extended hours' : ''}`;
}

export function describeModify(order: PrefillModifyOrderRequest): string {
  const changes = [
    order.quantity ? `quantity to ${order.quantity}` : null,
    order.limit_price ? `limit to $${order.limit_price}` : null,
    order.stop_price ? `stop to $${order.stop_price}` : null,
  ].filter(Boolean);
  return `Change order ${order.order_id}: ${changes.join(', ') || 'no change'}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The one-line headline of an action card. */
export function describeAction(view: ActionView): string {
  switch (view.kind) {
    case 'prefill_new':
      return view.orders.length === 1 && view.orders[0]
        ? describeNewOrder(view.orders[0])
        : `Prepare ${plural(view.orders.length, 'order')} for review`;
    case 'prefill_cancel':
      return `Cancel ${plural(view.orders.length, 'open order')}`;
    case 'prefill_modify':
      return view.orders.length === 1 && view.orders[0]
        ? describeModify(view.orders[0])
        : `Change ${plural(view.orders.length, 'open order')}`;
    case 'open_chart':
      return `Open the ${view.target.symbol} chart${view.target.timeframe ? ` (${view.target.timeframe})` : ''}`;
    case 'open_screener': {
      const sort = view.target.sort_by
        ? `, sorted by ${view.target.sort_by} ${view.target.sort_direction?.toUpperCase() === 'ASC' ? 'ascending' : 'descending'}`
        : '';
      return `Open the screener with ${plural(view.target.filters.length, 'filter')}${sort}`;
    }
    case 'consent':
      return `Review the account data access agreement for account ${view.target.account_ids.join(', ')}`;
    case 'unsupported':
      return `An action this version cannot perform (${view.name})`;
  }
}

/**
 * What the app can honour of an open_chart request: its only price chart is the live tick chart of
 * the quote monitor (the API serves no price history), so a timeframe is shown, not applied.
 */
export function chartActionNote(target: OpenChartAction): string | null {
  return target.timeframe
    ? `Opens the live tick chart in the quote monitor: the API has no price history, so the ${target.timeframe} timeframe cannot be drawn.`
    : null;
}

/** The label of the card's main button. */
export function actionButtonLabel(view: ActionView): string {
  switch (view.kind) {
    case 'prefill_new':
      return view.orders.length === 1 ? 'Review in ticket' : 'Review next in ticket';
    case 'prefill_cancel':
    case 'prefill_modify':
      return 'Review changes';
    case 'open_chart':
      return 'Open live chart';
    case 'open_screener':
      return 'Open screener';
    case 'consent':
      return 'Review agreement';
    case 'unsupported':
      return 'Unavailable';
  }
}
