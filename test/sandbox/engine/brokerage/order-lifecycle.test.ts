import { describe, it, expect } from 'vitest';
import { makeWorld } from './fakes';
import { MARGIN, submit, tick } from './helpers';

describe('order lifecycle', () => {
  it('fills a market order in size-limited slices at the ask: PENDING_NEW → PARTIALLY_FILLED → FILLED', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 300, last: '100.00' });
    const ack = submit(brokerage, { quantity: '1000', id: 'mkt-1' });
    expect(ack).toMatchObject({
      status: 'PENDING_NEW',
      filled_quantity: '0',
      leaves_quantity: '1000',
      client_order_id: 'mkt-1',
    });

    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, ack.id)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      filled_quantity: '300',
      leaves_quantity: '700',
    });
    tick(clock, brokerage, 2000);
    expect(brokerage.getOrder(MARGIN, ack.id)).toMatchObject({
      status: 'PARTIALLY_FILLED',
      filled_quantity: '900',
    });
    tick(clock, brokerage, 1000);
    const done = brokerage.getOrder(MARGIN, ack.id);
    expect(done).toMatchObject({
      status: 'FILLED',
      filled_quantity: '1000',
      leaves_quantity: '0',
      average_fill_price: '100.01',
    });

    const executions = brokerage.listExecutions(MARGIN, { instrument_ids: ['AAPL'] });
    expect(executions.map((e) => e.quantity)).toEqual(['100', '300', '300', '300']);
    expect(executions[0]?.transaction_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);
    // Newest first.
    expect(executions[0]!.transaction_time > executions[3]!.transaction_time).toBe(true);
  });

  it('rests a limit order until the market crosses it, then fills at the better price', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, { order_type: 'LIMIT', limit_price: '99.50', quantity: '5' });
    tick(clock, brokerage, 5000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    market.setQuote('AAPL', { bid: '99.40', ask: '99.45', last: '99.42' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '99.45',
    });
  });

  it('triggers a stop when the last trade reaches it', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, { order_type: 'STOP', stop_price: '101.00' });
    tick(clock, brokerage, 3000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    market.setQuote('AAPL', { bid: '101.48', ask: '101.52', last: '101.50' });
    tick(clock, brokerage, 1000);
    const filled = brokerage.getOrder(MARGIN, order.id);
    expect(filled).toMatchObject({ status: 'FILLED', average_fill_price: '101.52' });
    expect(filled.details?.some((d) => d.includes('Stop triggered'))).toBe(true);
  });

  it('turns a triggered stop-limit into a limit order that waits for its price', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, {
      order_type: 'STOP_LIMIT',
      stop_price: '101.00',
      limit_price: '101.10',
    });
    market.setQuote('AAPL', { bid: '101.48', ask: '101.52', last: '101.50' });
    tick(clock, brokerage, 2000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    market.setQuote('AAPL', { bid: '101.03', ask: '101.05', last: '101.04' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '101.05',
    });
  });

  it('tracks a trailing stop watermark, shows trailing fields on fetch but not on the acknowledgement', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const ack = submit(brokerage, {
      order_type: 'TRAILING_STOP',
      trailing_offset: '2.00',
      trailing_offset_type: 'PRICE',
    });
    expect(ack.trailing_watermark_px).toBeUndefined();
    expect(ack.trailing_stop_px).toBeUndefined();
    expect(ack.trailing_offset).toBe('2.00');
    expect(brokerage.getOrder(MARGIN, ack.id)).toMatchObject({
      trailing_watermark_px: '100.00',
      trailing_stop_px: '102.00',
    });

    market.setQuote('AAPL', { bid: '96.99', ask: '97.01', last: '97.00' });
    tick(clock, brokerage, 2000);
    const lowered = brokerage.getOrder(MARGIN, ack.id);
    expect(lowered).toMatchObject({
      status: 'NEW',
      trailing_watermark_px: '97.00',
      trailing_stop_px: '99.00',
    });
    expect(lowered.trailing_watermark_ts).toMatch(/Z$/);

    market.setQuote('AAPL', { bid: '99.48', ask: '99.52', last: '99.50' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, ack.id)).toMatchObject({
      status: 'FILLED',
      average_fill_price: '99.52',
    });
  });

  it('computes basis-point trailing stops and the limit of a trailing stop-limit', () => {
    const { brokerage, market } = makeWorld();
    market.setQuote('AAPL', { bid: '199.99', ask: '200.01', last: '200.00' });
    const bps = submit(brokerage, {
      order_type: 'TRAILING_STOP',
      trailing_offset: '115',
      trailing_offset_type: 'BPS',
    });
    expect(brokerage.getOrder(MARGIN, bps.id).trailing_stop_px).toBe('202.30');
    const stopLimit = submit(brokerage, {
      order_type: 'TRAILING_STOP_LIMIT',
      trailing_offset: '2.00',
      trailing_offset_type: 'PRICE',
      limit_offset: '0.50',
    });
    expect(brokerage.getOrder(MARGIN, stopLimit.id)).toMatchObject({
      trailing_stop_px: '202.00',
      trailing_limit_px: '202.50',
    });
  });

  it('fills what it can of an IOC order and cancels the rest; kills a FOK that cannot fill in full', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 300, last: '100.00' });
    const ioc = submit(brokerage, { time_in_force: 'IMMEDIATE_OR_CANCEL', quantity: '1000' });
    const fok = submit(brokerage, { time_in_force: 'FILL_OR_KILL', quantity: '1000', symbol: 'MSFT' });
    const fokSmall = submit(brokerage, { time_in_force: 'FILL_OR_KILL', quantity: '200', symbol: 'S09' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, ioc.id)).toMatchObject({
      status: 'CANCELED',
      filled_quantity: '300',
      leaves_quantity: '0',
    });
    expect(brokerage.getOrder(MARGIN, fok.id)).toMatchObject({ status: 'FILLED' }); // 1000 shown at the ask
    expect(brokerage.getOrder(MARGIN, fokSmall.id)).toMatchObject({
      status: 'FILLED',
      filled_quantity: '200',
    });

    market.setQuote('MSFT', { bid: '99.99', ask: '100.01', size: 300 });
    const killed = submit(brokerage, { time_in_force: 'FILL_OR_KILL', quantity: '1000', symbol: 'MSFT' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, killed.id)).toMatchObject({ status: 'CANCELED', filled_quantity: '0' });
  });

  it('expires DAY orders at the close and GOOD_TILL_DATE orders at expires_at; GTC orders stay', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const day = submit(brokerage, { order_type: 'LIMIT', limit_price: '50.00' });
    const gtc = submit(brokerage, {
      order_type: 'LIMIT',
      limit_price: '50.00',
      time_in_force: 'GOOD_TILL_CANCEL',
    });
    const gtd = submit(brokerage, {
      order_type: 'LIMIT',
      limit_price: '50.00',
      time_in_force: 'GOOD_TILL_DATE',
      expires_at: '2025-03-12T17:00:00.000000000Z',
    });
    expect(gtd.expires_at).toBe('2025-03-12T17:00:00.000000000Z');
    tick(clock, brokerage, 2 * 3600_000 + 1000); // 13:00:01 New York
    expect(brokerage.getOrder(MARGIN, gtd.id).status).toBe('EXPIRED');
    expect(brokerage.getOrder(MARGIN, day.id).status).toBe('NEW');
    tick(clock, brokerage, 3 * 3600_000); // 16:00:01
    expect(brokerage.getOrder(MARGIN, day.id).status).toBe('EXPIRED');
    tick(clock, brokerage, 24 * 3600_000);
    expect(brokerage.getOrder(MARGIN, gtc.id).status).toBe('NEW');
  });

  it('rests orders outside the session until it opens, unless extended_hours', () => {
    const saturday = Date.parse('2025-03-15T16:00:00Z');
    const { brokerage, market, clock } = makeWorld(saturday);
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const order = submit(brokerage, {});
    tick(clock, brokerage, 3600_000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({ status: 'NEW', filled_quantity: '0' });
    clock.set(Date.parse('2025-03-17T12:00:00Z')); // Monday 08:00, pre-market
    const extended = submit(brokerage, {
      order_type: 'LIMIT',
      limit_price: '100.05',
      extended_hours: true,
      symbol: 'AAPL',
    });
    tick(clock, brokerage, 2000);
    expect(brokerage.getOrder(MARGIN, extended.id).status).toBe('FILLED');
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('NEW');
    clock.set(Date.parse('2025-03-17T13:30:01Z')); // 09:30:01, the open
    brokerage.advance();
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('FILLED');
  });

  it('releases a TWAP order at start_at and fills it on schedule', () => {
    const { brokerage, market, clock } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 10_000, last: '100.00' });
    const order = submit(brokerage, {
      quantity: '100',
      strategy: { type: 'TWAP', start_at: '2025-03-12T15:10:00Z', end_at: '2025-03-12T15:20:00Z' },
    });
    tick(clock, brokerage, 5 * 60_000);
    expect(brokerage.getOrder(MARGIN, order.id)).toMatchObject({
      filled_quantity: '0',
      queue_state: 'AWAITING_RELEASE',
    });
    tick(clock, brokerage, 10 * 60_000); // 15:15, half way
    const half = brokerage.getOrder(MARGIN, order.id);
    expect(half.queue_state).toBe('RELEASED');
    expect(Number(half.filled_quantity)).toBe(50);
    tick(clock, brokerage, 10 * 60_000);
    expect(brokerage.getOrder(MARGIN, order.id).status).toBe('FILLED');
  });
});
