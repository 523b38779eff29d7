// The life of one order submission, from review to a known outcome. The client order id is minted
// when the review opens and reused for every re-send of the same order; a lost response never
// counts as a failure: the ticket stays locked (UNKNOWN) until GET orders says whether it exists.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NetworkError, ResponseFormatError } from '@/api/errors';
import { findOrderByClientId, invalidateAfterOrderChange, submitOrders } from '@/api/resources/orders';
import type { NewOrderRequest, Order } from '@/api/schemas/orders';
import { acquireSubmitLock, mintClientOrderId, releaseSubmitLock } from '../lib/submit-lock';

export type SubmissionPhase =
  | { kind: 'editing' }
  | { kind: 'review'; request: NewOrderRequest & { id: string } }
  | { kind: 'sending'; request: NewOrderRequest & { id: string } }
  | { kind: 'unknown'; request: NewOrderRequest & { id: string }; checking: boolean; problem?: unknown }
  | { kind: 'absent'; request: NewOrderRequest & { id: string } }
  | {
      kind: 'accepted';
      request: NewOrderRequest & { id: string };
      order: Order;
      /** request_id of the submission, or of the look-up that found the order. */
      requestId?: string | undefined;
      reconciled: boolean;
    }
  | { kind: 'failed'; request: NewOrderRequest & { id: string }; error: unknown };

/** A stable text of a request without its id: the same order gives the same fingerprint. */
function fingerprint(request: NewOrderRequest): string {
  const { id: _id, ...rest } = request;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/** A lost response: the request may or may not have reached the server. */
const isAmbiguous = (error: unknown) => error instanceof NetworkError || error instanceof ResponseFormatError;

const RECONCILE_LOOKBACK_MS = 10 * 60_000;

export function useOrderSubmission(accountId: number | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhaseState] = useState<SubmissionPhase>({ kind: 'editing' });
  const phaseRef = useRef(phase);
  const inFlight = useRef(false);
  const attempt = useRef<{ id: string; fingerprint: string; sentAt?: number } | null>(null);
  const mounted = useRef(true);
  /** While a reconciliation loop waits between look-ups, calling this ends the wait early. */
  const wake = useRef<(() => void) | null>(null);

  const setPhase = useCallback((next: SubmissionPhase) => {
    phaseRef.current = next;
    if (mounted.current) setPhaseState(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      wake.current?.();
    };
  }, []);

  /**
   * Looks the order up by its client id until the server can say whether it exists: found → accepted,
   * confirmed absent → may be re-sent with the same id. Look-up failures retry with backoff.
   */
  const reconcile = useCallback(async () => {
    if (wake.current) {
      wake.current();
      return;
    }
    for (let tries = 0; ; tries++) {
      const current = phaseRef.current;
      if (current.kind !== 'unknown' || accountId === undefined || !mounted.current) return;
      const { request } = current;
      setPhase({ kind: 'unknown', request, checking: true });
      const sentAt = attempt.current?.sentAt ?? Date.now();
      try {
        const order = await findOrderByClientId(accountId, request.id, {
          from: new Date(sentAt - RECONCILE_LOOKBACK_MS).toISOString(),
        });
        if (order) {
          attempt.current = null;
          setPhase({ kind: 'accepted', request, order, reconciled: true });
        } else setPhase({ kind: 'absent', request });
        void invalidateAfterOrderChange(queryClient, accountId);
        return;
      } catch (problem) {
        setPhase({ kind: 'unknown', request, checking: false, problem });
        const delay = Math.min(2000 * 2 ** tries, 30_000);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake.current = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake.current = null;
      }
    }
  }, [accountId, queryClient, setPhase]);

  /** Opens the review of a validated request; mints its client order id (or reuses the pending one). */
  const openReview = useCallback(
    (request: NewOrderRequest) => {
      const kind = phaseRef.current.kind;
      if (kind === 'sending' || kind === 'unknown' || kind === 'absent') return;
      const print = fingerprint(request);
      if (attempt.current?.fingerprint !== print)
        attempt.current = { id: mintClientOrderId(), fingerprint: print };
      setPhase({ kind: 'review', request: { ...request, id: attempt.current.id } });
    },
    [setPhase],
  );

  const closeReview = useCallback(() => {
    if (phaseRef.current.kind === 'review') setPhase({ kind: 'editing' });
  }, [setPhase]);

  /** Sends the reviewed (or confirmed-absent) order. A second call while one is in flight does nothing. */
  const send = useCallback(async () => {
    const current = phaseRef.current;
    if (inFlight.current || accountId === undefined) return;
    if (current.kind !== 'review' && current.kind !== 'absent') return;
    const { request } = current;
    inFlight.current = true;
    try {
      if (!acquireSubmitLock(request.id)) {
        setPhase({
          kind: 'failed',
          request,
          error: new Error(`Order ${request.id} is being sent from another tab; it was not sent twice.`),
        });
        return;
      }
      if (attempt.current) attempt.current.sentAt = Date.now();
      setPhase({ kind: 'sending', request });
      try {
        const result = await submitOrders(accountId, [request]);
        const order = result.data[0];
        if (!order) throw new Error('The server answered without the order');
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
          setPhase({ kind: 'unknown', request, checking: true, problem: error });
          void reconcile();
        } else setPhase({ kind: 'failed', request, error });
      } finally {
        releaseSubmitLock(request.id);
      }
    } finally {
      inFlight.current = false;
    }
  }, [accountId, queryClient, reconcile, setPhase]);

  /** Back to editing after an outcome (the form keeps its values). */
  const dismiss = useCallback(() => {
    const kind = phaseRef.current.kind;
    if (kind === 'accepted' || kind === 'failed') setPhase({ kind: 'editing' });
  }, [setPhase]);

  const locked = phase.kind === 'sending' || phase.kind === 'unknown' || phase.kind === 'absent';
  return { phase, locked, openReview, closeReview, send, reconcile, dismiss };
}
