// @vitest-environment jsdom
// A submit with an unknown outcome outlives the ticket: leaving asks first, the next ticket shows it,
// and an identical order is withheld until the trader makes an explicit choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';
import { resetTicketState } from '../../utils/orders';
import { openTicket } from '@/domain/ticket-intent';
import { putPending, setPendingStatus } from '@/features/orders/lib/pending-submits';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

afterEach(() => {
  resetTicketState();
  vi.restoreAllMocks();
});

async function enterMarketBuy(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await screen.findByRole('list', { name: 'Instrument flags' }, { timeout: 5000 });
  await waitFor(
    () => expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    {
      timeout: 5000,
    },
  );
  await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
  await user.type(screen.getByLabelText(/^Quantity/), quantity);
  await user.click(screen.getByRole('button', { name: 'Review order' }));
  return screen.findByRole('dialog', { name: 'Review order' });
}

/** A button of the open review, looked up fresh: the dialog may re-render between steps. */
const reviewButton = async (name: string | RegExp) =>
  within(await screen.findByRole('dialog', { name: 'Review order' })).findByRole('button', { name });

const aaplBuys = () =>
  harness.sandbox.brokerage.listOrders(ACCOUNT).filter((o) => o.symbol === 'AAPL' && o.quantity === '5');

