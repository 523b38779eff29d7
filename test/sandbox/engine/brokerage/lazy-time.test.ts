// The brokerage evaluates working orders lazily, walking from its last evaluation to now. With the
// real market, every step must trade against the quote of its own instant, so what happens to an
// order does not depend on how often a client polls, and sessions follow the real calendar.
import { describe, it, expect } from 'vitest';
import { ManualClock } from '@/sandbox/engine/clock';
import { Sandbox } from '@/sandbox/engine/sandbox';

const START = Date.parse('2026-11-18T15:00:00Z'); // Wednesday 10:00 in New York
const ACCOUNT = 100001;

function world() {
  const clock = new ManualClock(START);
  return { clock, sandbox: new Sandbox({ clock, seed: 7 }) };
}

describe('lazy time with the real market', () => {
  it('fills a resting limit order at the same instant and price whether polled every 10 s or once', () => {
    // A buy limit at the ask 20 minutes from now: the market reaches it within the window.
    const probe = world();
    probe.clock.set(START + 20 * 60_000);
    const limit = probe.sandbox.market.quote('JPM')!.ask;

    const results = [10_000, 45 * 60_000].map((pollMs) => {
      const { clock, sandbox } = world();
      const [order] = sandbox.brokerage.submitOrders(ACCOUNT, [
        {
          order_type: 'LIMIT',
          limit_price: limit,
          quantity: '5',
          side: 'BUY',
          time_in_force: 'DAY',
          symbol: 'JPM',
        },
      ]);
      for (let t = 0; t < 45 * 60_000; t += pollMs) {
        clock.advance(pollMs);
        sandbox.brokerage.advance();
      }
      const done = sandbox.brokerage.getOrder(ACCOUNT, order!.id);
      const executions = sandbox.brokerage.listExecutions(ACCOUNT, { instrument_ids: ['JPM'] });
      return { status: done.status, fills: executions.map((e) => [e.transaction_time, e.price, e.quantity]) };
    });
    expect(results[0]!.status).toBe('FILLED');
    expect(results[1]).toEqual(results[0]);
  });

  it('fills a market order at the quote of its own instant, not at the quote when next asked', () => {
    const late = world();
    const [order] = late.sandbox.brokerage.submitOrders(ACCOUNT, [
      { order_type: 'MARKET', quantity: '1', side: 'BUY', time_in_force: 'DAY', symbol: 'JPM' },
    ]);
    late.clock.advance(30 * 60_000);
    const filled = late.sandbox.brokerage.getOrder(ACCOUNT, order!.id);
    const prompt = world();
    prompt.clock.advance(1000);
    expect(filled.average_fill_price).toBe(prompt.sandbox.market.quote('JPM')!.ask);
  });

  it('rests a DAY order entered on a holiday until the next session and expires it at that early close', () => {
    const clock = new ManualClock(Date.parse('2026-11-26T16:00:00Z')); // Thanksgiving, 11:00
    const sandbox = new Sandbox({ clock, seed: 7 });
    const [order] = sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        order_type: 'LIMIT',
        limit_price: '1.00',
        quantity: '5',
        side: 'BUY',
        time_in_force: 'DAY',
        symbol: 'JPM',
      },
    ]);
    clock.set(Date.parse('2026-11-27T17:59:00Z')); // Friday 12:59, half day
    expect(sandbox.brokerage.getOrder(ACCOUNT, order!.id).status).toBe('NEW');
    clock.set(Date.parse('2026-11-27T18:00:05Z')); // 13:00:05, after the early close
    expect(sandbox.brokerage.getOrder(ACCOUNT, order!.id)).toMatchObject({
      status: 'EXPIRED',
      updated_at: expect.stringMatching(/^2026-11-27T18:00:/) as unknown as string,
    });
  });

  it('gives the quote of any instant without moving the feed sequence', () => {
    const { clock, sandbox } = world();
    const market = sandbox.market;
    const earlier = START + 5_000;
    clock.set(earlier);
    const then = market.quote('JPM')!;
    clock.set(START + 600_000);
    const now = market.quote('JPM')!;
    const replayed = market.quoteAt('JPM', earlier)!;
    expect({ ...replayed, seq: 0 }).toEqual({ ...then, seq: 0 });
    expect(market.quoteAt('JPM', START + 600_000)).toMatchObject({
      bid: now.bid,
      ask: now.ask,
      seq: now.seq,
    });
    clock.advance(250);
    expect(market.quote('JPM')!.seq).toBe(now.seq + 1);
  });
});
