// @vitest-environment jsdom
// The shell against the sandbox: navigation, the account switcher, the market status bar, the
// per-route error state with request_id, and the not-found route.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

describe('shell', () => {
  it('lists only the screens that exist and the accounts the user may access', async () => {
    renderApp('/accounts');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Accounts' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    const switcher = await screen.findByRole('combobox', { name: /account/i });
    await waitFor(() => expect(within(switcher).getByRole('option', { name: /100001/ })).toBeInTheDocument());
    expect(within(switcher).getByRole('option', { name: /100002/ })).toBeInTheDocument();
    expect(within(switcher).queryByRole('option', { name: /100005/ })).toBeNull();
  });

  it('shows the market session from the clock and calendar, in New York time', async () => {
    harness.sandbox.applyScenario('market-closed');
    renderApp('/accounts');
    const status = await screen.findByRole('status', { name: 'Market status' });
    await waitFor(() => expect(status).toHaveTextContent(/closed|pre-market|after hours/i));
    expect(status).toHaveTextContent(/E[SD]T/);
  });

  it('switches accounts from the header and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001');
    const switcher = await screen.findByRole('combobox', { name: /account/i });
    await waitFor(() => expect(within(switcher).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(switcher, '100002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/100002'));
  });

  it('shows a route error with the server message, request_id and a retry', async () => {
    const user = userEvent.setup();
    harness.sandbox.faults.set('get_account_by_id', { status: 503, message: 'Maintenance window', times: 3 });
    renderApp('/accounts/100001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Maintenance window');
    expect(alert).toHaveTextContent(/request.?id/i);
    await user.click(within(alert).getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('answers an unknown path with the not-found screen and a way back', async () => {
    renderApp('/no/such/screen');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /accounts/i }).length).toBeGreaterThan(0);
  });
});
