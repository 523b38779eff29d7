// Calls the account/order/position handlers the way the router does (schemas parse the path, the
// query string and the body; the answer's data must parse with the operation's data schema),
// without needing the rest of the sandbox. Kept here because the router pulls in every handler.
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { SandboxError } from '@/sandbox/engine/errors';
import { coerceParams } from '@/sandbox/http/query-coercion';
import type { Handler, HandlerContext, OperationHandlers, OperationId } from '@/sandbox/http/types';
import type { Sandbox } from '@/sandbox/engine/sandbox';
import { accountHandlers } from '@/sandbox/http/handlers/accounts';
import { orderHandlers } from '@/sandbox/http/handlers/orders';
import { positionHandlers } from '@/sandbox/http/handlers/positions';
import { makeWorld } from './fakes';

const handlers: OperationHandlers = { ...accountHandlers, ...orderHandlers, ...positionHandlers };

export interface CallResult {
  status: number;
  data: unknown;
  metadata?: Record<string, unknown> | undefined;
  error?: { code: number; message: string; details?: unknown } | undefined;
  /** Problems with `data` against the operation's schema (empty when it parses). */
  schemaIssues: string[];
}

export function httpWorld() {
  const world = makeWorld();
  const sandbox = { brokerage: world.brokerage } as unknown as Sandbox;

  async function call(
    id: OperationId,
    input: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<CallResult> {
    const op = (operations as unknown as Record<string, OperationDef>)[id];
    const handler = handlers[id] as Handler<OperationId> | undefined;
    if (!op || !handler) throw new Error(`no handler for ${id}`);
    const rawQuery = new URLSearchParams(input.query ?? {});
    const params = op.params.parse(
      coerceParams(
        op.params,
        Object.entries(input.params ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      ),
    );
    const query = op.query.parse(coerceParams(op.query, rawQuery.entries()));
    const body = op.body ? op.body.parse(input.body ?? null) : undefined;
    try {
      const result = await handler({ sandbox, params, query, body, rawQuery } as HandlerContext<OperationId>);
      const parsed = op.data.safeParse(result.data);
      return {
        status: result.status ?? 200,
        data: result.data,
        metadata: result.metadata,
        error: (result as { error?: CallResult['error'] }).error,
        schemaIssues: parsed.success
          ? []
          : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
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

  return { ...world, call };
}
