// @vitest-environment jsdom
// Live mode: a 401 from the API opens the session-expired dialog on the page the user is on; a new
// token resumes the page without navigating away, and the token is never written to localStorage.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBaseUrl, sessionStore, updateConnection } from '@/api/session';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

afterEach(() => updateConnection({ mode: 'demo', token: null }));

describe('session expired (live mode)', () => {
  it('asks for a new token in place and carries on with it', async () => {
    // Live mode pointed at the same in-process sandbox the tests serve on the demo URL.
    updateConnection({ mode: 'live', baseUrl: demoBaseUrl(), token: 'old-token' });
    harness.sandbox.faults.set('get_account_by_id', { status: 401, message: 'Token expired', times: 1 });
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001');

    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(router.state.location.pathname).toBe('/accounts/100001');
    const input = within(dialog).getByLabelText('Access token');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(input, 'fresh-token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Your session has expired' })).toBeNull(),
    );
    expect(await screen.findByText('#100001')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/100001');
    expect(sessionStore.getState().token).toBe('fresh-token');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('fresh-token');
  });
});

describe('session expired: the screen recovers in place (issue 17 §2)', () => {
  it('refetches the positions that failed with 401 after a new token', async () => {
    updateConnection({ mode: 'live', baseUrl: demoBaseUrl(), token: 'old-token' });
    harness.sandbox.faults.set('get_positions', { status: 401, message: 'Token expired' });
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001/positions');

    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(await screen.findByText(/Loading positions/)).toBeInTheDocument();
    // The server accepts the new token.
    harness.sandbox.faults.clear('get_positions');
    await user.type(within(dialog).getByLabelText('Access token'), 'fresh-token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('table', { name: 'Positions' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading positions/)).toBeNull();
    expect(router.state.location.pathname).toBe('/accounts/100001/positions');
  });

  it('re-entering the same token refetches what failed with 401 (balances)', async () => {
    updateConnection({ mode: 'live', baseUrl: demoBaseUrl(), token: 'same-token' });
    harness.sandbox.faults.set('get_account_balances', { status: 401, message: 'Token expired' });
    const user = userEvent.setup();
    renderApp('/accounts/100001');

    const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
    expect(await screen.findByText(/Loading balances/)).toBeInTheDocument();
    harness.sandbox.faults.clear('get_account_balances');
    await user.type(within(dialog).getByLabelText('Access token'), 'same-token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Balances' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Loading balances/)).toBeNull());
  });
});
