// @vitest-environment jsdom
// The ticket as a trader meets it (issue 25): option sides in open / close words mapped to the API's
// sides, the short-sale rule before review, server refusals in words, a Retry-After counted down,
// and the sent order followed live to its outcome.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OptionInstrumentView } from '@/sandbox/engine/universe/views';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';
import { recordOrderPosts, resetTicketState } from '../../utils/orders';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const MARGIN = 100001;
const CASH = 100002;
/**
 * The call account 100001 holds 5 of (the sandbox's seed: the nearest-the-money call expiring 30
 * days on or more, which depends on the day and the simulated price, so it is looked up).
 */
function heldCall() {
  const held = harness.sandbox.brokerage
    .listPositions(MARGIN, {})
    .find((p) => p.instrument_type === 'OPTION' && p.quantity === '5');
  if (!held?.symbol) throw new Error('the seed gives account 100001 five calls');
  return held;
}

afterEach(() => {
  vi.useRealTimers();
  resetTicketState();
});

async function openTicket(account: number, query: Record<string, string>) {
  const user = userEvent.setup();
  renderApp(`/accounts/${account}/trade?${new URLSearchParams(query).toString()}`);
  await screen.findByRole('form', { name: 'Order ticket' });
  await screen.findByRole('list', { name: 'Instrument flags' }, { timeout: 5000 });
  return user;
}

const quantity = () => screen.getByLabelText(/^Quantity/);
const review = () => screen.getByRole('button', { name: 'Review order' });

/** Another call of the held call's underlying and expiry that the account does not hold. */
function unheldCall(): string {
  const held = heldCall();
  const view = harness.sandbox.universe.instrumentView(held.instrument_id) as
    OptionInstrumentView | undefined;
  if (view?.instrument_type !== 'OPTION') throw new Error('the held call is an option');
  const contracts = harness.sandbox.universe.optionContracts(view.underlying_instrument_id, {
    expiry: view.expiry,
    contractType: 'CALL',
  });
  const other = contracts.find((c) => c.id !== held.instrument_id);
  if (!other) throw new Error('no other call of that expiry');
  return other.symbol;
}

