// Demo mode: the sandbox runs inside the page behind msw's service worker. Loaded only by a dynamic
// import in demo mode, so neither msw nor the sandbox ever reaches the entry chunk. State survives
// reloads through localStorage.
import { setupWorker } from 'msw/browser';
import * as operations from '@/api/operations';
import { registerDemoControls, type DemoControls } from '@/lib/demo-controls';
import { Sandbox } from './engine/sandbox';
import { scenarioNames, isScenarioName } from './engine/scenarios';
import { createSandboxMswHandlers } from './msw-handlers';

const STORAGE_KEY = 'terminal.sandbox.state.v1';
const SEED = 42;

interface PersistedState {
  seed: number;
  brokerage: unknown;
  workspace: unknown;
}

function load(sandbox: Sandbox): void {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return;
    const state = JSON.parse(raw) as PersistedState;
    if (state.seed !== sandbox.seed) return;
    sandbox.brokerage.restore(state.brokerage as Parameters<Sandbox['brokerage']['restore']>[0]);
    sandbox.workspace.restore(state.workspace as Parameters<Sandbox['workspace']['restore']>[0]);
  } catch (error) {
    console.warn('Sandbox: the saved state could not be restored; starting from the seed.', error);
    window.localStorage.removeItem(STORAGE_KEY);
  }
}

export async function startBrowserSandbox(options: { baseUrl: string; wsUrl: string }): Promise<Sandbox> {
  const sandbox = new Sandbox({ seed: SEED });
  load(sandbox);
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(saveTimer);
    try {
      const state: PersistedState = {
        seed: sandbox.seed,
        brokerage: sandbox.brokerage.snapshot(),
        workspace: sandbox.workspace.snapshot(),
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
  };
  registerDemoControls(controls);
  return sandbox;
}
