// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/domain/decimal/format';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FILTER_DEBOUNCE_MS } from '@/features/accounts/list/account-filters';
import userEvent from '@testing-library/user-event';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

const harness = withSandbox();

// jsdom has no layout: give the accounts list's scroll box a height so the virtualizer mounts rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('account-list-scroll') ? 680 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const table = () => screen.getByRole('table', { name: 'Accounts' });
const accountLinks = () => within(table()).queryAllByRole('link');

describe('accounts list', () => {
  it('lists the accessible accounts with their facts; a closed account shows its close date', async () => {
    renderApp('/accounts');
    await waitFor(() =>
      expect(accountLinks().map((a) => a.textContent)).toEqual(['100001', '100002', '100003', '100004']),
    );
    const closedRow = screen.getByRole('link', { name: '100004' }).closest('tr');
    expect(closedRow).not.toBeNull();
    const closed = within(closedRow as HTMLElement);
    expect(closed.getByText(/^CLOSED · \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    const marginRow = within(screen.getByRole('link', { name: '100001' }).closest('tr') as HTMLElement);
    expect(marginRow.getByText('Morgan Ellis Individual Margin')).toBeInTheDocument();
    expect(marginRow.getByText('MARGIN')).toBeInTheDocument();
    expect(marginRow.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 accounts loaded')).toBeInTheDocument();
  });

  it('filters by name and id prefix after typing pauses, and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');
    await waitFor(() => expect(accountLinks()).toHaveLength(4));
    await user.type(screen.getByLabelText('Name contains'), 'trust');
    // Debounced: the list does not change on the keystroke itself.
    expect(accountLinks()).toHaveLength(4);
    await waitFor(() => expect(accountLinks().map((a) => a.textContent)).toEqual(['100003']));
    expect(router.state.location.search).toEqual({ name: 'trust' });

    await user.clear(screen.getByLabelText('Name contains'));
    await user.type(screen.getByLabelText('Account id starts with'), '100002');
    await waitFor(() => expect(accountLinks().map((a) => a.textContent)).toEqual(['100002']));
    expect(router.state.location.search).toEqual({ id: '100002' });
  });

  it('takes a filter change made outside the fields (a link to the unfiltered list) and does not restore the old one', async () => {
    const { router } = renderApp('/accounts?name=trust');
    await waitFor(() => expect(accountLinks().map((a) => a.textContent)).toEqual(['100003']));
    await act(() => router.navigate({ to: '/accounts', search: {} }));
    await waitFor(() => expect(accountLinks()).toHaveLength(4));
    expect(screen.getByLabelText('Name contains')).toHaveValue('');
    // Longer than the debounce: the stale "trust" must not come back into the URL.
    await new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS * 2));
    expect(router.state.location.search).toEqual({});
    expect(accountLinks()).toHaveLength(4);
  });

  it('reads the filters from the URL and says when nothing matches', async () => {
    renderApp('/accounts?name=nobody-has-this-name');
    expect(await screen.findByText('No accounts match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name contains')).toHaveValue('nobody-has-this-name');
  });

  it('mounts only the visible rows of 10,000 accounts and loads further pages on demand', async () => {
    harness.sandbox.brokerage.addBulkAccounts(10_000);
    renderApp('/accounts');
    await screen.findByText('1,000 of 10,004 accounts loaded');
    const mounted = accountLinks().length;
    expect(mounted).toBeGreaterThan(10);
    expect(mounted).toBeLessThan(60);
    expect(table()).toHaveAttribute('aria-rowcount', '10005');
  });

  it('shows equity, buying power and day P&L of the rows in view, fetched once the row has stayed in view', async () => {
    const spy = vi.spyOn(harness.sandbox.brokerage, 'getBalances');
    renderApp('/accounts');
    await waitFor(() => expect(accountLinks()).toHaveLength(4));
    spy.mockClear();
    const row = within(screen.getByRole('link', { name: '100001' }).closest('tr') as HTMLElement);
    await row.findByTestId('equity-100001');
    // What the server answered for the row (prices move between two reads in a moving market).
    const answered = spy.mock.calls.findIndex(([id]) => id === 100001);
    expect(answered).toBeGreaterThanOrEqual(0);
    const expected = spy.mock.results[answered]!.value as ReturnType<
      typeof harness.sandbox.brokerage.getBalances
    >;
    await waitFor(() =>
      expect(row.getByTestId('equity-100001')).toHaveTextContent(
        formatMoney(expected.equity, { currency: 'USD' }),
      ),
    );
    expect(row.getByTestId('buying_power-100001')).toHaveTextContent(
      formatMoney(expected.buying_power, { currency: 'USD' }),
    );
    expect(row.getByTestId('daily_pnl-100001')).toHaveTextContent(
      formatMoney(expected.daily_pnl, { currency: 'USD', sign: 'always' }),
    );
    // One request per account, whatever the number of figures shown.
    expect(spy.mock.calls.filter(([id]) => id === 100001)).toHaveLength(1);
    for (const header of ['Equity', 'Buying power', 'Day P&L'])
      expect(within(table()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The short header says in full what it is on hover.
    expect(within(table()).getByRole('columnheader', { name: 'Options' })).toHaveAttribute(
      'title',
      'Options level',
    );
    vi.restoreAllMocks();
  });

  it('fetches balances for the rows in view of 10,000 accounts only, and none for rows scrolled past quickly', async () => {
    harness.sandbox.brokerage.addBulkAccounts(10_000);
    const spy = vi.spyOn(harness.sandbox.brokerage, 'getBalances');
    renderApp('/accounts');
    await screen.findByText('1,000 of 10,004 accounts loaded');
    const mounted = accountLinks().map((a) => Number(a.textContent));
    await waitFor(() => expect(spy.mock.calls.length).toBeGreaterThanOrEqual(10), { timeout: 5000 });
    const asked = new Set(spy.mock.calls.map(([id]) => id));
    // Only mounted rows (those in view and the virtualizer's few beyond) asked.
    for (const id of asked) expect(mounted).toContain(id);
    expect(asked.size).toBeLessThan(60);

    // A fast scroll: each position is held for less than the gate's delay; the rows passed never ask.
    spy.mockClear();
    const viewport = document.querySelector('.account-list-scroll') as HTMLElement;
    const passed = new Set<number>();
    for (let top = 34 * 60; top <= 34 * 600; top += 34 * 60) {
      act(() => {
        viewport.scrollTop = top;
        viewport.dispatchEvent(new Event('scroll'));
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
      for (const a of accountLinks()) passed.add(Number(a.textContent));
    }
    const resting = new Set(accountLinks().map((a) => Number(a.textContent)));
    // Once the scroll rests, the rows in view ask, and only they.
    await waitFor(() => expect(spy.mock.calls.length).toBeGreaterThan(0), { timeout: 5000 });
    const askedAfter = new Set(spy.mock.calls.map(([id]) => id));
    for (const id of askedAfter) expect(resting).toContain(id);
    expect([...passed].filter((id) => !resting.has(id) && askedAfter.has(id))).toEqual([]);
    expect(passed.size).toBeGreaterThan(resting.size);
    vi.restoreAllMocks();
  });

  it('shows a no-access state when the user may not list accounts', async () => {
    harness.sandbox.applyScenario('no-permission');
    renderApp('/accounts');
    expect(await screen.findByRole('heading', { name: 'No access to accounts' })).toBeInTheDocument();
    expect(screen.getByText(/HTTP 403/)).toBeInTheDocument();
    expect(screen.getByText(/request_id/)).toBeInTheDocument();
  });

  it('shows the server error with its request_id when listing fails', async () => {
    harness.sandbox.faults.set('get_accounts', { status: 500, message: 'accounts store down' });
    renderApp('/accounts');
    expect(await screen.findByText('accounts store down', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/Loading accounts: The server had a problem/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
