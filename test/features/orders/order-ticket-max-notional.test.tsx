// @vitest-environment jsdom
// The account's max notional in the ticket: read from the account's risk settings, an order over it
// is flagged before anything is sent, and a limit lowered after the ticket read it is refused by the
// server, whose rejection the ticket shows.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQueries } from '@/api/resources/accounts';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

async function marketBuyAapl(quantity: string) {
  const user = userEvent.setup();
  const { queryClient } = renderApp(`/accounts/${ACCOUNT}/trade?symbol=AAPL&side=BUY`);
  await screen.findByRole('form', { name: 'Order ticket' });
  await waitFor(
    () => expect(within(screen.getByLabelText('Quote for AAPL')).getByText('Bid')).toBeInTheDocument(),
    { timeout: 5000 },
  );
  // The ticket has read the account's risk settings.
  await waitFor(() =>
    expect(queryClient.getQueryData(accountQueries.settings(ACCOUNT).queryKey)).toBeDefined(),
  );
  await user.selectOptions(screen.getByLabelText('Order type'), 'MARKET');
  await user.type(screen.getByLabelText(/^Quantity/), quantity);
  return user;
}

describe('order ticket max notional', () => {
  it('flags an order over the max notional and never opens the review or sends it', async () => {
    harness.sandbox.brokerage.updateAccountSettings(ACCOUNT, { risk: { max_notional: '100' } });
    const before = harness.sandbox.brokerage.listOrders(ACCOUNT).length;
    const user = await marketBuyAapl('5');
    expect(await screen.findByText(/exceeds the account's max notional 100\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.queryByRole('dialog', { name: 'Review order' })).toBeNull();
    expect(harness.sandbox.brokerage.listOrders(ACCOUNT)).toHaveLength(before);
    // Under the limit, the same ticket reviews normally.
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '0.1');
    await waitFor(() => expect(screen.queryByText(/exceeds the account's max notional/)).toBeNull());
  });

  it("shows the server's rejection when the limit was lowered after the ticket read it", async () => {
    const user = await marketBuyAapl('5');
    expect(screen.queryByText(/max notional/)).toBeNull();
    // Someone lowers the limit (another session) while the ticket is open.
    harness.sandbox.brokerage.updateAccountSettings(ACCOUNT, { risk: { max_notional: '100' } });
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('dialog', { name: 'Review order' });
    await user.click(within(review).getByRole('button', { name: /Send buy order/ }));
    const panel = (await screen.findByText(/Max Notional: order notional .* > max_notional 100\.00/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(panel).toHaveTextContent(/request_id: /);
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('5');
  });
});
