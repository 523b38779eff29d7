// The rules of one order submission, without React: its phases, what makes two requests the same
// order, and how a failed send is read (a lost response, a server failure that may hide a placed
// order, a Retry-After). The hook use-order-submission.ts drives them.
import { ApiError, NetworkError, ResponseFormatError } from '@/api/errors';
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import type { PendingStatus, PendingSubmit } from './pending-submits';

export type SentRequest = NewOrderRequest & { id: string };

export type SubmissionPhase =
  | { kind: 'editing' }
  | {
      kind: 'review';
      request: SentRequest;
      /** An unresolved submit of this tab that this order would duplicate: plain Send is withheld. */
      duplicateOf?: PendingSubmit | undefined;
    }
  | { kind: 'sending'; request: SentRequest }
  | { kind: 'unknown'; request: SentRequest; checking: boolean; problem?: unknown }
  | { kind: 'absent'; request: SentRequest }
  | {
      kind: 'accepted';
      request: SentRequest;
      order: Order;
      /** request_id of the submission, or of the look-up that found the order. */
      requestId?: string | undefined;
      reconciled: boolean;
    }
  | {
      kind: 'failed';
      request: SentRequest;
      error: unknown;
      /** The server asked to wait (429 / 503 with Retry-After): no re-send before this time (ms). */
      retryAt?: number | undefined;
    };

/** The instrument the ticket resolved the order to (kept with a pending submit for matching). */
export interface ResolvedInstrument {
  id?: string | undefined;
  symbol?: string | undefined;
}

/** A stable text of a request without its id: the same order gives the same fingerprint. */
export function fingerprint(request: NewOrderRequest): string {
  const { id: _id, ...rest } = request;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/** A lost response: the request may or may not have reached the server. */
export const isAmbiguous = (error: unknown) =>
  error instanceof NetworkError || error instanceof ResponseFormatError;
/** The server (or a gateway in front of it) failed: it may still have placed the order. */
export const isServerFailure = (error: unknown) => error instanceof ApiError && error.status >= 500;

/** When the server allows the next submit, for a 429 or 503 that carried Retry-After. */
export function retryAtOf(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503)) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? now + seconds * 1000 : undefined;
}

/**
 * The phase an UNKNOWN or absent submission moves to when the shared pending store changes (the
 * look-up may run here, in another ticket or in the blotter): undefined when nothing changes.
 */
export function followPending(
  current: SubmissionPhase,
  status: PendingStatus | undefined,
): SubmissionPhase | undefined {
  if (current.kind !== 'unknown' && current.kind !== 'absent') return undefined;
  const { request } = current;
  if (!status) return { kind: 'editing' };
  if (status.kind === 'found') return { kind: 'accepted', request, order: status.order, reconciled: true };
  if (status.kind === 'absent') return current.kind === 'absent' ? undefined : { kind: 'absent', request };
  if (status.kind === 'unknown') {
    const same =
      current.kind === 'unknown' &&
      current.checking === status.checking &&
      current.problem === status.problem;
    return same
      ? undefined
      : { kind: 'unknown', request, checking: status.checking, problem: status.problem };
  }
  return undefined;
}
