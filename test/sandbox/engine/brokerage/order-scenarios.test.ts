// Lifecycle scenarios the basic lifecycle tests leave out: the sell side of stops and trailing
// orders, trailing stop-limits that wait for their limit, liquidation shared between orders,
// cancels and replaces of partially filled or not yet acknowledged orders, DAY orders entered after
// the close, GOOD_TILL_DATE expiry overnight, and the buying power a finished order gives back.
import { describe, it, expect } from 'vitest';
import { makeWorld } from './fakes';
import { CASH, MARGIN, errorOf, submit, tick } from './helpers';

describe('sell-side stops and trailing orders', () => {
  it('rests a sell limit until the bid reaches it, and triggers a sell stop when the last trade falls to it', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const limit = submit(brokerage, { side: 'SELL_SHORT', order_type: 'LIMIT', limit_price: '101.00' });
    const stop = submit(brokerage, {
      side: 'SELL_SHORT',
      order_type: 'STOP',
      stop_price: '98.00',
      symbol: 'MSFT',
    });
    market.setQuote('MSFT', { bid: '99.99', ask: '100.01', last: '100.00' });
    tick(clock, brokerage, 3000);
    expect(brokerage.getOrder(MARGIN, limit.id).status).toBe('NEW');
    expect(brokerage.getOrder(MARGIN, stop.id).status).toBe('NEW');

    market.setQuote('AAPL', { bid: '101.02', ask: '101.04', last: '101.03' });
    market.setQuote('MSFT', { bid: '97.98', ask: '98.00', last: '97.99' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, limit.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '101.02',
    });
    const stopped = brokerage.getOrder(MARGIN, stop.id);
    expect(stopped).toMatchObject({ status: 'FILLED', average_fill_price: '97.98' });
    expect(stopped.details?.some((d) => d.startsWith('Stop triggered at 97.99'))).toBe(true);
  });

  it('raises a sell trailing stop with the high watermark, never lowers it, and triggers on the fall', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, {
      side: 'SELL_SHORT',
      order_type: 'TRAILING_STOP',
      trailing_offset: '100',
      trailing_offset_type: 'BPS',
    });
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      trailing_watermark_px: '100.00',
      trailing_stop_px: '99.00',
    });
    market.setQuote('AAPL', { bid: '109.99', ask: '110.01', last: '110.00' });
    tick(clock, brokerage, 1000);
    const raised = brokerage.getOrder(MARGIN, order.id);
    expect(raised).toMatchObject({
      status: 'NEW',
      trailing_watermark_px: '110.00',
      trailing_stop_px: '108.90',
    });
    // A dip that stays above the stop leaves the watermark where it was.
    market.setQuote('AAPL', { bid: '108.99', ask: '109.01', last: '109.00' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'NEW',
      trailing_watermark_px: '110.00',
      trailing_watermark_ts: raised.trailing_watermark_ts,
    });
    market.setQuote('AAPL', { bid: '108.79', ask: '108.81', last: '108.80' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '108.79',
    });
  });

  it('turns a triggered trailing stop-limit into a limit at trailing_limit_px that waits to be reached', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, {
      order_type: 'TRAILING_STOP_LIMIT',
      trailing_offset: '1.00',
      trailing_offset_type: 'PRICE',
      limit_offset: '0.20',
    });
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      trailing_stop_px: '101.00',
      trailing_limit_px: '101.20',
    });
    // A gap through the stop and past the limit: triggered, but the ask is above the limit.
    market.setQuote('AAPL', { bid: '101.48', ask: '101.52', last: '101.50' });
    tick(clock, brokerage, 1000);
    const waiting = brokerage.getOrder(MARGIN, order.id);
    expect(waiting).toMatchObject({ status: 'NEW', filled_quantity: '0', trailing_limit_px: '101.20' });
    expect(waiting.details?.some((d) => d.startsWith('Stop triggered'))).toBe(true);
    market.setQuote('AAPL', { bid: '101.13', ask: '101.15', last: '101.14' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '101.15',
    });
  });
});

describe('liquidity at the touch', () => {
  it('shares the size shown at the ask between orders of the same step, oldest first', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 300 });
    const first = submit(brokerage, { quantity: '200' });
    const second = submit(brokerage, { quantity: '200' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, first.id)).toMatchObject({ status: 'FILLED', filled_quantity: '200' });
    expect(brokerage.getOrder(MARGIN, second.id)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      filled_quantity: '100',
      leaves_quantity: '100',
    });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, second.id)).toMatchObject({ status: 'FILLED', filled_quantity: '200' });
  });
});

