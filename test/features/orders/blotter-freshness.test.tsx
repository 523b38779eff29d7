// @vitest-environment jsdom
// The blotter keeps up with the venue by itself: after a replace, the Open view shows the new working
// order (a new id that only exists once the venue confirms) and no longer the old one, even while the
// order watcher is following another account.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { add, toWire } from '@/domain/decimal/decimal';
import { setActiveAccount } from '@/domain/active-account';
import { withSandbox } from '../../utils/sandbox';
import { renderApp } from '../../utils/render';
import { placeRestingBuy } from '../../utils/orders';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));
const ACCOUNT = 100001;

describe('blotter freshness', () => {
  it('shows the replacement as the working order in the Open view once the venue confirms', async () => {
    setActiveAccount(100002);
    const { order, limit } = placeRestingBuy(harness.sandbox, ACCOUNT, 'AAPL');
    const user = userEvent.setup();
    renderApp(`/accounts/${ACCOUNT}/orders?view=open`);
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 8000 });
    await waitFor(() => expect(table.querySelector(`tr[data-order-id="${order.id}"]`)).not.toBeNull());
    const row = table.querySelector(`tr[data-order-id="${order.id}"]`) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Replace order/ }));
    const dialog = await screen.findByRole('dialog', { name: /Replace order/ });
    const newLimit = toWire(add(limit, 1), 2) ?? '';
    const input = within(dialog).getByLabelText('New limit price');
    await user.clear(input);
    await user.type(input, newLimit);
    await user.click(within(dialog).getByRole('button', { name: 'Replace order' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Orders' })).findByText('Pending Replace'),
    ).toBeInTheDocument();
    // The venue confirms about a second later: a new order with the new limit works in its place.
    await waitFor(
      () => {
        const rows = [
          ...screen.getByRole('table', { name: 'Orders' }).querySelectorAll('tbody tr[data-order-id]'),
        ];
        expect(rows.map((r) => r.getAttribute('data-order-id'))).not.toContain(order.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toHaveTextContent(newLimit);
        expect(rows[0]).toHaveTextContent('New');
      },
      { timeout: 5000 },
    );
    const replacement = harness.sandbox.brokerage
      .listOrders(ACCOUNT, { status: ['NEW'] })
      .find((o) => o.client_order_id === order.client_order_id);
    expect(
      screen.getByRole('table', { name: 'Orders' }).querySelector(`tr[data-order-id="${replacement?.id}"]`),
    ).not.toBeNull();
  });
});
