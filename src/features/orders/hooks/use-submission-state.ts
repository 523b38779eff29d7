// The state a submission keeps across renders: its phase (readable at once through a ref, so a
// callback never acts on a stale phase, and never set after unmount) and the server's Retry-After
// wait (no re-send before it ends).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionPhase } from '../lib/submission-rules';

export function useSubmissionState() {
  const [phase, setPhaseState] = useState<SubmissionPhase>({ kind: 'editing' });
  const phaseRef = useRef(phase);
  /** Until when the server asked this ticket not to submit (Retry-After), in ms; 0 = no wait. */
  const [retryAt, setRetryAtState] = useState(0);
  const retryAtRef = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setPhase = useCallback((next: SubmissionPhase) => {
    phaseRef.current = next;
    if (mounted.current) setPhaseState(next);
  }, []);

  /** The server asked to wait until `until` (ms). */
  const waitUntil = useCallback((until: number) => {
    retryAtRef.current = until;
    if (mounted.current) setRetryAtState(until);
  }, []);

  /** True while the Retry-After wait lasts: nothing is sent. */
  const mustWait = useCallback(() => Date.now() < retryAtRef.current, []);

  return { phase, phaseRef, setPhase, retryAt, waitUntil, mustWait };
}
