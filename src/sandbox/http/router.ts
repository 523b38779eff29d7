// The sandbox's HTTP front: routes a request to its operation, checks auth, parses path, query and
// body with the operation's schemas, runs the handler, validates what it sends, and wraps it all in
// the API's envelope. Transport-free: msw (browser and tests) and the Node server both call it.
import type { z } from 'zod';
import * as operations from '@/api/operations';
import type { OperationDef } from '@/api/operation';
import type { Sandbox } from '../engine/sandbox';
import { SandboxError } from '../engine/errors';
import type { OperationFault } from '../engine/faults';
import type { Handler, HandlerContext, OperationHandlers, OperationId } from './types';
import { coerceParams } from './query-coercion';
import { sandboxHandlers } from './handlers';

export interface SandboxRequest {
  method: string;
  /** Full URL or path (with query string). */
  url: string;
  headers: { get(name: string): string | null };
  body: string | null;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The transport must never answer (a hung request). */
  hang?: boolean;
  /** The transport must fail the request as a network error. */
  networkError?: boolean;
  /** Milliseconds the transport should wait before answering. */
  delayMs?: number;
  operationId?: string;
}

export interface RouterOptions {
  /** Path prefix before /v1 (e.g. "/sandbox" in the browser demo). */
  basePath?: string;
  /** Called after a request that may have changed state (persistence in the browser). */
  onMutation?: () => void;
  /** Validate every response with the operation's schema (default true). */
  validateResponses?: boolean;
  /**
   * Emit only the OpenAPI document's enum values (`--strict-openapi`), for strict vendor clients:
   * the interface document's PREFERRED_STOCK is sent as COMMON_STOCK (docs/api-notes.md).
   */
  strictOpenApi?: boolean;
}

/** instrument_type values the interface document lists but the OpenAPI SecurityType enum does not. */
const OPENAPI_INSTRUMENT_TYPE: Record<string, string> = { PREFERRED_STOCK: 'COMMON_STOCK' };

function toOpenApiEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOpenApiEnums);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === 'instrument_type' && typeof v === 'string'
        ? (OPENAPI_INSTRUMENT_TYPE[v] ?? v)
        : toOpenApiEnums(v),
    ]),
  );
}

interface Route {
  op: OperationDef;
  regex: RegExp;
  names: string[];
  literalSegments: number;
}

const routes: Route[] = Object.values(operations as Record<string, OperationDef>)
  .map((op) => {
    const names: string[] = [];
    const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return {
      op,
      regex: new RegExp(`^${pattern}$`),
      names,
      literalSegments: op.path.split('/').filter((s) => s && !s.startsWith('{')).length,
    };
  })
  // Literal paths (e.g. /v1/instruments/search) win over templated ones (/v1/instruments/{id}).
  .sort((a, b) => b.literalSegments - a.literalSegments);

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function envelopeError(
  sandbox: Sandbox,
  status: number,
  message: string,
  details?: unknown[],
): SandboxResponse {
  const requestId = sandbox.nextRequestId();
  return {
    status,
    headers: { ...JSON_HEADERS, 'x-request-id': requestId },
    body: JSON.stringify({
      data: null,
      error: { code: status, message, ...(details && details.length > 0 ? { details } : {}) },
      metadata: { request_id: requestId },
    }),
  };
}

/** A path segment's text, or undefined when its percent-escapes are malformed (`%zz`, a cut-off UTF-8 sequence). */
function decodePathSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function zodDetails(error: z.ZodError, prefix: string): Array<{ field: string; description: string }> {
  return error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    description: issue.message,
  }));
}

function faultResponse(sandbox: Sandbox, fault: OperationFault): SandboxResponse | undefined {
  if (fault.hang) return { status: 0, headers: {}, body: '', hang: true };
  if (fault.networkError) return { status: 0, headers: {}, body: '', networkError: true };
  if (fault.htmlGateway)
    return {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
      body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
    };
  if (fault.malformed) return { status: 200, headers: JSON_HEADERS, body: '{"data": [{"id": "truncated' };
  if (fault.status) {
    const response = envelopeError(
      sandbox,
      fault.status,
      fault.message ?? `Injected fault: HTTP ${fault.status}`,
    );
    // A rate limit says when to come back, as a real server's would.
    if (fault.status === 429 || (fault.status === 503 && fault.retryAfterSeconds !== undefined))
      response.headers = { ...response.headers, 'Retry-After': String(fault.retryAfterSeconds ?? 5) };
    return response;
  }
  return undefined;
}