/** Asks to leave the Trade page for Positions, answers "Leave anyway", and waits until the ticket is gone. */
async function leaveTradeForPositions(
  user: ReturnType<typeof userEvent.setup>,
  router: ReturnType<typeof renderApp>['router'],
) {
  void router.navigate({ to: '/accounts/$accountId/positions', params: { accountId: ACCOUNT } });
  const leave = await screen.findByRole('dialog', { name: 'Leave the ticket?' });
  expect(leave).toHaveTextContent('unknown outcome');
  await user.click(within(leave).getByRole('button', { name: 'Leave anyway' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/positions`));
  // Suspense keeps the ticket mounted (hidden) until Positions has loaded: wait until it is really gone.
  await screen.findByRole('heading', { name: 'Positions' }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'New order', hidden: true })).toBeNull());
}

/** On the Trade page, a market buy of 5 AAPL whose response is lost while GET orders fails: UNKNOWN. */
async function sendIntoUnknown() {
  harness.sandbox.faults.set('submit_orders', { dropResponse: true, times: 1 });
  harness.sandbox.faults.set('get_orders', { status: 503 });
  const user = userEvent.setup();
  const { router } = renderApp(`/accounts/${ACCOUNT}/trade?symbol=AAPL&side=BUY`);
  await enterMarketBuy(user, '5');
  await user.click(await reviewButton(/Send buy order/));
  await screen.findByText('Order status UNKNOWN');
  return { user, router };
}

const backToTrade = (router: ReturnType<typeof renderApp>['router']) =>
  router.navigate({
    to: '/accounts/$accountId/trade',
    params: { accountId: ACCOUNT },
    search: { symbol: 'AAPL', side: 'BUY' },
  });

describe('pending submit across navigation', () => {
  it('asks before leaving, shows the pending order on return, and sends a second order only after the explicit choice', async () => {
    harness.sandbox.faults.set('submit_orders', { dropResponse: true, times: 1 });
    harness.sandbox.faults.set('get_orders', { status: 503 });
    const user = userEvent.setup();
    const { router } = renderApp(`/accounts/${ACCOUNT}/trade?symbol=AAPL&side=BUY`);
    const first = await enterMarketBuy(user, '5');
    const clientId = within(first).getByText(/^tkt-/).textContent ?? '';
    await user.click(await reviewButton(/Send buy order/));
    expect(await screen.findByText('Order status UNKNOWN')).toBeInTheDocument();
    expect(aaplBuys()).toHaveLength(1);

    // Leaving asks first; "Leave anyway" goes.
    await leaveTradeForPositions(user, router);

    // Back on Trade: the pending submit is shown first, and the identical order is withheld.
    void backToTrade(router);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/trade`));
    const pending = await screen.findByRole('region', { name: 'Pending orders from this tab' });
    expect(pending).toHaveTextContent('Order status UNKNOWN: sent from this tab');
    expect(pending).toHaveTextContent(clientId);
    const review = await enterMarketBuy(user, '5');
    expect(within(review).getByRole('alert', { name: 'Possible duplicate order' })).toHaveTextContent(
      'An identical order may already be working',
    );
    expect(within(review).queryByRole('button', { name: /Send buy order/ })).toBeNull();
    expect(within(review).getByRole('button', { name: 'Keep waiting' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull());
    expect(aaplBuys()).toHaveLength(1);

    // Same id is safe: the server answers with the one order it holds. (The order list still fails,
    // so the look-up cannot settle the outcome first and take the choice away.)
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(await reviewButton(/Send again with the same client order id/));
    await screen.findByText(/Order accepted/);
    expect(aaplBuys()).toHaveLength(1);
  });

  it('"Send as a new order" places a second order only when chosen', async () => {
    const { user, router } = await sendIntoUnknown();
    await leaveTradeForPositions(user, router);
    void backToTrade(router);
    await enterMarketBuy(user, '5');
    expect(aaplBuys()).toHaveLength(1);
    await user.click(await reviewButton('Send as a new order (second order)'));
    await screen.findByText(/Order accepted/);
    expect(aaplBuys()).toHaveLength(2);
  });

  it('a navigation straight back after "Leave anyway" lands on Trade, and leaving again still asks', async () => {
    const { user, router } = await sendIntoUnknown();

    void router.navigate({ to: '/accounts/$accountId/positions', params: { accountId: ACCOUNT } });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the ticket?' })).getByRole('button', {
        name: 'Leave anyway',
      }),
    );
    // No wait for the ticket to unmount: the old guard must neither catch this navigation nor hang it.
    void backToTrade(router);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/trade`));
    await screen.findByRole('heading', { name: 'New order' });
    expect(screen.queryByRole('dialog', { name: 'Leave the ticket?' })).toBeNull();
    expect(await screen.findByText(/^Order status UNKNOWN/)).toBeInTheDocument();

    // Whichever ticket is on screen now, leaving it asks again.
    void router.navigate({ to: '/accounts/$accountId/positions', params: { accountId: ACCOUNT } });
    const again = await screen.findByRole('dialog', { name: 'Leave the ticket?' });
    await user.click(within(again).getByRole('button', { name: 'Stay on the ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave the ticket?' })).toBeNull());
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/trade`);
    expect(aaplBuys()).toHaveLength(1);
  });

  it('a leave question open when the outcome becomes known says so, and leaving then goes', async () => {
    const { user, router } = await sendIntoUnknown();
    void router.navigate({ to: '/accounts/$accountId/positions', params: { accountId: ACCOUNT } });
    const leave = await screen.findByRole('dialog', { name: 'Leave the ticket?' });
    expect(leave).toHaveTextContent('unknown outcome');

    // The server answers again: the ticket's next check finds the order, and the question no longer warns.
    harness.sandbox.faults.clear('get_orders');
    await waitFor(
      () => expect(screen.getByRole('dialog', { name: 'Leave the ticket?' })).toHaveTextContent('now known'),
      { timeout: 20_000 },
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave the ticket?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/positions`));
    expect(aaplBuys()).toHaveLength(1);
  }, 40_000);

  it('the blotter lists the unconfirmed submit of this tab, then badges its row once the list shows it', async () => {
    harness.sandbox.faults.set('submit_orders', { dropResponse: true, times: 1 });
    harness.sandbox.faults.set('get_orders', { status: 503 });
    const user = userEvent.setup();
    const { router } = renderApp(`/accounts/${ACCOUNT}/trade?symbol=AAPL&side=BUY`);
    const first = await enterMarketBuy(user, '5');
    const clientId = within(first).getByText(/^tkt-/).textContent ?? '';
    await user.click(await reviewButton(/Send buy order/));
    await screen.findByText('Order status UNKNOWN');

    void router.navigate({
      to: '/accounts/$accountId/orders',
      params: { accountId: ACCOUNT },
      search: { view: 'all' },
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the ticket?' })).getByRole('button', {
        name: 'Leave anyway',
      }),
    );
    // The list fails, but the order this tab may have placed is not hidden.
    const unconfirmed = await screen.findByRole(
      'region',
      { name: 'Submitted from this tab, not yet confirmed' },
      { timeout: 5000 },
    );
    expect(unconfirmed).toHaveTextContent('Outcome unknown');
    expect(unconfirmed).toHaveTextContent('Buy 5 AAPL');
    expect(unconfirmed).toHaveTextContent(clientId);
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();

    // The list answers: the order is there, its row is badged and the pending entry is settled.
    harness.sandbox.faults.clear('get_orders');
    const table = await waitFor(
      () => {
        // The list query may still be retrying, or showing its error with "Try again".
        screen.queryByRole('button', { name: 'Try again' })?.click();
        return screen.getByRole('table', { name: 'Orders' });
      },
      { timeout: 20_000 },
    );
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('Sent from this tab'));
    expect(row).toHaveTextContent('AAPL');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Submitted from this tab, not yet confirmed' })).toBeNull(),
    );
    expect(aaplBuys()).toHaveLength(1);
  }, 60_000);

  it('a full localStorage still sends the order once, and says cross-tab protection is off', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (this === localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/trade?symbol=AAPL&side=BUY`);
    await enterMarketBuy(user, '5');
    await user.click(await reviewButton(/Send buy order/));
    await screen.findByText(/Order accepted/);
    expect(screen.getByRole('note', { name: 'Cross-tab protection' })).toHaveTextContent(
      'Cross-tab duplicate protection is off',
    );
    expect(aaplBuys()).toHaveLength(1);
  });

  it("the ticket panel's close asks first while a submit of this tab for the account is unconfirmed", async () => {
    harness.sandbox.faults.set('get_orders', { status: 503 });
    const request = {
      id: 'tkt-earlier',
      symbol: 'MSFT',
      side: 'BUY',
      quantity: '2',
      order_type: 'MARKET',
      time_in_force: 'DAY',
    } as const;
    putPending({
      clientOrderId: request.id,
      accountId: ACCOUNT,
      request,
      symbol: 'MSFT',
      sentAt: Date.now(),
    });
    setPendingStatus(request.id, { kind: 'unknown', checking: false });
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/positions`);
    await screen.findByRole('heading', { name: 'Positions' }, { timeout: 5000 });
    act(() => openTicket({ accountId: ACCOUNT, symbol: 'AAPL' }));
    const panel = await screen.findByRole('dialog', { name: 'Order ticket panel' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: 'Close ticket' }));
    const ask = await screen.findByRole('dialog', { name: 'Close the ticket?' });
    expect(ask).toHaveTextContent('unknown outcome');
    await user.click(within(ask).getByRole('button', { name: 'Keep the ticket open' }));
    expect(screen.getByRole('dialog', { name: 'Order ticket panel' })).toBeInTheDocument();
    // Escape goes the same way as ×: it asks, and Escape on the question keeps the ticket.
    await user.click(document.body);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Close the ticket?' })).toHaveTextContent(
      'unknown outcome',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close the ticket?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Order ticket panel' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close ticket' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close the ticket?' })).getByRole('button', {
        name: 'Close anyway',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order ticket panel' })).toBeNull());
  });
});
