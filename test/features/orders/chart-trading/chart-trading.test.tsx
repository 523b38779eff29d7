// @vitest-environment jsdom
// Trading on the chart, through the rows beside it (what the keyboard and screen readers use, and
// the same replace review a drag opens), on the instrument page's Chart tab against the sandbox:
// Modify → review → Confirm replaces the order at the new price; Escape puts it back; Cancel asks
// first (the trading preference); a server refusal shows its message and request_id and the line
// goes back.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Decimal } from '@/domain/decimal/decimal';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { setActiveAccount } from '@/domain/active-account';
import { ticketIntentStore } from '@/domain/ticket-intent';
import { withSandbox } from '../../../utils/sandbox';
import { renderApp } from '../../../utils/render';
import { placeRestingBuy } from '../../../utils/orders';
import { setLiveQuote } from '../../../utils/quotes';
import { stubCharts, type StubSeries } from '../../../utils/lightweight-charts-stub';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

/** A limit buy far below the market, so it rests. */
const restingBuy = (symbol: string, quantity?: string) =>
  placeRestingBuy(harness.sandbox, ACCOUNT, symbol, quantity);

async function openChart(symbol = 'AAPL', { orders = true } = {}) {
  setActiveAccount(ACCOUNT);
  const user = userEvent.setup();
  renderApp(`/instruments/${symbol}?tab=chart`);
  if (!orders) {
    await screen.findByText(`No working orders in ${symbol}.`, {}, { timeout: 8000 });
    return { user, rows: null };
  }
  const rows = await screen.findByRole(
    'table',
    { name: `Working orders in ${symbol} on the chart` },
    { timeout: 8000 },
  );
  return { user, rows };
}

const rowOf = (orderId: string) => document.querySelector<HTMLElement>(`tr[data-order-id="${orderId}"]`);

const workingLimit = (clientOrderId: string) =>
  harness.sandbox.brokerage
    .listOrders(ACCOUNT, { symbol: 'AAPL' })
    .find((o) => o.client_order_id === clientOrderId && o.status === 'NEW')?.limit_price;

