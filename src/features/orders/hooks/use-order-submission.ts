// The life of one order submission, from review to a known outcome. The client order id is minted
// when the review opens and reused for every re-send of the same order; a lost response never
// counts as a failure: the ticket stays locked (UNKNOWN) until GET orders says whether it exists.
// Every send is first written to the tab's pending-submit store (lib/pending-submits.ts), so the
// unknown outcome outlives this ticket: navigation, a reload, another ticket for the account.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, ResponseFormatError } from '@/api/errors';
import { invalidateAfterOrderChange, submitOrders } from '@/api/resources/orders';
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import { acquireSubmitLock, mintClientOrderId, releaseSubmitLock } from '../lib/submit-lock';
import {
  dismissFound,
  findMatchingPending,
  putPending,
  removePending,
  setPendingStatus,
  statusOf,
  subscribePending,
  type PendingSubmit,
} from '../lib/pending-submits';
import { checkPendingAgain, reconcilePending } from '../lib/pending-reconciler';

type SentRequest = NewOrderRequest & { id: string };

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
function fingerprint(request: NewOrderRequest): string {
  const { id: _id, ...rest } = request;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/** A lost response: the request may or may not have reached the server. */
const isAmbiguous = (error: unknown) => error instanceof NetworkError || error instanceof ResponseFormatError;
/** The server (or a gateway in front of it) failed: it may still have placed the order. */
const isServerFailure = (error: unknown) => error instanceof ApiError && error.status >= 500;

/** When the server allows the next submit, for a 429 or 503 that carried Retry-After. */
export function retryAtOf(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503)) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds > 0 ? now + seconds * 1000 : undefined;
}

