// @vitest-environment jsdom
// The corporate-events tab against the sandbox: this week and next over every instrument (asked a
// week at a time, since the API caps such a query at 7 dates), grouped by date and rendered per
// type; symbol and "my positions" scopes; a bad range refused in the form before any request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAccounts } from '@/api/resources/accounts';
import { currentEndpoint } from '@/api/session';
import { getAllPositions } from '@/api/resources/positions';
import { addWatchlistItem, createWatchlist } from '@/api/resources/watchlists';
import { ManualClock } from '@/sandbox/engine/clock';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

const harness = withSandbox(() => ({ clock: new ManualClock(Date.parse('2026-11-23T15:00:00Z')) }));
const LOAD = { timeout: 8000 };

let eventRequests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/v1/instruments/events')) eventRequests.push(url);
};
beforeEach(() => {
  eventRequests = [];
  harness.server.events.on('request:start', onRequest);
});
afterEach(() => harness.server.events.removeAllListeners());

describe('corporate events calendar', () => {
  it('lists two weeks of events grouped by date, each rendered by its type', async () => {
    renderApp('/calendar/events?from=2026-11-23&to=2026-12-06');
    const results = await screen.findByRole('region', { name: 'Corporate events' }, LOAD);
    const friday = await within(results).findByRole('region', { name: 'Friday, November 27, 2026' }, LOAD);
    // Asked a week at a time.
    const ranges = eventRequests.map(
      (u) => `${u.searchParams.get('from_date')}..${u.searchParams.get('to_date')}`,
    );
    expect(ranges.sort()).toEqual(['2026-11-23..2026-11-29', '2026-11-30..2026-12-06']);
    // Both weeks are on screen, dates ascending.
    await within(results).findByRole('region', { name: 'Monday, November 30, 2026' }, LOAD);
    const headings = within(results)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([...headings].sort((a, b) => Date.parse(a!) - Date.parse(b!)));

    const earnings = within(friday).getByRole('listitem', { name: 'DOCU Earnings' });
    expect(earnings).toHaveTextContent('AMC');
    expect(earnings).toHaveTextContent('EPS est. 0.56');
    expect(earnings).toHaveTextContent('Revenue est. $679.5M');
    expect(within(earnings).getByRole('link', { name: 'DOCU' })).toHaveAttribute('href', '/instruments/DOCU');

    const ipo = within(friday).getByRole('listitem', { name: 'EMBT IPO' });
    expect(ipo).toHaveTextContent('Price range 18.00-19.00');
    expect(ipo).toHaveTextContent('Shares 9.0M');
    expect(ipo).toHaveTextContent('Exchange NYSE');

    const dividend = within(friday)
      .getAllByRole('listitem')
      .find((li) => li.dataset.type === 'DIVIDEND')!;
    expect(dividend).toHaveTextContent(/Amount \$\d+\.\d{4}/);
    expect(dividend).toHaveTextContent(/Ex \d{4}-\d{2}-\d{2}/);
    expect(dividend).toHaveTextContent(/Pay (\d{4}-\d{2}-\d{2}|—)/);
  });

  it('filters by type and symbols from the form', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/calendar/events?from=2026-11-23&to=2026-12-06');
    const form = await screen.findByRole('form', { name: 'Event filters' }, LOAD);
    await user.click(within(form).getByRole('checkbox', { name: 'Dividends' }));
    await user.click(within(form).getByRole('checkbox', { name: 'IPOs' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Instruments' }), 'symbols');
    await user.type(within(form).getByRole('textbox', { name: 'Symbols' }), 'docu, aapl');
    await user.click(within(form).getByRole('button', { name: 'Show events' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        scope: 'symbols',
        symbols: 'DOCU,AAPL',
        types: 'EARNINGS,STOCK_SPLIT',
      }),
    );
    const results = await screen.findByRole('region', { name: 'Corporate events' });
    await within(results).findByRole('listitem', { name: 'DOCU Earnings' }, LOAD);
    const last = eventRequests.at(-1)!.searchParams;
    expect(last.getAll('instrument_ids').join(',')).toBe('DOCU,AAPL');
    expect(last.getAll('event_types').join(',')).toBe('EARNINGS,STOCK_SPLIT');
    const rows = within(results).getAllByRole('listitem');
    expect(rows.every((r) => /^(DOCU|AAPL) (Earnings|Split)$/.test(r.getAttribute('aria-label') ?? ''))).toBe(
      true,
    );
  });

  it("asks for the events of the account's positions", async () => {
    const accounts = await getAccounts({});
    const account = accounts.data[0]!.id;
    const held = await getAllPositions(account);
    expect(held.length).toBeGreaterThan(0);
    renderApp(`/calendar/events?from=2026-11-01&to=2026-12-20&scope=positions&account=${account}`);
    await screen.findByText(
      new RegExp(
        `the ${new Set(held.map((p) => p.underlying_instrument_id ?? p.instrument_id)).size} positions of account ${account}`,
      ),
      {},
      LOAD,
    );
    await waitFor(() => expect(eventRequests.length).toBe(1));
    const ids = eventRequests[0]!.searchParams.getAll('instrument_ids').join(',').split(',');
    expect(new Set(ids)).toEqual(new Set(held.map((p) => p.underlying_instrument_id ?? p.instrument_id)));
  });

  it('asks for the events of a watchlist chosen in the form', async () => {
    const user = userEvent.setup();
    const list = await createWatchlist({ name: 'Earnings watch' });
    await addWatchlistItem(list.id, { instrument_id: 'DOCU' });
    await addWatchlistItem(list.id, { instrument_id: 'CRM' });
    const { router } = renderApp('/calendar/events?from=2026-11-23&to=2026-12-06');
    const form = await screen.findByRole('form', { name: 'Event filters' }, LOAD);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Instruments' }), 'watchlist');
    const picker = within(form).getByRole('combobox', { name: 'Watchlist' });
    await within(picker).findByRole('option', { name: 'Earnings watch' }, LOAD);
    await user.selectOptions(picker, list.id);
    await user.click(within(form).getByRole('button', { name: 'Show events' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ scope: 'watchlist', watchlist: list.id }),
    );
    const results = await screen.findByRole('region', { name: 'Corporate events' });
    await within(results).findByRole('listitem', { name: 'DOCU Earnings' }, LOAD);
    expect(within(results).getByRole('listitem', { name: 'CRM Earnings' })).toBeInTheDocument();
    expect(results).toHaveTextContent('watchlist “Earnings watch”');
    const rows = within(results).getAllByRole('listitem');
    expect(rows.every((r) => /^(DOCU|CRM) /.test(r.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(eventRequests.at(-1)!.searchParams.getAll('instrument_ids').join(',').split(',')).toHaveLength(2);
  });

  it('refuses a range that ends before it starts, or is too long, before any request', async () => {
    const user = userEvent.setup();
    renderApp('/calendar/events?from=2026-11-23&to=2026-12-06');
    const form = await screen.findByRole('form', { name: 'Event filters' }, LOAD);
    await waitFor(() => expect(eventRequests.length).toBe(2));
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Show events' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      '"From" (2026-11-23) is after "To" (2026-11-20).',
    );
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-12-31');
    await user.click(within(form).getByRole('button', { name: 'Show events' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The range is 365 days; at most 62 days can be shown at once.',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(eventRequests).toHaveLength(2);
  });

  it('shows a failing week with the request_id while the other week stays', async () => {
    const user = userEvent.setup();
    // The first week's requests fail (a 400, which the client does not retry) until it is fixed.
    let failing = true;
    harness.server.use(
      http.get(`${currentEndpoint().baseUrl}/v1/instruments/events`, ({ request }) => {
        if (!failing || new URL(request.url).searchParams.get('from_date') !== '2026-11-23') return undefined;
        return HttpResponse.json(
          { error: { code: 400, message: 'events store down' }, metadata: { request_id: 'req-events-1' } },
          { status: 400 },
        );
      }),
    );
    renderApp('/calendar/events?from=2026-11-23&to=2026-12-06');
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('Loading events 2026-11-23 to 2026-11-29');
    expect(alert).toHaveTextContent('events store down');
    expect(alert).toHaveTextContent(/request_id: \S+/);
    expect(
      await screen.findByRole('region', { name: 'Monday, November 30, 2026' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Friday, November 27, 2026' })).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Friday, November 27, 2026' }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
