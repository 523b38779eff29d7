// Demo or live, and whether the API answers (the clock endpoint is the probe). Requests timing out
// anywhere make it "degraded" even while the probe answers (issue 17 §3).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { Link } from '@tanstack/react-router';
import { calendarQueries } from '@/api/resources/calendar';
import { apiHealthStore, recentTimeouts } from '@/api/api-health';
import { describeError } from '@/api/errors';
import { sessionStore } from '@/api/session';

export function ApiStatus() {
  const mode = useStore(sessionStore, (s) => s.mode);
  const baseUrl = useStore(sessionStore, (s) => s.baseUrl);
  const probe = useQuery({ ...calendarQueries.clock(), refetchInterval: 30_000 });
  const health = useStore(apiHealthStore);
  const [now, setNow] = useState(() => Date.now());
  const timeouts = recentTimeouts(health, now);
  // While degraded, look again every few seconds so the state clears when the window passes.
  // (A timeout newer than `now` counts as recent, so a fresh one shows at once.)
  useEffect(() => {
    if (health.timeouts.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [health]);
  const reachable = probe.isSuccess && !probe.isRefetchError;
  const state = probe.isPending
    ? 'checking'
    : !reachable
      ? 'unreachable'
      : timeouts.length > 0
        ? 'degraded'
        : 'reachable';
  const target = mode === 'demo' ? 'built-in sandbox' : baseUrl;
  const problem = probe.error ? describeError(probe.error) : null;
  const slow = [...new Set(timeouts.map((t) => t.operationId))].join(', ');
  return (
    <Link
      to="/settings"
      className={`api-status api-${state}`}
      title={
        problem
          ? `${problem.title}: ${problem.message}${problem.requestId ? ` (request_id ${problem.requestId})` : ''}`
          : state === 'degraded'
            ? `API: ${target}. ${timeouts.length} request${timeouts.length === 1 ? '' : 's'} timed out in the last minute (${slow})`
            : `API: ${target}`
      }
    >
      <span className={`mode-badge mode-${mode}`}>{mode === 'demo' ? 'DEMO' : 'LIVE'}</span>
      <span className="api-state">API {state === 'checking' ? '…' : state}</span>
    </Link>
  );
}
