// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { Profiler, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLiveClient } from '@/live/client';
import type { Quote } from '@/live/quote-store';
import { Decimal, parseDecimal } from '@/api/decimal';
import { formatMoney, formatPrice } from '@/lib/format';
import { withSandbox } from '../../utils/sandbox';
import { closeTicket, ticketIntentStore } from '@/lib/ticket-intent';
import { createTestQueryClient, renderApp } from '../../utils/render';

// The market is closed so the feed stays quiet and the test decides what the live price is.
const harness = withSandbox(() => ({ scenarios: ['market-closed'] }));

beforeEach(() => {
  getLiveClient().store.setState({ quotes: {} });
});

function pushLastPrice(symbol: string, price: string, stale = false) {
  const now = Date.now();
  // Only the fields the positions table reads; the rest of Quote is the live client's bookkeeping.
  const quote = {
    symbol,
    last_price: price,
    seq: 1_000_000,
    ts: new Date(now).toISOString(),
    receivedAt: now,
    stale,
    versions: {},
  } as Quote;
  getLiveClient().store.setState((state) => ({ quotes: { ...state.quotes, [symbol]: quote } }));
}

const positionRows = () =>
  within(screen.getByRole('table', { name: 'Positions' }))
    .getAllByRole('row')
    .filter((row) => row.querySelector('[data-symbol]') && !row.closest('tfoot'));
const symbolOf = (row: HTMLElement) => row.querySelector('[data-symbol]')?.getAttribute('data-symbol') ?? '';