describe('cancel and replace races', () => {
  it('cancels a partially filled order: the fills stay, nothing fills while the cancel is pending', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 100 });
    const order = submit(brokerage, { quantity: '1000' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      filled_quantity: '100',
    });
    expect(brokerage.cancelOrder(MARGIN, order.id)).toMatchObject({
      status: 'PENDING_CANCEL',
      filled_quantity: '100',
      leaves_quantity: '900',
    });
    tick(clock, brokerage, 500);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'PENDING_CANCEL',
      filled_quantity: '100',
    });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'CANCELED',
      filled_quantity: '100',
      leaves_quantity: '0',
      average_fill_price: '100.01',
    });
    expect(brokerage.listExecutions(MARGIN, { instrument_ids: ['AAPL'] })).toHaveLength(1);
    const position = brokerage.listPositions(MARGIN).find((p) => p.symbol === 'AAPL');
    expect(position?.quantity).toBe('100');
  });

  it('cancels an order before the venue acknowledges it, without a fill', () => {
    const { brokerage, clock } = makeWorld();
    const order = submit(brokerage, { quantity: '5' });
    expect(brokerage.cancelOrder(MARGIN, order.id).status).toBe('PENDING_CANCEL');
    tick(clock, brokerage, 2000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({ status: 'CANCELED', filled_quantity: '0' });
    expect(brokerage.listExecutions(MARGIN)).toHaveLength(0);
  });

  it('replaces a partially filled order: the replacement carries the fills and works to the new quantity', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 100, last: '100.00' });
    const order = submit(brokerage, {
      order_type: 'LIMIT',
      limit_price: '100.05',
      quantity: '300',
      id: 'px-1',
    });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id).filled_quantity).toBe('100');
    // The new quantity must exceed what has filled.
    const tooSmall = errorOf(() => brokerage.replaceOrder(MARGIN, order.id, { quantity: '100' }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.details?.[0]).toMatchObject({ field: 'quantity' });

    market.setQuote('AAPL', { bid: '100.09', ask: '100.11', size: 100, last: '100.10' });
    expect(
      brokerage.replaceOrder(MARGIN, order.id, { quantity: '200', limit_price: '100.20' }),
    ).toMatchObject({
      status: 'PENDING_REPLACE',
      quantity: '200',
      limit_price: '100.20',
      filled_quantity: '100',
    });
    // A second replace while the first is pending is a conflict.
    expect(errorOf(() => brokerage.replaceOrder(MARGIN, order.id, { quantity: '250' })).status).toBe(409);
    tick(clock, brokerage, 1000);
    const old = brokerage.getOrder(MARGIN, order.id);
    expect(old).toMatchObject({
      status: 'REPLACED',
      quantity: '300',
      filled_quantity: '100',
      leaves_quantity: '0',
    });
    const replacementId = String(old.replaced_by_order_id);
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, replacementId)).toMatchObject({
      status: 'FILLED',
      quantity: '200',
      filled_quantity: '200',
      client_order_id: 'px-1',
      replaces_order_id: order.id,
    });
    const position = brokerage.listPositions(MARGIN).find((p) => p.symbol === 'AAPL');
    expect(position?.quantity).toBe('200');
    expect(brokerage.listExecutions(MARGIN).map((e) => [e.order_id, e.price])).toEqual([
      [replacementId, '100.11'],
      [order.id, '100.01'],
    ]);
  });

  it('refuses to cancel an order that has just been replaced (409) and cancels its replacement instead', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, { order_type: 'LIMIT', limit_price: '90.00' });
    brokerage.replaceOrder(MARGIN, order.id, { limit_price: '91.00' });
    tick(clock, brokerage, 1500);
    expect(errorOf(() => brokerage.cancelOrder(MARGIN, order.id)).status).toBe(409);
    const replacementId = String(brokerage.getOrder(MARGIN, order.id).replaced_by_order_id);
    expect(brokerage.cancelOrder(MARGIN, replacementId).status).toBe('PENDING_CANCEL');
    // Time moves on a one-second grid: the cancel lands on the first step after it is due.
    tick(clock, brokerage, 1500);
    expect(brokerage.getOrder(MARGIN, replacementId).status).toBe('CANCELED');
  });
});

