// @vitest-environment jsdom
// The instrument page against the sandbox: statements (period toggle, YoY growth), analyst upside,
// the chain's ATM centring and ITM shading, panels failing on their own through sandbox faults, a
// stale quote when the feed goes silent, and the not-found page for an unknown symbol.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseDecimal, pctChange } from '@/domain/decimal/decimal';
import { formatPercent } from '@/domain/decimal/format';
import { getAnalystConsensus, getIncomeStatements } from '@/api/resources/instruments';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const LOAD = { timeout: 8000 };

describe('instrument page', () => {
  it('shows quarterly statements newest first with YoY growth, and switches to annual', async () => {
    const user = userEvent.setup();
    renderApp('/instruments/AAPL?tab=financials');
    const table = await screen.findByRole('table', { name: 'Income statement (quarterly)' }, LOAD);
    const { data } = await getIncomeStatements('AAPL', { page_size: 1000 });
    const quarters = data
      .filter((r) => r.period_type === 'QUARTERLY')
      .sort((a, b) => b.year - a.year || (b.period < a.period ? -1 : 1));
    const newest = quarters[0]!;
    const prior = quarters.find((q) => q.year === newest.year - 1 && q.period === newest.period)!;
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads[1]).toBe(`FY${newest.year} ${newest.period}`);
    const revenueRow = within(table).getByRole('row', { name: /^Revenue/ });
    const newestCell = revenueRow.querySelector(`td[data-period="FY${newest.year} ${newest.period}"]`)!;
    const growth = pctChange(prior.revenue, newest.revenue);
    expect(newestCell.querySelector('.yoy')).toHaveTextContent(
      formatPercent(growth, { sign: 'always', decimals: 1 }),
    );
    // The oldest column shown has no prior-year period loaded: no growth figure.
    const cells = revenueRow.querySelectorAll('td');
    expect(cells[cells.length - 1]!.querySelector('.yoy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Annual' }));
    const annual = await screen.findByRole('table', { name: 'Income statement (annual)' });
    const annualHeads = within(annual)
      .getAllByRole('columnheader')
      .slice(1)
      .map((h) => h.textContent);
    expect(annualHeads.length).toBeGreaterThan(0);
    expect(annualHeads.every((h) => /^FY\d{4}$/.test(h ?? ''))).toBe(true);
    expect(annualHeads).toEqual([...annualHeads].sort().reverse());
  });

  it('shows each price target with its upside from the price on screen', async () => {
    renderApp('/instruments/MSFT?tab=analysts');
    const targets = await screen.findByRole('table', { name: 'Price targets' }, LOAD);
    const consensus = await getAnalystConsensus('MSFT');
    const priceHead = within(targets).getByRole('columnheader', { name: /^vs / }).textContent ?? '';
    const price = /vs ([\d,.]+) now/.exec(priceHead)?.[1]?.replace(/,/g, '');
    expect(parseDecimal(price)).not.toBeNull();
    const average = within(targets).getByRole('row', { name: /^Average/ });
    expect(average.querySelector('[data-upside="average"]')).toHaveTextContent(
      formatPercent(pctChange(price, consensus.price_target!.average), { sign: 'always' }),
    );
    expect(
      screen.getByRole('img', { name: /Strong buy \d+, Buy \d+, Hold \d+, Sell \d+, Strong sell \d+/ }),
    ).toBeInTheDocument();
  });

  it('centres the chain on the at-the-money strike and shades in-the-money cells', async () => {
    const user = userEvent.setup();
    renderApp('/instruments/AAPL?tab=options');
    await screen.findByRole('table', { name: /AAPL options expiring/ }, LOAD);
    // The table is mounted anew, centred on the money, for each strikes window: read it when used.
    const table = () => screen.getByRole('table', { name: /AAPL options expiring/ });
    const rows = () => [...table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-strike]')];
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Strikes' }), '5');
    await waitFor(() => expect(rows().length).toBe(11));
    const chain = table();
    const atm = chain.querySelector<HTMLTableRowElement>('tr.atm')!;
    const strikes = rows().map((r) => Number(r.dataset.strike));
    const atmStrike = Number(atm.dataset.strike);
    const price = Number(/AAPL ([\d.]+) ·/.exec(screen.getByText(/days to expiry/).textContent ?? '')?.[1]);
    // The ATM strike is the listed strike nearest the price, with 5 strikes on each side.
    expect(Math.abs(atmStrike - price)).toBeLessThanOrEqual(Math.abs(strikes[4]! - price));
    expect(Math.abs(atmStrike - price)).toBeLessThanOrEqual(Math.abs(strikes[6]! - price));
    expect(rows().indexOf(atm)).toBe(5);
    for (const row of rows()) {
      const strike = Number(row.dataset.strike);
      const callBid = row.querySelector('td.chain-call.bid-cell')!;
      const putBid = row.querySelector('td.chain-put.bid-cell')!;
      expect(callBid.classList.contains('itm')).toBe(strike < price);
      expect(putBid.classList.contains('itm')).toBe(strike > price);
    }
    expect(chain.querySelector('tr.chain-price-line')).not.toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Strikes' }), 'all');
    await waitFor(() => expect(rows().length).toBeGreaterThan(11));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Calls and puts' }), 'puts');
    expect(table().querySelector('td.chain-call')).toBeNull();
  });

  it('keeps the page usable when one panel fails, with its request_id and a retry', async () => {
    const user = userEvent.setup();
    harness.sandbox.faults.set('get_instrument_fundamentals', {
      status: 500,
      message: 'fundamentals store down',
      times: 6,
    });
    renderApp('/instruments/AAPL');
    const alert = await screen.findByText(/^Loading fundamentals: /, {}, LOAD);
    const panel = alert.closest('.panel-error') as HTMLElement;
    expect(panel).toHaveTextContent('fundamentals store down');
    expect(panel).toHaveTextContent(/request_id: \S+/);
    // The rest of the page is there.
    expect(screen.getByRole('heading', { name: /AAPL/ })).toBeInTheDocument();
    expect(screen.getByText('Previous close')).toBeInTheDocument();
    harness.sandbox.faults.clear('get_instrument_fundamentals');
    await user.click(within(panel).getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('Market cap', {}, LOAD)).toBeInTheDocument();

    // A 404 is shown with a retry too (the data may not be published yet).
    harness.sandbox.faults.set('get_instrument_analyst_consensus', { status: 404, message: 'no coverage' });
    await user.click(screen.getByRole('tab', { name: 'Analysts' }));
    const missing = await screen.findByText(/^Loading analyst consensus: /, {}, LOAD);
    expect(missing.closest('.panel-error')).toHaveTextContent('no coverage');
    expect(
      within(missing.closest('.panel-error') as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeInTheDocument();
  });

  it('greys the live quote as stale when the sandbox feed goes silent', { timeout: 30_000 }, async () => {
    renderApp('/instruments/AAPL');
    const strip = await screen.findByLabelText('AAPL live quote', {}, LOAD);
    const bid = () => strip.querySelector('[data-field="bid"]')!;
    await waitFor(() => expect(bid().textContent).toMatch(/\d+\.\d\d/), LOAD);
    expect(bid()).not.toHaveClass('stale');
    harness.sandbox.faults.setFeed({ silent: true });
    await waitFor(() => expect(bid()).toHaveClass('stale'), { timeout: 20_000 });
    expect(bid()).toHaveAttribute('title', 'stale');
    harness.sandbox.faults.setFeed({});
  });

  it('offers the search for an unknown symbol', async () => {
    renderApp('/instruments/ZZZZQ');
    expect(await screen.findByRole('heading', { name: 'No instrument “ZZZZQ”' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search for an instrument' })).toBeInTheDocument();
  });
});
