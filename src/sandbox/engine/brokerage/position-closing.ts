// Closing positions: one market DAY order per position for the quantity not already committed to
// open closing orders (or all of it, after canceling those, with cancel_orders). Closing orders
// reduce risk, so they skip the pre-trade risk checks; the venue may still reject them.
import type { Order } from '@/api/schemas/orders';
import type { OrderState } from './state';
import type { DeskHost, OrderDesk } from './order-desk';
import { leavesOf, orderView } from './order-view';
import { badRequest } from '../errors';
import { dec, ZERO } from './money';

export function closePositions(
  host: DeskHost,
  desk: OrderDesk,
  accountId: number,
  instrumentIds: readonly string[],
  cancelOrders: boolean,
): Order[] {
  const ledger = host.ledgerOf(accountId);
  const now = host.now();
  const out: OrderState[] = [];
  for (const instrumentId of instrumentIds) {
    const position = ledger.positions[instrumentId];
    const info = host.book.resolve(instrumentId);
    if (!position || !info) continue;
    const held = dec(position.quantity);
    const closingSide = held.isNegative() ? 'BUY' : 'SELL';
    const open = desk.openOrders(accountId).filter((o) => o.instrument_id === instrumentId);
    if (cancelOrders) for (const o of open) desk.requestCancel(o);
    const reserved = cancelOrders
      ? ZERO
      : open
          .filter((o) => (o.side === 'BUY') === (closingSide === 'BUY'))
          .reduce((sum, o) => sum.plus(leavesOf(o)), ZERO);
    const amount = held.abs().minus(reserved);
    if (amount.lte(0)) {
      if (instrumentIds.length === 1)
        throw badRequest(`The whole ${position.symbol} position is committed to open orders`, [
          {
            field: 'cancel_orders',
            description: 'set cancel_orders to true to cancel the open orders first',
          },
        ]);
      continue;
    }
    const sequence = String(host.state.id_counter + 1).padStart(4, '0');
    const order = desk.createOrder(
      host.newId(now),
      accountId,
      {
        client_order_id: `close-position-${host.state.day_date.replaceAll('-', '')}-${sequence}`,
        instrument: info,
        side: closingSide,
        order_type: 'MARKET',
        time_in_force: 'DAY',
        quantity: amount,
        limit_price: null,
        stop_price: null,
        limit_offset: null,
        trailing_offset: null,
        trailing_offset_type: null,
        expires_at_ms: null,
        extended_hours: false,
        strategy: { type: 'SOR' },
      },
      now,
    );
    desk.accept(order);
    out.push(order);
  }
  return out.map((o) => orderView(o, { acknowledgement: true }));
}
