// @vitest-environment jsdom
// The order ticket against the sandbox: fields per order type, flags refusing an order before it is
// sent, the review, the venue's rejection with its request_id, and idempotent submission under faults.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';
import { recordOrderPosts, resetTicketState } from '../../utils/orders';

// withSandbox registers vitest hooks, not a React hook.
const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

afterEach(resetTicketState);

/** Two posts of one order with the same client order id, and the venue holds it once. */
async function expectSentTwiceHeldOnce(posts: Array<Array<Record<string, unknown>>>, clientId: string) {
  await waitFor(() => expect(posts).toHaveLength(2));
  expect(posts.map((body) => body[0]?.id)).toEqual([clientId, clientId]);
  expect(
    harness.sandbox.brokerage.listOrders(ACCOUNT).filter((o) => o.client_order_id === clientId),
  ).toHaveLength(1);
}

async function openTicket(query: string) {
  const user = userEvent.setup();
  renderApp(`/accounts/${ACCOUNT}/trade?${query}`);
  const ticket = await screen.findByRole('form', { name: 'Order ticket' });
  return { user, ticket };
}

/** Waits until the instrument and its live quote are in the ticket. */
async function instrumentLoaded(symbol: string) {
  await screen.findByRole('list', { name: 'Instrument flags' }, { timeout: 5000 });
  await waitFor(
    () => expect(within(screen.getByLabelText(`Quote for ${symbol}`)).getByText('Bid')).toBeInTheDocument(),
    {
      timeout: 5000,
    },
  );
}

async function reviewMarketBuy(user: ReturnType<typeof userEvent.setup>, quantity = '3') {
  await instrumentLoaded('AAPL');
  await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
  await user.type(screen.getByLabelText(/^Quantity/), quantity);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  return screen.findByRole('dialog', { name: 'Review order' });
}

