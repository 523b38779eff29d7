// Demo or live, and whether the API answers (the clock endpoint is the probe).
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { Link } from '@tanstack/react-router';
import { calendarQueries } from '@/api/resources/calendar';
import { describeError } from '@/api/errors';
import { sessionStore } from '@/api/session';

export function ApiStatus() {
  const mode = useStore(sessionStore, (s) => s.mode);
  const baseUrl = useStore(sessionStore, (s) => s.baseUrl);
  const probe = useQuery({ ...calendarQueries.clock(), refetchInterval: 30_000 });
  const reachable = probe.isSuccess && !probe.isRefetchError;
  const state = probe.isPending ? 'checking' : reachable ? 'reachable' : 'unreachable';
  const target = mode === 'demo' ? 'built-in sandbox' : baseUrl;
  const problem = probe.error ? describeError(probe.error) : null;
  return (
    <Link
      to="/settings"
      className={`api-status api-${state}`}
      title={
        problem
          ? `${problem.title}: ${problem.message}${problem.requestId ? ` (request_id ${problem.requestId})` : ''}`
          : `API: ${target}`
      }
    >
      <span className={`mode-badge mode-${mode}`}>{mode === 'demo' ? 'DEMO' : 'LIVE'}</span>
      <span className="api-state">API {state === 'checking' ? '…' : state}</span>
    </Link>
  );
}
