// Demo mode: the sandbox runs inside the page behind msw's service worker. Loaded only by a dynamic
// import in demo mode, so neither msw nor the sandbox ever reaches the entry chunk. State survives
// reloads through localStorage.
import { setupWorker } from 'msw/browser';
import * as operations from '@/api/operations';
import { registerDemoControls, type DemoControls, type DemoRestoreProblem } from '@/lib/demo-controls';
import { Sandbox } from './engine/sandbox';
import { scenarioNames, isScenarioName } from './engine/scenarios';
import { createSandboxMswHandlers } from './msw-handlers';
import { parsePersistedState } from './persisted-state';

const STORAGE_KEY = 'terminal.sandbox.state.v1';
const SEED = 42;

/** Where a saved copy that could not be restored is kept, for the user to download. */
const REJECTED_KEY = 'terminal.sandbox.state.rejected.v1';

/**
 * The sandbox to run: the saved state when it has the right shape and answers once restored;
 * otherwise the seed, with the bad copy moved aside and the reason for the notice.
 */
function load(): { sandbox: Sandbox; problem: DemoRestoreProblem | null } {
  const fresh = () => new Sandbox({ seed: SEED });
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { sandbox: fresh(), problem: null };
  }
  if (!raw) return { sandbox: fresh(), problem: null };
  const parsed = parsePersistedState(raw);
  let reason = parsed.ok ? null : parsed.reason;
  if (parsed.ok && parsed.state.seed !== SEED) return { sandbox: fresh(), problem: null };
  if (parsed.ok) {
    const sandbox = fresh();
    try {
      sandbox.brokerage.restore(
        parsed.state.brokerage as unknown as Parameters<Sandbox['brokerage']['restore']>[0],
      );
      sandbox.workspace.restore(
        parsed.state.workspace as unknown as Parameters<Sandbox['workspace']['restore']>[0],
      );
      const forced = parsed.state.market?.forced_session;
      if (forced) sandbox.market.forceSession(forced);
      // A shape can pass and still not work: ask what every screen asks first.
      sandbox.brokerage.listAccounts();
      for (const accountId of sandbox.brokerage.accessibleAccountIds().slice(0, 5)) {
        sandbox.brokerage.getBalances(accountId);
        sandbox.brokerage.listPositions(accountId);
        sandbox.brokerage.listOrders(accountId);
      }
      return { sandbox, problem: null };
    } catch (error) {
      reason = `restoring it failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  console.warn(`Sandbox: the saved state could not be restored (${reason}); starting from the seed.`);
  try {
    window.localStorage.setItem(REJECTED_KEY, raw);
  } catch {
    // No room for the copy: the notice still offers it from memory for this page.
  }
  window.localStorage.removeItem(STORAGE_KEY);
  return {
    sandbox: fresh(),
    problem: { reason: reason ?? 'unknown', savedCopy: raw, fileName: 'sandbox-state-rejected.json' },
  };
}

export async function startBrowserSandbox(options: { baseUrl: string; wsUrl: string }): Promise<Sandbox> {
  const { sandbox, problem } = load();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(saveTimer);
    try {
      const state = {
        seed: sandbox.seed,
        brokerage: sandbox.brokerage.snapshot(),
        workspace: sandbox.workspace.snapshot(),
        market: { forced_session: sandbox.market.forcedSession() },
      };
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch (error) {
      console.warn('Sandbox: could not save state', error);
    }
  };
  // After a change: soon, once a burst of requests has settled. When the page goes away: at once
  // (a timer would never run), so a reload right after a change keeps it.
  const save = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveNow, 200);
  };
  window.addEventListener('pagehide', saveNow);

  const worker = setupWorker(...createSandboxMswHandlers(sandbox, { ...options, onMutation: save }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });

  const controls: DemoControls = {
    operationIds: Object.values(operations).map((op) => op.id),
    scenarioNames,
    reset: async () => {
      window.localStorage.removeItem(STORAGE_KEY);
      window.removeEventListener('pagehide', saveNow);
      clearTimeout(saveTimer);
      window.location.reload();
    },
    setFault: (id, fault) => sandbox.faults.set(id, fault),
    clearFaults: () => sandbox.faults.clear(),
    listFaults: () => sandbox.faults.list(),
    setFeedFault: (fault) => sandbox.faults.setFeed(fault),
    feedFault: () => sandbox.faults.feed,
    applyScenario: (name) => {
      if (isScenarioName(name)) {
        sandbox.applyScenario(name);
        save();
      }
    },
    subscribe: (listener) => sandbox.faults.subscribe(listener),
    restoreProblem: problem,
  };
  registerDemoControls(controls);
  return sandbox;
}
