// @vitest-environment jsdom
// Watchlists against the sandbox: the lists in the sidebar, the open list in the URL with live
// quotes, a duplicate name explained in the form, an add shown at once and rolled back with a
// message when the server refuses it, removal with Undo, delete behind a confirmation, CSV import.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentSymbols } from '@/domain/instrument-search/recent-symbols';
import { toastStore } from '@/lib/toast-store';
import { closeTicket, ticketIntentStore } from '@/domain/ticket-intent';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { markQuoteStale } from '../../utils/quotes';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

beforeEach(() => {
  clearRecentSymbols();
  localStorage.clear();
  toastStore.setState({ toasts: [] });
  ticketIntentStore.setState({ locked: false });
  closeTicket();
});

const listId = (name: string) => {
  const entry = harness.sandbox.workspace.watchlists.list().find((w) => w.name === name);
  if (!entry) throw new Error(`no list ${name}`);
  return entry.id;
};
const symbolsIn = (name: string) =>
  harness.sandbox.workspace.watchlists.get(listId(name)).items.map((i) => i.instrument?.symbol);
const table = (name: string) => screen.getByRole('table', { name });
const row = (name: string, symbol: string) =>
  table(name).querySelector<HTMLElement>(`tr[data-symbol="${symbol}"]`);
const sidebar = () => screen.getByRole('complementary', { name: 'Watchlists' });

