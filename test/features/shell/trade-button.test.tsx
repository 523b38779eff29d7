// @vitest-environment jsdom
// The header's Trade button and the T hotkey: the order ticket from any screen. On an account's
// screens it sends to that account; on the home screen the ticket asks which account.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeTicket } from '@/domain/ticket-intent';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox();
afterEach(() => closeTicket());

describe('Trade button', () => {
  it('opens the ticket from the home screen and asks which account', async () => {
    const user = userEvent.setup();
    renderApp('/accounts');
    await user.click(await screen.findByRole('button', { name: 'Trade' }));
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' });
    // Typing goes to the instrument search at once; a field the user clicks first stays theirs.
    expect(within(panel).getByRole('combobox', { name: 'Instrument' })).toHaveFocus();
    await user.type(within(panel).getByLabelText(/^Quantity/), '25');
    await new Promise((r) => setTimeout(r, 120));
    expect(within(panel).getByLabelText(/^Quantity/)).toHaveFocus();
    expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('25');
    const account = within(panel).getByRole('combobox', { name: 'Ticket account' });
    await waitFor(() => expect(within(account).getByRole('option', { name: /100001/ })).toBeInTheDocument());
    await user.selectOptions(account, '100001');
    expect(await within(panel).findByRole('combobox', { name: 'Ticket account' })).toHaveValue('100001');
  });

  it('opens the ticket for the account on screen with T, and lists T in the hotkeys help', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002');
    await screen.findByRole('button', { name: 'Trade' });
    await user.keyboard('t');
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' });
    expect(await within(panel).findByRole('combobox', { name: 'Ticket account' })).toHaveValue('100002');
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText(/Trade button in the header/)).toBeInTheDocument();
  });
});
