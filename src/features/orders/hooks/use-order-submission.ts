// The life of one order submission, from review to a known outcome. The client order id is minted
// when the review opens and reused for every re-send of the same order; a lost response never
// counts as a failure: the ticket stays locked (UNKNOWN) until GET orders says whether it exists.
// Every send is first written to the tab's pending-submit store (lib/pending-submits.ts), so the
// unknown outcome outlives this ticket: navigation, a reload, another ticket for the account.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterOrderChange, submitOrders } from '@/api/resources/orders';
import type { NewOrderRequest } from '@/api/schemas/orders';
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
import {
  fingerprint,
  followPending,
  isAmbiguous,
  isServerFailure,
  retryAtOf,
  type ResolvedInstrument,
  type SentRequest,
} from '../lib/submission-rules';
import { useSubmissionState } from './use-submission-state';

export function useOrderSubmission(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const { phase, phaseRef, setPhase, retryAt, waitUntil, mustWait } = useSubmissionState();
  const [crossTabOff, setCrossTabOff] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ id: string; fingerprint: string } | null>(null);
  const instrumentRef = useRef<ResolvedInstrument>({});

  // An UNKNOWN or absent phase mirrors the shared store: the look-up loop may be driven from here,
  // from another ticket or from the blotter, and any of them may settle it.
  useEffect(() => {
    const sync = () => {
      const current = phaseRef.current;
      if (current.kind !== 'unknown' && current.kind !== 'absent') return;
      const next = followPending(current, statusOf(current.request.id));
      if (!next) return;
      if (next.kind === 'accepted') {
        dismissFound(current.request.id);
        attempt.current = null;
      }
      setPhase(next);
      if (next.kind === 'accepted' && accountId !== undefined)
        void invalidateAfterOrderChange(queryClient, accountId);
    };
    return subscribePending(sync);
  }, [accountId, phaseRef, queryClient, setPhase]);

  /** Checks the server now for the order whose outcome is unknown (or confirmed absent). */
  const reconcile = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind === 'unknown' || current.kind === 'absent') checkPendingAgain(current.request.id);
  }, [phaseRef]);

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
    [accountId, phaseRef, setPhase],
  );

  const closeReview = useCallback(() => {
    if (phaseRef.current.kind === 'review') setPhase({ kind: 'editing' });
  }, [phaseRef, setPhase]);

  /** Sends `request` (its id decides: the same id is the same order on the server). */
  const sendRequest = useCallback(
    async (request: SentRequest, instrument: ResolvedInstrument) => {
      if (inFlight.current || accountId === undefined) return;
      // The server asked to wait: nothing is sent before Retry-After ends.
      if (mustWait()) return;
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
          const until = retryAtOf(error);
          if (until !== undefined) waitUntil(until);
          setPhase({ kind: 'failed', request, error, retryAt: until });
        } finally {
          releaseSubmitLock(request.id);
        }
      } finally {
        inFlight.current = false;
      }
    },
    [accountId, mustWait, queryClient, setPhase, waitUntil],
  );

  /** Sends the reviewed (or confirmed-absent) order. Withheld while the review warns of a duplicate. */
  const send = useCallback(async () => {
    const current = phaseRef.current;
    if (current.kind === 'review' && current.duplicateOf) return;
    if (current.kind !== 'review' && current.kind !== 'absent') return;
    await sendRequest(current.request, instrumentRef.current);
  }, [phaseRef, sendRequest]);

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
  }, [phaseRef, setPhase]);

  /** Duplicate warning, choice 3: an explicit second order, with its own new client order id. */
  const sendAsNew = useCallback(async () => {
    const current = phaseRef.current;
    if (current.kind !== 'review' || !current.duplicateOf) return;
    await sendRequest(current.request, instrumentRef.current);
  }, [phaseRef, sendRequest]);

  /** Back to editing after an outcome (the form keeps its values). */
  const dismiss = useCallback(() => {
    const kind = phaseRef.current.kind;
    if (kind === 'accepted' || kind === 'failed') setPhase({ kind: 'editing' });
  }, [phaseRef, setPhase]);

  /** Drops a submit the server confirmed it never received (the user chose not to send it). */
  const discard = useCallback(() => {
    const current = phaseRef.current;
    if (current.kind !== 'absent') return;
    attempt.current = null;
    removePending(current.request.id);
    setPhase({ kind: 'editing' });
  }, [phaseRef, setPhase]);

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
