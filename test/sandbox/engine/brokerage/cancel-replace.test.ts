import { describe, it, expect } from 'vitest';
import { makeWorld } from './fakes';
import { MARGIN, errorOf, submit, tick } from './helpers';

function resting() {
  const world = makeWorld();
  world.market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
  const order = submit(world.brokerage, {
    order_type: 'LIMIT',
    limit_price: '48.00',
    quantity: '10',
    id: 'rest-1',
  });
  tick(world.clock, world.brokerage, 1000);
  return { ...world, order };
}

describe('cancel and replace', () => {
  it('cancels through PENDING_CANCEL to CANCELED about a second later', () => {
    const { brokerage, clock, order } = resting();
    const pending = brokerage.cancelOrder(MARGIN, order.id);
    expect(pending).toMatchObject({ status: 'PENDING_CANCEL', leaves_quantity: '10' });
    // Asking again while pending answers the same pending order.
    expect(brokerage.cancelOrder(MARGIN, order.id).status).toBe('PENDING_CANCEL');
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({ status: 'CANCELED', leaves_quantity: '0' });
  });

  it('refuses to cancel a filled order (409) and answers 404 for an unknown one', () => {
    const { brokerage, clock } = makeWorld();
    const order = submit(brokerage, {});
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('FILLED');
    const error = errorOf(() => brokerage.cancelOrder(MARGIN, order.id));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/FILLED/);
    const missing = errorOf(() => brokerage.cancelOrder(MARGIN, 'no-such-order'));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(`Order no-such-order not found for account ${MARGIN}`);
  });

  it('replaces through PENDING_REPLACE: the old order becomes REPLACED and a new one works with the new values', () => {
    const { brokerage, clock, order, market } = resting();
    const pending = brokerage.replaceOrder(MARGIN, order.id, { limit_price: '49.00' });
    expect(pending).toMatchObject({
      id: order.id,
      status: 'PENDING_REPLACE',
      limit_price: '49.00',
      client_order_id: 'rest-1',
    });
    tick(clock, brokerage, 1000);
    const old = brokerage.getOrder(MARGIN, order.id);
    expect(old).toMatchObject({ status: 'REPLACED', limit_price: '48.00' });
    const replacementId = String(old.replaced_by_order_id);
    const replacement = brokerage.getOrder(MARGIN, replacementId);
    expect(replacement).toMatchObject({
      status: 'NEW',
      limit_price: '49.00',
      replaces_order_id: order.id,
      client_order_id: 'rest-1',
    });
    market.setQuote('AAPL', { bid: '48.90', ask: '48.95' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, replacementId).status).toBe('FILLED');
    // Re-sending the original client id still answers the original order.
    expect(submit(brokerage, { id: 'rest-1' }).id).toBe(order.id);
  });

  it('refuses a replace after a cancel, an empty replace, and fields the order type does not have', () => {
    const { brokerage, order } = resting();
    expect(errorOf(() => brokerage.replaceOrder(MARGIN, order.id, {})).status).toBe(400);
    const wrongField = errorOf(() => brokerage.replaceOrder(MARGIN, order.id, { stop_price: '40.00' }));
    expect(wrongField.details?.[0]).toMatchObject({ field: 'stop_price' });
    brokerage.cancelOrder(MARGIN, order.id);
    expect(errorOf(() => brokerage.replaceOrder(MARGIN, order.id, { limit_price: '49.00' })).status).toBe(
      409,
    );
  });

  it('lets a cancel win over a pending replace', () => {
    const { brokerage, clock, order } = resting();
    brokerage.replaceOrder(MARGIN, order.id, { quantity: '20' });
    expect(brokerage.cancelOrder(MARGIN, order.id).status).toBe('PENDING_CANCEL');
    tick(clock, brokerage, 2000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('CANCELED');
    expect(brokerage.listOrders(MARGIN)).toHaveLength(1);
  });

  it('cancels all open orders matching the filters, and answers 404 when none match', () => {
    const { brokerage, order } = resting();
    const stop = submit(brokerage, { order_type: 'STOP', stop_price: '150.00', symbol: 'MSFT' });
    const other = submit(brokerage, { order_type: 'LIMIT', limit_price: '20.00', symbol: 'MSFT' });
    const canceled = brokerage.cancelAllOrders(MARGIN, { type: 'LIMIT' });
    expect(canceled.map((o) => o.id).sort()).toEqual([order.id, other.id].sort());
    expect(canceled.every((o) => o.status === 'PENDING_CANCEL')).toBe(true);
    expect(brokerage.getOrder(MARGIN, stop.id).status).not.toBe('PENDING_CANCEL');
    expect(
      brokerage.cancelAllOrders(MARGIN, { instrument_ids: ['MSFT'], side: 'BUY' }).map((o) => o.id),
    ).toContain(stop.id);
    const none = errorOf(() => brokerage.cancelAllOrders(MARGIN, { side: 'SELL_SHORT' }));
    expect(none).toMatchObject({ status: 404, message: 'No orders match the specified filters' });
  });

  it('lists orders newest first with the spec filters', () => {
    const { brokerage, clock, order } = resting();
    tick(clock, brokerage, 1000);
    const msft = submit(brokerage, { symbol: 'MSFT', order_type: 'LIMIT', limit_price: '10.00' });
    expect(brokerage.listOrders(MARGIN).map((o) => o.id)).toEqual([msft.id, order.id]);
    expect(brokerage.listOrders(MARGIN, { symbol: 'msft' }).map((o) => o.id)).toEqual([msft.id]);
    expect(brokerage.listOrders(MARGIN, { instrument_ids: ['AAPL'] }).map((o) => o.id)).toEqual([order.id]);
    expect(brokerage.listOrders(MARGIN, { order_ids: [order.id] })).toHaveLength(1);
    expect(brokerage.listOrders(MARGIN, { status: ['FILLED'] })).toHaveLength(0);
    expect(brokerage.listOrders(MARGIN, { from: '2025-03-12T15:00:01.500Z' }).map((o) => o.id)).toEqual([
      msft.id,
    ]);
    expect(brokerage.listOrders(MARGIN, { instrument_type: 'OPTION' })).toHaveLength(0);
  });
});
