// @vitest-environment jsdom
// Settings can make the workspace the home screen (issue 28): chosen in Settings → Appearance, kept
// with the other settings, and `/` then opens the workspace instead of the accounts overview.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { withStillResizeObserver } from '../../utils/still-resize-observer';

withSandbox(() => ({ scenarios: ['market-open'] }));

withStillResizeObserver();

describe('home screen setting', () => {
  it('opens the accounts overview at / by default', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('opens the workspace at / once Settings makes it the home screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    const home = await screen.findByRole('combobox', { name: 'Home screen' }, { timeout: 8000 });
    expect(home).toHaveValue('accounts');
    await user.selectOptions(home, 'workspace');
    expect(JSON.parse(localStorage.getItem('terminal.settings.v1') ?? '{}')).toMatchObject({
      homeScreen: 'workspace',
    });
    await router.navigate({ to: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
    expect(await screen.findByRole('region', { name: 'Quote board' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