describe('option ticket: open / close sides', () => {
  it('a held contract: Sell maps to Sell to close (SELL), in contracts, with no stock badges', async () => {
    const posts = recordOrderPosts(harness);
    const user = await openTicket(MARGIN, { symbol: heldCall().symbol!, side: 'SELL' });
    const flags = screen.getByRole('list', { name: 'Instrument flags' });
    expect(flags).toHaveTextContent('100 shares per contract');
    for (const stockOnly of ['Hard to borrow', 'Easy to borrow', 'Whole shares only', 'Fractionable'])
      expect(flags).not.toHaveTextContent(stockOnly);
    expect(screen.queryByRole('radio', { name: 'Sell short' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('Position')).toHaveTextContent('You are long 5 contracts'),
    );
    expect(screen.getByRole('radio', { name: 'Sell to close' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Buy to open' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Sell to open' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Buy to close' })).toBeDisabled();
    expect(screen.getByLabelText('Quantity (contracts)')).toBeInTheDocument();

    await user.type(quantity(), '6');
    await user.type(screen.getByLabelText('Limit price'), '3.20');
    expect(await screen.findByText(/Sell to close at most 5/)).toBeInTheDocument();
    await user.clear(quantity());
    await user.type(quantity(), '2');
    expect(screen.getByLabelText('Estimate')).toHaveTextContent('2 contracts × 100 × $3.20 = $640.00');
    expect(screen.getByLabelText('Estimate')).toHaveTextContent('Buying power used $0.00');
    for (const box of screen.queryAllByRole('checkbox', { name: /I understand/ })) await user.click(box);
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    expect(dialog).toHaveTextContent('Sell to close (sent as SELL)');
    expect(dialog).toHaveTextContent('2 contracts');
    expect(dialog).toHaveTextContent('2 × 100 × $3.20 = $640.00');
    await user.click(within(dialog).getByRole('button', { name: 'Send sell to close order' }));
    await screen.findByText(/Order accepted/);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.[0]).toMatchObject({ side: 'SELL', quantity: '2' });
  });

  it('a contract not held: Buy to open or Sell to open (sent as SELL_SHORT); closing is not offered', async () => {
    const posts = recordOrderPosts(harness);
    const symbol = unheldCall();
    const user = await openTicket(MARGIN, { symbol, side: 'BUY' });
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveTextContent(/No position in/));
    expect(screen.getByRole('radio', { name: 'Buy to open' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sell to close' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Buy to close' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Sell to open' }));
    await user.type(quantity(), '1');
    await user.type(screen.getByLabelText('Limit price'), '0.05');
    // Writing options: the server sets the margin; the ticket never claims $0.00.
    expect(screen.getByLabelText('Estimate')).toHaveTextContent('Buying power used set by the server');
    for (const box of screen.queryAllByRole('checkbox', { name: /I understand/ })) await user.click(box);
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    expect(dialog).toHaveTextContent('Sell to open (sent as SELL_SHORT)');
    await user.click(within(dialog).getByRole('button', { name: 'Send sell to open order' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.[0]).toMatchObject({ side: 'SELL_SHORT', quantity: '1' });
  });
});

describe('short-sale rule', () => {
  it('selling stock the account does not hold needs the acknowledgement, goes out as SELL_SHORT, and counts buying power', async () => {
    const posts = recordOrderPosts(harness);
    const user = await openTicket(MARGIN, { symbol: 'MSFT', side: 'SELL' });
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveTextContent('No position in MSFT'));
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '100');
    const ack = await screen.findByRole('checkbox', { name: /You hold 0; this sells 100 short/ });
    expect(screen.getByLabelText('Estimate')).not.toHaveTextContent('Buying power used $0.00');
    expect(screen.getByLabelText('Estimate')).toHaveTextContent('the 100 shares sold short');
    await user.click(review());
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    await user.click(ack);
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(dialog).getByRole('note', { name: 'Short sale' })).toHaveTextContent(
      'you hold 0; this sells 100 short',
    );
    expect(dialog).toHaveTextContent('Sell short (SELL_SHORT)');
    expect(dialog).not.toHaveTextContent('Buying power used$0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // A new quantity is a new decision.
    await user.clear(quantity());
    await user.type(quantity(), '50');
    expect(await screen.findByRole('checkbox', { name: /this sells 50 short/ })).not.toBeChecked();
    expect(posts).toHaveLength(0);
  });

  it('choosing Sell short needs no acknowledgement; the review still says how much is short', async () => {
    const user = await openTicket(MARGIN, { symbol: 'MSFT', side: 'SELL_SHORT' });
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveTextContent('No position in MSFT'));
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '10');
    expect(screen.queryByRole('checkbox', { name: /sells 10 short/ })).toBeNull();
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(dialog).getByRole('note', { name: 'Short sale' })).toHaveTextContent(
      'you hold 0; this sells 10 short',
    );
  });

  it('a sale beyond the holding in a cash account is refused before review, naming what is held', async () => {
    const posts = recordOrderPosts(harness);
    const user = await openTicket(CASH, { symbol: 'MELI', side: 'SELL' });
    await waitFor(() => expect(screen.getByLabelText('Position')).toHaveTextContent('You are long 2 shares'));
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '5');
    expect(
      await screen.findByText(
        'You hold 2 MELI; this would sell 3 short, and a cash account cannot sell short. Sell at most 2.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /short/ })).toBeNull();
    await user.click(review());
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    // Within the holding, the sale reviews normally.
    await user.clear(quantity());
    await user.type(quantity(), '2');
    await user.click(review());
    expect(await screen.findByRole('dialog', { name: 'Review order' })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});

describe('server messages in words', () => {
  it('a risk refusal shows its message and every detail as text, with the request_id, never JSON', async () => {
    const user = await openTicket(MARGIN, { symbol: 'AAPL', side: 'BUY' });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '5');
    // Lowered after the ticket read it: only the server refuses.
    harness.sandbox.brokerage.updateAccountSettings(MARGIN, { risk: { max_notional: '100' } });
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    const panel = (await screen.findByText('The request was rejected')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const details = within(panel).getByRole('list', { name: 'Details' });
    expect(details).toHaveTextContent(/Max Notional: order notional .* > max_notional 100\.00/);
    expect(details).toHaveTextContent('Check: Max notional (MAX_NOTIONAL)');
    expect(details).toHaveTextContent('Reported by: sandbox.oems.risk');
    expect(details).toHaveTextContent('Account id: 100001');
    expect(details).toHaveTextContent('Symbol: AAPL');
    expect(panel).toHaveTextContent(/request_id: \S+/);
    expect(panel.textContent).not.toMatch(/[{}"]/);
  });
});

describe('Retry-After on submit', () => {
  it('counts the wait down and keeps the same-id re-send disabled until it ends', async () => {
    harness.sandbox.faults.set('submit_orders', { status: 429, retryAfterSeconds: 27, times: 1 });
    const user = await openTicket(MARGIN, { symbol: 'AAPL', side: 'BUY' });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '1');
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    expect(await screen.findByText(/you can send again in 2[67] s/)).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Review and send again (same id)' });
    expect(again).toBeDisabled();
    // Fake time: 15 s later the wait has 12 s left, still disabled.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15_000);
    expect(await screen.findByText(/you can send again in 1[12] s/)).toBeInTheDocument();
    expect(again).toBeDisabled();
    vi.setSystemTime(Date.now() + 12_000);
    await waitFor(() => expect(again).toBeEnabled());
    expect(screen.queryByText(/you can send again in/)).toBeNull();
    await user.click(again);
    const retry = await screen.findByRole('dialog', { name: 'Review order' });
    expect(within(retry).getByRole('button', { name: /Send buy order/ })).toBeEnabled();
  });
});

describe('the sent order, followed live', () => {
  it('a market order goes from accepted to filled, with quantity, average price and New York time', async () => {
    const user = await openTicket(MARGIN, { symbol: 'AAPL', side: 'BUY' });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
    await user.type(quantity(), '3');
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    await screen.findByText(/Order accepted/);
    const progress = await screen.findByLabelText('Order progress');
    await waitFor(
      () =>
        expect(progress).toHaveTextContent(
          /^Filled: Buy 3 AAPL at avg \$[\d,]+\.\d{2,4} · \d{2}:\d{2}:\d{2} E[SD]T$/,
        ),
      { timeout: 10_000 },
    );
  });

  it('a working order: a failed refresh keeps the last state with its request_id; a cancel shows with its reason', async () => {
    const user = await openTicket(MARGIN, { symbol: 'AAPL', side: 'BUY' });
    await waitFor(() =>
      expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    );
    const bid = Number(harness.sandbox.market.quote('AAPL')?.bid ?? '100');
    await user.type(quantity(), '1');
    await user.type(screen.getByLabelText('Limit price'), (bid * 0.97).toFixed(2));
    await user.click(review());
    const dialog = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(dialog).getByRole('button', { name: /Send buy order/ }));
    const progress = await screen.findByLabelText('Order progress');
    expect(progress).toHaveTextContent(/^Working: Buy 1 AAPL/);
    harness.sandbox.faults.set('get_order_by_id', { status: 500 });
    expect(
      await screen.findByText(/Could not refresh the order status/, undefined, { timeout: 8000 }),
    ).toHaveTextContent(/request_id: \S+/);
    expect(progress).toHaveTextContent(/^Working: Buy 1 AAPL/);
    harness.sandbox.faults.clear('get_order_by_id');
    const order = harness.sandbox.brokerage.listOrders(MARGIN).find((o) => o.symbol === 'AAPL');
    if (!order) throw new Error('no order');
    harness.sandbox.brokerage.cancelOrder(MARGIN, order.id);
    await waitFor(() => expect(progress).toHaveTextContent(/^Cancelled: Buy 1 AAPL .* nothing filled/), {
      timeout: 20_000,
    });
    const status = screen.getByRole('alert', { name: 'Order status' });
    expect(within(status).getByRole('list', { name: 'Reason' })).toHaveTextContent(/cancel/i);
    expect(screen.queryByText(/Could not refresh/)).toBeNull();
  }, 40_000);
});
