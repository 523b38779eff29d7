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
  MissingTokenError,
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

/** A request ready to send: the URL, the fetch init, and the Authorization header it carries. */
interface PreparedRequest {
  url: string;
  init: RequestInit;
  authorization: string;
}

/**
 * Validates the input against the operation's schemas and builds the request. Throws
 * RequestValidationError for bad input, MissingTokenError without a token (nothing is sent: it
 * could only be a 401).
 */
export function buildRequest<O extends OperationDef>(
  op: O,
  input: OperationInput<O>,
  endpoint: () => { baseUrl: string; token: string | null },
): PreparedRequest {
  const params = op.params.safeParse(input.params ?? {});
  const query = op.query.safeParse(input.query ?? {});
  const body = op.body ? op.body.safeParse(input.body) : undefined;
  const issues = [
    ...(params.success ? [] : issuesOf(params.error, 'params')),
    ...(query.success ? [] : issuesOf(query.error, 'query')),
    ...(body && !body.success ? issuesOf(body.error, 'body') : []),
  ];
  if (issues.length > 0 || !params.success || !query.success) throw new RequestValidationError(op.id, issues);

  const { baseUrl, token } = endpoint();
  if (!token) throw new MissingTokenError(op.id);
  const url = `${baseUrl}${buildPath(op.path, params.data)}${serializeQuery(query.data)}`;
  const authorization = `Bearer ${token}`;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: authorization };
  const init: RequestInit = { method: op.method, headers };
  if (body?.success) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body.data);
  }
  return { url, init, authorization };
}

/** An answer's status, headers and body text. */
interface RawResponse {
  response: Response;
  text: string;
}

/**
 * Sends one attempt with its own timeout, following the caller's signal. The app's own client
 * (no `fetch` in its config) may adopt a request the boot script already sent (early-requests.ts).
 * A failure to get an answer is a NetworkError ('timeout' or 'network'); the caller's abort is
 * rethrown as its reason.
 */
async function sendOnce(
  config: ClientConfig,
  op: OperationDef,
  request: PreparedRequest,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<RawResponse> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const early = config.fetch
      ? undefined
      : takeEarlyResponse(
          op.method,
          request.url,
          request.init.body,
          request.authorization,
          controller.signal,
        );
    if (early) {
      const response = await untilAborted(early, controller.signal);
      return { response, text: await untilAborted(response.text(), controller.signal) };
    }
    const doFetch = config.fetch ?? globalThis.fetch;
    const response = await doFetch(request.url, { ...request.init, signal: controller.signal });
    return { response, text: await response.text() };
  } catch (cause) {
    if (signal?.aborted) throw signal.reason ?? cause;
    if (timedOut) {
      config.onTimeout?.(op.id);
      throw new NetworkError(
        op.id,
        'timeout',
        `${op.id}: no response within ${Math.round(timeoutMs / 1000)} s`,
        {
          cause,
        },
      );
    }
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
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The body as JSON (undefined when empty); a body that is not JSON is a ResponseFormatError. */
function parseJson(
  op: OperationDef,
  { response, text }: RawResponse,
  headerRequestId: string | undefined,
): unknown {
  try {
    return text.length === 0 ? undefined : JSON.parse(text);
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
}

/**
 * The error a non-2xx answer stands for: the envelope's `error`, else a bare `{ code, message }`
 * body (a broken `metadata` does not hide the server's message); without either, a
 * ResponseFormatError.
 */
function errorOfResponse(
  op: OperationDef,
  response: Response,
  json: unknown,
  headerRequestId: string | undefined,
): ApiError | ResponseFormatError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const wrapped =
    json && typeof json === 'object' && 'error' in json ? ErrorBody.safeParse(json.error) : undefined;
  const bare = wrapped?.success ? undefined : ErrorBody.safeParse(json);
  const error = wrapped?.success ? wrapped.data : bare?.success ? bare.data : undefined;
  const requestId = requestIdOf(json, headerRequestId);
  if (!error)
    return new ResponseFormatError(
      'schema',
      response.status,
      `${op.id}: HTTP ${response.status} without an error body`,
      { operationId: op.id, requestId },
      'error',
    );
  return new ApiError(
    response.status,
    error.code,
    error.message,
    error.details ?? [],
    { operationId: op.id, requestId },
    retryAfter,
  );
}

/** Unwraps a 2xx envelope and validates `data` with the operation's schema. */
function resultOfEnvelope<O extends OperationDef>(
  op: O,
  response: Response,
  json: unknown,
  headerRequestId: string | undefined,
): ApiResult<OperationData<O>> {
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

/** Whether a failed read is worth another attempt: no answer, 408, 429 or 5xx. */
function isRetryable(error: unknown): error is NetworkError | ApiError | ResponseFormatError {
  return (
    error instanceof NetworkError ||
    ((error instanceof ApiError || error instanceof ResponseFormatError) &&
      RETRYABLE_STATUS.has(error.status))
  );
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the budget runs out: reads retry up to
 * `retries` times with backoff (a Retry-After wins), each attempt within what is left of the
 * deadline; writes are tried once.
 */
async function withRetries<T>(
  config: ClientConfig,
  op: OperationDef,
  options: CallOptions,
  attempt: (timeoutMs: number) => Promise<T>,
): Promise<T> {
  const sleep = config.sleep ?? abortableSleep;
  const random = config.random ?? Math.random;
  const maxRetries = op.method === 'GET' ? (options.retries ?? 2) : 0;
  const perAttemptMs = options.timeoutMs ?? config.defaultTimeoutMs ?? 15_000;
  const deadline = Date.now() + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  for (let tries = 0; ; tries++) {
    // Every attempt fits in what is left of the read's budget.
    const left = deadline - Date.now();
    try {
      return await attempt(Math.max(1, Math.min(perAttemptMs, left)));
    } catch (error) {
      if (!isRetryable(error) || tries >= maxRetries || options.signal?.aborted) throw error;
      const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
      const wait = retryDelayMs(tries, retryAfter, random);
      // No time left for a useful attempt after the wait: fail now, visibly.
      if (deadline - Date.now() - wait < MIN_ATTEMPT_MS) throw error;
      await sleep(wait, options.signal);
    }
  }
}

export function createApiClient(config: ClientConfig) {
  /** One attempt: send, then parse the answer into a result or the error it stands for. */
  async function attempt<O extends OperationDef>(
    op: O,
    request: PreparedRequest,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<ApiResult<OperationData<O>>> {
    const raw = await sendOnce(config, op, request, signal, timeoutMs);
    const headerRequestId = raw.response.headers.get('x-request-id') ?? undefined;
    const json = parseJson(op, raw, headerRequestId);
    if (!raw.response.ok) {
      if (raw.response.status === 401) config.onUnauthorized?.();
      throw errorOfResponse(op, raw.response, json, headerRequestId);
    }
    return resultOfEnvelope(op, raw.response, json, headerRequestId);
  }

  /** Calls one operation. Reads retry on network errors, 408, 429 and 5xx; writes never do. */
  async function call<O extends OperationDef>(
    op: O,
    input: OperationInput<O> = {},
    options: CallOptions = {},
  ): Promise<ApiResult<OperationData<O>>> {
    const request = buildRequest(op, input, config.endpoint);
    return withRetries(config, op, options, (timeoutMs) => attempt(op, request, options.signal, timeoutMs));
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
