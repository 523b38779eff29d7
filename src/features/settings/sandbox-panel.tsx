// Demo mode's developer panel: reset the sandbox, apply scenarios, and inject faults into any
// operation or the quote feed so every error state of the terminal can be seen on purpose.
import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useStore } from 'zustand';
import { pushToast } from '@/lib/toast-store';
import { sessionStore } from '@/api/session';
import { demoControlsStore, type DemoControls, type DemoFault } from '@/lib/demo-controls';
import { Select } from '@/components/form/fields';

const FAULT_KINDS = {
  'status-500': { label: 'HTTP 500 error envelope', fault: { status: 500 } },
  'status-503': { label: 'HTTP 503 error envelope', fault: { status: 503 } },
  'status-429': { label: 'HTTP 429 too many requests', fault: { status: 429 } },
  'status-403': { label: 'HTTP 403 forbidden', fault: { status: 403 } },
  latency: { label: 'Slow: 3 s latency', fault: { latencyMs: 3000 } },
  hang: { label: 'Never answers (timeout)', fault: { hang: true } },
  network: { label: 'Network error', fault: { networkError: true } },
  html: { label: 'HTML 502 from a gateway', fault: { htmlGateway: true } },
  malformed: { label: '200 with truncated JSON', fault: { malformed: true } },
  drop: { label: 'Applied, but the response is lost', fault: { dropResponse: true } },
} satisfies Record<string, { label: string; fault: DemoFault }>;
type FaultKind = keyof typeof FAULT_KINDS;

function describeFault(fault: DemoFault): string {
  const parts: string[] = [];
  if (fault.status) parts.push(`HTTP ${fault.status}`);
  if (fault.latencyMs) parts.push(`+${fault.latencyMs} ms`);
  if (fault.hang) parts.push('hangs');
  if (fault.networkError) parts.push('network error');
  if (fault.htmlGateway) parts.push('HTML 502');
  if (fault.malformed) parts.push('truncated JSON');
  if (fault.dropResponse) parts.push('response lost');
  return parts.join(', ');
}

/** What each scenario does, for the confirmation after applying it (src/sandbox/engine/scenarios.ts). */
const SCENARIO_EFFECTS: Record<string, string> = {
  'margin-call': 'The first margin account now sits just above maintenance.',
  'venue-rejects': 'The venue rejects every new order.',
  'market-closed': 'The market is closed whatever the clock says.',
  'market-open': 'The market is open (regular session) whatever the clock says.',
  'no-permission': 'Every account endpoint answers 403.',
  'empty-portfolio': 'No positions and no orders in any account.',
  'many-accounts': '10,000 more accounts were added.',
};

function Panel({ controls }: { controls: DemoControls }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  // A scenario changes the sandbox under every screen: say so, and read everything again (the header's
  // market status, the accounts, the route's data) rather than wait for the next navigation.
  const apply = (name: string) => {
    controls.applyScenario(name);
    void queryClient.invalidateQueries();
    void router.invalidate();
    pushToast({
      kind: 'success',
      title: `Scenario applied: ${name}`,
      message: `${SCENARIO_EFFECTS[name] ?? 'The sandbox changed.'} Every screen is refreshed.`,
    });
  };
  const faults = useSyncExternalStore(controls.subscribe, () =>
    JSON.stringify([controls.listFaults(), controls.feedFault()]),
  );
  const [activeFaults, feed] = JSON.parse(faults) as [
    Array<[string, DemoFault]>,
    { drop?: boolean; silent?: boolean },
  ];
  const [operationId, setOperationId] = useState('*');
  const [kind, setKind] = useState<FaultKind>('status-500');
  const [confirmReset, setConfirmReset] = useState(false);

  return (
    <section className="panel form" aria-labelledby="sandbox-title">
      <h2 id="sandbox-title">Sandbox (demo mode)</h2>
      <p className="muted">
        The built-in brokerage simulator. Its state is kept across reloads in this browser.
      </p>
      <div className="form-actions">
        {confirmReset ? (
          <>
            <span>Restore the seeded accounts, orders and positions?</span>
            <button type="button" className="danger" onClick={() => void controls.reset()}>
              Reset sandbox
            </button>
            <button type="button" onClick={() => setConfirmReset(false)}>
              Keep my state
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirmReset(true)}>
            Reset sandbox…
          </button>
        )}
      </div>

      <h3>Scenarios</h3>
      <div className="button-row">
        {controls.scenarioNames.map((name) => (
          <button key={name} type="button" onClick={() => apply(name)}>
            {name}
          </button>
        ))}
      </div>

      <h3>Fault injection</h3>
      <div className="inline-fields">
        <label>
          Operation
          <Select value={operationId} onChange={(e) => setOperationId(e.target.value)}>
            <option value="*">Every operation</option>
            {controls.operationIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Fault
          <Select value={kind} onChange={(e) => setKind(e.target.value as FaultKind)}>
            {Object.entries(FAULT_KINDS).map(([key, value]) => (
              <option key={key} value={key}>
                {value.label}
              </option>
            ))}
          </Select>
        </label>
        <button type="button" onClick={() => controls.setFault(operationId, FAULT_KINDS[kind].fault)}>
          Inject
        </button>
        <button
          type="button"
          onClick={() => controls.clearFaults()}
          disabled={activeFaults.length === 0 && !feed.drop && !feed.silent}
        >
          Clear all faults
        </button>
      </div>
      {activeFaults.length > 0 && (
        <ul aria-label="Active faults">
          {activeFaults.map(([id, fault]) => (
            <li key={id}>
              <code>{id === '*' ? 'every operation' : id}</code>: {describeFault(fault)}
            </li>
          ))}
        </ul>
      )}
      <div className="inline-fields">
        <label className="inline">
          <input
            type="checkbox"
            checked={Boolean(feed.drop)}
            onChange={(e) => controls.setFeedFault({ ...feed, drop: e.target.checked })}
          />
          Drop the quote feed
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={Boolean(feed.silent)}
            onChange={(e) => controls.setFeedFault({ ...feed, silent: e.target.checked })}
          />
          Silence the quote feed (no heartbeats)
        </label>
      </div>
    </section>
  );
}

export function SandboxPanel() {
  const controls = useStore(demoControlsStore, (s) => s.controls);
  // The sandbox still runs in the page after a switch to live mode, but it is no longer what the
  // terminal talks to: its controls would act on nothing the user sees.
  const demo = useStore(sessionStore, (s) => s.mode === 'demo');
  return controls && demo ? <Panel controls={controls} /> : null;
}
