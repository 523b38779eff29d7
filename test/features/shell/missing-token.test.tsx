// @vitest-environment jsdom
// Live mode without a token (a reload forgets a token not remembered for the tab): the shell asks
// for it — not "your session has expired" — and sends nothing until it has one; then the page loads
// where it is.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBaseUrl, sessionStore, updateConnection } from '@/api/session';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

afterEach(() => updateConnection({ mode: 'demo', token: null }));

describe('live mode without a token', () => {
  it('asks for the token, sends no request before it, and then loads the page in place', async () => {
    updateConnection({ mode: 'live', baseUrl: demoBaseUrl(), token: null });
    const sent: string[] = [];
    const onRequest = ({ request }: { request: Request }) => sent.push(request.url);
    harness.server.events.on('request:start', onRequest);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001');

    const dialog = await screen.findByRole('dialog', { name: 'Enter your access token' });
    expect(screen.queryByRole('dialog', { name: 'Your session has expired' })).toBeNull();
    expect(dialog).toHaveTextContent(/nothing is sent without it/);
    // Give the screen time to try: still nothing on the wire.
    await new Promise((r) => setTimeout(r, 300));
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Access token'), 'my-token');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter your access token' })).toBeNull());
    expect(await screen.findByText('#100001')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/100001');
    expect(sessionStore.getState().token).toBe('my-token');
    expect(sent.length).toBeGreaterThan(0);
    harness.server.events.removeListener('request:start', onRequest);
  });
});
