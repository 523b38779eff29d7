// @vitest-environment jsdom
// The screener through the app's router against the sandbox: each value kind builds the right
// request body, an unenabled filter round-trips, a 400 lands on its row, and a saved screener
// reloads identically.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

// The route's chunk, the catalog and each search take a while on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

/** Every POST /v1/screener body the app sends in this test. */
function recordSearches() {
  const bodies: Array<Record<string, unknown>> = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/v1/screener'))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b as Record<string, unknown>));
  });
  return bodies;
}

const filterRow = (n: number) => screen.getByRole('listitem', { name: `Filter ${n}` });

async function addFilter(user: ReturnType<typeof userEvent.setup>, search: string, name: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Add filter/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search fields' }), search);
  await user.click(within(screen.getByRole('listbox', { name: 'Fields' })).getByRole('option', { name }));
}

const lastFilters = (bodies: Array<Record<string, unknown>>) => bodies.at(-1)?.filters;

describe('screener', { timeout: 90_000 }, () => {
  it('builds a number with units, an enum multi-select and an unenabled row into the search body', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches();
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    await addFilter(user, 'market cap', /^Market Cap/);
    await user.type(within(filterRow(1)).getByRole('textbox', { name: 'Filter 1 value' }), '10B');
    await addFilter(user, 'sector', /^Sector/);
    await user.click(within(filterRow(2)).getByRole('checkbox', { name: 'Technology' }));
    await addFilter(user, 'yield', /^Dividend Yield/);
    await user.type(within(filterRow(3)).getByRole('textbox', { name: 'Filter 3 value' }), '2%');
    await user.click(within(filterRow(3)).getByRole('switch', { name: 'Filter 3 enabled' }));
    await waitFor(() =>
      expect(lastFilters(bodies)).toEqual([
        { left: { name: 'market_cap' }, op: { name: 'GREATER_THAN' }, right: [{ value: '10000000000' }] },
        { left: { name: 'sector' }, op: { name: 'ONE_OF' }, right: [{ value: 'TECHNOLOGY' }] },
      ]),
    );
    expect(await screen.findByText(/\d+ matches/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Screener results' });
    expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);
    // Switched back on, the third row comes back as it was.
    await user.click(within(filterRow(3)).getByRole('switch', { name: 'Filter 3 enabled' }));
    expect(within(filterRow(3)).getByRole('textbox', { name: 'Filter 3 value' })).toHaveValue('2%');
    await waitFor(() =>
      expect(lastFilters(bodies)).toContainEqual({
        left: { name: 'dividend_yield' },
        op: { name: 'GREATER_THAN' },
        right: [{ value: '2' }],
      }),
    );
  });

  it('builds a date variable with a modifier and a field-to-field comparison', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches();
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    await addFilter(user, 'listing', /^Listing Date/);
    const row1 = filterRow(1);
    await user.selectOptions(within(row1).getByRole('combobox', { name: 'Filter 1 value kind' }), 'today');
    await user.selectOptions(
      within(row1).getByRole('combobox', { name: 'Filter 1 value offset' }),
      'SUBTRACT',
    );
    await user.type(within(row1).getByRole('textbox', { name: 'Filter 1 value offset amount' }), '5');
    await user.selectOptions(
      within(row1).getByRole('combobox', { name: 'Filter 1 value offset unit' }),
      'YEAR',
    );
    await addFilter(user, 'price', /^Price.*Last trade price/);
    const row2 = filterRow(2);
    await user.selectOptions(within(row2).getByRole('combobox', { name: 'Filter 2 value kind' }), 'field');
    await user.selectOptions(
      within(row2).getByRole('combobox', { name: 'Filter 2 value field' }),
      'fifty_two_week_low',
    );
    await waitFor(() =>
      expect(lastFilters(bodies)).toEqual([
        {
          left: { name: 'list_date' },
          op: { name: 'GREATER_THAN' },
          right: [{ variable: { name: 'today', modifier: { name: 'SUBTRACT', args: [5, 'YEAR'] } } }],
        },
        {
          left: { name: 'price' },
          op: { name: 'GREATER_THAN' },
          right: [{ variable: { name: 'fifty_two_week_low' } }],
        },
      ]),
    );
  });

  it('marks the row a 400 names with the server’s words, and holds an invalid value in the form', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches();
    // The sandbox refuses regular expressions over 200 characters; the client does not know that rule.
    const pattern = 'a'.repeat(201);
    renderApp(`/screener?v=1&f=price*gt*5~industry*re*${pattern}`);
    await screen.findByRole('heading', { name: 'Screener' });
    expect(await within(filterRow(2)).findByRole('alert')).toHaveTextContent('longer than 200 characters');
    expect(within(filterRow(1)).queryByRole('alert')).toBeNull();
    expect(screen.getByText(/request_id/)).toBeInTheDocument();
    const regex = within(filterRow(2)).getByRole('textbox', { name: 'Filter 2 value' });
    expect(regex).toHaveValue(pattern);

    // An invalid number never leaves the form: the row says why and nothing is sent.
    const input = within(filterRow(1)).getByRole('textbox', { name: 'Filter 1 value' });
    await user.clear(input);
    await user.type(input, '5 dollars');
    expect(await within(filterRow(1)).findByRole('alert')).toHaveTextContent(/not a number/);
    expect(screen.getByText('Not run: fix the highlighted filter.')).toBeInTheDocument();
    const sent = bodies.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(bodies.length).toBe(sent);
    expect(input).toHaveValue('5 dollars');

    // Fixing both runs the screen again.
    await user.clear(input);
    await user.type(input, '6');
    await user.clear(regex);
    await user.type(regex, '^Semi');
    expect(await screen.findByText(/\d+ matches/)).toBeInTheDocument();
    expect(within(filterRow(2)).queryByRole('alert')).toBeNull();
  });

  it('saves, and a reload of the saved screener gives the same filters, columns, sorts and request', async () => {
    const user = userEvent.setup();
    const bodies = recordSearches();
    const url =
      '/screener?v=1&f=market_cap*gt*10B~sector*in*TECHNOLOGY*HEALTHCARE~-dividend_yield*ge*2~revenue.QUARTER*bt.ie*1B*5B&s=-market_cap~symbol';
    const first = renderApp(url);
    await screen.findByRole('heading', { name: 'Screener' });
    await user.click(screen.getByRole('button', { name: 'Save as…' }));
    await user.type(screen.getByRole('textbox', { name: 'Screener name' }), 'Big tech');
    await user.click(screen.getByRole('button', { name: 'Save screener' }));
    await waitFor(() => expect(first.router.state.location.search).toHaveProperty('saved'));
    const savedId = (first.router.state.location.search as { saved: string }).saved;
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    const searched = bodies.at(-1);
    const entry = harness.sandbox.workspace.savedScreeners.get(savedId);
    expect(entry.name).toBe('Big tech');
    expect(entry?.filters[2]).toEqual({ left: { name: 'dividend_yield' } });
    first.unmount();

    // A fresh app opens the saved screener from the list.
    bodies.length = 0;
    renderApp('/screener');
    await screen.findByRole('heading', { name: 'Screener' });
    const picker = screen.getByRole('combobox', { name: /Saved screeners/ });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Big tech' })).toBeInTheDocument());
    await user.selectOptions(picker, savedId);
    await waitFor(() => expect(bodies.at(-1)).toEqual(searched));
    expect(screen.queryByText(/unsaved changes/)).toBeNull();
    expect(within(filterRow(3)).getByRole('switch', { name: 'Filter 3 enabled' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(filterRow(4)).getByRole('combobox', { name: 'Filter 4 upper bound' })).toHaveValue(
      'EXCLUSIVE',
    );
    // An edit marks the screen unsaved.
    await user.type(within(filterRow(1)).getByRole('textbox', { name: 'Filter 1 value' }), '0');
    expect(await screen.findByText(/unsaved changes/)).toBeInTheDocument();
  });
  it('renames with a PUT of the whole entry, deletes after a confirmation, and asks before leaving unsaved edits', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    harness.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b) => puts.push(b));
    });
    const entry = harness.sandbox.workspace.savedScreeners.create({
      name: 'Momentum',
      filters: [
        {
          left: { name: 'change_pct', lookback: 'ONE_MONTH' },
          op: { name: 'GREATER_THAN' },
          right: [{ value: '5' }],
        },
        { left: { name: 'sector' } },
      ],
      columns: [{ name: 'symbol' }, { name: 'change_pct', lookback: 'ONE_MONTH' }],
      sorts: [{ field: { name: 'change_pct', lookback: 'ONE_MONTH' }, direction: 'DESC' }],
    });
    const { router } = renderApp(`/screener?saved=${entry.id}`);
    await screen.findByRole('heading', { name: 'Screener' });
    // The link names the saved screener only: it opens with its filters.
    await within(await screen.findByRole('listitem', { name: 'Filter 2' })).findByRole('switch', {
      name: 'Filter 2 enabled',
      checked: false,
    });
    await user.click(await screen.findByRole('button', { name: 'Rename…' }));
    const name = screen.getByRole('textbox', { name: 'Screener name' });
    await user.clear(name);
    await user.type(name, 'Monthly momentum');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(harness.sandbox.workspace.savedScreeners.get(entry.id).name).toBe('Monthly momentum'),
    );
    expect(puts).toEqual([
      { name: 'Monthly momentum', filters: entry.filters, columns: entry.columns, sorts: entry.sorts },
    ]);

    // An edit is marked unsaved, and leaving asks first (here: the user stays).
    await user.type(within(filterRow(1)).getByRole('textbox', { name: 'Filter 1 value' }), '0');
    expect(await screen.findByText(/unsaved changes/)).toBeInTheDocument();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/unsaved changes/));
    expect(router.state.location.pathname).toBe('/screener');
    confirm.mockRestore();

    // Delete asks, then removes it from the server.
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete saved screener' });
    expect(dialog).toHaveTextContent('Delete “Monthly momentum”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(harness.sandbox.workspace.savedScreeners.list().map((s) => s.id)).not.toContain(entry.id),
    );
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('saved'));
  });
});