describe('time in force across sessions', () => {
  it('keeps a DAY order entered after the close for the next session, and expires it at that close', () => {
    const evening = Date.parse('2025-03-12T21:30:00Z'); // Wednesday 17:30, after hours
    const { brokerage, market, clock } = makeWorld(evening);
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, { order_type: 'LIMIT', limit_price: '50.00' });
    clock.set(Date.parse('2025-03-13T13:00:00Z')); // Thursday 09:00, pre-market
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    clock.set(Date.parse('2025-03-13T19:59:00Z')); // 15:59
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    clock.set(Date.parse('2025-03-13T20:00:05Z')); // 16:00:05
    brokerage.advance();
    const expired = brokerage.getOrder(MARGIN, order.id);
    expect(expired).toMatchObject({ status: 'EXPIRED', leaves_quantity: '0' });
    expect(expired.updated_at.slice(0, 16)).toBe('2025-03-13T20:00');
  });

  it('expires a GOOD_TILL_DATE order at expires_at even when that falls overnight', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, {
      order_type: 'LIMIT',
      limit_price: '50.00',
      time_in_force: 'GOOD_TILL_DATE',
      expires_at: '2025-03-13T06:00:00Z',
    });
    clock.set(Date.parse('2025-03-12T20:30:00Z')); // after the close: a GTD order is not a DAY order
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    clock.set(Date.parse('2025-03-13T14:00:00Z'));
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'EXPIRED',
      updated_at: '2025-03-13T06:00:00.000000000Z',
    });
  });

  it('works AT_THE_OPENING orders only in the opening cross, and AT_THE_CLOSE orders in the closing one', () => {
    const preMarket = Date.parse('2025-03-12T13:00:00Z'); // 09:00 New York
    const { brokerage, market, clock } = makeWorld(preMarket);
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const opening = submit(brokerage, { time_in_force: 'AT_THE_OPENING', quantity: '3' });
    const unfilledOpening = submit(brokerage, {
      time_in_force: 'AT_THE_OPENING',
      order_type: 'LIMIT',
      limit_price: '90.00',
      quantity: '3',
    });
    const closing = submit(brokerage, { time_in_force: 'AT_THE_CLOSE', quantity: '4', symbol: 'MSFT' });
    market.setQuote('MSFT', { bid: '199.99', ask: '200.01', last: '200.00' });
    tick(clock, brokerage, 60_000);
    expect(brokerage.getOrder(MARGIN, opening.id)).toMatchObject({ status: 'NEW', filled_quantity: '0' });
    clock.set(Date.parse('2025-03-12T13:30:01Z')); // the open
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, opening.id)).toMatchObject({ status: 'FILLED', filled_quantity: '3' });
    expect(brokerage.getOrder(MARGIN, unfilledOpening.id).status).toBe('CANCELED');
    // Once the regular session is under way, AT_THE_OPENING is refused.
    expect(errorOf(() => submit(brokerage, { time_in_force: 'AT_THE_OPENING' })).details?.[0]).toMatchObject({
      field: 'time_in_force',
    });
    clock.set(Date.parse('2025-03-12T19:59:00Z'));
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, closing.id)).toMatchObject({ status: 'NEW', filled_quantity: '0' });
    market.setQuote('MSFT', { bid: '201.99', ask: '202.01', last: '202.00' });
    clock.set(Date.parse('2025-03-12T20:00:02Z'));
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, closing.id)).toMatchObject({
      status: 'FILLED',
      filled_quantity: '4',
      average_fill_price: '202.00',
    });
  });

  it('gives the buying power a resting order holds back once it is canceled', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const before = Number(brokerage.getBalances(CASH).buying_power);
    const order = submit(brokerage, { order_type: 'LIMIT', limit_price: '50.00', quantity: '20' }, CASH);
    expect(Number(brokerage.getBalances(CASH).buying_power)).toBeCloseTo(before - 1000, 2);
    brokerage.cancelOrder(CASH, order.id);
    tick(clock, brokerage, 1500);
    expect(Number(brokerage.getBalances(CASH).buying_power)).toBeCloseTo(before, 2);
  });
});
