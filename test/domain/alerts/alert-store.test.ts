// @vitest-environment jsdom
// Alerts kept in localStorage under a versioned schema: a saved list comes back; a damaged, foreign or
// older copy starts the list empty with a notice and is set aside, never acted on.
import { describe, expect, it } from 'vitest';
import {
  addAlert,
  alertStore,
  dismissAlertNotice,
  followAlertStorage,
  resetAlertStore,
  updateAlert,
} from '@/domain/alerts/alert-store';
import { ALERT_STORAGE_BACKUP_KEY, ALERT_STORAGE_KEY } from '@/domain/alerts/alert-schema';

const stored = () => JSON.parse(localStorage.getItem(ALERT_STORAGE_KEY) ?? 'null') as unknown;

describe('alert storage', () => {
  it('saves every change and reads it back in a new page', () => {
    const alert = addAlert({ symbol: 'aapl', field: 'bid', direction: 'below', value: '180.25' })!;
    expect(stored()).toEqual({ version: 1, alerts: [alert] });
    expect(alert.symbol).toBe('AAPL');
    updateAlert(alert.id, { symbol: 'AAPL', field: 'ask', direction: 'above', value: '190' });
    resetAlertStore(); // a reload
    expect(alertStore.getState()).toMatchObject({
      notice: null,
      alerts: [{ id: alert.id, field: 'ask', direction: 'above', value: '190.00', status: 'armed' }],
    });
  });

  it.each([
    ['not JSON', '{"version":1,"alerts":[{'],
    ['another version', JSON.stringify({ version: 2, alerts: [] })],
    ['a bare array', JSON.stringify([])],
    [
      'a level that is not a decimal',
      JSON.stringify({
        version: 1,
        alerts: [
          {
            id: 'x',
            symbol: 'AAPL',
            field: 'last',
            direction: 'above',
            value: '1e3',
            status: 'armed',
            createdAt: '2026-11-20T15:00:00.000Z',
            armedAt: '2026-11-20T15:00:00.000Z',
            triggeredAt: null,
            triggeredValue: null,
          },
        ],
      }),
    ],
    [
      'an unknown condition',
      JSON.stringify({
        version: 1,
        alerts: [
          {
            id: 'x',
            symbol: 'AAPL',
            field: 'volume',
            direction: 'above',
            value: '100',
            status: 'armed',
            createdAt: '2026-11-20T15:00:00.000Z',
            armedAt: '2026-11-20T15:00:00.000Z',
            triggeredAt: null,
            triggeredValue: null,
          },
        ],
      }),
    ],
  ])('%s: starts empty with a notice, the copy kept aside', (_, raw) => {
    localStorage.setItem(ALERT_STORAGE_KEY, raw);
    resetAlertStore();
    const state = alertStore.getState();
    expect(state.alerts).toEqual([]);
    expect(state.notice).toMatch(/could not be read/);
    expect(localStorage.getItem(ALERT_STORAGE_BACKUP_KEY)).toBe(raw);
    expect(localStorage.getItem(ALERT_STORAGE_KEY)).toBeNull();
    dismissAlertNotice();
    expect(alertStore.getState().notice).toBeNull();
    // The next alert is saved as a good copy.
    addAlert({ symbol: 'MSFT', field: 'last', direction: 'above', value: '500' });
    resetAlertStore();
    expect(alertStore.getState().alerts.map((a) => a.symbol)).toEqual(['MSFT']);
  });
});

describe('alerts in two tabs', () => {
  it('follows the list another tab writes, so it neither fires a stale copy nor overwrites it', () => {
    const stop = followAlertStorage();
    const mine = addAlert({ symbol: 'AAPL', field: 'last', direction: 'above', value: '200' })!;
    const theirs = {
      ...mine,
      id: 'other-tab',
      symbol: 'MSFT',
      status: 'triggered',
      triggeredAt: mine.createdAt,
      triggeredValue: '501',
    };
    const raw = JSON.stringify({
      version: 1,
      alerts: [{ ...mine, status: 'triggered', triggeredAt: mine.createdAt, triggeredValue: '201' }, theirs],
    });
    localStorage.setItem(ALERT_STORAGE_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: ALERT_STORAGE_KEY, newValue: raw }));
    expect(alertStore.getState().alerts.map((a) => [a.id, a.status])).toEqual([
      [mine.id, 'triggered'],
      ['other-tab', 'triggered'],
    ]);
    stop();
  });
});
