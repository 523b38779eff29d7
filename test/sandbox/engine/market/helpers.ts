// A small world for market tests: Universe + Market on a ManualClock, and a Sandbox-shaped object for
// the feed and the handlers (call them with callOperation of test/utils/sandbox.ts).
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import { FaultInjector } from '@/sandbox/engine/faults';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { Universe } from '@/sandbox/engine/universe/universe';
import { Market } from '@/sandbox/engine/market/market';

/** Friday 2026-11-20, 10:00 in New York (regular session). */
export const TEST_NOW = Date.parse('2026-11-20T15:00:00Z');

export interface MarketWorld {
  clock: ManualClock;
  universe: Universe;
  market: Market;
  sandbox: Sandbox;
}

export function makeMarket(seed = 42, now = TEST_NOW): MarketWorld {
  const clock = new ManualClock(now);
  const rng = createRng(seed);
  const universe = new Universe(rng.fork('universe'), clock);
  const market = new Market(universe, clock, rng.fork('market'));
  let counter = 0;
  const sandbox = {
    seed,
    clock,
    rng,
    universe,
    market,
    faults: new FaultInjector(),
    nextRequestId: () => `5a4db0c0-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`,
  } as unknown as Sandbox;
  return { clock, universe, market, sandbox };
}
