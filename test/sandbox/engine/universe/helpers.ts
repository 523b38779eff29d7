// A Universe on the fixed test clock, and its instrument and news operations called as the router
// calls them (callOperation of test/utils/sandbox.ts).
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { Universe } from '@/sandbox/engine/universe/universe';
import type { OperationId } from '@/sandbox/http/types';
import { callOperation, type OperationInput } from '../../../utils/sandbox';

/** Friday 2026-11-20, 10:00 in New York. */
export const TEST_NOW = Date.parse('2026-11-20T15:00:00Z');

export function makeUniverse(seed = 42, now = TEST_NOW) {
  const clock = new ManualClock(now);
  return { universe: new Universe(createRng(seed).fork('universe'), clock), clock };
}

/** An instrument or news operation on `universe`, called as the router calls it. */
export const call = (universe: Universe, id: OperationId, input?: OperationInput) =>
  callOperation({ universe } as unknown as Sandbox, id, input);
