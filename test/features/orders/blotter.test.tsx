// @vitest-environment jsdom
// The blotter against the sandbox: replace and cancel one order (pending states until confirmed),
// and cancel-all behind a review that counts what the filters match.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { add, toWire, type DecimalInput } from '@/domain/decimal/decimal';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';
import { placeRestingBuy } from '../../utils/orders';
import { setTradingPreferences, tradingPreferencesStore } from '@/lib/trading-preferences';

// withSandbox registers vitest hooks, not a React hook.
const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;
/** A wire price to two places, as the screens show it (the decimal core's rounding). */
const cents = (value: DecimalInput) => toWire(value, 2) ?? `unparseable ${String(value)}`;

/** A limit buy far below the market, so it rests. */
const restingBuy = (symbol: string, quantity?: string) =>
  placeRestingBuy(harness.sandbox, ACCOUNT, symbol, quantity);

const rowOf = async (orderId: string) => {
  await waitFor(() => expect(document.querySelector(`tr[data-order-id="${orderId}"]`)).not.toBeNull(), {
    timeout: 5000,
  });
  return document.querySelector(`tr[data-order-id="${orderId}"]`) as HTMLElement;
};

describe('order blotter', () => {
  it('replaces a resting order after validating the change, showing PENDING_REPLACE until confirmed', async () => {
    const { order, limit } = restingBuy('AAPL');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=AAPL`);
    const row = await rowOf(order.id);
    await user.click(within(row).getByRole('button', { name: /Replace order/ }));
    const dialog = await screen.findByRole('dialog', { name: /Replace order/ });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // No change: refused before sending.
    await user.click(within(dialog).getByRole('button', { name: 'Replace order' }));
    expect(within(dialog).getByText('Change the quantity, limit price or stop price')).toBeInTheDocument();
    const newLimit = cents(add(limit, 1));
    const limitInput = within(dialog).getByLabelText('New limit price');
    await user.clear(limitInput);
    await user.type(limitInput, newLimit);
    await user.click(within(dialog).getByRole('button', { name: 'Replace order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Replace order/ })).toBeNull());
    expect(['PENDING_REPLACE', 'REPLACED']).toContain(
      harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status,
    );
    expect(await within(await rowOf(order.id)).findByText('Pending Replace')).toBeInTheDocument();
    // Once the venue confirms, the working order carries the new limit.
    await waitFor(
      () => {
        const working = harness.sandbox.brokerage
          .listOrders(ACCOUNT, { symbol: 'AAPL' })
          .find((o) => o.client_order_id === order.client_order_id && o.status === 'NEW');
        expect(working?.limit_price).toBe(newLimit);
      },
      { timeout: 5000 },
    );
  });

  it('shows the time in force as traders abbreviate it, with its words on hover', async () => {
    const { order } = placeRestingBuy(harness.sandbox, ACCOUNT, 'KO', '1', 'GOOD_TILL_CANCEL');
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=KO`);
    const row = await rowOf(order.id);
    expect(within(row).getByText('GTC').closest('td')).toHaveAttribute('title', 'Good till canceled');
  });

  it('asks before cancelling one order (the default), then shows PENDING_CANCEL until the venue confirms', async () => {
    const { order, limit } = restingBuy('MSFT');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT`);
    const row = await rowOf(order.id);
    await user.click(within(row).getByRole('button', { name: /Cancel order/ }));
    let dialog = screen.getByRole('dialog', { name: `Cancel BUY 5 MSFT LMT ${limit}?` });
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(['PENDING_NEW', 'NEW']).toContain(harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status);

    await user.click(within(await rowOf(order.id)).getByRole('button', { name: /Cancel order/ }));
    dialog = screen.getByRole('dialog', { name: `Cancel BUY 5 MSFT LMT ${limit}?` });
    // Enter confirms: the confirm button has focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(await rowOf(order.id)).findByText('Pending Cancel')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(
      () => expect(harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status).toBe('CANCELED'),
      {
        timeout: 5000,
      },
    );
    // The open view drops it once the poll sees the cancel confirmed.
    await waitFor(() => expect(document.querySelector(`tr[data-order-id="${order.id}"]`)).toBeNull(), {
      timeout: 8000,
    });
  });

  it('cancels in one click when "Confirm before cancelling" is off', async () => {
    setTradingPreferences({ confirmCancel: false });
    const { order } = restingBuy('MSFT');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT`);
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: /Cancel order/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await rowOf(order.id)).findByText('Pending Cancel')).toBeInTheDocument();
    expect(['PENDING_CANCEL', 'CANCELED']).toContain(
      harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status,
    );
  });

  it('cancels the focused order with Delete: asks first when the setting is on, at once when it is off', async () => {
    const first = restingBuy('MSFT').order;
    const second = restingBuy('MSFT', '7').order;
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT`);
    (await rowOf(first.id)).focus();
    await user.keyboard('{Delete}');
    const dialog = screen.getByRole('dialog', { name: /^Cancel BUY 5 MSFT LMT [\d.]+\?$/ });
    // "Don't ask again" turns the setting off.
    await user.click(within(dialog).getByRole('checkbox', { name: /Don't ask again/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(await rowOf(first.id)).findByText('Pending Cancel')).toBeInTheDocument();
    expect(tradingPreferencesStore.getState().confirmCancel).toBe(false);

    (await rowOf(second.id)).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(await rowOf(second.id)).findByText('Pending Cancel')).toBeInTheDocument();
  });

  it('keeps the question open with the reason and request_id when the cancel fails, and tries again', async () => {
    const { order } = restingBuy('MSFT');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT`);
    harness.sandbox.faults.set('cancel_open_order', { status: 500, message: 'venue link down', times: 1 });
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: /Cancel order/ }));
    const dialog = screen.getByRole('dialog', { name: /^Cancel BUY 5 MSFT/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('venue link down')).toBeInTheDocument();
    expect(within(dialog).getByText(/request_id/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order (try again)' }));
    expect(await within(await rowOf(order.id)).findByText('Pending Cancel')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a one-click cancel that fails in a toast with the request_id', async () => {
    setTradingPreferences({ confirmCancel: false });
    const { order } = restingBuy('MSFT');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT`);
    harness.sandbox.faults.set('cancel_open_order', { status: 500, message: 'venue link down', times: 1 });
    await user.click(within(await rowOf(order.id)).getByRole('button', { name: /Cancel order/ }));
    expect(await screen.findByText(/Cancel failed: BUY 5 MSFT LMT/)).toBeInTheDocument();
    expect(screen.getByText(/venue link down/)).toBeInTheDocument();
    expect(screen.getByText(/^request_id: /)).toBeInTheDocument();
  });

  it('counts what cancel-all will cancel for the chosen filters, then cancels exactly those', async () => {
    const aapl = [restingBuy('AAPL').order, restingBuy('AAPL', '2').order];
    const msft = restingBuy('MSFT').order;
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders`);
    await rowOf(msft.id);
    await user.click(screen.getByRole('button', { name: 'Cancel all…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all open orders' });
    expect(within(dialog).getByRole('button', { name: 'Keep orders' })).toHaveFocus();
    // Every instrument type of the spec's filter is offered.
    const typeOptions = within(within(dialog).getByLabelText('Instrument type')).getAllByRole('option');
    expect(typeOptions.map((o) => (o as HTMLOptionElement).value)).toEqual(
      expect.arrayContaining(['COMMON_STOCK', 'OPTION', 'INDEX', 'CASH']),
    );
    await user.type(within(dialog).getByLabelText(/Instruments/), 'AAPL');
    const openAapl = harness.sandbox.brokerage
      .listOrders(ACCOUNT, { symbol: 'AAPL' })
      .filter((o) => !['FILLED', 'CANCELED', 'REJECTED', 'EXPIRED', 'REPLACED'].includes(o.status));
    expect(openAapl.length).toBeGreaterThanOrEqual(2);
    await within(dialog).findByText(`${openAapl.length} open orders will be canceled`);
    await user.click(within(dialog).getByRole('button', { name: `Cancel ${openAapl.length} orders` }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel all open orders' })).toBeNull());
    for (const o of aapl)
      expect(['PENDING_CANCEL', 'CANCELED']).toContain(
        harness.sandbox.brokerage.getOrder(ACCOUNT, o.id).status,
      );
    expect(['NEW', 'PENDING_NEW']).toContain(harness.sandbox.brokerage.getOrder(ACCOUNT, msft.id).status);
  });

  it('asks before cancelling from the order detail too', async () => {
    const { order, limit } = restingBuy('MSFT', '3');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open&symbol=MSFT&order=${order.id}`);
    const detail = await screen.findByRole('region', { name: 'Order detail' }, { timeout: 5000 });
    await user.click(await within(detail).findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: `Cancel BUY 3 MSFT LMT ${limit}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(['PENDING_CANCEL', 'CANCELED']).toContain(
        harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status,
      ),
    );
  });

  it('order detail reads as a ticket: headline in words, labelled groups, trailing figures, and what lies ahead', async () => {
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const [order] = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        symbol: 'AAPL',
        side: 'BUY',
        quantity: '3',
        order_type: 'TRAILING_STOP',
        trailing_offset: '5',
        trailing_offset_type: 'PRICE',
        time_in_force: 'GOOD_TILL_DATE',
        expires_at: expiresAt,
      },
    ]);
    if (!order) throw new Error('no order');
    renderApp(`/accounts/${ACCOUNT}/orders?order=${order.id}`);
    const detail = await screen.findByRole('region', { name: 'Order detail' }, { timeout: 5000 });
    const heading = await within(detail).findByRole('heading', { name: /^Buy 3 AAPL/ }, { timeout: 5000 });
    expect(heading).toHaveTextContent(/^Buy 3 AAPL · Trailing stop \$5\.00 · Good till \w{3} \d{2}, 2026/);
    const valueIn = (group: string, name: string) => {
      const term = within(within(detail).getByRole('region', { name: group })).getByText(name, {
        selector: 'dt',
      });
      return term.nextElementSibling?.textContent ?? '';
    };
    const fetched = harness.sandbox.brokerage.getOrder(ACCOUNT, order.id);
    expect(valueIn('Order', 'Type')).toBe('Trailing Stop');
    expect(valueIn('Order', 'Trailing offset')).toBe('$5.00 (PRICE)');
    expect(valueIn('Order', 'Expires')).toMatch(/E[SD]T$/);
    expect(valueIn('Fills', 'Filled')).toBe('0 of 3');
    expect(valueIn('Fills', 'Left')).toBe(fetched.leaves_quantity);
    expect(fetched.trailing_stop_px).toBeTruthy();
    expect(valueIn('Trailing', 'Current stop')).toBe(`$${cents(fetched.trailing_stop_px ?? '0')}`);
    expect(valueIn('Trailing', 'Watermark')).toBe(`$${cents(fetched.trailing_watermark_px ?? '0')}`);
    expect(valueIn('Identifiers', 'Order id')).toBe(order.id);
    expect(valueIn('Identifiers', 'Client order id')).toBe(fetched.client_order_id);
    // No field name is shown as the wire's snake_case.
    for (const term of within(detail).getAllByRole('term')) expect(term.textContent).not.toMatch(/_/);
    const timeline = within(detail).getByRole('region', { name: 'Timeline' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps[0]).toMatch(/Placed.*Buy 3 AAPL/);
    expect(steps.at(-1)).toMatch(/Expires unless filled \(ahead\)/);
    expect(within(detail).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });

  it('a filled order shows its fills on the timeline and in the executions, ending in Filled with the average', async () => {
    const [order] = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      { symbol: 'MSFT', side: 'BUY', quantity: '3', order_type: 'MARKET', time_in_force: 'DAY' },
    ]);
    if (!order) throw new Error('no order');
    await waitFor(() => expect(harness.sandbox.brokerage.getOrder(ACCOUNT, order.id).status).toBe('FILLED'), {
      timeout: 5000,
    });
    const filled = harness.sandbox.brokerage.getOrder(ACCOUNT, order.id);
    const avg = cents(filled.average_fill_price ?? '0');
    renderApp(`/accounts/${ACCOUNT}/orders?view=all&order=${order.id}`);
    const detail = await screen.findByRole('region', { name: 'Order detail' }, { timeout: 5000 });
    expect(
      await within(detail).findByRole('heading', { name: 'Buy 3 MSFT · Market · Day' }),
    ).toBeInTheDocument();
    expect(within(detail).getByText(`3 of 3 filled at avg $${avg}`, { exact: false })).toBeInTheDocument();
    // A filled order cannot be replaced or canceled.
    expect(within(detail).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const timeline = within(detail).getByRole('region', { name: 'Timeline' });
    await waitFor(() => expect(within(timeline).getByText(/^(Fill|Partial fill)$/)).toBeInTheDocument());
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps[0]).toMatch(/Placed/);
    expect(steps.at(-1)).toMatch(new RegExp(`Filled.*3 of 3 · avg ${avg.replace('.', '\\.')}`));
    const executions = within(detail).getByRole('table', { name: 'Executions of the order' });
    expect(within(executions).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it("a rejected order says why, in the server's words, as an alert", async () => {
    harness.sandbox.brokerage.setVenueRejects(true);
    const [order] = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      { symbol: 'MSFT', side: 'BUY', quantity: '2', order_type: 'MARKET', time_in_force: 'DAY' },
    ]);
    if (!order) throw new Error('no order');
    renderApp(`/accounts/${ACCOUNT}/orders?view=all&order=${order.id}`);
    const detail = await screen.findByRole('region', { name: 'Order detail' }, { timeout: 5000 });
    const server = await within(detail).findByRole('alert', { name: 'From the server' });
    expect(server).toHaveTextContent(/Rejected by the venue: orders are not accepted at this time/);
    const steps = within(within(detail).getByRole('region', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(steps.at(-1)).toMatch(/Rejected.*Rejected by the venue/);
  });

  it('keeps the view and filters in the URL and pages with tokens', async () => {
    const orders = Array.from({ length: 52 }, () => restingBuy('AAPL', '1').order);
    const user = userEvent.setup();
    const { router } = renderApp(`/accounts/${ACCOUNT}/orders?view=all&symbol=AAPL`);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toMatchObject({ view: 'all', symbol: 'AAPL' });
    const firstPage = within(table).getAllByRole('row').slice(1);
    expect(firstPage).toHaveLength(50);
    for (const row of firstPage) expect(row).toHaveTextContent('AAPL');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('page'));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row').length - 1).toBe(
        orders.length +
          harness.sandbox.brokerage.listOrders(ACCOUNT, { symbol: 'AAPL' }).length -
          orders.length -
          50,
      ),
    );
    expect(router.state.location.search).toMatchObject({ view: 'all', symbol: 'AAPL' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(51),
    );
  });

  it('toasts a fill seen by the live status poll', async () => {
    restingBuy('MSFT');
    renderApp(`/accounts/${ACCOUNT}/orders`);
    await screen.findByRole('table', { name: 'Orders' });
    harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      { symbol: 'KO', side: 'BUY', quantity: '3', order_type: 'MARKET', time_in_force: 'DAY' },
    ]);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('Filled: BUY 3 KO', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
