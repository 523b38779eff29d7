// @vitest-environment jsdom
// Opening the order ticket from the monitor's row hotkey logs nothing to the console: the ticket's
// clock (src/lib/use-clock.ts) gives React the same snapshot on every read of one render, even
// while the real clock moves between the reads.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox(() => ({ scenarios: ['market-open'] }));

afterEach(() => vi.restoreAllMocks());

describe('opening the ticket from the monitor', () => {
  it('logs no React warning while the clock moves between reads', async () => {
    const user = userEvent.setup();
    renderApp('/monitor?symbols=AAPL,MSFT');
    const board = await screen.findByRole('table', { name: 'Quote monitor' });
    const row = () => board.querySelector<HTMLElement>('tr[data-row-key="MSFT"]');
    await waitFor(() => expect(row()).not.toBeNull());
    // From here every read of the clock is a millisecond later than the one before.
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ++offset);
    const errors = vi.spyOn(console, 'error');
    row()!.focus();
    await user.keyboard('b');
    expect(await screen.findByRole('dialog', { name: /Buy MSFT|Order ticket|ticket/i })).toBeInTheDocument();
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).not.toMatch(/getSnapshot/);
  });
});
