// @vitest-environment jsdom
// The market calendar against the sandbox: sessions in New York time (zone named) and the user's
// time across the October DST change, the Thanksgiving holiday and early close in the week ahead,
// the live countdown, the server clock's drift, and one failing panel leaving the others.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '@/sandbox/engine/clock';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

let clock: ManualClock;
const harness = withSandbox(() => {
  clock = new ManualClock(Date.parse('2026-10-30T14:00:00Z'));
  return { clock };
});
const LOAD = { timeout: 8000 };

const local = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  }).format(Date.parse(iso));

const sessionRow = (table: HTMLElement, name: string) => within(table).getByRole('row', { name });
const cell = (row: HTMLElement, which: string) => row.querySelector(`[data-cell="${which}"]`)!.textContent;

describe('market calendar', () => {
  it('shows the day before the DST change and the next trading day after it, in both zones', async () => {
    clock.set(Date.parse('2026-10-30T14:00:00Z')); // Friday 10:00 EDT
    renderApp('/calendar');
    const equities = await screen.findByRole('region', { name: 'US Equities' }, LOAD);
    expect(within(equities).getByTestId('day-type')).toHaveTextContent('Trading day');
    expect(equities).toHaveTextContent('Market time zone: America/New_York (EDT)');
    expect(within(equities).getByTestId('market-state')).toHaveTextContent('Open now');

    const today = within(equities).getByRole('table', { name: 'US Equities sessions on 2026-10-30' });
    const regular = sessionRow(today, 'Regular');
    expect(cell(regular, 'market-open')).toBe('09:30 EDT');
    expect(cell(regular, 'market-close')).toBe('16:00 EDT');
    expect(cell(regular, 'local-open')).toBe(local('2026-10-30T13:30:00Z'));
    expect(cell(sessionRow(today, 'Pre-market'), 'market-open')).toBe('04:00 EDT');
    expect(cell(sessionRow(today, 'After hours'), 'market-close')).toBe('20:00 EDT');

    // Monday after the change: the same 09:30 in New York is an hour later in UTC.
    expect(equities).toHaveTextContent('Next trading day: Monday, November 2, 2026');
    const next = within(equities).getByRole('table', {
      name: 'US Equities sessions on the next trading day',
    });
    const nextRegular = sessionRow(next, 'Regular');
    expect(cell(nextRegular, 'market-open')).toBe('09:30 EST');
    expect(cell(nextRegular, 'local-open')).toBe(local('2026-11-02T14:30:00Z'));

    // The countdown starts from the server's time_until_close (6 h) and ticks locally.
    const timer = within(equities).getByRole('timer');
    expect(timer.textContent).toMatch(/^Regular session closes in (6h 00m 00s|5h 59m 5\ds)$/);
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
    expect(timer.textContent).toMatch(/^Regular session closes in 5h 59m 5\ds$/);

    // Options trade the regular session only.
    const options = screen.getByRole('region', { name: 'US Options' });
    const optionsToday = within(options).getByRole('table', { name: 'US Options sessions on 2026-10-30' });
    expect(within(optionsToday).getAllByRole('row')).toHaveLength(2);

    // The week ahead runs over the weekend into the change.
    const week = screen.getByRole('region', { name: 'Week ahead' });
    await waitFor(() =>
      expect(within(week).getByRole('listitem', { name: 'Sat 2026-10-31' })).toHaveTextContent('Weekend'),
    );
    expect(within(week).getByRole('listitem', { name: 'Sun 2026-11-01' })).toHaveTextContent('Weekend');
    expect(within(week).getByRole('listitem', { name: 'Mon 2026-11-02' })).toHaveTextContent('Trading day');

    // The sandbox clock is weeks behind this machine's: the drift is shown.
    const clockPanel = screen.getByRole('region', { name: 'Clock' });
    await waitFor(() =>
      expect(within(clockPanel).getByTestId('clock-drift')).toHaveTextContent(
        /Your clock is .* ahead of the server/,
      ),
    );
    expect(within(clockPanel).getByTestId('server-clock')).toHaveTextContent(/^10:0\d:\d\d EDT$/);
  });

  it('shows Thanksgiving and the early close in the week ahead, and the early close day itself', async () => {
    clock.set(Date.parse('2026-11-23T15:00:00Z')); // Monday 10:00 EST
    const user = userEvent.setup();
    const { router } = renderApp('/calendar');
    const week = await screen.findByRole('region', { name: 'Week ahead' }, LOAD);
    const thursday = within(week).getByRole('listitem', { name: 'Thu 2026-11-26' });
    const friday = within(week).getByRole('listitem', { name: 'Fri 2026-11-27' });
    await waitFor(() => expect(thursday).toHaveTextContent('Holiday'));
    await waitFor(() => expect(friday).toHaveTextContent('Early close'));
    expect(friday).toHaveTextContent('closes 13:00 EST');

    await user.click(within(friday).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toEqual({ date: '2026-11-27' }));
    const equities = await screen.findByRole('region', { name: 'US Equities' }, LOAD);
    await waitFor(() => expect(within(equities).getByTestId('day-type')).toHaveTextContent('Early close'));
    const day = within(equities).getByRole('table', { name: 'US Equities sessions on 2026-11-27' });
    expect(cell(sessionRow(day, 'Regular'), 'market-close')).toBe('13:00 EST');
    expect(cell(sessionRow(day, 'After hours'), 'market-close')).toBe('17:00 EST');
    expect(equities).toHaveTextContent('Next trading day: Monday, November 30, 2026');
    // Four days ahead: the countdown counts to that day's pre-market open.
    expect(within(equities).getByRole('timer')).toHaveTextContent(
      /^Pre-market session opens in 3d (18h 00m|17h 59m)$/,
    );

    // The holiday itself has no sessions.
    await user.click(
      within(screen.getByRole('region', { name: 'Week ahead' })).getByRole('link', { name: /Thu Nov 26/ }),
    );
    const holiday = await screen.findByRole('region', { name: 'US Equities' }, LOAD);
    await waitFor(() => expect(within(holiday).getByTestId('day-type')).toHaveTextContent('Holiday'));
    expect(holiday).toHaveTextContent('No sessions scheduled: the exchange is closed all day.');
  });

  it('on a holiday the header and the calendar say the same; a forced session is explained in both, once', async () => {
    clock.set(Date.parse('2026-11-26T16:00:00Z')); // Thanksgiving, 11:00 EST
    const first = renderApp('/calendar');
    let equities = await screen.findByRole('region', { name: 'US Equities' }, LOAD);
    await waitFor(() => expect(within(equities).getByTestId('day-type')).toHaveTextContent('Holiday'));
    expect(within(equities).getByTestId('market-state')).toHaveTextContent(/^Closed now$/);
    const status = () => screen.getByRole('status', { name: 'Market status' });
    await waitFor(() => expect(status()).toHaveTextContent('US equities Closed(holiday)'));
    expect(within(equities).queryByRole('note')).toBeNull();
    first.unmount();

    // The market-open scenario holds a session on the holiday: both name it, with the same reason.
    harness.sandbox.applyScenario('market-open');
    renderApp('/calendar');
    equities = await screen.findByRole('region', { name: 'US Equities' }, LOAD);
    await waitFor(() =>
      expect(within(equities).getByTestId('market-state')).toHaveTextContent(
        'Open now, outside the calendar',
      ),
    );
    expect(within(equities).getByTestId('day-type')).toHaveTextContent('Holiday');
    const note = within(equities).getByRole('note', { name: 'US Equities: outside the calendar' });
    expect(note).toHaveTextContent(
      /reports the market open although the exchange calendar has no session now \(today is a holiday\).*market-open scenario/,
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent('US equities Open(holiday, outside the calendar)'),
    );
    expect(status()).toHaveTextContent(note.textContent ?? 'missing');
    expect(equities).not.toHaveTextContent('Closed now');
  });

  it('keeps the market panels when the clock fails, with the request_id and a retry', async () => {
    clock.set(Date.now());
    harness.sandbox.faults.set('get_clock', { status: 500, message: 'clock unavailable', times: 3 });
    const user = userEvent.setup();
    renderApp('/calendar');
    const clockPanel = await screen.findByRole('region', { name: 'Clock' }, LOAD);
    const alert = await within(clockPanel).findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('Reading the server clock');
    expect(alert).toHaveTextContent('clock unavailable');
    expect(alert).toHaveTextContent(/request_id: \S+/);
    expect(await screen.findByRole('region', { name: 'US Equities' }, LOAD)).toBeInTheDocument();
    clock.set(Date.now());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(clockPanel).getByTestId('clock-drift')).toHaveTextContent('In step (under 1 s)'),
    );
  });
});
