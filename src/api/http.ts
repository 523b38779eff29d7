// The HTTP client: builds a request from an operation's schemas, sends it with the bearer token,
// unwraps the envelope, validates `data`, retries reads, and turns every failure into one of the
// errors of errors.ts. No unchecked casts: every byte from the server goes through zod.
import { z } from 'zod';
import type {
  OperationDef,
  OperationBody,
  OperationData,
  OperationParams,
  OperationQuery,
} from './operation';
import {
  ApiError,
  NetworkError,
  RequestValidationError,
  ResponseFormatError,
  formatIssuePath,
  issuesOf,
} from './errors';
import { ResponseMetadata } from './schemas/common';
import { reportRequestTimeout } from './api-health';
import { takeEarlyResponse, untilAborted } from './early-requests';
import { currentEndpoint, markSessionExpired } from './session';

export type Metadata = z.output<typeof ResponseMetadata>;

export interface ApiResult<D> {
  data: D;
  metadata: Metadata;
  /** On a partial success (HTTP 207): the server's error for the part that failed. */
  partialError?: { code: number; message: string; details: ReadonlyArray<Record<string, unknown>> };
}

export interface OperationInput<O extends OperationDef> {
  params?: OperationParams<O>;
  query?: OperationQuery<O>;
  body?: OperationBody<O>;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout in ms (default 15 s). */
  timeoutMs?: number;
  /** Retries for reads (default 2). Writes are never retried here. */
  retries?: number;
  /** Budget of a whole read, every attempt and wait included (default 30 s). */
  deadlineMs?: number;
}

export interface ClientConfig {
  endpoint: () => { baseUrl: string; token: string | null };
  fetch?: typeof fetch;
  onUnauthorized?: () => void;
  /** Waits between retries; tests replace it. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  defaultTimeoutMs?: number;
  /** Called when an attempt times out (the header shows the API as degraded). */
  onTimeout?: (operationId: string) => void;
}

const ErrorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.array(z.record(z.string(), z.unknown())).nullish(),
});
/**
 * The request id an answer carries, read leniently so that a broken body still names its request:
 * the envelope's `metadata.request_id` when it is a non-empty string, else the `x-request-id` header.
 */
function requestIdOf(json: unknown, header: string | undefined): string | undefined {
  const metadata = json && typeof json === 'object' ? (json as { metadata?: unknown }).metadata : undefined;
  const id =
    metadata && typeof metadata === 'object' ? (metadata as { request_id?: unknown }).request_id : undefined;
  return typeof id === 'string' && id !== '' ? id : header || undefined;
}
const SuccessEnvelope = z.object({
  data: z.unknown(),
  // A 207 (partial success) carries both `data` and an `error` describing the rejected part.
  error: ErrorBody.nullish(),
  metadata: ResponseMetadata,
});

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
/**
 * A read fails visibly within this budget, retries included: a hung request must not keep a
 * screen on "Loading…" for minutes (issue 17 §3: at most 35 s with the route's render).
 */
