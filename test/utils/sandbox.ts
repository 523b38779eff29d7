// The one sandbox harness of the tests.
// - withSandbox: a fresh in-memory sandbox behind msw/node for each test: the same simulator the
//   demo runs, answering on the URLs the app's demo mode uses. Unhandled requests fail the test.
// - httpSandbox: a sandbox called through its HTTP router, without msw (the sandbox's own tests).
// - callOperation: one operation's handler, called as the router calls it, on a world of stand-ins.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { currentEndpoint } from '@/api/session';
import { Sandbox, type SandboxOptions } from '@/sandbox/engine/sandbox';
import { createSandboxMswHandlers } from '@/sandbox/msw-handlers';
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import { ManualClock } from '@/sandbox/engine/clock';
import { SandboxError } from '@/sandbox/engine/errors';
import { coerceParams } from '@/sandbox/http/query-coercion';
import { handleSandboxRequest } from '@/sandbox/http/router';
import { sandboxHandlers } from '@/sandbox/http/handlers';
import type { Handler, HandlerContext, OperationId } from '@/sandbox/http/types';

export interface SandboxHarness {
  /** The sandbox of the current test (new for every test). */
  readonly sandbox: Sandbox;
  server: ReturnType<typeof setupServer>;
}

/** Call at the top of a test file: every test gets a new Sandbox built with `options()`. */
export function withSandbox(options: () => SandboxOptions = () => ({})): SandboxHarness {
  let current: Sandbox | undefined;
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = new Sandbox(options());
    const { baseUrl, wsUrl } = currentEndpoint();
    server.resetHandlers(...createSandboxMswHandlers(current, { baseUrl, wsUrl }));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    get sandbox() {
      if (!current) throw new Error('withSandbox: no test is running');
      return current;
    },
    server,
  };
}

// ---------------------------------------------------------------------------------------------
// Without msw: the sandbox's HTTP layer called directly, for the sandbox's own tests.

/** Friday 2026-11-20, 10:00 in New York (regular session): the sandbox tests' default instant. */
export const HTTP_NOW = Date.parse('2026-11-20T15:00:00Z');

export interface Envelope<T = unknown> {
  status: number;
  data: T;
  error?: { code: number; message: string; details?: Array<Record<string, unknown>> } | null;
  metadata: Record<string, unknown> & { request_id: string };
}

/**
 * A real Sandbox on a manual clock, called through its HTTP router (routing, auth, schema parsing
 * of path, query and body, and every answer validated against its operation: a mismatch is a 500).
 */
export function httpSandbox(options: SandboxOptions = {}) {
  const clock = new ManualClock(HTTP_NOW);
  const sandbox = new Sandbox({ clock, ...options });
  async function call<T = unknown>(method: string, url: string, body?: unknown): Promise<Envelope<T>> {
    const response = await handleSandboxRequest(sandbox, {
      method,
      url,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'authorization' ? 'Bearer test-token' : null),
      },
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, ...(JSON.parse(response.body) as Omit<Envelope<T>, 'status'>) };
  }
  return { sandbox, clock, call };
}

export interface CallResult {
  status: number;
  data: unknown;
  metadata?: Record<string, unknown> | undefined;
  error?: { code: number; message: string; details?: unknown } | undefined;
  /** Problems with `data` against the operation's response schema (empty when it parses). */
  schemaIssues: string[];
}

export interface OperationInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * One operation's handler called as the router calls it (path, query and body parsed with the
 * operation's schemas; a query that does not parse is a 400), on any Sandbox-shaped object: tests
 * of one engine part pass a world of stand-ins with only the parts that operation touches.
 */
export async function callOperation(
  sandbox: Sandbox,
  id: OperationId,
  input: OperationInput = {},
): Promise<CallResult> {
  const op = (operations as unknown as Record<string, OperationDef>)[id];
  const handler = sandboxHandlers[id] as Handler<OperationId> | undefined;
  if (!op || !handler) throw new Error(`no handler for ${id}`);
  const rawQuery = new URLSearchParams(input.query ?? {});
  const query = op.query.safeParse(coerceParams(op.query, rawQuery.entries()));
  if (!query.success)
    return {
      status: 400,
      data: null,
      error: { code: 400, message: 'Invalid query parameters' },
      schemaIssues: [],
    };
  const params = op.params.parse(
    coerceParams(
      op.params,
      Object.entries(input.params ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ),
  );
  const body = op.body ? op.body.parse(input.body ?? null) : undefined;
  try {
    const result = await handler({
      sandbox,
      params,
      query: query.data,
      body,
      rawQuery,
    } as HandlerContext<OperationId>);
    const parsed = op.data.safeParse(result.data);
    return {
      status: result.status ?? 200,
      data: result.data,
      metadata: result.metadata,
      error: (result as { error?: CallResult['error'] }).error,
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
