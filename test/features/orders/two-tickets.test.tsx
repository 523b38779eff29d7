// @vitest-environment jsdom
// Two order tickets on one page (issues 28 and 25): the workspace's docked ticket and the overlay
// ticket (the header's Trade button) open at once, through the real app. Each ticket's labels,
// error texts and hotkeys point at its own fields (no id is shared between them), what is typed in
// one stays out of the other, and with no account chosen neither pretends to be checking a
// position that cannot be checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTicket } from '@/domain/ticket-intent';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { withStillResizeObserver } from '../../utils/still-resize-observer';

withSandbox(() => ({ scenarios: ['market-open'] }));
afterEach(() => closeTicket());

withStillResizeObserver();

/** The Day trading preset (its red ticket on the red symbol), then the overlay ticket from the header. */
async function openBothTickets() {
  const user = userEvent.setup();
  renderApp('/workspace');
  const docked = await screen.findByRole('region', { name: 'Docked order ticket' }, { timeout: 8000 });
  await user.click(screen.getByRole('button', { name: 'Trade' }));
  const overlay = await screen.findByRole('dialog', { name: 'Order ticket panel' }, { timeout: 8000 });
  await within(overlay).findByRole('combobox', { name: 'Instrument' }, { timeout: 8000 });
  return { user, docked, overlay };
}

/** Every id on the page given to more than one element. */
function duplicateIds(): string[] {
  const seen = new Map<string, number>();
  for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

describe('the docked ticket and the overlay ticket at once', () => {
  it('keep their own fields: labels, typing, errors and hotkeys never reach the other ticket', async () => {
    const { user, docked, overlay } = await openBothTickets();
    expect(duplicateIds()).toEqual([]);

    // Each label names its own ticket's field.
    for (const ticket of [docked, overlay]) {
      for (const label of [/^Quantity/, 'Instrument', 'Order type', 'Time in force']) {
        const field = within(ticket).getByLabelText(label);
        expect(ticket).toContainElement(field);
      }
      const instrumentLabel = within(ticket).getByText('Instrument', { selector: 'label' });
      await user.click(instrumentLabel);
      expect(within(ticket).getByRole('combobox', { name: 'Instrument' })).toHaveFocus();
    }

    // A quantity typed into one ticket leaves the other as it was.
    await user.type(within(docked).getByLabelText(/^Quantity/), '25');
    expect(within(docked).getByLabelText(/^Quantity/)).toHaveValue('25');
    expect(within(overlay).getByLabelText(/^Quantity/)).toHaveValue('');
    await user.type(within(overlay).getByLabelText(/^Quantity/), '7');
    expect(within(overlay).getByLabelText(/^Quantity/)).toHaveValue('7');
    expect(within(docked).getByLabelText(/^Quantity/)).toHaveValue('25');

    // Alt+T in the docked ticket goes to its own order type, not the overlay's.
    within(docked)
      .getByLabelText(/^Quantity/)
      .focus();
    await user.keyboard('{Alt>}t{/Alt}');
    expect(within(docked).getByRole('combobox', { name: 'Order type' })).toHaveFocus();

    // An error shown in one ticket describes that ticket's field only.
    await user.selectOptions(within(overlay).getByRole('combobox', { name: 'Order type' }), 'LIMIT');
    await user.click(within(overlay).getByRole('button', { name: 'Review order' }));
    const limit = within(overlay).getByRole('textbox', { name: /^Limit price/ });
    await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
    const described = limit.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    for (const id of described.split(' ')) expect(overlay).toContainElement(document.getElementById(id));
    expect(duplicateIds()).toEqual([]);
  });

  it('with no account chosen, shows a hint to choose one instead of checking a position forever', async () => {
    const { docked, overlay } = await openBothTickets();
    // The docked ticket follows the red symbol; the overlay is given one.
    const user = userEvent.setup();
    await user.type(within(overlay).getByRole('combobox', { name: 'Instrument' }), 'MSFT');
    await user.click(await within(overlay).findByRole('option', { name: /MSFT/ }, { timeout: 8000 }));
    for (const ticket of [docked, overlay]) {
      expect(within(ticket).getByRole('combobox', { name: 'Ticket account' })).toHaveValue('');
      await waitFor(
        () =>
          expect(within(ticket).getByLabelText('Position')).toHaveTextContent(
            'Choose an account to see your position',
          ),
        { timeout: 8000 },
      );
    }
    expect(screen.queryByText(/Checking your position/)).toBeNull();

    // Once an account is chosen, the position is checked and answered.
    await user.selectOptions(within(docked).getByRole('combobox', { name: 'Ticket account' }), '100001');
    for (const name of ['Docked order ticket', 'Order ticket panel'])
      await waitFor(
        () => {
          const ticket = screen.getByRole(name.startsWith('Docked') ? 'region' : 'dialog', { name });
          expect(within(ticket).getByLabelText('Position')).toHaveTextContent(
            /No position in [A-Z]+|You are (long|short)/,
          );
        },
        { timeout: 8000 },
      );
  });
});
