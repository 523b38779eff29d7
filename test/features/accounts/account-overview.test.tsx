// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sub } from '@/domain/decimal/decimal';
import { formatMoney } from '@/domain/decimal/format';
import { getAccountBalances } from '@/api/resources/accounts';
import { AccountBalances } from '@/api/schemas/accounts';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

const harness = withSandbox();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const balancesTable = (name: string) => screen.getByRole('table', { name });

describe('account overview', () => {
  it('shows a margin account: grouped balances with start of day, margin details and resolved contributors', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001');
    await screen.findByRole('heading', { name: 'Balances' });
    const equity = within(balancesTable('Equity and P&L')).getByText('Equity');
    expect(equity).toHaveAttribute('title', expect.stringMatching(/Total account value/));
    const equityRow = within(equity.closest('tr') as HTMLElement).getAllByRole('cell');
    // Current, start of day and change, all as money.
    expect(equityRow).toHaveLength(3);
    for (const cell of equityRow) expect(cell.textContent).toMatch(/^[-+]?[\d,]+\.\d{2}$/);
    for (const group of ['Cash', 'Buying power', 'Market value'])
      expect(balancesTable(group)).toBeInTheDocument();
    expect(within(balancesTable('Cash')).getByText('Withdrawable cash')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Margin' })).toBeInTheDocument();
    expect(screen.getByText('Maintenance margin requirement')).toBeInTheDocument();
    expect(screen.getByText('Day trades (last 5 trading days)')).toHaveAttribute(
      'title',
      expect.stringMatching(/5 most recent trading days/),
    );
    expect(screen.getByTestId('day-trade-count').textContent).toMatch(/^\d+$/);
    expect(screen.getByText('Pattern day trader')).toBeInTheDocument();
    const sessions = within(screen.getByRole('table', { name: 'Buying power by session' }));
    expect(sessions.getByText('Intraday')).toBeInTheDocument();
    expect(sessions.getByText('Overnight')).toBeInTheDocument();

    const contributors = await screen.findByRole('table', { name: 'Top margin contributors' });
    await waitFor(() => {
      const underlyings = within(contributors)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent ?? '');
      expect(underlyings.length).toBeGreaterThan(1);
      for (const u of underlyings) {
        expect(u).not.toMatch(UUID);
        expect(u).toMatch(/^[A-Z.]+$/);
      }
    });
    await user.selectOptions(screen.getByLabelText('Number of top margin contributors'), '1');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Top margin contributors' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
  });

  it('shows a cash account without margin details', async () => {
    renderApp('/accounts/100002');
    await screen.findByRole('heading', { name: 'Balances' });
    expect(screen.getByText('Margin type').closest('p')).toHaveTextContent(/Margin type: None \(cash\)/);
    expect(screen.queryByRole('heading', { name: 'Margin' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
  });

  it('shows every AccountBalances field, explained on hover, with start of day and change beside it', async () => {
    harness.sandbox.applyScenario('market-closed');
    renderApp('/accounts/100001');
    await screen.findByRole('heading', { name: 'Balances' });
    const balances = await getAccountBalances(100001);
    const sod = balances.sod;
    // Every money figure of the top level is on screen (exactly as the server sent it, formatted).
    const described = new Set(['account_id', 'currency', 'margin_type', 'sod', 'margin_details']);
    for (const key of Object.keys(AccountBalances.unwrap().shape)) {
      if (described.has(key)) continue;
      const cell = document.querySelector(`[data-field="${key}"]`);
      expect(cell, key).not.toBeNull();
      const term = cell?.closest('tr')?.querySelector('.term');
      expect(term?.getAttribute('title'), key).toBeTruthy();
    }
    expect(screen.getByText('Margin type')).toHaveAttribute(
      'title',
      expect.stringMatching(/margin requirements/),
    );

    // Start-of-day margin figures sit beside the current ones, with the change.
    const margin = within(screen.getByRole('table', { name: 'Margin requirements' }));
    const cells = (label: string) =>
      within(margin.getByText(label).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const md = balances.margin_details;
    expect(cells('Maintenance margin requirement')).toEqual([
      formatMoney(md?.maintenance_margin_requirement),
      formatMoney(sod.maintenance_margin_requirement),
      formatMoney(sub(md?.maintenance_margin_requirement, sod.maintenance_margin_requirement), {
        sign: 'always',
      }),
    ]);
    // Usage bar: used out of total.
    const usage = md?.usage;
    expect(usage).toBeTruthy();
    expect(screen.getByLabelText('Margin usage')).toHaveAttribute('value', String(Number(usage?.used)));
    expect(
      screen.getByText(new RegExp(`^${formatMoney(usage?.used)} used of ${formatMoney(usage?.total)}`)),
    ).toBeInTheDocument();
    // The snapshot's day-trade buying power is its own figure, not the start of day of today's usage.
    expect(cells('Day-trade buying power usage')[1]).toBe('');
    expect(sod.day_trade_buying_power).toBeTruthy();
    expect(cells('Day-trade buying power')).toEqual(['—', formatMoney(sod.day_trade_buying_power), '']);
  });

  it('shows a closed account with its close date in the header', async () => {
    renderApp('/accounts/100004');
    const facts = await screen.findByText(/^Closed \d{4}-\d{2}-\d{2}$/);
    expect(facts).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Old Test Account/ })).toBeInTheDocument();
  });

  it('warns when a margin account is close to (or in) a margin call', async () => {
    harness.sandbox.applyScenario('margin-call');
    renderApp('/accounts/100001');
    const banner = await screen.findByText(/margin call/i, { selector: '.warning-banner' });
    expect(banner).toBeInTheDocument();
  });

  it('has its own state for an account the user may not see (403)', async () => {
    renderApp('/accounts/100005');
    expect(await screen.findByRole('heading', { name: 'No access to this account' })).toBeInTheDocument();
    expect(screen.getByText(/HTTP 403/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to accounts' })).toBeInTheDocument();
  });

  it('has its own state for an account that does not exist (404, per the interface document)', async () => {
    renderApp('/accounts/999999');
    expect(await screen.findByRole('heading', { name: 'Account not found' })).toBeInTheDocument();
    expect(screen.getByText(/HTTP 404/)).toBeInTheDocument();
  });

  it('keeps the current tab when switching accounts', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/100001/history');
    await screen.findByRole('heading', { name: 'Portfolio history' });
    const switcher = screen.getByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(within(switcher).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(switcher, '100002');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/100002/history'));
    expect(await screen.findByText('#100002')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('risk settings', () => {
  it('sets max_notional with PATCH and shows the saved value', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001');
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit'));
    await user.type(screen.getByLabelText('New max notional'), '250000.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('$250,000.50'));
    expect(screen.getByText('Saved: max notional $250,000.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear limit' }));
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit'));
  });

  it('refuses a value that is not a positive decimal without sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001');
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit'));
    harness.sandbox.faults.set('patch_account_by_id', { status: 500, message: 'must not be called' });
    await user.type(screen.getByLabelText('New max notional'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a positive number, e.g. 250000 or 250000.50')).toBeInTheDocument();
    expect(screen.queryByText(/must not be called/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('New max notional'));
    await user.type(screen.getByLabelText('New max notional'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The limit must be greater than zero')).toBeInTheDocument();
  });

  it('bounds the limit (cents, at most $1 trillion) and asks before saving one that blocks trading', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001');
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit'));
    const field = screen.getByLabelText('New max notional');
    await user.type(field, '0.000000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at most 2 decimals (cents), e.g. 250000.50')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '9'.repeat(40));
    expect(field).toHaveValue('9'.repeat(24));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The limit can be at most 1,000,000,000,000 (one trillion)')).toBeInTheDocument();
    expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit');

    // A tiny limit needs a confirmation; keeping the current one sends nothing.
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ask = await screen.findByRole('dialog', { name: 'Save a limit this low?' });
    expect(ask).toHaveTextContent('$5.00');
    await user.click(within(ask).getByRole('button', { name: 'Keep the current limit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save a limit this low?' })).getByRole('button', {
        name: 'Save $5.00',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('$5.00'));
  });

  it.each([
    [400, 'max_notional is not valid', 'The request was rejected'],
    [403, 'caller lacks permission', 'You do not have permission'],
    [404, 'account vanished', 'Not found'],
  ])(
    'shows the server’s %i in the form with its request_id and keeps the typed value',
    async (status, message, title) => {
      const user = userEvent.setup();
      renderApp('/accounts/100001');
      await waitFor(() => expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit'));
      harness.sandbox.faults.set('patch_account_by_id', { status, message });
      await user.type(screen.getByLabelText('New max notional'), '125000');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`${title}: ${message}`);
      expect(alert).toHaveTextContent(`HTTP ${status}`);
      expect(alert).toHaveTextContent(/request_id: \S+/);
      expect(screen.getByLabelText('New max notional')).toHaveValue('125000');
      expect(screen.getByTestId('current-max-notional')).toHaveTextContent('No limit');
    },
  );
});
