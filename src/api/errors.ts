// The errors the API layer throws. Screens show them as text: what failed, the server's message,
// the request_id, and a way forward. Nothing else ever escapes the client.
import type { z } from 'zod';

export interface ErrorContext {
  /** operationId of the call that failed. */
  operationId: string;
  /** Request id from the envelope's metadata (or the x-request-id header) when the server sent one. */
  requestId?: string | undefined;
}

/** The server answered with an error envelope (or a bare ApiError body). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly operationId: string;
  readonly requestId: string | undefined;
  constructor(
    readonly status: number,
    /** `error.code`; equals the HTTP status in this API. */
    readonly code: number,
    message: string,
    readonly details: ReadonlyArray<Record<string, unknown>>,
    context: ErrorContext,
    /** Seconds from a Retry-After header, when present. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.operationId = context.operationId;
    this.requestId = context.requestId;
  }
}

/**
 * Live mode without an access token (after a reload, when the token was not remembered for the tab):
 * nothing is sent. The shell asks for the token, and what failed this way is retried once it is in.
 */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
  constructor(readonly operationId: string) {
    super('No access token yet: enter your access token to connect to the server.');
  }
}

/** The response could not be understood: not JSON (an HTML 502, truncated JSON) or not the documented shape. */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
  readonly operationId: string;
  readonly requestId: string | undefined;
  constructor(
    readonly kind: 'not-json' | 'schema',
    readonly status: number,
    message: string,
    context: ErrorContext,
    /** Where in the payload the schema failed, e.g. `data[3].quantity`. */
    readonly path?: string,
    /** The first characters of a body that was not JSON. */
    readonly bodySnippet?: string,
  ) {
    super(message);
    this.operationId = context.operationId;
    this.requestId = context.requestId;
  }
}

/** The request never got an answer: offline, connection refused, reset, or the timeout fired. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly requestId = undefined;
  constructor(
    readonly operationId: string,
    readonly reason: 'network' | 'timeout',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The caller passed arguments the operation's schema rejects; nothing was sent. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly requestId = undefined;
  constructor(
    readonly operationId: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(
      `${operationId}: invalid request (${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')})`,
    );
  }
}

export type TradingApiError = ApiError | ResponseFormatError | NetworkError | RequestValidationError;

export function isTradingApiError(error: unknown): error is TradingApiError {
  return (
    error instanceof ApiError ||
    error instanceof ResponseFormatError ||
    error instanceof NetworkError ||
    error instanceof RequestValidationError
  );
}

/** `a.b[2].c` from a zod issue path. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    const name = String(key);
    return acc ? `${acc}.${name}` : name;
  }, '');
}

export function issuesOf(error: z.ZodError, prefix = ''): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({
    path: formatIssuePath([...(prefix ? [prefix] : []), ...issue.path]),
    message: issue.message,
  }));
}

export interface ErrorDescription {
  title: string;
  message: string;
  requestId?: string | undefined;
  status?: number | undefined;
  /** Field-level details the server sent (e.g. `quantity: must be positive`). */
  fieldDetails: string[];
  /** Whether trying again can help. */
  retryable: boolean;
  /** The server's Retry-After: how long to wait before trying again. */
  retryAfterSeconds?: number | undefined;
}

const fieldDetail = (detail: Record<string, unknown>): string => {
  const field = detail.field ?? detail.path ?? detail.name;
  const description = detail.description ?? detail.message ?? detail.reason;
  if (field !== undefined && description !== undefined) return `${String(field)}: ${String(description)}`;
  return JSON.stringify(detail);
};

/** Turns any error into the text a screen shows. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const titles: Record<number, string> = {
      400: 'The request was rejected',
      401: 'Your session has expired',
      403: 'You do not have permission',
      404: 'Not found',
      409: 'Conflict',
      422: 'The request was rejected',
      429: 'Too many requests',
    };
    return {
      title:
        titles[error.status] ??
        (error.status >= 500 ? 'The server had a problem' : `Request failed (${error.status})`),
      message: error.message,
      requestId: error.requestId,
      status: error.status,
      fieldDetails: error.details.map(fieldDetail),
      retryable: error.status >= 500 || error.status === 429 || error.status === 408,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (error instanceof ResponseFormatError) {
    return {
      title:
        error.kind === 'not-json'
          ? 'The server sent an unreadable response'
          : 'The server sent an unexpected response',
      message: error.message,
      requestId: error.requestId,
      status: error.status,
      fieldDetails: [],
      retryable: true,
    };
  }
  if (error instanceof MissingTokenError) {
    return {
      title: 'Not connected yet',
      message: error.message,
      fieldDetails: [],
      retryable: false,
    };
  }
  if (error instanceof NetworkError) {
    return {
      title: error.reason === 'timeout' ? 'The server did not answer in time' : 'Could not reach the server',
      message: error.message,
      fieldDetails: [],
      retryable: true,
    };
  }
  if (error instanceof RequestValidationError) {
    return {
      title: 'Invalid input',
      message: error.message,
      fieldDetails: error.issues.map((i) => `${i.path}: ${i.message}`),
      retryable: false,
    };
  }
  return {
    title: 'Something went wrong',
    message: error instanceof Error ? error.message : String(error),
    fieldDetails: [],
    retryable: true,
  };
}
