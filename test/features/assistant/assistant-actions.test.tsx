// @vitest-environment jsdom
// Every structured action against the sandbox, counting orders before and after each: the assistant
// only ever opens something for the user to review, and nothing is submitted without the user.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT, assistantHarness } from './assistant-harness';

const h = assistantHarness();
const ACTION = (n: number) => `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`;

const lastReply = () => screen.getAllByRole('article', { name: 'Assistant' }).at(-1)!;

async function ticketPanel() {
  return screen.findByRole('dialog', { name: 'Order ticket panel' }, { timeout: 8000 });
}

describe('structured actions', () => {
  it('prefill NEW opens the ticket filled in for review; only the user submits, and that lands one order', async () => {
    const { user } = await h.open();
    await h.ask(user, 'Buy 10 shares of AAPL');
    const card = within(lastReply()).getByRole('region', {
      name: /^Action: Buy 10 AAPL limit \$\d+\.\d\d, DAY$/,
    });
    const before = h.orderCount();
    await user.click(await within(card).findByRole('button', { name: 'Review in ticket' }));
    const panel = await ticketPanel();
    expect(within(panel).getByRole('note', { name: 'Ticket origin' })).toHaveTextContent(
      'Prepared by the assistant',
    );
    await waitFor(() => expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('10'));
    expect(within(panel).getByLabelText('Order type')).toHaveValue('LIMIT');
    expect(within(panel).getByLabelText('Time in force')).toHaveValue('DAY');
    expect((within(panel).getByLabelText('Limit price') as HTMLInputElement).value).toMatch(/^\d+\.\d\d$/);
    expect(h.orderCount()).toBe(before);
    await within(panel).findByRole('list', { name: 'Instrument flags' }, { timeout: 8000 });
    await user.click(within(panel).getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('dialog', { name: 'Review order' });
    expect(h.orderCount()).toBe(before);
    await user.click(within(review).getByRole('button', { name: /Send buy order/ }));
    await waitFor(() => expect(h.orderCount()).toBe(before + 1), { timeout: 8000 });
    const order = h.harness.sandbox.brokerage.listOrders(ACCOUNT).at(-1)!;
    expect(order).toMatchObject({ symbol: 'AAPL', quantity: '10', side: 'BUY' });
  });

  it("a chart's structured-action button performs the referenced action of the same message", async () => {
    const { user } = await h.open();
    await h.ask(user, 'Buy 10 shares of MSFT');
    const before = h.orderCount();
    const buttons = within(lastReply()).getByRole('group', { name: 'Chart actions' });
    await user.click(within(buttons).getByRole('button', { name: 'Review order' }));
    const panel = await ticketPanel();
    await waitFor(() => expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('10'));
    expect(h.orderCount()).toBe(before);
  });

  it('several prepared orders are opened one by one, none submitted', async () => {
    const threadId = h.seedThread([
      { type: 'text', text: 'Two orders for you to review.' },
      {
        type: 'structured_action',
        action_id: ACTION(1),
        action: {
          prefill_order: {
            action_type: 'NEW',
            orders: [
              { symbol: 'AAPL', side: 'BUY', order_type: 'MARKET', quantity: '3', time_in_force: 'DAY' },
              {
                symbol: 'MSFT',
                side: 'SELL',
                order_type: 'LIMIT',
                limit_price: '999.00',
                quantity: '2',
                time_in_force: 'GOOD_TILL_CANCEL',
              },
            ],
          },
        },
      },
    ]);
    const before = h.orderCount();
    const { user } = await h.open(`/assistant?account=${ACCOUNT}&thread=${threadId}`);
    const card = await screen.findByRole('region', { name: 'Action: Prepare 2 orders for review' });
    expect(card).toHaveTextContent('Buy 3 AAPL at market, DAY');
    expect(card).toHaveTextContent('Sell 2 MSFT limit $999.00, GTC');
    await user.click(await within(card).findByRole('button', { name: 'Review next in ticket' }));
    let panel = await ticketPanel();
    await waitFor(() => expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('3'));
    expect(within(panel).getByLabelText('Order type')).toHaveValue('MARKET');
    await user.click(within(card).getByRole('button', { name: 'Review next in ticket' }));
    panel = await ticketPanel();
    await waitFor(() => expect(within(panel).getByLabelText(/^Quantity/)).toHaveValue('2'));
    expect(within(panel).getByLabelText('Limit price')).toHaveValue('999.00');
    expect(within(panel).getByLabelText('Time in force')).toHaveValue('GOOD_TILL_CANCEL');
    expect(h.orderCount()).toBe(before);
  });

  it('an unknown instrument or an account the user cannot access is an error in the card, and opens nothing', async () => {
    const threadId = h.seedThread([
      {
        type: 'structured_action',
        action_id: ACTION(2),
        action: {
          prefill_order: {
            action_type: 'NEW',
            orders: [
              { symbol: 'ZZZZQX', side: 'BUY', order_type: 'MARKET', quantity: '1', time_in_force: 'DAY' },
            ],
          },
        },
      },
      {
        type: 'structured_action',
        action_id: ACTION(3),
        action: {
          prefill_order: { action_type: 'CANCEL', orders: [{ account_id: 999999, order_id: 'x-1' }] },
        },
      },
      {
        type: 'structured_action',
        action_id: ACTION(4),
        action: {
          open_entitlement_consent: {
            account_ids: [999999],
            agreement_key: 'omni_account_data_access',
            entitlement_codes: ['omni.account_data'],
            reason: 'test',
          },
        },
      },
    ]);
    const before = h.orderCount();
    const { user } = await h.open(`/assistant?account=${ACCOUNT}&thread=${threadId}`);
    const buy = await screen.findByRole('region', { name: 'Action: Buy 1 ZZZZQX at market, DAY' });
    expect(await within(buy).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Unknown instrument: ZZZZQX.',
    );
    expect(within(buy).getByRole('button', { name: 'Review in ticket' })).toBeDisabled();
    const cancel = screen.getByRole('region', { name: 'Action: Cancel 1 open order' });
    expect(await within(cancel).findByRole('alert')).toHaveTextContent(
      'Account 999999 is not one of your accounts.',
    );
    await user.click(within(cancel).getByRole('button', { name: 'Review changes' }));
    const consent = screen.getByRole('region', { name: /Action: Review the account data access agreement/ });
    expect(await within(consent).findByRole('alert')).toHaveTextContent('Account 999999');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.orderCount()).toBe(before);
  });

  it('prefill CANCEL: a review with the order as it is now; keeping changes nothing, confirming cancels it', async () => {
    const sandbox = h.harness.sandbox;
    sandbox.workspace.entitlements.create({
      account_ids: [ACCOUNT],
      agreement_id: 'omni-account-data-access-v1',
      entitlement_codes: ['omni.account_data'],
    });
    const [order] = sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        symbol: 'AAPL',
        side: 'BUY',
        order_type: 'LIMIT',
        limit_price: '1.00',
        quantity: '1',
        time_in_force: 'DAY',
      },
    ]);
    const { user } = await h.open();
    await h.ask(user, 'Cancel my open orders');
    const card = within(lastReply()).getByRole('region', { name: /^Action: Cancel \d+ open orders?$/ });
    await user.click(await within(card).findByRole('button', { name: 'Review changes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Review cancellations' });
    await within(dialog).findByText(/BUY 1 AAPL LIMIT @ 1.00 · NEW/, {}, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Keep orders as they are' }));
    expect(sandbox.brokerage.listOrders(ACCOUNT).find((o) => o.id === order!.id)?.status).toBe('NEW');
    const countBefore = h.orderCount();
    await user.click(within(card).getByRole('button', { name: 'Review changes' }));
    dialog = await screen.findByRole('dialog', { name: 'Review cancellations' });
    await user.click(within(dialog).getByRole('button', { name: /^Cancel (order|\d+ orders)$/ }));
    await within(dialog).findAllByText('Cancel sent', {}, { timeout: 8000 });
    expect(sandbox.brokerage.listOrders(ACCOUNT).find((o) => o.id === order!.id)?.status).toMatch(/CANCEL/);
    expect(h.orderCount()).toBe(countBefore);
  });

  it('prefill MODIFY: a review of the change; confirming replaces the limit price', async () => {
    const sandbox = h.harness.sandbox;
    sandbox.workspace.entitlements.create({
      account_ids: [ACCOUNT],
      agreement_id: 'omni-account-data-access-v1',
      entitlement_codes: ['omni.account_data'],
    });
    sandbox.brokerage.submitOrders(ACCOUNT, [
      {
        symbol: 'AAPL',
        side: 'BUY',
        order_type: 'LIMIT',
        limit_price: '1.00',
        quantity: '1',
        time_in_force: 'DAY',
      },
    ]);
    const { user } = await h.open();
    await h.ask(user, 'Change my AAPL orders to 2');
    const card = within(lastReply()).getByRole('region', {
      name: /^Action: Change order .*: limit to \$2.00$/,
    });
    await user.click(await within(card).findByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review order changes' });
    expect(sandbox.brokerage.listOrders(ACCOUNT).some((o) => o.limit_price === '2.00')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Apply change' }));
    await within(dialog).findByText('Change sent', {}, { timeout: 8000 });
    // The venue applies the replace a moment later (PENDING_REPLACE until then).
    expect(sandbox.brokerage.listOrders(ACCOUNT).map((o) => o.status)).toContain('PENDING_REPLACE');
    h.clock.advance(10_000);
    expect(sandbox.brokerage.listOrders(ACCOUNT).some((o) => o.limit_price === '2.00')).toBe(true);
  });

  it('open_screener opens the screener with its filters, columns and sort', async () => {
    const { user, router } = await h.open();
    await h.ask(user, "Show me today's top gainers");
    const card = within(lastReply()).getByRole('region', {
      name: 'Action: Open the screener with 2 filters, sorted by change_pct descending',
    });
    await user.click(await within(card).findByRole('button', { name: 'Open screener' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/screener'));
    const search = router.state.location.search as Record<string, string>;
    expect(search.f).toContain('market_cap*ge*2000000000');
    expect(search.s).toBe('-change_pct');
    expect(search.c).toContain('change_pct');
  });

  it('consent: decline leaves nothing; accept grants access and asks again, which Settings lists and revokes', async () => {
    const sandbox = h.harness.sandbox;
    const { user, router } = await h.open();
    await h.ask(user, 'What are my current positions?');
    const card = within(lastReply()).getByRole('region', {
      name: /Action: Review the account data access agreement/,
    });
    await user.click(await within(card).findByRole('button', { name: 'Review agreement' }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Agreement text')).toHaveTextContent(/Omni AI assistant/);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sandbox.workspace.entitlements.list()).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Review agreement' }));
    dialog = await screen.findByRole('dialog');
    // The agreement reads as a document (its Markdown rendered, not shown as source).
    const text = await within(dialog).findByRole('document', { name: 'Agreement text' });
    await waitFor(() =>
      expect(
        within(text).getByRole('heading', { name: /Account Data Access Agreement/ }),
      ).toBeInTheDocument(),
    );
    expect(text.textContent).not.toMatch(/^#|\n- /m);
    expect(within(text).getAllByRole('listitem').length).toBeGreaterThan(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    // Accepting closes the dialog and sends the question again: no need to ask twice.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sandbox.workspace.entitlements.has(ACCOUNT)).toBe(true);
    await screen.findByRole('article', { name: 'Assistant reply' });
    await h.finishReplies();
    await waitFor(() => expect(lastReply()).toHaveTextContent(/holds \d+ positions?/), { timeout: 8000 });
    const questions = screen
      .getAllByRole('article', { name: 'You' })
      .map((m) => m.textContent)
      .filter((t) => t === 'What are my current positions?');
    expect(questions).toHaveLength(2);
    // Amounts read as money: "+$51,743.81", never "+51743.81 USD".
    expect(lastReply().textContent).toMatch(
      /Unrealized P&L is [+-]\$\d{1,3}(,\d{3})*\.\d\d, [+-]\$[\d,]+\.\d\d today/,
    );
    expect(lastReply().textContent).not.toMatch(/\d USD/);
    await act(() => router.navigate({ to: '/settings' }));
    const list = await screen.findByRole('list', { name: 'Entitlements' });
    await user.click(
      within(list).getByRole('button', { name: `Revoke omni.account_data for account ${ACCOUNT}` }),
    );
    await screen.findByText('The assistant has no access to account data.');
    expect(sandbox.workspace.entitlements.has(ACCOUNT)).toBe(false);
  });
});
