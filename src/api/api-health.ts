// What the header's API status needs beyond its own probe: requests that timed out recently. A
// hung operation while the probe answers is still a degraded API (issue 17 §3).
import { createStore } from 'zustand/vanilla';

/** How long one timeout keeps the API "degraded". */
export const DEGRADED_WINDOW_MS = 60_000;

export interface ApiHealth {
  /** Recent timeouts, newest last: when, and which operation. */
  timeouts: ReadonlyArray<{ at: number; operationId: string }>;
}

export const apiHealthStore = createStore<ApiHealth>(() => ({ timeouts: [] }));

export function reportRequestTimeout(operationId: string, now = Date.now()): void {
  const recent = apiHealthStore.getState().timeouts.filter((t) => now - t.at < DEGRADED_WINDOW_MS);
  apiHealthStore.setState({ timeouts: [...recent.slice(-19), { at: now, operationId }] });
}

/** Timeouts inside the window (empty when the API is not degraded). */
export function recentTimeouts(health: ApiHealth, now = Date.now()): ApiHealth['timeouts'] {
  return health.timeouts.filter((t) => now - t.at < DEGRADED_WINDOW_MS);
}