describe('trading on the chart: the rows', () => {
  it('lists the working order with side, quantity, type and price; Modify → review → Confirm replaces it', async () => {
    const { order, limit } = restingBuy('AAPL');
    const { user, rows } = await openChart();
    const row = within(rows!).getByRole('row', { name: /Buy/ });
    expect(row).toHaveTextContent('Buy');
    expect(row).toHaveTextContent('5');
    expect(row).toHaveTextContent('Limit');
    expect(row).toHaveTextContent(limit);

    await user.click(within(row).getByRole('button', { name: `Modify Buy 5 AAPL Limit ${limit}` }));
    const field = screen.getByLabelText('New limit price');
    expect(field).toHaveFocus();
    // Off the price grid: said under the field, nothing opens.
    await user.clear(field);
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText(/whole cents/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const next = new Decimal(limit).plus(1).toFixed(2);
    await user.clear(field);
    await user.type(field, `${next}{Enter}`);
    const review = await screen.findByRole('dialog', { name: `Move BUY 5 AAPL LMT ${limit}` });
    expect(within(review).getByText(`${next}`)).toBeInTheDocument();
    expect(review).toHaveAccessibleDescription(`Limit price ${limit} → ${next}`);
    // Confirm has focus: the user already chose the price.
    const confirm = within(review).getByRole('button', { name: `Confirm ${next}` });
    expect(confirm).toHaveFocus();
    // While the review is open the row shows the new price (the chart line holds it too).
    expect(within(rowOf(order.id)!).getByTestId('order-line-price')).toHaveTextContent(next);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(workingLimit(order.client_order_id)).toBe(next), { timeout: 5000 });
    // The replaced order's row (a new id) carries the new price.
    await waitFor(
      () => {
        const row = within(screen.getByRole('table', { name: /Working orders in AAPL/ })).getByRole('row', {
          name: /Buy/,
        });
        expect(within(row).getByTestId('order-line-price')).toHaveTextContent(next);
        expect(row).not.toHaveTextContent('replacing');
      },
      { timeout: 8000 },
    );
  });

  it('Escape in the review puts the price back and sends nothing', async () => {
    const { order, limit } = restingBuy('AAPL');
    const { user } = await openChart();
    await waitFor(() => expect(rowOf(order.id)).not.toBeNull());
    await user.click(within(rowOf(order.id)!).getByRole('button', { name: /^Modify / }));
    const field = screen.getByLabelText('New limit price');
    await user.clear(field);
    await user.type(field, `${new Decimal(limit).minus(1).toFixed(2)}{Enter}`);
    await screen.findByRole('dialog', { name: /^Move BUY 5 AAPL LMT/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf(order.id)!).getByTestId('order-line-price')).toHaveTextContent(limit);
    // Not replaced: still working (acknowledged or about to be) at its own price.
    const after = harness.sandbox.brokerage.getOrder(ACCOUNT, order.id);
    expect(['PENDING_NEW', 'NEW']).toContain(after.status);
    expect(after.limit_price).toBe(limit);
  });

  it('a refused replace shows the server message with its request_id and puts the line back', async () => {
    const { order, limit } = restingBuy('AAPL');
    const { user } = await openChart();
    await waitFor(() => expect(rowOf(order.id)).not.toBeNull());
    await user.click(within(rowOf(order.id)!).getByRole('button', { name: /^Modify / }));
    const next = new Decimal(limit).plus(2).toFixed(2);
    const field = screen.getByLabelText('New limit price');
    await user.clear(field);
    await user.type(field, `${next}{Enter}`);
    const review = await screen.findByRole('dialog', { name: /^Move BUY 5 AAPL LMT/ });
    // Someone else replaced it meanwhile (another tab): the server refuses this one.
    harness.sandbox.brokerage.replaceOrder(ACCOUNT, order.id, { quantity: '6' });
    await user.click(within(review).getByRole('button', { name: `Confirm ${next}` }));
    expect(await within(review).findByText(/already has a pending replace/)).toBeInTheDocument();
    expect(within(review).getByText(/request_id/)).toBeInTheDocument();
    expect(within(rowOf(order.id)!).getByTestId('order-line-price')).toHaveTextContent(limit);
    await user.click(within(review).getByRole('button', { name: `Keep ${limit}` }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel asks first (the trading preference), then cancels the order', async () => {
    const { order, limit } = restingBuy('AAPL', '7');
    const { user } = await openChart();
    await waitFor(() => expect(rowOf(order.id)).not.toBeNull());
    await user.click(
      within(rowOf(order.id)!).getByRole('button', { name: `Cancel Buy 7 AAPL Limit ${limit}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Cancel BUY 7 AAPL LMT ${limit}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(['PENDING_CANCEL', 'CANCELED']).toContain(
        harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status,
      ),
    );
    await waitFor(() => expect(rowOf(order.id)).toBeNull(), { timeout: 8000 });
  });

  it('a price typed in "Order at a price" offers the four orders (and an alert) and opens the ticket prefilled, sending nothing', async () => {
    const { user } = await openChart('AAPL', { orders: false });
    await user.type(screen.getByLabelText('Order at a price'), '150.25');
    await user.click(screen.getByRole('button', { name: 'Choose order…' }));
    const menu = screen.getByRole('menu', { name: 'AAPL at 150.25' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.replace(/ · .*$/, '')),
    ).toEqual([
      'Buy limit at 150.25',
      'Sell limit at 150.25',
      'Buy stop at 150.25',
      'Sell stop at 150.25',
      'Alert at 150.25',
    ]);
    const before = harness.sandbox.brokerage.listOrders(ACCOUNT, {}).length;
    await user.click(within(menu).getByRole('menuitem', { name: /^Sell stop at 150.25/ }));
    expect(ticketIntentStore.getState()).toMatchObject({
      open: true,
      request: { symbol: 'AAPL', side: 'SELL', orderType: 'STOP', stopPrice: '150.25' },
    });
    expect(await screen.findByRole('dialog', { name: 'Order ticket panel' })).toBeInTheDocument();
    expect(harness.sandbox.brokerage.listOrders(ACCOUNT, {}).length).toBe(before);
  });
});

describe('trading on the chart: the position', () => {
  it('shows the position and values it at the live last price as quotes arrive; the price field, focused, hints that price', async () => {
    harness.sandbox.faults.setFeed({ silent: true });
    const position = harness.sandbox.brokerage
      .listPositions(ACCOUNT, {})
      .find((p) => p.position_type === 'LONG' && p.instrument_type !== 'OPTION' && p.instrument_price);
    if (!position) throw new Error('the seeded account holds a long stock position');
    const symbol = position.symbol!;
    setActiveAccount(ACCOUNT);
    renderApp(`/instruments/${symbol}?tab=chart`);
    const summary = await screen.findByTestId('chart-position', {}, { timeout: 8000 });
    expect(summary).toHaveTextContent(
      `Position ${symbol}: Long ${formatQuantity(position.quantity)} @ ${formatPrice(position.avg_price)}`,
    );
    // The server's unrealized P&L, moved by the live price's distance from the server's price.
    for (const step of ['2', '-3']) {
      const last = new Decimal(position.instrument_price!).plus(step).toFixed(2);
      setLiveQuote(symbol, { last_price: last });
      const pnl = new Decimal(position.unrealized_pnl!).plus(new Decimal(step).times(position.quantity));
      await waitFor(() =>
        expect(screen.getByTestId('chart-position')).toHaveTextContent(
          `unrealized ${formatMoney(pnl.toFixed(2), { sign: 'always' })}`,
        ),
      );
      // "Order at a price" hints the live price while the user is in it.
      const field = screen.getByLabelText('Order at a price');
      act(() => field.focus());
      await waitFor(() => expect(field).toHaveAttribute('placeholder', formatPrice(last)));
      act(() => field.blur());
      expect(field).toHaveAttribute('placeholder', '');
    }
  });
});

/** The candles of the chart on screen (the lightweight-charts stand-in keeps what it was given). */
const shownCandles = () =>
  stubCharts
    .filter((c) => !c.removed && c.container.isConnected)
    .flatMap((c) => c.series)
    .find((s) => s.kind === 'Candlestick') as (StubSeries & { markers?: unknown[] }) | undefined;

describe("trading on the chart: today's executions", () => {
  it('marks a fill on the candles, a buy below the bar', async () => {
    const [order] = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      { symbol: 'AAPL', side: 'BUY', quantity: '3', order_type: 'MARKET', time_in_force: 'DAY' },
    ]);
    // The sandbox fills it a moment later on its own clock.
    await waitFor(() => expect(harness.sandbox.brokerage.getOrder(ACCOUNT, order!.id).status).toBe('FILLED'));
    await openChart('AAPL', { orders: false });
    await screen.findByText(/Today's executions in AAPL: 1 \(marked on the chart\)/, {}, { timeout: 8000 });
    await waitFor(() =>
      expect(shownCandles()?.markers).toEqual([
        expect.objectContaining({ position: 'belowBar', shape: 'arrowUp' }),
      ]),
    );
  });

  it('without executions the markers plugin stays off the candles (it would redraw the chart twice per update)', async () => {
    await openChart('MSFT', { orders: false });
    await waitFor(() => expect(shownCandles()).toBeDefined());
    expect(screen.queryByText(/Today's executions in MSFT/)).toBeNull();
    expect(shownCandles()).not.toHaveProperty('markers');
  });
});