async function addFromSearch(listName: string, text: string, symbol: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('combobox', { name: `Add to ${listName}` });
  await user.click(box);
  await user.keyboard(text);
  const listbox = await screen.findByRole('listbox', { name: 'Search results' });
  await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent(symbol));
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('watchlists screen', () => {
  it('lists every watchlist, opens one from the URL and streams its quotes live', async () => {
    const user = userEvent.setup();
    const megacaps = listId('Megacaps');
    const { router } = renderApp(`/watchlists?list=${megacaps}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    expect(within(sidebar()).getByRole('link', { name: 'Dividend income' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Megacaps' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(row('Megacaps', 'MSFT')).not.toBeNull());
    expect(within(row('Megacaps', 'MSFT')!).getByText('Microsoft Corporation')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(row('Megacaps', 'AAPL')?.querySelector('[data-field="last"]')?.textContent).toMatch(
          /\d+\.\d\d/,
        ),
      { timeout: 5000 },
    );
    // The symbol links to the instrument page.
    expect(within(row('Megacaps', 'AAPL')!).getByRole('link', { name: 'AAPL' })).toHaveAttribute(
      'href',
      '/instruments/AAPL',
    );
    // B on a focused row opens a buy ticket for it.
    row('Megacaps', 'NVDA')!.focus();
    await user.keyboard('b');
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: 'NVDA', side: 'BUY' },
    });
    // Opening another list puts it in the URL.
    await user.click(within(sidebar()).getByRole('link', { name: 'Dividend income' }));
    await screen.findByRole('heading', { name: 'Dividend income' });
    expect(router.state.location.search).toMatchObject({ list: listId('Dividend income') });
  });

  it('explains a duplicate name (409) in the form, keeps the text, and opens a new list once created', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/watchlists');
    await screen.findByRole('heading', { name: 'Megacaps' });
    const form = within(sidebar()).getByRole('form', { name: 'New watchlist' });
    const name = within(form).getByRole('textbox', { name: 'New list name' });
    await user.type(name, 'megacaps');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('A watchlist named “megacaps” already exists');
    expect(alert).toHaveTextContent(/request_id: \S+/);
    expect(name).toHaveValue('megacaps');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'Semis{Enter}');
    await screen.findByRole('heading', { name: 'Semis' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ list: listId('Semis') }));
    expect(within(sidebar()).getByRole('link', { name: 'Semis' })).toBeInTheDocument();
    expect(screen.getByText(/This list is empty/)).toBeInTheDocument();
  });

  it('shows an add at once, then rolls it back with the server message when the server refuses it', async () => {
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    harness.sandbox.faults.set('add_watchlist_item', {
      status: 400,
      message: 'Watchlist cannot exceed 1000 items',
      latencyMs: 400,
      times: 1,
    });
    await addFromSearch('Megacaps', 'intel', 'INTC');
    // Optimistic: the row is there before the server answers.
    await waitFor(() => expect(row('Megacaps', 'INTC')).not.toBeNull());
    expect(row('Megacaps', 'INTC')).toHaveTextContent('adding…');
    // Refused: the row goes, the message says why, with the request id.
    const alert = await screen.findByText(/INTC was not added: Watchlist cannot exceed 1000 items/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/request_id: \S+/);
    expect(row('Megacaps', 'INTC')).toBeNull();
    expect(symbolsIn('Megacaps')).not.toContain('INTC');

    // Without the fault the same add sticks.
    await addFromSearch('Megacaps', 'intel', 'INTC');
    await waitFor(() => expect(row('Megacaps', 'INTC')).not.toBeNull());
    await waitFor(() => expect(row('Megacaps', 'INTC')).not.toHaveTextContent('adding…'));
    expect(symbolsIn('Megacaps')).toContain('INTC');
  });

  it('adds an OSI option contract from the search in options mode', async () => {
    const user = userEvent.setup();
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    const view = screen.getByRole('region', { name: 'Watchlist Megacaps' });
    // A list of stocks gives the names the room an option's symbol would need (and whatever the
    // window has to spare: the Name column has no width of its own; e2e checks the pixels).
    const colWidth = (header: string) => {
      const th = within(view).getByRole('columnheader', { name: new RegExp(`^${header}`) });
      const col = th.closest('table')!.querySelectorAll('col')[(th as HTMLTableCellElement).cellIndex];
      return col!.style.width;
    };
    await waitFor(() => expect(row('Megacaps', 'AAPL')).not.toBeNull());
    expect(parseFloat(colWidth('Symbol'))).toBeLessThan(100);
    expect(colWidth('Name')).toBe('');
    await user.click(within(view).getByRole('button', { name: 'Options' }));
    const box = screen.getByRole('combobox', { name: 'Add to Megacaps' });
    await user.click(box);
    await user.keyboard('AAPL call');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const first = await waitFor(() => {
      const option = within(listbox).getAllByRole('option')[0];
      expect(option).toHaveTextContent(/AAPL\s*\d{6}[CP]\d{8}/);
      return option!;
    });
    const osi = first.querySelector('.search-symbol')!.textContent!;
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(symbolsIn('Megacaps')).toContain(osi));
    await waitFor(() => expect(row('Megacaps', osi)).not.toBeNull());
    // With an option in the list the symbol column is wide enough for its 21 characters.
    expect(parseFloat(colWidth('Symbol'))).toBeGreaterThanOrEqual(170);
  });

  it('removes a row with an Undo toast that puts it back', async () => {
    const user = userEvent.setup();
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    await waitFor(() => expect(row('Megacaps', 'META')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove META' }));
    const toast = await screen.findByText('Removed META from Megacaps');
    await waitFor(() => expect(row('Megacaps', 'META')).toBeNull());
    expect(symbolsIn('Megacaps')).not.toContain('META');

    await user.click(within(toast.closest('.toast') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(row('Megacaps', 'META')).not.toBeNull());
    expect(symbolsIn('Megacaps')).toContain('META');
    expect(screen.queryByText('Removed META from Megacaps')).toBeNull();
  });

  it('deletes a list only after confirmation', async () => {
    const user = userEvent.setup();
    const dividend = listId('Dividend income');
    const { router } = renderApp(`/watchlists?list=${dividend}`);
    await screen.findByRole('heading', { name: 'Dividend income' });
    await user.click(within(sidebar()).getByRole('button', { name: 'Delete Dividend income' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Dividend income”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(harness.sandbox.workspace.watchlists.list().map((w) => w.name)).toContain('Dividend income');

    await user.click(within(sidebar()).getByRole('button', { name: 'Delete Dividend income' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.sandbox.workspace.watchlists.list().map((w) => w.name)).not.toContain('Dividend income');
    await waitFor(() =>
      expect(within(sidebar()).queryByRole('link', { name: 'Dividend income' })).toBeNull(),
    );
    expect(router.state.location.search).not.toHaveProperty('list', dividend);
  });

  it('says what failed, with the request_id, when the lists or a delete fail, and recovers on retry', async () => {
    const user = userEvent.setup();
    harness.sandbox.faults.set('get_watchlists', { status: 500, message: 'lists are down', times: 3 });
    renderApp('/watchlists');
    const panel = await within(await screen.findByRole('complementary', { name: 'Watchlists' })).findByRole(
      'alert',
    );
    expect(panel).toHaveTextContent('Loading watchlists: The server had a problem');
    expect(panel).toHaveTextContent('lists are down');
    expect(panel).toHaveTextContent(/request_id: \S+/);
    // The create form stays usable while the lists fail.
    expect(within(sidebar()).getByRole('textbox', { name: 'New list name' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Megacaps' });

    harness.sandbox.faults.set('delete_watchlist', { status: 500, message: 'delete is down', times: 1 });
    await user.click(within(sidebar()).getByRole('button', { name: 'Delete Megacaps' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Deleting the list: The server had a problem');
    expect(error).toHaveTextContent(/request_id: \S+/);
    expect(harness.sandbox.workspace.watchlists.list().map((w) => w.name)).toContain('Megacaps');
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(harness.sandbox.workspace.watchlists.list().map((w) => w.name)).not.toContain('Megacaps');
  });

  it('imports a CSV: known symbols are added, unknown ones are reported by name and not added', async () => {
    const user = userEvent.setup();
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    const file = new File(['symbol\nintc\nZZZZQ\nMSFT\nAMD\n'], 'list.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import a CSV into Megacaps'), file);
    const report = await screen.findByText(/^Import: 2 added/);
    const box = report.closest('.watchlist-import-report') as HTMLElement;
    expect(box).toHaveTextContent('Import: 2 added (INTC, AMD).');
    expect(box).toHaveTextContent('Unknown symbols, not added: ZZZZQ.');
    expect(box).toHaveTextContent('Already in the list: MSFT.');
    expect(symbolsIn('Megacaps')).toEqual(expect.arrayContaining(['INTC', 'AMD']));
    expect(symbolsIn('Megacaps')).not.toContain('ZZZZQ');
  });

  it('greys a quote that went stale, with the title "stale"', async () => {
    harness.sandbox.applyScenario('market-closed');
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    const last = () => row('Megacaps', 'AAPL')?.querySelector<HTMLElement>('[data-field="last"]');
    await waitFor(() => expect(last()?.textContent).toMatch(/\d+\.\d\d/), { timeout: 5000 });
    expect(last()).not.toHaveClass('stale');
    act(() => markQuoteStale('AAPL'));
    await waitFor(() => expect(last()).toHaveClass('stale'));
    expect(last()).toHaveAttribute('title', 'stale');
    expect(row('Megacaps', 'MSFT')?.querySelector('[data-field="last"]')).not.toHaveClass('stale');
  });

  it('sorts by a live column (the quotes at the click) and by symbol', async () => {
    const user = userEvent.setup();
    renderApp(`/watchlists?list=${listId('Megacaps')}`);
    await screen.findByRole('heading', { name: 'Megacaps' });
    const lastPrices = () =>
      [...table('Megacaps').querySelectorAll('tbody tr[data-symbol] [data-field="last"]')].map((cell) =>
        Number((cell.firstChild?.textContent ?? '').replace(/,/g, '')),
      );
    await waitFor(() => expect(lastPrices().every((n) => n > 0)).toBe(true), { timeout: 5000 });
    expect(lastPrices()).toHaveLength(6);
    await user.click(within(table('Megacaps')).getByRole('button', { name: /^Last/ }));
    const ascending = lastPrices();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await user.click(within(table('Megacaps')).getByRole('button', { name: /^Symbol/ }));
    const symbols = [...table('Megacaps').querySelectorAll('tbody tr[data-symbol]')].map((r) =>
      r.getAttribute('data-symbol'),
    );
    expect(symbols).toEqual(['AAPL', 'AMZN', 'GOOGL', 'META', 'MSFT', 'NVDA']);
  });

  it('remembers the columns the user chose', async () => {
    const user = userEvent.setup();
    const url = `/watchlists?list=${listId('Megacaps')}`;
    const first = renderApp(url);
    await screen.findByRole('heading', { name: 'Megacaps' });
    expect(within(table('Megacaps')).getByRole('columnheader', { name: /Volume/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Volume' }));
    await user.click(screen.getByRole('checkbox', { name: 'Added price' }));
    expect(within(table('Megacaps')).queryByRole('columnheader', { name: /Volume/ })).toBeNull();
    first.unmount();
    act(() => undefined);

    renderApp(url);
    await screen.findByRole('heading', { name: 'Megacaps' });
    expect(within(table('Megacaps')).queryByRole('columnheader', { name: /Volume/ })).toBeNull();
    expect(within(table('Megacaps')).getByRole('columnheader', { name: /Added price/ })).toBeInTheDocument();
  });
});
