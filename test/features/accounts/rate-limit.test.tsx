// @vitest-environment jsdom
// Issue 17 §7: a 429 shows the server's Retry-After wait, and the manual retry waits for it. The
// sandbox's 429 fault sends the header, as a real server would.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();

describe('rate limited (429)', () => {
  it('shows the Retry-After wait and disables Try again until then', async () => {
    harness.sandbox.faults.set('get_positions', { status: 429, message: 'Slow down', retryAfterSeconds: 30 });
    renderApp('/accounts/100001/positions');
    expect(await screen.findByText(/Loading positions: Too many requests/)).toBeInTheDocument();
    expect(screen.getByText(/The server asks to wait 30 s before trying again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again in 30 s/ })).toBeDisabled();
  });
});
