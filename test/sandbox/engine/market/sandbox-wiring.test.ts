// The Market inside a whole Sandbox: it is built from the seed and clock, and the scenarios that
// force the market open or closed reach it.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@/sandbox/engine/clock';
import { Sandbox } from '@/sandbox/engine/sandbox';

const SATURDAY = Date.parse('2026-11-21T16:00:00Z');

describe('Market in the Sandbox', () => {
  it('is deterministic per seed and follows the scenarios', () => {
    const a = new Sandbox({ seed: 5, clock: new ManualClock(SATURDAY) });
    const b = new Sandbox({ seed: 5, clock: new ManualClock(SATURDAY) });
    expect(a.market.quote('AAPL')).toEqual(b.market.quote('AAPL'));
    expect(a.market.session()).toBe('closed');
    const open = new Sandbox({ seed: 5, clock: new ManualClock(SATURDAY), scenarios: ['market-open'] });
    expect(open.market.session()).toBe('regular');
    const closed = new Sandbox({
      clock: new ManualClock(Date.parse('2026-11-20T15:00:00Z')),
      scenarios: ['market-closed'],
    });
    expect(closed.market.isRegularOpen()).toBe(false);
  });

  it('stamps the quotes of a forced open market with the clock, while it replays a session (issue 26)', () => {
    const clock = new ManualClock(SATURDAY);
    const open = new Sandbox({ seed: 5, clock, scenarios: ['market-open'] });
    expect(Date.parse(open.market.quote('AAPL')!.ts)).toBe(SATURDAY);
    const first = open.market.quote('AAPL')!.last_price;
    clock.advance(60_000);
    const later = open.market.quote('AAPL')!;
    expect(Date.parse(later.ts)).toBe(SATURDAY + 60_000);
    expect(later.last_price).not.toBe(undefined);
    expect(typeof first).toBe('string');
  });
});
