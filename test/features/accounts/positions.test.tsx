// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { Profiler, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLiveClient } from '@/live/client';
import type { Quote } from '@/live/quote-store';
import { Decimal, parseDecimal } from '@/domain/decimal/decimal';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { withSandbox } from '../../utils/sandbox';
import { setLiveQuote } from '../../utils/quotes';
import { closeTicket, ticketIntentStore } from '@/domain/ticket-intent';
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

function pushQuote(symbol: string, sides: { bid: string; ask: string }) {
  setLiveQuote(symbol, sides);
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

  it('closes one position after a review in words: side, quantity, estimate at the bid, working orders', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const position = harness.sandbox.brokerage
      .listPositions(100002, {})
      .find((p) => !p.quantity.startsWith('-') && p.instrument_type !== 'OPTION');
    if (!position) throw new Error('the seeded cash account holds a long stock position');
    const symbol = position.symbol;
    await user.click(screen.getByRole('button', { name: `Close ${symbol}` }));
    const dialog = screen.getByRole('dialog', { name: `Close ${symbol}?` });
    pushQuote(symbol, { bid: '55.12', ask: '55.20' });
    const proceeds = new Decimal(position.quantity).times('55.12').toFixed(2);
    await waitFor(() =>
      expect(within(dialog).getByTestId(`close-line-${position.instrument_id}`)).toHaveTextContent(
        `Sell ${formatQuantity(position.quantity)} ${symbol} at market, about ${formatMoney(proceeds, { currency: 'USD' })} at the bid 55.12`,
      ),
    );
    // Never the raw request.
    expect(dialog).not.toHaveTextContent(/DELETE|cancel_orders|\/v1\//);
    expect(within(dialog).getByTestId('close-orders-effect')).toHaveTextContent(
      `Working orders for ${symbol} stay working`,
    );
    await user.click(within(dialog).getByRole('checkbox'));
    expect(within(dialog).getByTestId('close-orders-effect')).toHaveTextContent(
      `Working orders for ${symbol} are cancelled before the close.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send close order' }));

    const result = await screen.findByRole('status', { name: 'Close result' });
    expect(result).toHaveTextContent(`Closing ${symbol}: 1 order created`);
    const orders = within(result).getByRole('table', { name: 'Orders created' });
    expect(within(orders).getByText('SELL')).toBeInTheDocument();
    expect(within(orders).getByText(symbol)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('words a short stock close as a buy to cover at the ask, and an option close in contracts with the multiplier', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100001/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const positions = harness.sandbox.brokerage.listPositions(100001, {});
    const short = positions.find((p) => p.quantity.startsWith('-') && p.instrument_type !== 'OPTION');
    const option = positions.find((p) => p.instrument_type === 'OPTION');
    if (!short || !option) throw new Error('the seeded margin account holds a short stock and an option');

    await user.click(screen.getByRole('button', { name: `Close ${short.symbol}` }));
    let dialog = screen.getByRole('dialog', { name: `Close ${short.symbol}?` });
    pushQuote(short.symbol, { bid: '10.00', ask: '10.05' });
    const qty = new Decimal(short.quantity).abs();
    await waitFor(() =>
      expect(within(dialog).getByTestId(`close-line-${short.instrument_id}`)).toHaveTextContent(
        `Buy to cover ${formatQuantity(qty.toFixed())} ${short.symbol} at market, about ${formatMoney(qty.times('10.05').toFixed(2), { currency: 'USD' })} at the ask 10.05`,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep position' }));

    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    await user.click(screen.getByRole('button', { name: spaced(`Close ${option.symbol}`) }));
    dialog = screen.getByRole('dialog', { name: spaced(`Close ${option.symbol}?`) });
    const contracts = new Decimal(option.quantity).abs();
    const verb = option.quantity.startsWith('-') ? 'Buy to close' : 'Sell to close';
    const side = option.quantity.startsWith('-') ? 'ask' : 'bid';
    pushQuote(option.symbol, { bid: '2.50', ask: '2.60' });
    const price = side === 'ask' ? '2.60' : '2.50';
    await waitFor(() =>
      expect(within(dialog).getByTestId(`close-line-${option.instrument_id}`)).toHaveTextContent(
        spaced(
          `${verb} ${formatQuantity(contracts.toFixed())} ${option.symbol} ${contracts.eq(1) ? 'contract' : 'contracts'} (×100) at market, about ${formatMoney(contracts.times(100).times(price).toFixed(2), { currency: 'USD' })} at the ${side} ${price}`,
        ),
      ),
    );
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

  it('closes every position after a review with each order, the estimated total, and no quote said plainly', async () => {
    const user = userEvent.setup();
    // No snapshot and no feed: the test decides which positions have a quote.
    harness.sandbox.faults.set('get_snapshots', { status: 503, message: 'no snapshots' });
    harness.sandbox.faults.setFeed({ silent: true });
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    const positions = harness.sandbox.brokerage.listPositions(100002, {});
    const count = positions.length;
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    const dialog = screen.getByRole('dialog', { name: `Close all ${count} positions?` });
    // Every position but the last gets a quote; the last has none.
    const quoted = positions.slice(0, -1);
    const unquoted = positions.at(-1);
    if (!unquoted || quoted.length === 0)
      throw new Error('the seeded cash account holds two positions or more');
    let proceeds = new Decimal(0);
    let cost = new Decimal(0);
    for (const p of quoted) {
      pushQuote(p.symbol, { bid: '20.00', ask: '20.10' });
      const long = !p.quantity.startsWith('-');
      const amount = new Decimal(p.quantity).abs().times(long ? '20.00' : '20.10');
      if (long) proceeds = proceeds.plus(amount);
      else cost = cost.plus(amount);
    }
    const sideOf = (p: (typeof positions)[number]) => (p.quantity.startsWith('-') ? 'ask' : 'bid');
    await waitFor(() =>
      expect(within(dialog).getByTestId(`close-line-${unquoted.instrument_id}`)).toHaveTextContent(
        `no ${sideOf(unquoted)} quote, so no estimate`,
      ),
    );
    const total = within(dialog).getByTestId('close-total');
    await waitFor(() => {
      if (proceeds.gt(0))
        expect(total).toHaveTextContent(
          `Sells bring in about ${formatMoney(proceeds.toFixed(2), { currency: 'USD' })}`,
        );
      if (cost.gt(0))
        expect(total).toHaveTextContent(
          `Buys cost about ${formatMoney(cost.toFixed(2), { currency: 'USD' })}`,
        );
    });
    expect(total).toHaveTextContent('1 position has no quote and is left out of the total.');
    await user.click(within(dialog).getByRole('button', { name: `Send ${count} close orders` }));
    const result = await screen.findByRole('status', { name: 'Close result' });
    expect(result).toHaveTextContent(`Closing all positions: ${count} orders created`);
  });

  it.each([
    ['a 500', { status: 500, message: 'close engine unavailable' }, /close engine unavailable/],
    ['a dropped response', { dropResponse: true }, /may have received the close/],
  ] as const)(
    'keeps the close review open with the reason after %s, and sends again',
    async (_name, fault, text) => {
      const user = userEvent.setup();
      renderApp('/accounts/100002/positions');
      await screen.findByRole('table', { name: 'Positions' });
      harness.sandbox.faults.set('close_positions', { ...fault, times: 1 });
      await user.click(screen.getByRole('button', { name: 'Close all positions' }));
      const dialog = screen.getByRole('dialog', { name: /^Close all/ });
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: /^Send \d+ close orders$/ }));
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
      if ('status' in fault) expect(within(dialog).getByText(/request_id/)).toBeInTheDocument();
      // Nothing the user chose is lost.
      expect(within(dialog).getByRole('checkbox')).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
      expect(await screen.findByRole('status', { name: 'Close result' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('shows why a close failed', async () => {
    const user = userEvent.setup();
    renderApp('/accounts/100002/positions');
    await screen.findByRole('table', { name: 'Positions' });
    harness.sandbox.faults.set('close_positions', { status: 403, message: 'closing is not allowed' });
    await user.click(screen.getByRole('button', { name: 'Close all positions' }));
    await user.click(screen.getByRole('button', { name: /^Send \d+ close orders$/ }));
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
