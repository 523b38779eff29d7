// @vitest-environment jsdom
// Price alerts where the trader meets them: set from a watchlist row and from the instrument page
// (bad input errors under the field and saves nothing), fired by a quote on any screen with a toast,
// listed on the Alerts screen (reached from the navigation) with re-arm, edit and delete, and a damaged
// stored list reported instead of silently dropped.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLiveClient } from '@/live/client';
import { publishQuotes, quoteFromTick } from '@/live/quote-store';
import type { WireQuote } from '@/live/protocol';
import { alertStore, resetAlertStore } from '@/domain/alerts/alert-store';
import { ALERT_STORAGE_KEY, type Alert } from '@/domain/alerts/alert-schema';
import { parseDecimal } from '@/domain/decimal/decimal';
import { formatPrice } from '@/domain/decimal/format';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';
import { lastPrice } from './live-price';

const harness = withSandbox(() => ({ scenarios: ['market-open'] }));

const alerts = () => alertStore.getState().alerts;
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const dialog = () => screen.getByRole('dialog');

let farSeq = 1_000_000_000;
/** A trade newer than anything the feed sends, so it stays the last price. */
function trade(symbol: string, price: string): void {
  farSeq += 1;
  const tick = {
    symbol,
    instrument_id: '00000000-0000-4000-8000-000000000001',
    seq: farSeq,
    ts: `2099-01-01T00:00:00.${String(farSeq).slice(-9)}Z`,
    last_price: price,
  } as WireQuote;
  publishQuotes(getLiveClient().store, [quoteFromTick(tick, Date.now(), farSeq)]);
}

const times = (price: string, factor: string) => parseDecimal(price)!.times(factor).toFixed(2);

const stored = (overrides: Partial<Alert>): Alert => ({
  id: 'a1',
  symbol: 'AAPL',
  field: 'last',
  direction: 'below',
  value: '1',
  status: 'armed',
  createdAt: '2026-11-20T15:00:00.000Z',
  armedAt: '2026-11-20T15:00:00.000Z',
  triggeredAt: null,
  triggeredValue: null,
  ...overrides,
});

