// A Universe on the fixed test clock, and a way to call the instrument and news handlers as the
// router does (schemas parse the query; the answer must parse with the operation's data schema).
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { ManualClock } from '@/sandbox/engine/clock';
import { createRng } from '@/sandbox/engine/rng';
import { SandboxError } from '@/sandbox/engine/errors';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { Universe } from '@/sandbox/engine/universe/universe';
import { coerceParams } from '@/sandbox/http/query-coercion';
import { instrumentHandlers } from '@/sandbox/http/handlers/instruments';
import { newsHandlers } from '@/sandbox/http/handlers/news';
import type { Handler, HandlerContext, OperationHandlers, OperationId } from '@/sandbox/http/types';

/** Friday 2026-11-20, 10:00 in New York. */
export const TEST_NOW = Date.parse('2026-11-20T15:00:00Z');

export function makeUniverse(seed = 42, now = TEST_NOW) {
  const clock = new ManualClock(now);
  return { universe: new Universe(createRng(seed).fork('universe'), clock), clock };
}

export interface CallResult {
  status: number;
  data: unknown;
  metadata?: Record<string, unknown> | undefined;
  error?: { code: number; message: string; details?: unknown } | undefined;
  /** Problems with `data` against the operation's schema (empty when it parses). */
  schemaIssues: string[];
}

const handlers: OperationHandlers = { ...instrumentHandlers, ...newsHandlers };

export async function call(
  universe: Universe,
  id: OperationId,
  input: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<CallResult> {
  const op = (operations as unknown as Record<string, OperationDef>)[id];
  const handler = handlers[id] as Handler<OperationId> | undefined;
  if (!op || !handler) throw new Error(`no handler for ${id}`);
  const rawQuery = new URLSearchParams(input.query ?? {});
  const params = op.params.parse(coerceParams(op.params, Object.entries(input.params ?? {})));
  const query = op.query.parse(coerceParams(op.query, rawQuery.entries()));
  const sandbox = { universe } as unknown as Sandbox;
  try {
    const result = await handler({
      sandbox,
      params,
      query,
      body: undefined,
      rawQuery,
    } as HandlerContext<OperationId>);
    const parsed = op.data.safeParse(result.data);
    return {
      status: result.status ?? 200,
      data: result.data,
      metadata: result.metadata,
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
