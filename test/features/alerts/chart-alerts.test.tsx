// @vitest-environment jsdom
// Alert lines on the chart, through the rows beside it (what the keyboard and screen readers use
// instead of a drag; a drag runs the same move, see test/e2e/chart.e2e.ts), on the instrument page's
// Chart tab against the sandbox: an armed alert is listed with its condition and level; Move with a
// far price says why under the field and changes nothing; a good price moves the alert (armed again,
// on the side of the price it was left on); Remove deletes it, Undo brings it back; the chart's price
// menu (from a typed price) offers "Alert at X" beside the orders, and it sets an alert.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addAlert, alertStore } from '@/domain/alerts/alert-store';
import { parseDecimal } from '@/domain/decimal/decimal';
import { formatPrice } from '@/domain/decimal/format';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { lastPrice } from './live-price';

withSandbox(() => ({ scenarios: ['market-open'] }));

const alerts = () => alertStore.getState().alerts;
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const times = (price: string, factor: string) => parseDecimal(price)!.times(factor).toFixed(2);

async function openChart() {
  const user = userEvent.setup();
  renderApp('/instruments/AAPL?tab=chart');
  const last = await lastPrice('AAPL');
  return { user, last };
}

describe('alert lines on the chart: the rows', () => {
  it('lists an armed alert; Move checks the level like the alert form, then moves the alert', async () => {
    const { user, last } = await openChart();
    const level = times(last, '1.05');
    let added: ReturnType<typeof addAlert> = null;
    act(() => {
      added = addAlert({ symbol: 'AAPL', field: 'last', direction: 'above', value: level });
    });
    const alert = added!;
    const rows = await screen.findByRole('table', { name: 'Price alerts in AAPL on the chart' });
    const row = within(rows).getByRole('row', { name: /Last ≥/ });
    expect(within(row).getByTestId('alert-line-price')).toHaveTextContent(formatPrice(level));

    await user.click(within(row).getByRole('button', { name: `Move AAPL last ≥ ${formatPrice(level)}` }));
    const field = screen.getByLabelText('New alert price');
    expect(field).toHaveFocus();
    // A typo (150 times the price): said under the field, the alert is unchanged.
    await user.clear(field);
    await user.type(field, `${times(last, '150')}{Enter}`);
    expect(screen.getByText(/over 100 times the price now/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(alerts()[0]).toMatchObject({ id: alert.id, value: level });
    // Not a number.
    await user.clear(field);
    await user.type(field, `abc{Enter}`);
    expect(screen.getByText(/as a number/)).toBeInTheDocument();

    // Under the price now: it moves there and watches for a fall (the side it was left on).
    const lower = times(last, '0.9');
    await user.clear(field);
    await user.type(field, `${lower}{Enter}`);
    await waitFor(() =>
      expect(alerts()).toMatchObject([{ id: alert.id, value: lower, direction: 'below', status: 'armed' }]),
    );
    const moved = within(screen.getByRole('table', { name: 'Price alerts in AAPL on the chart' })).getByRole(
      'row',
      { name: /Last ≤/ },
    );
    expect(within(moved).getByTestId('alert-line-price')).toHaveTextContent(formatPrice(lower));
    expect(within(toasts()).getByText('Alert moved and armed')).toBeInTheDocument();

    // Undo in the toast puts it back where it was.
    await user.click(within(toasts()).getByRole('button', { name: 'Undo' }));
    expect(alerts()).toMatchObject([{ id: alert.id, value: level, direction: 'above', status: 'armed' }]);
  });

  it('Remove deletes the alert from the chart and the list; Undo brings it back', async () => {
    const { user, last } = await openChart();
    const level = times(last, '0.95');
    act(() => void addAlert({ symbol: 'AAPL', field: 'bid', direction: 'below', value: level }));
    const rows = await screen.findByRole('table', { name: 'Price alerts in AAPL on the chart' });
    await user.click(within(rows).getByRole('button', { name: `Remove AAPL bid ≤ ${formatPrice(level)}` }));
    expect(alerts()).toEqual([]);
    expect(await screen.findByText('No armed price alerts in AAPL.')).toBeInTheDocument();
    await user.click(within(toasts()).getByRole('button', { name: 'Undo' }));
    expect(alerts()).toMatchObject([{ symbol: 'AAPL', field: 'bid', direction: 'below', value: level }]);
    expect(
      await screen.findByRole('table', { name: 'Price alerts in AAPL on the chart' }),
    ).toBeInTheDocument();
  });

  it('the price menu offers "Alert at X" beside the orders; choosing it arms an alert at that price', async () => {
    const { user, last } = await openChart();
    const level = times(last, '1.02');
    await user.type(screen.getByLabelText('Order at a price'), level);
    await user.click(screen.getByRole('button', { name: 'Choose order…' }));
    const menu = screen.getByRole('menu', { name: `AAPL at ${formatPrice(level)}` });
    const item = within(menu).getByRole('menuitem', { name: new RegExp(`^Alert at ${formatPrice(level)}`) });
    expect(item).toHaveTextContent('when last rises to or above it');
    await user.click(item);
    expect(screen.queryByRole('menu')).toBeNull();
    // At that price, kept in the one price form (two decimals: as typed here).
    expect(alerts()).toMatchObject([
      { symbol: 'AAPL', field: 'last', direction: 'above', status: 'armed', value: level },
    ]);
    expect(
      await screen.findByRole('table', { name: 'Price alerts in AAPL on the chart' }),
    ).toBeInTheDocument();
  });

  it('a price typed with a trailing zero is the same alert from the chart\'s menu and from the "Set alert" dialog', async () => {
    const { user, last } = await openChart();
    // A level whose last decimal is 0 ("270.20"): the one a path without the decimal core kept as "270.2".
    const level = parseDecimal(last)!.times('1.02').toDecimalPlaces(1).toFixed(2);
    expect(level.endsWith('0')).toBe(true);

    await user.type(screen.getByLabelText('Order at a price'), level);
    await user.click(screen.getByRole('button', { name: 'Choose order…' }));
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', {
        name: new RegExp(`^Alert at ${formatPrice(level)}`),
      }),
    );
    await waitFor(() => expect(alerts()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: /^Set alert/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Set alert on AAPL' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Last price' }), level);
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Stored alike, and each shows the same level where the user meets it again: the row beside
    // the chart and its Move field.
    const [fromMenu, fromDialog] = alerts();
    expect(fromDialog).toMatchObject({ field: 'last', direction: 'above', value: fromMenu!.value });
    expect(fromMenu!.value).toBe(level);
    const rows = screen.getByRole('table', { name: 'Price alerts in AAPL on the chart' });
    expect(
      within(rows)
        .getAllByTestId('alert-line-price')
        .map((cell) => cell.textContent),
    ).toEqual([formatPrice(level), formatPrice(level)]);
    for (const move of within(rows).getAllByRole('button', {
      name: `Move AAPL last ≥ ${formatPrice(level)}`,
    })) {
      await user.click(move);
      expect(screen.getByLabelText('New alert price')).toHaveValue(level);
      await user.keyboard('{Escape}');
    }
  });
});