describe('price alerts', () => {
  it('set from a watchlist row: a far price errors under the field, a good one arms and fires on a quote', async () => {
    const user = userEvent.setup();
    const megacaps = harness.sandbox.workspace.watchlists.list().find((w) => w.name === 'Megacaps')!.id;
    renderApp(`/watchlists?list=${megacaps}`);
    await user.click(await screen.findByRole('button', { name: 'Set alert on AAPL' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Set alert on AAPL' })).toBeInTheDocument();
    const last = await lastPrice('AAPL');
    await waitFor(() => expect(within(dialog()).getByLabelText('Price now')).toHaveTextContent(/Last \d/));

    const price = within(dialog()).getByRole('textbox', { name: 'Last price' });
    expect(price).toHaveFocus();
    await user.type(price, times(last, '150'));
    await user.click(within(dialog()).getByRole('button', { name: 'Set alert' }));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getByText(/over 100 times the price now/)).toBeInTheDocument();
    expect(alerts()).toEqual([]);

    const level = times(last, '1.05');
    await user.clear(price);
    await user.type(price, level);
    await user.click(within(dialog()).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alerts()).toMatchObject([
      { symbol: 'AAPL', field: 'last', direction: 'above', value: level, status: 'armed' },
    ]);
    expect(within(toasts()).getByText('Alert armed')).toBeInTheDocument();

    // The price reaches the level: the alert fires once, a toast names it, and it is off.
    trade('AAPL', times(level, '1.001'));
    expect(await within(toasts()).findByText(/^Alert: AAPL last ≥/)).toBeInTheDocument();
    expect(alerts()[0]).toMatchObject({ status: 'triggered', triggeredValue: times(level, '1.001') });
    trade('AAPL', times(level, '1.002'));
    expect(within(toasts()).getAllByText(/^Alert: AAPL last ≥/)).toHaveLength(1);
  });

  it('set from the instrument page: bad input saves nothing; a bid alert is saved and counted in the header', async () => {
    const user = userEvent.setup();
    renderApp('/instruments/MSFT');
    await user.click(await screen.findByRole('button', { name: 'Set alert' }, { timeout: 5000 }));
    await screen.findByRole('dialog', { name: 'Set alert on MSFT' });
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Condition' }),
      'Bid falls to or below',
    );
    const price = within(dialog()).getByRole('textbox', { name: 'Bid price' });
    for (const [text, error] of [
      ['abc', /as a number/],
      ['-3', /above zero/],
      ['', /Enter a price/],
    ] as const) {
      await user.clear(price);
      if (text) await user.type(price, text);
      await user.click(within(dialog()).getByRole('button', { name: 'Set alert' }));
      expect(within(dialog()).getByText(error)).toBeInTheDocument();
      expect(price).toHaveAccessibleDescription(expect.stringMatching(error));
    }
    expect(alerts()).toEqual([]);

    const bid = await lastPrice('MSFT');
    const level = times(bid, '0.9');
    await user.clear(price);
    await user.type(price, level);
    await user.click(within(dialog()).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alerts()).toMatchObject([{ symbol: 'MSFT', field: 'bid', direction: 'below', value: level }]);
    expect(screen.getByRole('button', { name: 'Set alert (1 armed)' })).toBeInTheDocument();
  });

  it('the Alerts screen, from the navigation: says where alerts run, lists both kinds, re-arms, edits and deletes', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      ALERT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        alerts: [
          stored({ id: 'armed', symbol: 'MSFT', direction: 'below', value: '1' }),
          stored({
            id: 'fired',
            symbol: 'AAPL',
            direction: 'below',
            value: '2',
            status: 'triggered',
            triggeredAt: '2026-11-20T15:30:05.000Z',
            triggeredValue: '1.99',
          }),
        ],
      }),
    );
    resetAlertStore();
    renderApp('/accounts');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Alerts' }),
    );
    await screen.findByRole('heading', { name: 'Price alerts' });
    expect(screen.getByRole('note')).toHaveTextContent(
      /Alerts run only while this terminal is open .* the Trading API has no server-side alerts/,
    );
    const armed = () => screen.getByRole('table', { name: 'Armed alerts' });
    const triggered = () => screen.queryByRole('table', { name: 'Triggered alerts' });
    expect(within(armed()).getByRole('rowheader', { name: 'MSFT' })).toBeInTheDocument();
    const firedRow = within(triggered()!).getByRole('rowheader', { name: 'AAPL' }).closest('tr')!;
    expect(firedRow).toHaveTextContent('Last ≤');
    expect(firedRow).toHaveTextContent('2.00');
    expect(firedRow).toHaveTextContent('1.99');
    expect(
      within(firedRow)
        .getAllByRole('time')
        .map((t) => t.getAttribute('datetime')),
    ).toEqual(['2026-11-20T15:00:00.000Z', '2026-11-20T15:30:05.000Z']);

    // Re-arm: it moves to Armed (AAPL is far above 2.00, so it stays armed).
    await user.click(within(firedRow).getByRole('button', { name: 'Re-arm AAPL last ≤ 2.00' }));
    await waitFor(() => expect(triggered()).toBeNull());
    expect(within(armed()).getByRole('rowheader', { name: 'AAPL' })).toBeInTheDocument();
    expect(alerts().find((a) => a.id === 'fired')).toMatchObject({ status: 'armed', triggeredAt: null });

    // Edit: the dialog holds the alert's values; a new level is saved and armed.
    await user.click(screen.getByRole('button', { name: 'Edit MSFT last ≤ 1.00' }));
    await screen.findByRole('dialog', { name: 'Edit alert on MSFT' });
    const price = within(dialog()).getByRole('textbox', { name: 'Last price' });
    expect(price).toHaveValue('1');
    const last = await lastPrice('MSFT');
    const level = times(last, '0.5');
    await user.clear(price);
    await user.type(price, level);
    await user.click(within(dialog()).getByRole('button', { name: 'Save and arm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alerts().find((a) => a.id === 'armed')).toMatchObject({ value: level, status: 'armed' });

    // Delete.
    await user.click(screen.getByRole('button', { name: `Delete MSFT last ≤ ${formatPrice(level)}` }));
    expect(alerts().map((a) => a.id)).toEqual(['fired']);
    expect(within(armed()).queryByRole('rowheader', { name: 'MSFT' })).toBeNull();
  });

  it('a damaged stored list starts empty with a notice on the Alerts screen and a toast', async () => {
    localStorage.setItem(ALERT_STORAGE_KEY, '{"version":1,"alerts":[{"id":');
    resetAlertStore();
    renderApp('/alerts');
    await screen.findByRole('heading', { name: 'Price alerts' });
    expect(screen.getByRole('alert')).toHaveTextContent(/saved price alerts could not be read/);
    expect(screen.getByText('No armed alerts.')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Price alerts were reset')).toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(within(screen.getByRole('main')).queryByText(/saved price alerts could not be read/)).toBeNull();
  });
});
