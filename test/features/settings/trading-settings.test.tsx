// @vitest-environment jsdom
// Settings → Trading: confirm cancel is on by default; the sound and the hidden-tab notifications are
// opt-in, and the browser's permission is asked only when the user turns notifications on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tradingPreferencesStore } from '@/lib/trading-preferences';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

withSandbox();

afterEach(() => vi.unstubAllGlobals());

function stubNotification(answer: NotificationPermission, initial: NotificationPermission = 'default') {
  const asked: number[] = [];
  const stub = {
    permission: initial,
    requestPermission: () => {
      asked.push(1);
      stub.permission = answer;
      return Promise.resolve(answer);
    },
  };
  vi.stubGlobal('Notification', stub);
  return asked;
}

async function openTrading() {
  renderApp('/settings');
  return screen.findByRole('heading', { name: 'Trading' });
}

describe('Settings → Trading', () => {
  it('confirm cancel is on by default and can be turned off', async () => {
    const user = userEvent.setup();
    await openTrading();
    const confirm = screen.getByRole('checkbox', { name: /Ask before cancelling an order/ });
    expect(confirm).toBeChecked();
    await user.click(confirm);
    expect(confirm).not.toBeChecked();
    expect(tradingPreferencesStore.getState().confirmCancel).toBe(false);
    expect(JSON.parse(localStorage.getItem('terminal.trading-preferences.v1') ?? '{}')).toMatchObject({
      confirmCancel: false,
    });
  });

  it('asks for notification permission only when turned on, and stays off when refused', async () => {
    const asked = stubNotification('denied');
    const user = userEvent.setup();
    await openTrading();
    expect(asked).toHaveLength(0);
    const notify = screen.getByRole('checkbox', { name: /browser notification/ });
    expect(notify).not.toBeChecked();
    await user.click(notify);
    expect(asked).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The browser blocks notifications for this site',
    );
    expect(notify).not.toBeChecked();
    expect(tradingPreferencesStore.getState().outcomeNotifications).toBe(false);
  });

  it('turns notifications on once the browser allows them', async () => {
    const asked = stubNotification('granted');
    const user = userEvent.setup();
    await openTrading();
    const notify = screen.getByRole('checkbox', { name: /browser notification/ });
    await user.click(notify);
    expect(asked).toHaveLength(1);
    expect(notify).toBeChecked();
    expect(tradingPreferencesStore.getState().outcomeNotifications).toBe(true);
  });

  it("reads the browser's permission once, however often Settings is opened", async () => {
    let reads = 0;
    vi.stubGlobal('Notification', {
      get permission() {
        reads += 1;
        return 'granted';
      },
      requestPermission: () => Promise.resolve('granted'),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Trading' });
    for (let i = 0; i < 3; i++) {
      await user.click(screen.getByRole('link', { name: 'News' }));
      await screen.findByRole('heading', { name: 'News' });
      await user.click(screen.getByRole('link', { name: 'Settings' }));
      await screen.findByRole('heading', { name: 'Trading' });
    }
    expect(router.state.location.pathname).toBe('/settings');
    expect(reads).toBe(1);
  });

  it('says so at once when the browser stops allowing notifications while Settings is open', async () => {
    const status = Object.assign(new EventTarget(), { state: 'granted' as PermissionState });
    vi.stubGlobal('navigator', { ...navigator, permissions: { query: () => Promise.resolve(status) } });
    stubNotification('granted', 'granted');
    tradingPreferencesStore.setState({ outcomeNotifications: true });
    await openTrading();
    const note = document.getElementById('outcome-notifications-note');
    expect(note).toHaveTextContent('The browser asks for permission when you turn this on.');
    await act(async () => {
      status.state = 'denied';
      status.dispatchEvent(new Event('change'));
      await Promise.resolve();
    });
    expect(note).toHaveTextContent('The browser no longer allows notifications for this site');
  });

  it('turns the outcome sound on (off by default)', async () => {
    const user = userEvent.setup();
    await openTrading();
    const sound = screen.getByRole('checkbox', { name: /Play a short sound/ });
    expect(sound).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Test sound' })).toBeDisabled();
    await user.click(sound);
    expect(sound).toBeChecked();
    expect(screen.getByRole('button', { name: 'Test sound' })).toBeEnabled();
    expect(tradingPreferencesStore.getState().outcomeSound).toBe(true);
  });
});
