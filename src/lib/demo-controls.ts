// What the app may do to the in-browser sandbox (demo mode only): reset it, inject faults, apply
// scenarios. The demo bootstrap registers an implementation; the app never imports the sandbox.
import { createStore } from 'zustand/vanilla';

/** A fault of one operation of the sandbox (sandbox/engine/faults.ts applies it). */
export interface DemoFault {
  /** Added latency before answering, in ms. */
  latencyMs?: number;
  /** Answer with this HTTP status and an error envelope. */
  status?: number;
  /** Retry-After (seconds) sent with a 429 (default 5) or, when set, a 503. */
  retryAfterSeconds?: number;
  /** Message of the error envelope when `status` is set. */
  message?: string;
  /** Answer 200 with a body that is not JSON (an HTML error page). */
  malformed?: boolean;
  /** Answer 502 with an HTML body, as a proxy in front of the API would. */
  htmlGateway?: boolean;
  /** Never answer (the client's timeout must fire). */
  hang?: boolean;
  /** Drop the connection (a network error). */
  networkError?: boolean;
  /** Answer after applying the operation's effect, but lose the response (the client sees a network error). */
  dropResponse?: boolean;
  /** How many requests the fault applies to before it clears itself (default: until cleared). */
  times?: number;
}

/** The saved demo state could not be used: the demo started from the seed. */
export interface DemoRestoreProblem {
  reason: string;
  /** The rejected copy, as it was saved, for the user to download. */
  savedCopy: string;
  fileName: string;
}

export interface DemoControls {
  operationIds: readonly string[];
  scenarioNames: readonly string[];
  /** Restore the seeded state (and forget what was persisted). */
  reset(): Promise<void>;
  setFault(operationId: string, fault: DemoFault): void;
  clearFaults(): void;
  listFaults(): Array<[string, DemoFault]>;
  setFeedFault(fault: { drop?: boolean; silent?: boolean }): void;
  feedFault(): { drop?: boolean; silent?: boolean };
  applyScenario(name: string): void;
  subscribe(listener: () => void): () => void;
  /** Set when the saved state was rejected at start-up (shown once as a notice). */
  restoreProblem?: DemoRestoreProblem | null;
}

export const demoControlsStore = createStore<{ controls: DemoControls | null }>(() => ({ controls: null }));

export function registerDemoControls(controls: DemoControls | null): void {
  demoControlsStore.setState({ controls });
}
