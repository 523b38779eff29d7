// What the app may do to the in-browser sandbox (demo mode only): reset it, inject faults, apply
// scenarios. The demo bootstrap registers an implementation; the app never imports the sandbox.
import { createStore } from 'zustand/vanilla';

export interface DemoFault {
  latencyMs?: number;
  status?: number;
  message?: string;
  malformed?: boolean;
  htmlGateway?: boolean;
  hang?: boolean;
  networkError?: boolean;
  dropResponse?: boolean;
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
