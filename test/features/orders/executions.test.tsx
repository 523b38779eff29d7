// @vitest-environment jsdom
// The executions screen on the shared DataTable: the account's fills, sortable, with an empty state.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDecimal } from '@/domain/decimal/decimal';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Executions, newest first' }))
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'));

describe('executions', () => {
  it('lists the fills and sorts them by price from the header', async () => {
    const submitted = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      { symbol: 'KO', side: 'BUY', quantity: '3', order_type: 'MARKET', time_in_force: 'DAY' },
      { symbol: 'MSFT', side: 'BUY', quantity: '1', order_type: 'MARKET', time_in_force: 'DAY' },
    ]);
    // The fills land a moment after the submit (sandbox time): the screen opens once they exist.
    const ids = new Set(submitted.map((o) => o.id));
    const fills = () => harness.sandbox.brokerage.listExecutions(ACCOUNT).filter((e) => ids.has(e.order_id));
    await waitFor(() => expect(fills().length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/executions`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    // Each fill's time in New York to the second (the date only when not today), the full stamp on
    // hover; its side in words, as the orders show it.
    for (const row of bodyRows()) {
      expect(row.querySelectorAll('td')[2]?.textContent).toBe('Buy');
      // The symbol opens its instrument page, as in the orders.
      expect(within(row).getByRole('link', { name: /^(KO|MSFT)$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/instruments\/(KO|MSFT)$/),
      );
      const time = row.querySelector('td time');
      expect(time?.textContent).toMatch(/^(\d{2}\/\d{2}(\/\d{4})? )?\d{2}:\d{2}:\d{2}$/);
      expect(time?.getAttribute('title')).toMatch(/\d{2}:\d{2}:\d{2} E[SD]T$/);
    }
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    const prices = bodyRows().map((r) =>
      parseDecimal(r.querySelectorAll('td')[4]?.textContent?.replace(/,/g, '')),
    );
    for (let i = 1; i < prices.length; i++) expect(prices[i]?.gte(prices[i - 1] ?? 0)).toBe(true);
  });

  it('says when no execution matches the filters', async () => {
    renderApp(`/accounts/${ACCOUNT}/executions?instrument=NOSUCH`);
    expect(await screen.findByText('No executions match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Symbol/ })).toBeInTheDocument();
  });
});
