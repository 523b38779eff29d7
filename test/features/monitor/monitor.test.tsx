// @vitest-environment jsdom
// The quote monitor against the sandbox: symbols from the URL tick live, unknown symbols are
// reported, symbols can be added and removed, and B opens a buy ticket for the focused row.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ticketIntentStore } from '@/domain/ticket-intent';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

const board = () => screen.getByRole('table', { name: 'Quote monitor' });
const row = (symbol: string) => board().querySelector<HTMLElement>(`tr[data-row-key="${symbol}"]`);

describe('quote monitor', () => {
  it('shows live bid, ask and last for the symbols in the URL', async () => {
    renderApp('/monitor?symbols=AAPL,MSFT');
    await screen.findByRole('table', { name: 'Quote monitor' });
    await waitFor(
      () => expect(row('AAPL')?.querySelector('[data-field="last"]')?.textContent).toMatch(/\d+\.\d\d/),
      {
        timeout: 5000,
      },
    );
    const expected = harness.sandbox.market.quote('AAPL');
    expect(expected?.bid).toBeDefined();
    const bid = row('AAPL')?.querySelector('[data-field="bid"]')?.textContent ?? '';
    // The price on screen is the sandbox's (within the few ticks since it was read).
    expect(Math.abs(Number(bid.replace(/,/g, '')) - Number(expected?.bid))).toBeLessThan(
      Number(expected?.bid) * 0.01,
    );
    expect(within(row('MSFT')!).getByText('MSFT')).toBeInTheDocument();
    expect(await screen.findByText('Quotes live')).toBeInTheDocument();
  });

  it('reports symbols the quote server does not know and removes them on request', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/monitor?symbols=AAPL,ZZZZQ');
    const warning = await screen.findByText(/did not recognise: ZZZZQ/, {}, { timeout: 5000 });
    await user.click(within(warning).getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ symbols: 'AAPL' }));
  });

  it('adds typed symbols, validates input, and removes a row', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/monitor?symbols=AAPL');
    const input = await screen.findByRole('textbox', { name: 'Add symbols' });
    await user.type(input, '  ,, {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Enter one or more tickers/);
    await user.clear(input);
    await user.type(input, 'msft nvda{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ symbols: 'AAPL,MSFT,NVDA' }));
    expect(input).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Remove MSFT' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ symbols: 'AAPL,NVDA' }));
  });

  it('adds an option in the spaced form the app shows, says what it could not read, and shows its change', async () => {
    const user = userEvent.setup();
    const option = 'AAPL  261218C00280000';
    const { router } = renderApp('/monitor?symbols=AAPL');
    const input = await screen.findByRole('textbox', { name: 'Add symbols' });
    await user.type(input, `${option}, 261218C00280000 msft, $$$`);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ symbols: `AAPL,${option},MSFT` }),
    );
    // Not dropped silently: named in the message, and kept in the box to be corrected.
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Not added: “261218C00280000”, “\$\$\$” are neither a ticker nor an OSI option symbol/,
    );
    expect(input).toHaveValue('261218C00280000 $$$');
    // The unpadded form is the same contract: no second row.
    await user.clear(input);
    await user.type(input, 'aapl261218c00280000{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(router.state.location.search).toMatchObject({ symbols: `AAPL,${option},MSFT` });
    expect(screen.queryByRole('alert')).toBeNull();
    // The option row has a change against its previous close, like a stock's.
    await waitFor(
      () => {
        const change = row(option)?.querySelector('[data-field="change"]')?.textContent ?? '';
        expect(change).toMatch(/^[+−-]?\d+\.\d\d$/);
        expect(row(option)?.querySelector('[data-field="change_percent"]')?.textContent).toMatch(/%$/);
      },
      { timeout: 5000 },
    );
  });

  it('opens a buy ticket for the focused row with B', async () => {
    const user = userEvent.setup();
    renderApp('/monitor?symbols=AAPL,MSFT');
    await screen.findByRole('table', { name: 'Quote monitor' });
    await waitFor(() => expect(row('MSFT')).not.toBeNull());
    row('MSFT')!.focus();
    await user.keyboard('b');
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: 'MSFT', side: 'BUY' },
    });
  });
});

describe('quote monitor with watchlists', () => {
  const listId = (name: string) =>
    harness.sandbox.workspace.watchlists.list().find((w) => w.name === name)!.id;

  it('shows a watchlist as its board, chosen from the Board menu, and edits that list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/monitor?symbols=AAPL');
    await screen.findByRole('table', { name: 'Quote monitor' });
    const megacaps = listId('Megacaps');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Board' }), 'Watchlist: Megacaps');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ watchlist: megacaps }));
    await waitFor(() => expect(row('NVDA')).not.toBeNull());
    expect(row('META')).not.toBeNull();
    await waitFor(
      () => expect(row('MSFT')?.querySelector('[data-field="last"]')?.textContent).toMatch(/\d+\.\d\d/),
      { timeout: 5000 },
    );
    // Adding on the board adds to the list.
    await user.type(screen.getByRole('textbox', { name: 'Add symbols' }), 'intc{Enter}');
    await waitFor(() => expect(row('INTC')).not.toBeNull());
    await waitFor(() =>
      expect(
        harness.sandbox.workspace.watchlists.get(megacaps).items.map((i) => i.instrument?.symbol),
      ).toContain('INTC'),
    );
  });

  it('saves the board as a new watchlist and then shows it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/monitor?symbols=AAPL,MSFT,ZZZZQ');
    await screen.findByRole('table', { name: 'Quote monitor' });
    await user.click(screen.getByRole('button', { name: 'Save as watchlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the board as a watchlist' });
    await user.type(within(dialog).getByRole('textbox', { name: 'New list name' }), 'My board');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved 2 symbols as “My board”')).toBeInTheDocument();
    expect(screen.getByText(/Not added: ZZZZQ/)).toBeInTheDocument();
    const id = listId('My board');
    expect(harness.sandbox.workspace.watchlists.get(id).items.map((i) => i.instrument?.symbol)).toEqual([
      'AAPL',
      'MSFT',
    ]);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ watchlist: id }));
    await waitFor(() => expect(row('MSFT')).not.toBeNull());
  });
});
