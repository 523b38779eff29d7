// @vitest-environment jsdom
// The shared "Add to watchlist" menu where users meet it: the instrument page header, the header
// search's results (☆ or W) and position rows. It lists every list, checks those holding the symbol,
// adds with a click, and makes a new list with the symbol in it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentSymbols } from '@/domain/instrument-search/recent-symbols';
import { toastStore } from '@/lib/toast-store';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

beforeEach(() => {
  clearRecentSymbols();
  toastStore.setState({ toasts: [] });
});

const symbolsIn = (name: string) => {
  const entry = harness.sandbox.workspace.watchlists.list().find((w) => w.name === name);
  return entry
    ? harness.sandbox.workspace.watchlists.get(entry.id).items.map((i) => i.instrument?.symbol)
    : [];
};

describe('add to watchlist menu', () => {
  it('on the instrument page: marks the lists holding the symbol, adds to another, and makes a new list', async () => {
    const user = userEvent.setup();
    renderApp('/instruments/AAPL');
    await user.click(
      await screen.findByRole('button', { name: 'Add AAPL to a watchlist' }, { timeout: 5000 }),
    );
    const menu = await screen.findByRole('menu', { name: 'Watchlists for AAPL' });
    const megacaps = await within(menu).findByRole('menuitemcheckbox', { name: /Megacaps/ });
    await waitFor(() => expect(megacaps).toHaveAttribute('aria-checked', 'true'));
    const dividend = within(menu).getByRole('menuitemcheckbox', { name: /Dividend income/ });
    expect(dividend).toHaveAttribute('aria-checked', 'false');

    await user.click(dividend);
    expect(await within(menu).findByText('Added AAPL to Dividend income.')).toBeInTheDocument();
    await waitFor(() => expect(dividend).toHaveAttribute('aria-checked', 'true'));
    expect(symbolsIn('Dividend income')).toContain('AAPL');

    await user.click(within(menu).getByRole('menuitem', { name: /New list/ }));
    await user.type(within(menu).getByRole('textbox', { name: 'New list name' }), 'Fruit');
    await user.click(within(menu).getByRole('button', { name: 'Create and add AAPL' }));
    expect(await within(menu).findByText('Added AAPL to Fruit.')).toBeInTheDocument();
    expect(symbolsIn('Fruit')).toEqual(['AAPL']);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemcheckbox', { name: /Fruit/ })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );

    // Escape closes it and gives focus back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add AAPL to a watchlist' })).toHaveFocus();
  });

  it('from the header search: W on a highlighted result opens the menu for it', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    // The search loads after start-up, with the shell's other extras.
    await user.click(await screen.findByRole('combobox', { name: 'Search instruments' }));
    await user.keyboard('intel');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('INTC'));
    expect(within(listbox).getAllByRole('button', { name: 'Add INTC to a watchlist' })).toHaveLength(1);
    await user.keyboard('{ArrowDown}w');
    const menu = await screen.findByRole('menu', { name: 'Watchlists for INTC' });
    await user.click(await within(menu).findByRole('menuitemcheckbox', { name: /Megacaps/ }));
    expect(await within(menu).findByText('Added INTC to Megacaps.')).toBeInTheDocument();
    expect(symbolsIn('Megacaps')).toContain('INTC');
  });

  it('from a position row: adds the position’s symbol without opening the row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001/positions');
    const position = harness.sandbox.brokerage.listPositions(100001, {})[0];
    expect(position).toBeDefined();
    const symbol = position!.symbol;
    await user.click(
      await screen.findByRole('button', { name: `Add ${symbol} to a watchlist` }, { timeout: 5000 }),
    );
    const menu = await screen.findByRole('menu', { name: `Watchlists for ${symbol}` });
    const target = symbolsIn('Megacaps').includes(symbol) ? /Dividend income/ : /Megacaps/;
    await user.click(await within(menu).findByRole('menuitemcheckbox', { name: target }));
    expect(await within(menu).findByText(new RegExp(`Added ${symbol} to`))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/100001/positions');
  });
});
