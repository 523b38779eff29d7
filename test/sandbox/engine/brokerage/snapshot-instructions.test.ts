import { describe, it, expect } from 'vitest';
import { Brokerage } from '@/sandbox/engine/brokerage/brokerage';
import { createRng } from '@/sandbox/engine/rng';
import { makeWorld, CALL } from './fakes';
import { MARGIN, errorOf, submit, tick } from './helpers';

describe('snapshot and restore', () => {
  it('round-trips through JSON and carries on identically', () => {
    const { brokerage, market, clock, universe } = makeWorld();
    market.setQuote('AAPL', { bid: '99.99', ask: '100.01', size: 300, last: '100.00' });
    submit(brokerage, { quantity: '1000', id: 'keep-me' });
    tick(clock, brokerage, 1000);
    const saved = JSON.parse(JSON.stringify(brokerage.snapshot())) as ReturnType<Brokerage['snapshot']>;

    const copy = new Brokerage(universe, market, clock, createRng(42).fork('brokerage'));
    copy.restore(saved);
    tick(clock, brokerage, 3000);
    copy.advance();
    expect(copy.listOrders(MARGIN)).toEqual(brokerage.listOrders(MARGIN));
    expect(copy.listExecutions(MARGIN)).toEqual(brokerage.listExecutions(MARGIN));
    expect(copy.getBalances(MARGIN)).toEqual(brokerage.getBalances(MARGIN));
    // Idempotency survives the restore, and new ids do not repeat old ones.
    expect(submit(copy, { id: 'keep-me' }).id).toBe(saved.orders[0]?.id);
    const fresh = submit(copy, { id: 'new-one' });
    expect(saved.orders.some((o) => o.id === fresh.id)).toBe(false);
  });

  it('is deterministic for a seed', () => {
    const a = makeWorld();
    const b = makeWorld();
    expect(a.brokerage.snapshot()).toEqual(b.brokerage.snapshot());
    expect(makeWorld(undefined, 7).brokerage.listPositions(MARGIN)).not.toEqual(
      a.brokerage.listPositions(MARGIN),
    );
  });
});

describe('position instructions', () => {
  function withCalls() {
    const world = makeWorld();
    world.market.setQuote(CALL.symbol, { bid: '4.90', ask: '5.10', last: '5.00' });
    submit(world.brokerage, { symbol: CALL.symbol, quantity: '3' });
    tick(world.clock, world.brokerage, 1000);
    return world;
  }

  it('accepts an exercise (SENT → ACCEPTED) and lists it', () => {
    const { brokerage, clock } = withCalls();
    const outcome = brokerage.submitInstructions(MARGIN, [
      { instruction_id: 'ui-1', instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '2' },
    ]);
    expect(outcome.status).toBe(200);
    expect(outcome.data[0]).toMatchObject({ status: 'SENT', instruction_id: 'ui-1', symbol: CALL.symbol });
    tick(clock, brokerage, 3000);
    expect(brokerage.listInstructions(MARGIN, CALL.symbol)[0]).toMatchObject({
      status: 'ACCEPTED',
      accepted_quantity: '2',
    });
  });

  it('answers 207 for a mixed batch and 409 when every row is a duplicate; rejected rows are not stored', () => {
    const { brokerage } = withCalls();
    brokerage.submitInstructions(MARGIN, [
      { instruction_id: 'ui-1', instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '1' },
    ]);
    const mixed = brokerage.submitInstructions(MARGIN, [
      { instruction_id: 'ui-2', instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '1' },
      { instruction_id: 'ui-1', instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '1' },
    ]);
    expect(mixed.status).toBe(207);
    expect(mixed.error?.message).toBe('Duplicate exercise instruction');
    expect(mixed.data[1]).toMatchObject({ status: 'REJECTED', id: '00000000-0000-0000-0000-000000000000' });
    const duplicates = brokerage.submitInstructions(MARGIN, [
      { instruction_id: 'ui-2', instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '1' },
    ]);
    expect(duplicates.status).toBe(409);
    const early = brokerage.submitInstructions(MARGIN, [
      { instruction_type: 'DO_NOT_EXERCISE', instrument_id: CALL.id, quantity: '1' },
    ]);
    expect(early.status).toBe(400);
    expect(early.data[0]?.rejection_reason).toMatch(/expiration date/);
    const tooMany = brokerage.submitInstructions(MARGIN, [
      { instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '2' },
    ]);
    expect(tooMany.data[0]?.rejection_reason).toMatch(/Insufficient position/);
    expect(brokerage.listInstructions(MARGIN)).toHaveLength(2);
  });

  it('cancels a SENT instruction (CANCEL_REQUESTED → CANCELLED) and refuses terminal ones with 409', () => {
    const { brokerage, clock } = withCalls();
    const [sent] = brokerage.submitInstructions(MARGIN, [
      { instruction_type: 'EXERCISE', instrument_id: CALL.id, quantity: '1' },
    ]).data;
    expect(brokerage.cancelInstruction(MARGIN, sent!.id).status).toBe('CANCEL_REQUESTED');
    tick(clock, brokerage, 2000);
    expect(brokerage.listInstructions(MARGIN)[0]?.status).toBe('CANCELLED');
    expect(errorOf(() => brokerage.cancelInstruction(MARGIN, sent!.id)).status).toBe(409);
    expect(
      errorOf(() => brokerage.cancelInstruction(MARGIN, '00000000-0000-4000-8000-000000000999')).status,
    ).toBe(404);
  });
});