describe('order ticket', () => {
  it('shows the account it sends to, and each price field only for the order types that use it', async () => {
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    expect(await screen.findByRole('combobox', { name: 'Ticket account' })).toHaveValue(String(ACCOUNT));
    const type = screen.getByLabelText('Order type');
    await user.selectOptions(type, 'MARKET');
    expect(screen.queryByLabelText('Limit price')).toBeNull();
    expect(screen.queryByLabelText('Stop price')).toBeNull();
    await user.selectOptions(type, 'STOP_LIMIT');
    expect(screen.getByLabelText('Limit price')).toBeInTheDocument();
    expect(screen.getByLabelText('Stop price')).toBeInTheDocument();
    await user.selectOptions(type, 'TRAILING_STOP');
    expect(screen.getByLabelText('Trailing offset')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Limit offset/)).toBeNull();
    await user.selectOptions(type, 'TRAILING_STOP_LIMIT');
    expect(screen.getByLabelText(/Limit offset/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Limit price')).toBeNull();
    expect(screen.queryByLabelText(/Expires at/)).toBeNull();
    const tif = screen.getByLabelText('Time in force');
    expect(within(tif).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(tif, 'GOOD_TILL_DATE');
    expect(screen.getByLabelText('Expires at (New York time, ET)')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Order type')).getAllByRole('option')).toHaveLength(6);
  });

  it('refuses a short sale of a hard-to-borrow stock before sending anything', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=GME&side=SELL_SHORT');
    await instrumentLoaded('GME');
    expect(await screen.findByText('GME is not easy to borrow: it cannot be sold short')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Quantity/), '10');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    expect(posts).toHaveLength(0);
    expect(harness.sandbox.brokerage.listOrders(ACCOUNT).filter((o) => o.symbol === 'GME')).toHaveLength(0);
  });

  it('enforces quantity increments: whole shares unless fractionable, and steps of 0.0001 otherwise', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    await instrumentLoaded('AAPL');
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(screen.getByLabelText(/^Quantity/), '0.000000001');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText(/Fractional shares go in steps of 0\.0001/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '0.0001');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByRole('dialog', { name: 'Review order' })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('refuses a fraction of a share of an instrument that is not fractionable', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=NVR&side=BUY');
    await instrumentLoaded('NVR');
    await user.type(screen.getByLabelText(/^Quantity/), '0.5');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText('NVR is not fractionable: use whole shares')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('needs an explicit acknowledgement for a limit far from the market, and asks again when the price changes', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    await instrumentLoaded('AAPL');
    const ask = Number(harness.sandbox.market.quote('AAPL')?.ask ?? '100');
    await user.type(screen.getByLabelText(/^Quantity/), '1');
    await user.type(screen.getByLabelText('Limit price'), (ask * 2).toFixed(2));
    const ack = await screen.findByRole('checkbox', { name: /Price far from the market/ });
    expect(ack).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    await user.click(ack);
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    // A new price is a new decision: the acknowledgement is cleared.
    await user.clear(screen.getByLabelText('Limit price'));
    await user.type(screen.getByLabelText('Limit price'), (ask * 3).toFixed(2));
    expect(screen.getByRole('checkbox', { name: /Price far from the market/ })).not.toBeChecked();
    expect(posts).toHaveLength(0);
  });

  it('opens the review on Enter (never sends), with focus on Cancel and every detail of the order', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    await instrumentLoaded('AAPL');
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(screen.getByLabelText(/^Quantity/), '4{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent(`#${ACCOUNT}`);
    for (const text of ['AAPL', 'Buy', 'Market', 'Day', 'SOR', 'Estimated value', 'bid '])
      expect(dialog).toHaveTextContent(text);
    const clientId = within(dialog).getByText(/^tkt-/).textContent ?? '';
    expect(clientId.length).toBeLessThanOrEqual(64);
    // Enter on the focused Cancel closes the review; nothing was sent.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull());
    expect(posts).toHaveLength(0);
    // Reviewing the same order again keeps its client order id; sending places exactly it.
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const again = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(again).getByText(/^tkt-/).textContent).toBe(clientId);
    await user.click(within(again).getByRole('button', { name: /Send buy order/ }));
    await screen.findByText(/Order accepted/);
    const orders = harness.sandbox.brokerage
      .listOrders(ACCOUNT)
      .filter((o) => o.client_order_id === clientId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ symbol: 'AAPL', side: 'BUY', quantity: '4', order_type: 'MARKET' });
  });

  it("shows the venue's rejection verbatim with its request_id and keeps every value typed", async () => {
    harness.sandbox.applyScenario('venue-rejects');
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user, '7');
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    const alert = await screen.findByText('Order rejected');
    const panel = alert.closest('[role="alert"]') as HTMLElement;
    expect(panel).toHaveTextContent(/orders are not accepted at this time/);
    expect(panel).toHaveTextContent(/request_id: 5a4db0c0-/);
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('7');
    expect(screen.getByLabelText('Order type')).toHaveValue('MARKET');
  });

  it('shows a server refusal (400) with its field details and request_id', async () => {
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    await instrumentLoaded('AAPL');
    await user.selectOptions(screen.getByLabelText('Time in force'), 'AT_CROSSING');
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(screen.getByLabelText(/^Quantity/), '2');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    const panel = (await screen.findByText('The request was rejected')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(panel).toHaveTextContent('time_in_force: time_in_force AT_CROSSING is not supported');
    expect(panel).toHaveTextContent(/HTTP 400 · request_id: 5a4db0c0-/);
    expect(screen.getByLabelText('Time in force')).toHaveValue('AT_CROSSING');
  });
});