export function useOrderSubmission(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<SubmissionPhase>({ kind: 'editing' });
  const [crossTabOff, setCrossTabOff] = useState(false);
  /** Until when the server asked this ticket not to submit (Retry-After), in ms; 0 = no wait. */
  const [retryAt, setRetryAtState] = useState(0);
  const retryAtRef = useRef(0);
  const phaseRef = useRef(phase);
  const inFlight = useRef(false);
  const attempt = useRef<{ id: string; fingerprint: string } | null>(null);
  const instrumentRef = useRef<ResolvedInstrument>({});
  const mounted = useRef(true);

  const setPhase = useCallback((next: SubmissionPhase) => {
    phaseRef.current = next;
    if (mounted.current) setPhaseState(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // An UNKNOWN or absent phase mirrors the shared store: the look-up loop may be driven from here,
  // from another ticket or from the blotter, and any of them may settle it.
  useEffect(() => {
    const sync = () => {
      const current = phaseRef.current;
      if (current.kind !== 'unknown' && current.kind !== 'absent') return;
      const { request } = current;
      const status = statusOf(request.id);
      if (!status) setPhase({ kind: 'editing' });
      else if (status.kind === 'found') {
        dismissFound(request.id);
        attempt.current = null;
        setPhase({ kind: 'accepted', request, order: status.order, reconciled: true });
        if (accountId !== undefined) void invalidateAfterOrderChange(queryClient, accountId);
      } else if (status.kind === 'absent') {
        if (current.kind !== 'absent') setPhase({ kind: 'absent', request });
      } else if (status.kind === 'unknown') {
        if (
          current.kind !== 'unknown' ||
          current.checking !== status.checking ||
          current.problem !== status.problem
        )
          setPhase({ kind: 'unknown', request, checking: status.checking, problem: status.problem });
      }
    };
    return subscribePending(sync);
  }, [accountId, queryClient, setPhase]);

  /** Checks the server now for the order whose outcome is unknown (or confirmed absent). */
  const reconcile = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind === 'unknown' || current.kind === 'absent') checkPendingAgain(current.request.id);
  }, []);

  /**
   * Opens the review of a validated request; mints its client order id (or reuses this ticket's).
   * An order matching an unresolved submit of this tab opens the review with the duplicate warning.
   */
  const openReview = useCallback(
    (request: NewOrderRequest, instrument: ResolvedInstrument = {}) => {
      const kind = phaseRef.current.kind;
      if (kind === 'sending' || kind === 'unknown' || kind === 'absent' || accountId === undefined) return;
      const print = fingerprint(request);
      instrumentRef.current = instrument;
      if (attempt.current?.fingerprint !== print)
        attempt.current = { id: mintClientOrderId(), fingerprint: print };
      const { id } = attempt.current;
      // Checked on every review, also a re-review of the same order: the pending submit it matches may
      // have appeared since. A match with this very id is a safe re-send of the same order, not a duplicate.
      const match = findMatchingPending({
        accountId,
        request,
        instrumentId: instrument.id,
        symbol: instrument.symbol,
      });
      const duplicateOf = match && match.clientOrderId !== id ? match : undefined;
      setPhase({ kind: 'review', request: { ...request, id }, duplicateOf });
    },
    [accountId, setPhase],
  );

  const closeReview = useCallback(() => {
    if (phaseRef.current.kind === 'review') setPhase({ kind: 'editing' });
  }, [setPhase]);

  /** Sends `request` (its id decides: the same id is the same order on the server). */
  const sendRequest = useCallback(
    async (request: SentRequest, instrument: ResolvedInstrument) => {
      if (inFlight.current || accountId === undefined) return;
      // The server asked to wait: nothing is sent before Retry-After ends.
      if (Date.now() < retryAtRef.current) return;
      inFlight.current = true;
      try {
        const lock = acquireSubmitLock(request.id);
        if (!lock.crossTab) setCrossTabOff(true);
        if (!lock.acquired) {
          setPhase({
            kind: 'failed',
            request,
            error: new Error(`Order ${request.id} is being sent from another tab; it was not sent twice.`),
          });
          return;
        }
        attempt.current = { id: request.id, fingerprint: fingerprint(request) };
        // Durable before the request leaves: a reload mid-flight still knows this order may exist.
        putPending({
          clientOrderId: request.id,
          accountId,
          request,
          instrumentId: instrument.id,
          symbol: instrument.symbol ?? request.symbol ?? undefined,
          sentAt: Date.now(),
        });
        setPhase({ kind: 'sending', request });
        try {
          const result = await submitOrders(accountId, [request]);
          const order = result.data[0];
          if (!order) throw new Error('The server answered without the order');
          removePending(request.id);
          attempt.current = null;
          setPhase({
            kind: 'accepted',
            request,
            order,
            requestId: result.metadata.request_id,
            reconciled: false,
          });
          void invalidateAfterOrderChange(queryClient, accountId);
        } catch (error) {
          if (isAmbiguous(error)) {
            setPendingStatus(request.id, { kind: 'unknown', checking: true, problem: error });
            setPhase({ kind: 'unknown', request, checking: true, problem: error });
            void reconcilePending(request.id);
            return;
          }
          // A 5xx may hide a placed order: it stays pending (reconciled wherever it is shown next);
          // a 4xx is a definite refusal and settles it.
          if (isServerFailure(error))
            setPendingStatus(request.id, { kind: 'unknown', checking: false, problem: error });
          else removePending(request.id);
          const waitUntil = retryAtOf(error);
          if (waitUntil !== undefined) {
            retryAtRef.current = waitUntil;
            if (mounted.current) setRetryAtState(waitUntil);
          }
          setPhase({ kind: 'failed', request, error, retryAt: waitUntil });
        } finally {
          releaseSubmitLock(request.id);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [accountId, queryClient, setPhase],
  );

  /** Sends the reviewed (or confirmed-absent) order. Withheld while the review warns of a duplicate. */
  const send = useCallback(async () => {
    const current = phaseRef.current;
    if (current.kind === 'review' && current.duplicateOf) return;
    if (current.kind !== 'review' && current.kind !== 'absent') return;
    await sendRequest(current.request, instrumentRef.current);
  }, [sendRequest]);

  /** Duplicate warning, choice 1 (safe): send the pending submit again with ITS client order id. */
  const sendPendingAgain = useCallback(
    async (pending: PendingSubmit) => {
      instrumentRef.current = { id: pending.instrumentId, symbol: pending.symbol };
      await sendRequest(pending.request, instrumentRef.current);
    },
    [sendRequest],
  );

  /** Duplicate warning, choice 2: send nothing, and check on the pending submit now. */
  const keepWaiting = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind !== 'review') return;
    if (current.duplicateOf) checkPendingAgain(current.duplicateOf.clientOrderId);
    setPhase({ kind: 'editing' });
  }, [setPhase]);

  /** Duplicate warning, choice 3: an explicit second order, with its own new client order id. */
  const sendAsNew = useCallback(async () => {
    const current = phaseRef.current;
    if (current.kind !== 'review' || !current.duplicateOf) return;
    await sendRequest(current.request, instrumentRef.current);
  }, [sendRequest]);

  /** Back to editing after an outcome (the form keeps its values). */
  const dismiss = useCallback(() => {
    const kind = phaseRef.current.kind;
    if (kind === 'accepted' || kind === 'failed') setPhase({ kind: 'editing' });
  }, [setPhase]);

  /** Drops a submit the server confirmed it never received (the user chose not to send it). */
  const discard = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind !== 'absent') return;
    attempt.current = null;
    removePending(current.request.id);
    setPhase({ kind: 'editing' });
  }, [setPhase]);

  const locked = phase.kind === 'sending' || phase.kind === 'unknown' || phase.kind === 'absent';
  return {
    phase,
    locked,
    crossTabOff,
    retryAt,
    openReview,
    closeReview,
    send,
    sendPendingAgain,
    keepWaiting,
    sendAsNew,
    reconcile,
    dismiss,
    discard,
  };
}