export async function handleSandboxRequest(
  sandbox: Sandbox,
  request: SandboxRequest,
  options: RouterOptions = {},
  handlers: OperationHandlers = sandboxHandlers,
): Promise<SandboxResponse> {
  const url = new URL(request.url, 'http://sandbox.local');
  const basePath = options.basePath ?? '';
  let path = url.pathname;
  if (basePath && path.startsWith(basePath)) path = path.slice(basePath.length) || '/';
  const method = request.method.toUpperCase();

  const candidates = routes.filter((r) => r.regex.test(path));
  if (candidates.length === 0) return envelopeError(sandbox, 404, `No such path: ${method} ${path}`);
  const route = candidates.find((r) => r.op.method === method);
  if (!route) return envelopeError(sandbox, 405, `Method ${method} is not allowed on ${path}`);
  const op = route.op;

  const fault = sandbox.faults.take(op.id);
  const delayMs = fault?.latencyMs;
  const faulted = fault ? faultResponse(sandbox, fault) : undefined;
  if (faulted) return { ...faulted, delayMs, operationId: op.id };

  const auth = request.headers.get('authorization') ?? '';
  if (!/^Bearer\s+\S+/.test(auth)) {
    return {
      ...envelopeError(sandbox, 401, 'Missing or invalid bearer token: send Authorization: Bearer <token>'),
      delayMs,
      operationId: op.id,
    };
  }

  const match = route.regex.exec(path);
  const rawParams: Array<[string, string]> = [];
  const undecodable: Array<{ field: string; description: string }> = [];
  route.names.forEach((name, i) => {
    const raw = match?.[i + 1] ?? '';
    const decoded = decodePathSegment(raw);
    if (decoded === undefined)
      undecodable.push({ field: name, description: `not valid percent-encoding: ${raw.slice(0, 64)}` });
    else rawParams.push([name, decoded]);
  });
  if (undecodable.length > 0)
    return {
      ...envelopeError(sandbox, 400, 'Invalid path parameters', undecodable),
      operationId: op.id,
    };
  const params = op.params.safeParse(coerceParams(op.params, rawParams));
  if (!params.success)
    return {
      ...envelopeError(sandbox, 400, 'Invalid path parameters', zodDetails(params.error, '')),
      operationId: op.id,
    };
  const query = op.query.safeParse(coerceParams(op.query, url.searchParams.entries()));
  if (!query.success)
    return {
      ...envelopeError(sandbox, 400, 'Invalid query parameters', zodDetails(query.error, '')),
      operationId: op.id,
    };

  let body: unknown;
  if (op.body) {
    let json: unknown = null;
    if (request.body && request.body.trim() !== '') {
      try {
        json = JSON.parse(request.body);
      } catch (error) {
        return {
          ...envelopeError(sandbox, 400, `Request body is not valid JSON: ${(error as Error).message}`),
          operationId: op.id,
        };
      }
    }
    const parsed = op.body.safeParse(json);
    if (!parsed.success)
      return {
        ...envelopeError(sandbox, 422, 'The request body is not valid', zodDetails(parsed.error, 'body')),
        operationId: op.id,
      };
    body = parsed.data;
  }

  // Every route is an operation of the table and the map has every operation's handler (by type).
  const handler = handlers[op.id as OperationId] as Handler<OperationId>;

  try {
    const ctx = {
      sandbox,
      params: params.data,
      query: query.data,
      body,
      rawQuery: url.searchParams,
    } as HandlerContext<OperationId>;
    const result = await handler(ctx);
    if (method !== 'GET') options.onMutation?.();
    if (options.validateResponses !== false) {
      const check = op.data.safeParse(result.data);
      if (!check.success) {
        const issue = check.error.issues[0];
        return envelopeError(
          sandbox,
          500,
          `Sandbox bug: ${op.id} produced invalid data at data.${issue?.path.join('.')}: ${issue?.message}`,
        );
      }
    }
    const requestId = sandbox.nextRequestId();
    const response: SandboxResponse = {
      status: result.status ?? 200,
      headers: { ...JSON_HEADERS, 'x-request-id': requestId },
      body: JSON.stringify({
        data: options.strictOpenApi ? toOpenApiEnums(result.data ?? null) : (result.data ?? null),
        error: result.error ?? null,
        metadata: { ...result.metadata, request_id: requestId },
      }),
      delayMs,
      operationId: op.id,
    };
    if (fault?.dropResponse) return { ...response, networkError: true };
    return response;
  } catch (error) {
    if (error instanceof SandboxError) {
      if (method !== 'GET') options.onMutation?.();
      return {
        ...envelopeError(sandbox, error.status, error.message, error.details),
        delayMs,
        operationId: op.id,
      };
    }
    return envelopeError(sandbox, 500, `Internal sandbox error: ${(error as Error).message}`);
  }
}
