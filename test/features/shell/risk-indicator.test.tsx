// @vitest-environment jsdom
// Risk in sight: the active account's margin state is a status-strip badge on every screen (here the
// monitor), by the Margin panel's rule, linking to that panel.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setActiveAccount } from '@/domain/active-account';
import { formatMoney } from '@/domain/decimal/format';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-closed'] }));
// jsdom does not lay out, so it has no scrollIntoView; the router and the Margin panel call it for #margin.
const scrolled: string[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
const MARGIN = 100001;
const CASH = 100002;

describe('status strip risk badge', () => {
  it('shows "Near margin call" for the active account in the margin-call scenario, on a non-account screen', async () => {
    harness.sandbox.applyScenario('margin-call');
    setActiveAccount(MARGIN);
    const margin = harness.sandbox.brokerage.getBalances(MARGIN).margin_details;
    const user = userEvent.setup();
    const { router } = renderApp('/monitor');
    const badge = await screen.findByTestId('risk-badge', {}, { timeout: 5000 });
    expect(badge).toHaveTextContent(
      `Near margin call · excess ${formatMoney(margin?.maintenance_margin_excess, { currency: 'USD' })}`,
    );
    expect(badge).toHaveClass('risk-near');
    expect(badge).toHaveAttribute(
      'title',
      expect.stringMatching(/less than 10 % of the \$[\d,.]+ requirement/),
    );
    // It opens the account's Margin panel.
    await user.click(badge);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${MARGIN}`), {
      timeout: 5000,
    });
    expect(router.state.location.hash).toBe('margin');
    expect(await screen.findByRole('heading', { name: 'Margin' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Close to a margin call/, { selector: '.warning-banner' })).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toContain('margin'));
  });

  it('shows a red "Margin call −$…" when equity is below the maintenance requirement', async () => {
    const brokerage = harness.sandbox.brokerage;
    const real = brokerage.getBalances.bind(brokerage);
    vi.spyOn(brokerage, 'getBalances').mockImplementation((id, limit) => {
      const balances = real(id, limit);
      return balances.margin_details
        ? {
            ...balances,
            margin_details: { ...balances.margin_details, maintenance_margin_excess: '-12345.67' },
          }
        : balances;
    });
    setActiveAccount(MARGIN);
    renderApp('/monitor');
    const badge = await screen.findByTestId('risk-badge', {}, { timeout: 5000 });
    expect(badge).toHaveTextContent('Margin call \u2212$12,345.67');
    expect(badge).toHaveClass('risk-call');
    vi.restoreAllMocks();
  });

  it('shows nothing for an account without margin risk, nor without an active account', async () => {
    setActiveAccount(CASH);
    const balances = vi.spyOn(harness.sandbox.brokerage, 'getBalances');
    renderApp('/monitor');
    await waitFor(() => expect(balances).toHaveBeenCalledWith(CASH, 5));
    expect(screen.queryByTestId('risk-badge')).toBeNull();
    vi.restoreAllMocks();
  });

  it('says the margin state is unknown when the balances cannot be loaded', async () => {
    harness.sandbox.faults.set('get_account_balances', { status: 403, message: 'ledger offline' });
    setActiveAccount(MARGIN);
    renderApp('/monitor');
    const badge = await screen.findByRole('link', { name: 'Margin unknown' }, { timeout: 5000 });
    expect(badge).toHaveAttribute('title', expect.stringMatching(/ledger offline \(request_id [\w-]+\)/));
  });
});