describe('order ticket idempotency under faults', () => {
  it('a lost response shows UNKNOWN, locks the ticket, then reconciles to exactly one order', async () => {
    const posts = recordOrderPosts(harness);
    harness.sandbox.faults.set('submit_orders', { dropResponse: true, times: 1 });
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user);
    const clientId = within(dialog).getByText(/^tkt-/).textContent ?? '';
    // Slow look-ups, so the UNKNOWN state can be seen before it resolves.
    harness.sandbox.faults.set('get_orders', { latencyMs: 400 });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    expect(await screen.findByText('Order status UNKNOWN')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Quantity/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
    harness.sandbox.faults.clear('get_orders');
    await screen.findByText(/Order found on the server/, undefined, { timeout: 5000 });
    expect(posts).toHaveLength(1);
    expect(
      harness.sandbox.brokerage.listOrders(ACCOUNT).filter((o) => o.client_order_id === clientId),
    ).toHaveLength(1);
    expect(screen.getByLabelText(/^Quantity/)).toBeEnabled();
  });

  it('a request that never arrived is confirmed absent and re-sent with the same id', async () => {
    const posts = recordOrderPosts(harness);
    harness.sandbox.faults.set('submit_orders', { networkError: true, times: 1 });
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user);
    const clientId = within(dialog).getByText(/^tkt-/).textContent ?? '';
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    await user.click(await screen.findByRole('button', { name: 'Send again (same id)' }, { timeout: 5000 }));
    await screen.findByText(/Order accepted/);
    await expectSentTwiceHeldOnce(posts, clientId);
  });

  it('a double click on Send posts once', async () => {
    const posts = recordOrderPosts(harness);
    harness.sandbox.faults.set('submit_orders', { latencyMs: 300, times: 1 });
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user);
    const send = within(dialog).getByRole('button', { name: /Send buy order/ });
    send.click();
    send.click();
    await user.keyboard('{Enter}');
    await screen.findByText(/Order accepted/, undefined, { timeout: 5000 });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(
      harness.sandbox.brokerage.listOrders(ACCOUNT).filter((o) => o.symbol === 'AAPL' && o.quantity === '3'),
    ).toHaveLength(1);
  });

  it('a 503 on submit keeps the same client order id for the retry', async () => {
    const posts = recordOrderPosts(harness);
    harness.sandbox.faults.set('submit_orders', { status: 503, times: 1 });
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user);
    const clientId = within(dialog).getByText(/^tkt-/).textContent ?? '';
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    await user.click(await screen.findByRole('button', { name: 'Review and send again (same id)' }));
    const retry = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(retry).getByText(/^tkt-/).textContent).toBe(clientId);
    await user.click(within(retry).getByRole('button', { name: /Send buy order/ }));
    await screen.findByText(/Order accepted/);
    await expectSentTwiceHeldOnce(posts, clientId);
  });

  it('never sends an order another tab is already sending (lock keyed by the client order id)', async () => {
    const posts = recordOrderPosts(harness);
    const { user } = await openTicket('symbol=AAPL&side=BUY');
    const dialog = await reviewMarketBuy(user);
    const clientId = within(dialog).getByText(/^tkt-/).textContent ?? '';
    localStorage.setItem(
      `orders.submit-lock.${clientId}`,
      JSON.stringify({ tab: 'another-tab', at: Date.now() }),
    );
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    expect(
      await screen.findByText(/is being sent from another tab; it was not sent twice/),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});

describe('ticket hotkeys', () => {
  it('B opens a buy ticket for the focused symbol, ? shows the shortcuts, Esc closes', async () => {
    const [order] = harness.sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        symbol: 'MSFT',
        side: 'BUY',
        quantity: '1',
        order_type: 'LIMIT',
        time_in_force: 'DAY',
        limit_price: '1.00',
      },
    ]);
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?symbol=MSFT`);
    await waitFor(() => expect(document.querySelector(`tr[data-order-id="${order?.id}"]`)).not.toBeNull());
    const row = document.querySelector<HTMLElement>(`tr[data-order-id="${order?.id}"]`);
    const symbol = 'MSFT';
    row?.focus();
    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent('Open a buy ticket');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    row?.focus();
    await user.keyboard('b');
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' });
    expect(within(panel).getByRole('combobox', { name: 'Ticket account' })).toHaveValue(String(ACCOUNT));
    expect(within(panel).getByRole('combobox', { name: 'Instrument' })).toHaveValue(symbol);
    expect(within(panel).getByRole('radio', { name: 'Buy' })).toBeChecked();
    // The symbol is known, so the quantity is where typing goes, from the commit that shows the panel.
    expect(within(panel).getByLabelText(/^Quantity/)).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ticket panel' })).toBeNull());
  });
});
