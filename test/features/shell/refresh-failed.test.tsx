// @vitest-environment jsdom
// The query client's one global error hook, as a user meets it: a background refresh that fails
// while a screen shows data leaves the data in place and says so in a toast with the request_id.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

describe('a failed background refresh', () => {
  it('keeps the accounts on screen and shows "Refresh failed" with the server message and request_id', async () => {
    const { queryClient } = renderApp('/accounts');
    const table = await screen.findByRole('table', { name: /accounts/i });
    expect(await within(table).findByText('100001')).toBeInTheDocument();

    harness.sandbox.faults.set('get_accounts', { status: 503, message: 'Maintenance window', times: 5 });
    await act(() => queryClient.invalidateQueries());

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const toast = await within(notifications).findByRole('alert');
    expect(toast).toHaveTextContent(/Refresh failed/);
    expect(toast).toHaveTextContent('Maintenance window');
    expect(toast).toHaveTextContent(/request.?id/i);
    const after = screen.getByRole('table', { name: /accounts/i });
    expect(within(after).getByText('100001')).toBeInTheDocument();
  });
});
