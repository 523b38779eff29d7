// @vitest-environment jsdom
// Settings and the session (issue 26): the token never sits in the page's markup and is not filled
// back in, the demo's Sandbox panel goes with demo mode, and a scenario applied there says what it
// did and refreshes the screens at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBaseUrl, sessionStore, updateConnection } from '@/api/session';
import { registerDemoControls, type DemoControls } from '@/lib/demo-controls';
import { ManualClock } from '@/sandbox/engine/clock';
import { isScenarioName, scenarioNames } from '@/sandbox/engine/scenarios';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

/** Saturday 2026-11-21, 12:00 in New York: the market is closed all day. */
const SATURDAY = Date.parse('2026-11-21T17:00:00Z');
const harness = withSandbox(() => ({ clock: new ManualClock(SATURDAY) }));

afterEach(() => updateConnection({ mode: 'demo', token: null, baseUrl: 'http://127.0.0.1:4010', wsUrl: '' }));

/** The demo's controls over the test's sandbox, as src/sandbox/browser.ts registers them. */
function registerControls(): void {
  const sandbox = harness.sandbox;
  const controls: DemoControls = {
    operationIds: ['get_accounts'],
    scenarioNames,
    reset: async () => undefined,
    setFault: (id, fault) => sandbox.faults.set(id, fault),
    clearFaults: () => sandbox.faults.clear(),
    listFaults: () => sandbox.faults.list(),
    setFeedFault: (fault) => sandbox.faults.setFeed(fault),
    feedFault: () => sandbox.faults.feed,
    applyScenario: (name) => {
      if (isScenarioName(name)) sandbox.applyScenario(name);
    },
    subscribe: (listener) => sandbox.faults.subscribe(listener),
  };
  registerDemoControls(controls);
}

describe('the access token in Settings', () => {
  it('is never written into the page and not filled back in; an empty field keeps it', async () => {
    updateConnection({ mode: 'live', baseUrl: demoBaseUrl(), token: 'secret-token-123' });
    const user = userEvent.setup();
    const { router, container } = renderApp('/settings');
    const field = await screen.findByLabelText('Access token');
    expect(field).toHaveValue('');
    expect(container.innerHTML).not.toContain('secret-token-123');
    expect(screen.getByText(/A token is in use for this session/)).toBeInTheDocument();

    // Saving with the field empty keeps the token in use.
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('secret-token-123');

    // A new token replaces it, and the field is empty again, in the markup too.
    await user.type(screen.getByLabelText('Access token'), 'new-token-456');
    expect(container.innerHTML).not.toContain('new-token-456');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(sessionStore.getState().token).toBe('new-token-456'));
    expect(screen.getByLabelText('Access token')).toHaveValue('');

    // Back on Settings later: still not filled in.
    await router.navigate({ to: '/accounts' });
    await router.navigate({ to: '/settings' });
    expect(await screen.findByLabelText('Access token')).toHaveValue('');
    expect(container.innerHTML).not.toContain('new-token-456');
  });
});

describe('the Sandbox panel', () => {
  it('is shown in demo mode only: switching to live hides it', async () => {
    registerControls();
    const user = userEvent.setup();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Sandbox (demo mode)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Live/ }));
    const base = screen.getByLabelText('API base URL');
    await user.clear(base);
    await user.type(base, demoBaseUrl());
    await user.type(screen.getByLabelText('Access token'), 'tok');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sandbox (demo mode)' })).toBeNull());
  });

  it('confirms an applied scenario and refreshes the header at once', async () => {
    registerControls();
    const user = userEvent.setup();
    renderApp('/settings');
    const status = await screen.findByRole('status', { name: 'Market status' });
    await waitFor(() => expect(status).toHaveTextContent('US equities Closed'));
    const panel = screen.getByRole('region', { name: 'Sandbox (demo mode)' });
    await user.click(within(panel).getByRole('button', { name: 'market-open' }));
    expect(await screen.findByText('Scenario applied: market-open')).toBeInTheDocument();
    expect(
      screen.getByText(/The market is open \(regular session\) whatever the clock says/),
    ).toBeInTheDocument();
    // No navigation: the header follows the sandbox.
    await waitFor(() => expect(status).toHaveTextContent('US equities Open'));
  });
});
