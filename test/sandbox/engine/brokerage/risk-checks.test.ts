import { describe, it, expect } from 'vitest';
import { makeWorld, CALL, idOf } from './fakes';
import { CASH, MARGIN, errorOf, submit, tick } from './helpers';
import type { OrderInput } from './helpers';
import type { Brokerage } from '@/sandbox/engine/brokerage/brokerage';

function riskType(brokerage: Brokerage, request: OrderInput, account = MARGIN) {
  const error = errorOf(() => submit(brokerage, request, account));
  expect(error.status).toBe(400);
  expect(error.message).toBe('Risk check failed');
  const [first, second] = error.details ?? [];
  expect(first?.subject).toMatch(/^order:/);
  expect(second).toMatchObject({ domain: 'sandbox.oems.risk', reason: first?.type });
  return first?.type;
}

describe('risk checks', () => {
  it('refuses short sales of hard-to-borrow or short-prohibited stock, and any short sale in a cash account', () => {
    const { brokerage } = makeWorld();
    expect(riskType(brokerage, { side: 'SELL_SHORT', symbol: 'HTB' })).toBe('HARD_TO_BORROW');
    expect(riskType(brokerage, { side: 'SELL_SHORT', symbol: 'NOSHORT' })).toBe('SHORT_PROHIBITED');
    expect(riskType(brokerage, { side: 'SELL_SHORT', symbol: 'MSFT' }, CASH)).toBe('SHORT_NOT_ALLOWED');
    expect(submit(brokerage, { side: 'SELL_SHORT', symbol: 'MSFT' }).status).toBe('PENDING_NEW');
  });

  it('refuses buying liquidation-only stock, and trading restricted or non-tradable instruments', () => {
    const { brokerage } = makeWorld();
    expect(riskType(brokerage, { symbol: 'LIQ' })).toBe('LIQUIDATION_ONLY');
    expect(riskType(brokerage, { symbol: 'RESTR' })).toBe('RESTRICTED');
    expect(riskType(brokerage, { symbol: 'HALT' })).toBe('NOT_TRADABLE');
  });

  it('enforces max_notional from the risk settings, and lets a null clear it', () => {
    const { brokerage } = makeWorld();
    brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: '5000.00' } });
    expect(riskType(brokerage, { quantity: '60' })).toBe('MAX_NOTIONAL');
    expect(submit(brokerage, { quantity: '40' }).status).toBe('PENDING_NEW');
    brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: null } });
    expect(submit(brokerage, { quantity: '60' }).status).toBe('PENDING_NEW');
  });

  it('refuses orders beyond buying power: settled cash in a cash account, 2× excess equity in a margin account', () => {
    const { brokerage, market } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', last: '100.00' });
    const cashBp = Number(brokerage.getBalances(CASH).buying_power);
    const affordable = Math.floor(cashBp / 100.01);
    expect(riskType(brokerage, { quantity: String(affordable + 1) }, CASH)).toBe('BUYING_POWER');
    expect(submit(brokerage, { quantity: String(affordable) }, CASH).status).toBe('PENDING_NEW');
    // The open order now holds that buying power.
    expect(Number(brokerage.getBalances(CASH).buying_power)).toBeLessThan(100.01);
    expect(riskType(brokerage, { quantity: '1' }, CASH)).toBe('BUYING_POWER');

    const marginBalances = brokerage.getBalances(MARGIN);
    const excess = Number(marginBalances.margin_details?.initial_margin_excess);
    expect(Number(marginBalances.buying_power)).toBeCloseTo(2 * excess, 1);
    expect(riskType(brokerage, { quantity: String(Math.ceil((2 * excess) / 100.01) + 1) })).toBe(
      'BUYING_POWER',
    );
  });

  it('refuses selling more than is held (and in open sell orders) in a cash account', () => {
    const { brokerage } = makeWorld();
    const [position] = brokerage.listPositions(CASH);
    if (!position) throw new Error('the cash account should hold positions');
    expect(riskType(brokerage, { side: 'SELL', symbol: position.symbol, quantity: '1000000' }, CASH)).toBe(
      'INSUFFICIENT_POSITION',
    );
    const held = new Set(brokerage.listPositions(CASH).map((p) => p.symbol));
    const notHeld = ['AAPL', 'MSFT', 'S09'].find((symbol) => !held.has(symbol));
    expect(riskType(brokerage, { side: 'SELL', symbol: notHeld, quantity: '1' }, CASH)).toBe(
      'INSUFFICIENT_POSITION',
    );
    submit(brokerage, { side: 'SELL', symbol: position.symbol, quantity: position.quantity }, CASH);
    expect(riskType(brokerage, { side: 'SELL', symbol: position.symbol, quantity: '1' }, CASH)).toBe(
      'INSUFFICIENT_POSITION',
    );
  });

  it('checks the options level: buying needs 2, writing uncovered needs 4', () => {
    const { brokerage, clock, market } = makeWorld();
    market.setQuote(CALL.symbol, { bid: '4.90', ask: '5.10', last: '5.00' });
    // The cash account has level 1.
    expect(riskType(brokerage, { symbol: CALL.symbol, quantity: '1' }, CASH)).toBe('OPTIONS_LEVEL');
    // The margin account has level 3: buying is fine, uncovered writing is not.
    const bought = submit(brokerage, { symbol: CALL.symbol, quantity: '2' });
    tick(clock, brokerage, 1000);
    expect(brokerage.getOrder(MARGIN, bought.id).status).toBe('FILLED');
    const position = brokerage.listPositions(MARGIN).find((p) => p.instrument_id === CALL.id);
    expect(position).toMatchObject({
      quantity: '2',
      market_value: '1000.00',
      underlying_instrument_id: idOf('AAPL'),
    });
    expect(submit(brokerage, { side: 'SELL', symbol: CALL.symbol, quantity: '2' }).status).toBe(
      'PENDING_NEW',
    );
    expect(riskType(brokerage, { side: 'SELL', symbol: CALL.symbol, quantity: '1' })).toBe('OPTIONS_LEVEL');
  });

  it("refuses an order that would cross the account's own resting order", () => {
    const { brokerage } = makeWorld();
    submit(brokerage, {
      side: 'SELL_SHORT',
      symbol: 'MSFT',
      order_type: 'LIMIT',
      limit_price: '150.00',
      time_in_force: 'GOOD_TILL_CANCEL',
    });
    expect(riskType(brokerage, { symbol: 'MSFT', order_type: 'LIMIT', limit_price: '151.00' })).toBe(
      'SELF_MATCH',
    );
  });

  it('rejects every new order at the venue in the venue-rejects scenario, with a reason in details', () => {
    const { brokerage } = makeWorld();
    brokerage.setVenueRejects(true);
    const order = submit(brokerage, {});
    expect(order.status).toBe('REJECTED');
    expect(order.details?.[0]).toMatch(/Rejected by the venue/);
  });

  it('answers 403 for orders in an account that is not ACTIVE', () => {
    const { brokerage } = makeWorld();
    expect(errorOf(() => submit(brokerage, {}, 100003)).status).toBe(403);
    expect(errorOf(() => submit(brokerage, {}, 100004)).status).toBe(403);
  });
});