describe('positions', () => {
  it('lists positions with every column, long and short marked, and a totals row', async () => {
    renderApp('/accounts/100001/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const table = screen.getByRole('table', { name: 'Positions' });
    for (const header of [
      'Symbol',
      'Type',
      'Quantity',
      'Available',
      'Avg price',
      'Cost basis',
      'Last',
      'Market value',
      'Unrealized P&L',
      'Unrealized %',
      'Daily P&L',
      'Daily %',
      'Close',
      'Close date',
    ])
      expect(
        within(table).getByRole('button', {
          name: new RegExp(`^${header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( [▲▼])?$`),
        }),
      ).toBeInTheDocument();
    const rows = positionRows();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((r) => within(r).queryByText('SHORT'))).toBe(true);
    expect(rows.some((r) => within(r).queryByText('LONG'))).toBe(true);
    expect(rows.some((r) => within(r).queryByTitle('OPTION'))).toBe(true);
    expect(within(table).getByText(`Total (${rows.length} positions)`)).toBeInTheDocument();
  });

  it('sorts by a column, both directions', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001/positions');
    await screen.findByRole('table', { name: 'Positions' });
    await user.click(screen.getByRole('button', { name: /^Market value/ }));
    const values = () =>
      positionRows().map((r) =>
        parseDecimal(r.querySelector('[data-testid^="value-"]')?.textContent?.replace(/[$,]/g, '')),
      );
    const ascending = values();
    for (let i = 1; i < ascending.length; i++) expect(ascending[i]?.gte(ascending[i - 1] ?? 0)).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Market value/ }));
    expect(values()).toEqual([...ascending].reverse());
  });

  it('revalues a position from the live last price between refetches', async () => {
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const row = positionRows()[0] as HTMLElement;
    const symbol = symbolOf(row);
    const before = within(row).getByTestId(`value-${symbol}`).textContent;
    const quantity = parseDecimal(
      harness.sandbox.brokerage.listPositions(100002, {}).find((p) => p.symbol === symbol)?.quantity,
    );
    pushLastPrice(symbol, '1234.5');
    await waitFor(() => expect(screen.getByTestId(`last-${symbol}`)).toHaveTextContent('1,234.50'));
    const after = screen.getByTestId(`value-${symbol}`).textContent ?? '';
    expect(after).not.toBe(before);
    expect(parseDecimal(after.replace(/[$,]/g, ''))?.toFixed(2)).toBe(quantity?.times('1234.5').toFixed(2));
  });

  it('moves the P&L cells and the totals on a tick without re-rendering React', async () => {
    let commits = 0;
    const CountCommits = ({ children }: { children: ReactNode }) => (
      <Profiler id="app" onRender={() => (commits += 1)}>
        {children}
      </Profiler>
    );
    renderApp('/accounts/100002/positions', createTestQueryClient(), CountCommits);
    await screen.findByRole('table', { name: 'Positions' });
    // Let every panel finish loading: no commit for one waitFor interval.
    let seen = -1;
    await waitFor(() => {
      const now = commits;
      if (now !== seen) {
        seen = now;
        throw new Error('still rendering');
      }
    });
    const symbol = symbolOf(positionRows()[0] as HTMLElement);
    const position = harness.sandbox.brokerage.listPositions(100002, {}).find((p) => p.symbol === symbol);
    if (!position?.instrument_price || !position.unrealized_pnl) throw new Error('a priced position');
    const quantity = new Decimal(position.quantity);
    const up = new Decimal(position.instrument_price).plus(1);
    const before = { row: positionRows()[0], total: screen.getByTestId('total-unrealized').textContent };

    const settled = commits;
    act(() => pushLastPrice(symbol, up.toFixed()));
    // The board wrote the cells in the store's publish: no React commit anywhere in the app.
    expect(commits).toBe(settled);
    const unrealized = screen.getByTestId(`unrealized-${symbol}`);
    const expected = new Decimal(position.unrealized_pnl).plus(
      quantity.times(up.minus(position.instrument_price)),
    );
    expect(unrealized).toHaveTextContent(formatMoney(expected.toFixed(), { sign: 'always' }));
    expect(unrealized).toHaveClass(expected.isNegative() ? 'down' : 'up');
    expect(screen.getByTestId(`last-${symbol}`)).toHaveTextContent(formatPrice(up.toFixed()));
    expect(screen.getByTestId('total-unrealized').textContent).not.toBe(before.total);
    expect(positionRows()[0]).toBe(before.row);

    act(() => pushLastPrice(symbol, up.plus(1).toFixed()));
    expect(commits).toBe(settled);
    expect(unrealized).toHaveTextContent(formatMoney(expected.plus(quantity).toFixed(), { sign: 'always' }));
  });

  it('shows the age of each live price and greys a stale one', async () => {
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const symbol = symbolOf(positionRows()[0] as HTMLElement);
    pushLastPrice(symbol, '101.5');
    const cell = () => screen.getByTestId(`last-${symbol}`).parentElement as HTMLElement;
    await waitFor(() => expect(cell()).toHaveTextContent(/101\.50\s*now/));
    expect(cell()).not.toHaveClass('stale');
    pushLastPrice(symbol, '101.5', true);
    await waitFor(() => expect(cell()).toHaveClass('stale'));
    expect(cell()).toHaveAttribute('title', 'stale');
  });

  it('opens the order ticket from a position row with the closing side and quantity, and with B / S', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const long = harness.sandbox.brokerage
      .listPositions(100001, {})
      .find((p) => !p.quantity.startsWith('-') && p.instrument_type !== 'OPTION');
    if (!long) throw new Error('the seeded margin account holds a long stock position');
    await user.click(screen.getByRole('button', { name: `Trade ${long.symbol}` }));
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: long.symbol, side: 'SELL', quantity: long.available_quantity },
    });
    closeTicket();
    const row = screen.getByRole('button', { name: `Trade ${long.symbol}` }).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('b');
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: long.symbol, side: 'BUY' },
    });
    closeTicket();
  });

  it('says so when the account holds nothing', async () => {
    harness.sandbox.applyScenario('empty-portfolio');
    renderApp('/accounts/100001/positions');
    expect(await screen.findByText('This account holds no positions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close all positions' })).toBeDisabled();
  });

  it('closes one position after a review that states the request, and shows the orders created', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const row = positionRows()[0] as HTMLElement;
    const symbol = symbolOf(row);
    const position = harness.sandbox.brokerage.listPositions(100002, {}).find((p) => p.symbol === symbol);
    await user.click(within(row).getByRole('button', { name: `Close ${symbol}` }));
    const dialog = screen.getByRole('dialog', { name: `Close ${symbol}?` });
    expect(within(dialog).getByTestId('close-request')).toHaveTextContent(
      `DELETE /v1/accounts/100002/positions/${position?.instrument_id} {"cancel_orders":false}`,
    );
    expect(dialog).toHaveTextContent(`SELL ${position?.quantity} ${symbol}`);
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByTestId('close-request')).toHaveTextContent('{"cancel_orders":true}');
    await user.click(within(dialog).getByRole('button', { name: 'Send close order' }));

    const result = await screen.findByRole('status', { name: 'Close result' });
    expect(result).toHaveTextContent(`Closing ${symbol}: 1 order created`);
    const orders = within(result).getByRole('table', { name: 'Orders created' });
    expect(within(orders).getByText('SELL')).toBeInTheDocument();
    expect(within(orders).getByText(symbol)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the positions after a close fills', async () => {
    harness.sandbox.applyScenario('market-open');
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const before = positionRows().map(symbolOf);
    const symbol = before[0] ?? '';
    await user.click(screen.getByRole('button', { name: `Close ${symbol}` }));
    await user.click(screen.getByRole('button', { name: 'Send close order' }));
    await screen.findByRole('status', { name: 'Close result' });
    await waitFor(() => expect(positionRows().map(symbolOf)).toEqual(before.filter((s) => s !== symbol)), {
      timeout: 5000,
    });
  });

  it('closes every position with one DELETE', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const count = positionRows().length;
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    const dialog = screen.getByRole('dialog', { name: `Close all ${count} positions?` });
    expect(within(dialog).getByTestId('close-request')).toHaveTextContent(
      'DELETE /v1/accounts/100002/positions',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send close orders' }));
    const result = await screen.findByRole('status', { name: 'Close result' });
    expect(result).toHaveTextContent(`Closing all positions: ${count} orders created`);
  });

  it('shows why a close failed', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    harness.sandbox.faults.set('close_positions', { status: 403, message: 'closing is not allowed' });
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    await user.click(screen.getByRole('button', { name: 'Send close orders' }));
    expect(await screen.findByText('closing is not allowed')).toBeInTheDocument();
    expect(screen.getByText(/Closing positions: You do not have permission/)).toBeInTheDocument();
  });

  it('submits an exercise instruction on an option position, lists it and cancels it', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001/positions');
    const form = await screen.findByRole('form', { name: 'New position instruction' });
    await user.type(within(form).getByLabelText('Instruction id (optional)'), 'ui-test-001');
    await user.click(within(form).getByRole('button', { name: 'Submit instruction' }));
    const submitted = await screen.findByRole('table', { name: 'Submitted instructions' });
    expect(submitted).toHaveTextContent('ui-test-001');
    expect(submitted).toHaveTextContent('SENT');
    const list = await screen.findByRole('table', { name: 'Position instructions' });
    expect(list).toHaveTextContent('ui-test-001');
    await user.click(within(list).getByRole('button', { name: 'Cancel instruction ui-test-001' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Position instructions' })).toHaveTextContent(
        /CANCEL_REQUESTED|CANCELLED/,
      ),
    );
  });
});
