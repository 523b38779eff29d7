// A small world for market tests: Universe + Market on a ManualClock, a Sandbox-shaped object for
// the feed and the handlers, and a way to call the calendar and market-data handlers as the router
// does (query parsed with the operation's schema, data checked against its response schema).
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import { SandboxError } from '@/sandbox/engine/errors';
import { FaultInjector } from '@/sandbox/engine/faults';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { Universe } from '@/sandbox/engine/universe/universe';
import { Market } from '@/sandbox/engine/market/market';
import { coerceParams } from '@/sandbox/http/query-coercion';
import { calendarHandlers } from '@/sandbox/http/handlers/calendar';
import { marketDataHandlers } from '@/sandbox/http/handlers/market-data';
import type { Handler, HandlerContext, OperationHandlers, OperationId } from '@/sandbox/http/types';

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

export interface CallResult {
  status: number;
  data: unknown;
  error?: { code: number; message: string; details?: unknown } | undefined;
  /** Problems with `data` against the operation's response schema (empty when it parses). */
  schemaIssues: string[];
}

const handlers: OperationHandlers = { ...calendarHandlers, ...marketDataHandlers };

export async function callOp(
  sandbox: Sandbox,
  id: OperationId,
  query: Record<string, string> = {},
): Promise<CallResult> {
  const op = (operations as unknown as Record<string, OperationDef>)[id];
  const handler = handlers[id] as Handler<OperationId> | undefined;
  if (!op || !handler) throw new Error(`no handler for ${id}`);
  const rawQuery = new URLSearchParams(query);
  const parsedQuery = op.query.safeParse(coerceParams(op.query, rawQuery.entries()));
  if (!parsedQuery.success)
    return {
      status: 400,
      data: null,
      error: { code: 400, message: 'Invalid query parameters' },
      schemaIssues: [],
    };
  try {
    const result = await handler({
      sandbox,
      params: {},
      query: parsedQuery.data,
      body: undefined,
      rawQuery,
    } as HandlerContext<OperationId>);
    const parsed = op.data.safeParse(result.data);
    return {
      status: result.status ?? 200,
      data: result.data,
      schemaIssues: parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    return {
      status: error.status,
      data: null,
      error: { code: error.status, message: error.message, details: error.details },
      schemaIssues: [],
    };
  }
}
