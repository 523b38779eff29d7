// @vitest-environment jsdom
// One active account for the whole terminal: an account page sets it, every other screen and every
// ticket keeps it, a reload remembers it (per connection, the id only), a single account is chosen
// for the user, and a remembered account the server no longer knows falls back to asking.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closeTicket } from '@/domain/ticket-intent';
import { resetActiveAccountStore } from '@/domain/active-account';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox();
afterEach(() => closeTicket());

const STORAGE_KEY = 'terminal.active-account.v1';
const headerSwitcher = () => screen.getByRole('combobox', { name: 'Account' });

describe('active account', () => {
  it('an account page sets it; the monitor, a ticket and a reload keep it', async () => {
    const user = userEvent.setup();
    const first = renderApp('/accounts/100002');
    await waitFor(() => expect(headerSwitcher()).toHaveValue('100002'));
    await first.router.navigate({ to: '/monitor' });
    await screen.findByRole('heading', { name: /Monitor/i });
    expect(headerSwitcher()).toHaveValue('100002');
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' }, { timeout: 10_000 });
    expect(within(panel).getByRole('combobox', { name: 'Ticket account' })).toHaveValue('100002');
    // The fields are there at once, not hidden behind an account choice.
    expect(within(panel).getByRole('combobox', { name: 'Instrument' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({ demo: 100002 });
    closeTicket();
    first.unmount();

    // A reload: the store starts again from storage.
    resetActiveAccountStore();
    renderApp('/monitor');
    await waitFor(() => expect(headerSwitcher()).toHaveValue('100002'));
  });

  it('the header chooses it on any screen, and on an account page moves to that account', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001/positions');
    await waitFor(() => expect(headerSwitcher()).toHaveValue('100001'));
    await waitFor(() =>
      expect(within(headerSwitcher()).getByRole('option', { name: /100002/ })).toBeEnabled(),
    );
    // Each account says its type before its name, as the ticket's field does (the closed select
    // cuts the name first), and the select's title says the active one whole.
    expect(
      within(headerSwitcher())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select account',
      '#100001 · MARGIN · ELLIS-MARGIN-01',
      '#100002 · CASH · ELLIS-CASH-01',
      '#100003 · MARGIN · ELLIS-TRUST-01 (inactive)',
      '#100004 · CASH · ELLIS-OLD-02-CLOSED (closed)',
    ]);
    expect(headerSwitcher()).toHaveAttribute(
      'title',
      'Active account (orders go here): #100001 · MARGIN · ELLIS-MARGIN-01',
    );
    await user.selectOptions(headerSwitcher(), '100002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/100002/positions'));
    await router.navigate({ to: '/news' });
    await user.selectOptions(headerSwitcher(), '100001');
    expect(router.state.location.pathname).toBe('/news');
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' }, { timeout: 10_000 });
    expect(within(panel).getByRole('combobox', { name: 'Ticket account' })).toHaveValue('100001');
  });

  it("the ticket's account field changes it and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderApp('/monitor');
    await user.click(await screen.findByRole('button', { name: 'Trade' }));
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' });
    const account = within(panel).getByRole('combobox', { name: 'Ticket account' });
    expect(account).toHaveValue('');
    await user.type(within(panel).getByLabelText(/^Quantity/), '25');
    expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('25');
    // Review without an account: the account field says what is missing; nothing else is lost.
    await user.click(within(panel).getByRole('button', { name: 'Review order' }));
    expect(await within(panel).findByText('Choose the account this order goes to.')).toBeInTheDocument();
    await waitFor(() => expect(within(account).getByRole('option', { name: /100003/ })).toBeEnabled());
    await user.selectOptions(account, '100003');
    await waitFor(() =>
      expect(within(panel).getByRole('combobox', { name: 'Ticket account' })).toHaveValue('100003'),
    );
    expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('25');
    expect(headerSwitcher()).toHaveValue('100003');
  });

  it('with a single account, it is chosen for the user', async () => {
    for (const record of harness.sandbox.brokerage.state.accounts)
      if (record.account.id !== 100001) record.accessible = false;
    renderApp('/monitor');
    await waitFor(() => expect(headerSwitcher()).toHaveValue('100001'));
  });

  it('a remembered account the server does not know falls back to asking, with a notice', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ demo: 987654 }));
    resetActiveAccountStore();
    renderApp('/monitor');
    const notice = await screen.findByRole('alert', { name: 'Active account' });
    expect(notice).toHaveTextContent(
      /Account 987654, remembered from your last visit, is not available \(404/,
    );
    expect(notice).toHaveTextContent(/request_id/);
    await waitFor(() => expect(headerSwitcher()).toHaveValue(''));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({});
  });

  it('a corrupt saved account is cleared with a notice', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ demo: 'abc' }));
    resetActiveAccountStore();
    renderApp('/monitor');
    expect(await screen.findByRole('alert', { name: 'Active account' })).toHaveTextContent(
      'The saved account could not be read',
    );
    expect(headerSwitcher()).toHaveValue('');
  });
});
