// @vitest-environment jsdom
// Issue 17 §7: Settings refuses URLs with credentials, spaces or quotes, and plain http:// to a
// host that is not this machine needs an explicit confirmation.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, updateConnection } from '@/api/session';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox();
afterEach(() => updateConnection({ mode: 'demo', token: null, baseUrl: 'http://127.0.0.1:4010', wsUrl: '' }));

async function fillLive(baseUrl: string) {
  const user = userEvent.setup();
  renderApp('/settings');
  await user.click(await screen.findByRole('radio', { name: /^Live/ }));
  const base = screen.getByLabelText('API base URL');
  await user.clear(base);
  await user.type(base, baseUrl);
  await user.type(screen.getByLabelText('Access token'), 'tok');
  return user;
}

describe('connection settings hardening', () => {
  it('refuses a base URL with a user name and password, storing nothing', async () => {
    const user = await fillLive('http://user:password@10.1.2.3:4010');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/Remove the user name and password from the URL/)).toBeInTheDocument();
    expect(sessionStore.getState().mode).toBe('demo');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('password');
  });

  it('refuses spaces or quotes anywhere in the URL', async () => {
    const user = await fillLive('https://api.example.com/v1"x');
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText('A URL cannot contain spaces or quotes')).toBeInTheDocument();
  });

  it('warns about plain http to another machine and saves only once confirmed', async () => {
    const user = await fillLive('http://10.1.2.3:4010');
    expect(screen.getByText(/Unencrypted connection/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/Confirm the unencrypted connection/)).toBeInTheDocument();
    expect(sessionStore.getState().mode).toBe('demo');
    await user.click(screen.getByRole('checkbox', { name: /connect without encryption anyway/ }));
    await user.click(screen.getByRole('button', { name: 'Save connection' }));
    expect(await screen.findByText(/Saved\. Using http:\/\/10\.1\.2\.3:4010/)).toBeInTheDocument();
    expect(sessionStore.getState()).toMatchObject({ mode: 'live', baseUrl: 'http://10.1.2.3:4010' });
  });

  it('does not warn for the local sandbox over plain http', async () => {
    await fillLive('http://127.0.0.1:4010');
    expect(screen.queryByText(/Unencrypted connection/)).toBeNull();
  });
});