const DEFAULT_DEADLINE_MS = 30_000;
/** Not worth another attempt with less time than this left. */
const MIN_ATTEMPT_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with jitter; a Retry-After from the server wins. */
export function retryDelayMs(
  attempt: number,
  retryAfterSeconds: number | undefined,
  random: () => number,
): number {
  if (retryAfterSeconds !== undefined) return Math.min(retryAfterSeconds * 1000, MAX_BACKOFF_MS);
  const ceiling = Math.min(300 * 2 ** attempt, MAX_BACKOFF_MS);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.map(String).join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function buildPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export function createApiClient(config: ClientConfig) {
  const doFetch = (...args: Parameters<typeof fetch>) => (config.fetch ?? globalThis.fetch)(...args);
  const sleep = config.sleep ?? abortableSleep;
  const random = config.random ?? Math.random;

  async function attempt<O extends OperationDef>(
    op: O,
    url: string,
    init: RequestInit,
    options: CallOptions,
    authorization?: string,
  ): Promise<ApiResult<OperationData<O>>> {
    const timeoutMs = options.timeoutMs ?? config.defaultTimeoutMs ?? 15_000;
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    let response: Response;
    let text: string;
    try {
      // The app's own client may adopt a request the boot script already sent (early-requests.ts).
      const early = config.fetch
        ? undefined
        : takeEarlyResponse(op.method, url, init.body, authorization, controller.signal);
      if (early) {
        response = await untilAborted(early, controller.signal);
        text = await untilAborted(response.text(), controller.signal);
      } else {
        response = await doFetch(url, { ...init, signal: controller.signal });
        text = await response.text();
      }
    } catch (cause) {
      if (options.signal?.aborted) throw options.signal.reason ?? cause;
      if (timedOut) config.onTimeout?.(op.id);
      if (timedOut)
        throw new NetworkError(
          op.id,
          'timeout',
          `${op.id}: no response within ${Math.round(timeoutMs / 1000)} s`,
          { cause },
        );
      throw new NetworkError(
        op.id,
        'network',
        `${op.id}: the request did not reach the server (${String(cause)})`,
        {
          cause,
        },
      );
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    const headerRequestId = response.headers.get('x-request-id') ?? undefined;
    let json: unknown;
    try {
      json = text.length === 0 ? undefined : JSON.parse(text);
    } catch {
      const snippet = text.slice(0, 120).replace(/\s+/g, ' ').trim();
      throw new ResponseFormatError(
        'not-json',
        response.status,
        `${op.id}: HTTP ${response.status} with a body that is not JSON (${snippet || 'empty'})`,
        { operationId: op.id, requestId: headerRequestId },
        undefined,
        snippet,
      );
    }

    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    if (!response.ok) {
      // The envelope's `error`, else a bare `{ code, message }` body; a broken `metadata` does not
      // hide the server's message.
      const wrapped =
        json && typeof json === 'object' && 'error' in json ? ErrorBody.safeParse(json.error) : undefined;
      const bare = wrapped?.success ? undefined : ErrorBody.safeParse(json);
      const error = wrapped?.success ? wrapped.data : bare?.success ? bare.data : undefined;
      const requestId = requestIdOf(json, headerRequestId);
      if (response.status === 401) config.onUnauthorized?.();
      if (!error) {
        throw new ResponseFormatError(
          'schema',
          response.status,
          `${op.id}: HTTP ${response.status} without an error body`,
          { operationId: op.id, requestId },
          'error',
        );
      }
      throw new ApiError(
        response.status,
        error.code,
        error.message,
        error.details ?? [],
        { operationId: op.id, requestId },
        retryAfter,
      );
    }

    const envelope = SuccessEnvelope.safeParse(json);
    if (!envelope.success) {
      const issue = envelope.error.issues[0];
      throw new ResponseFormatError(
        'schema',
        response.status,
        `${op.id}: the response envelope is not valid at ${formatIssuePath(issue?.path ?? []) || '(root)'}: ${issue?.message ?? ''}`,
        { operationId: op.id, requestId: requestIdOf(json, headerRequestId) },
        formatIssuePath(issue?.path ?? []),
      );
    }
    const metadata = envelope.data.metadata;
    const data = op.data.safeParse(envelope.data.data ?? null);
    if (!data.success) {
      const issue = data.error.issues[0];
      const path = formatIssuePath(['data', ...(issue?.path ?? [])]);
      throw new ResponseFormatError(
        'schema',
        response.status,
        `${op.id}: unexpected response at ${path}: ${issue?.message ?? 'invalid'}`,
        { operationId: op.id, requestId: requestIdOf(json, headerRequestId) },
        path,
      );
    }
    const partial = envelope.data.error;
    return {
      data: data.data as OperationData<O>,
      metadata,
      ...(partial ? { partialError: { ...partial, details: partial.details ?? [] } } : {}),
    };
  }

  /** Calls one operation. Reads retry on network errors, 408, 429 and 5xx; writes never do. */
  async function call<O extends OperationDef>(
    op: O,
    input: OperationInput<O> = {},
    options: CallOptions = {},
  ): Promise<ApiResult<OperationData<O>>> {
    const params = op.params.safeParse(input.params ?? {});
    const query = op.query.safeParse(input.query ?? {});
    const body = op.body ? op.body.safeParse(input.body) : undefined;
    const issues = [
      ...(params.success ? [] : issuesOf(params.error, 'params')),
      ...(query.success ? [] : issuesOf(query.error, 'query')),
      ...(body && !body.success ? issuesOf(body.error, 'body') : []),
    ];
    if (issues.length > 0 || !params.success || !query.success)
      throw new RequestValidationError(op.id, issues);

    const { baseUrl, token } = config.endpoint();
    const url = `${baseUrl}${buildPath(op.path, params.data)}${serializeQuery(query.data)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: op.method, headers };
    if (body?.success) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body.data);
    }

    const maxRetries = op.method === 'GET' ? (options.retries ?? 2) : 0;
    const perAttemptMs = options.timeoutMs ?? config.defaultTimeoutMs ?? 15_000;
    const deadline = Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
    for (let tries = 0; ; tries++) {
      // Every attempt fits in what is left of the read's budget.
      const left = deadline - Date.now();
      try {
        return await attempt(
          op,
          url,
          init,
          { ...options, timeoutMs: Math.max(1, Math.min(perAttemptMs, left)) },
          headers.Authorization,
        );
      } catch (error) {
        const retryable =
          error instanceof NetworkError ||
          ((error instanceof ApiError || error instanceof ResponseFormatError) &&
            RETRYABLE_STATUS.has(error.status));
        if (!retryable || tries >= maxRetries || options.signal?.aborted) throw error;
        const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
        const wait = retryDelayMs(tries, retryAfter, random);
        // No time left for a useful attempt after the wait: fail now, visibly.
        if (deadline - Date.now() - wait < MIN_ATTEMPT_MS) throw error;
        await sleep(wait, options.signal);
      }
    }
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: talks to whatever the session store points at. */
export const apiClient = createApiClient({
  endpoint: () => currentEndpoint(),
  onUnauthorized: markSessionExpired,
  onTimeout: reportRequestTimeout,
});

export const callOperation = apiClient.call;
