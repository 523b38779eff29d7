import { describe, expect, it } from 'vitest';
import { marketPhase, offScheduleNote } from '@/domain/market-phase';
import type { MarketHoursDetail } from '@/api/schemas/calendar';

// Friday 2026-11-20 and Monday 2026-11-23 (EST, UTC-5).
const detail: MarketHoursDetail = {
  current_time: '2026-11-20T10:00:00-05:00',
  date: '2026-11-20',
  market: 'us_equities',
  market_name: 'US Equities',
  timezone: 'America/New_York',
  status: { day_type: 'TRADING_DAY', is_open: true, current_session: 'regular' },
  today_sessions: {
    pre_market: { open: '2026-11-20T04:00:00-05:00', close: '2026-11-20T09:30:00-05:00' },
    regular: { open: '2026-11-20T09:30:00-05:00', close: '2026-11-20T16:00:00-05:00' },
    after_hours: { open: '2026-11-20T16:00:00-05:00', close: '2026-11-20T20:00:00-05:00' },
  },
  next_sessions: {
    pre_market: { open: '2026-11-23T04:00:00-05:00', close: '2026-11-23T09:30:00-05:00' },
    regular: { open: '2026-11-23T09:30:00-05:00', close: '2026-11-23T16:00:00-05:00' },
    after_hours: { open: '2026-11-23T16:00:00-05:00', close: '2026-11-23T20:00:00-05:00' },
  },
};
const at = (iso: string) => Date.parse(iso);

describe('marketPhase', () => {
  it('counts down to the close during the regular session', () => {
    const phase = marketPhase(detail, at('2026-11-20T15:00:00-05:00'));
    expect(phase.label).toBe('Open');
    expect(phase.next).toEqual({ event: 'closes', at: at('2026-11-20T16:00:00-05:00') });
  });

  it('counts down to the regular open during pre-market', () => {
    const phase = marketPhase(detail, at('2026-11-20T08:00:00-05:00'));
    expect(phase.label).toBe('Pre-market');
    expect(phase.next).toEqual({ event: 'opens', at: at('2026-11-20T09:30:00-05:00') });
  });

  it("counts down to the next trading day's open after hours and overnight", () => {
    expect(marketPhase(detail, at('2026-11-20T17:00:00-05:00'))).toMatchObject({
      label: 'After hours',
      next: { event: 'opens', at: at('2026-11-23T09:30:00-05:00') },
    });
    expect(marketPhase(detail, at('2026-11-20T21:00:00-05:00'))).toMatchObject({
      label: 'Closed',
      next: { event: 'opens', at: at('2026-11-23T09:30:00-05:00') },
    });
  });

  it('on a holiday (no regular session) points at the next trading day', () => {
    const holiday: MarketHoursDetail = {
      ...detail,
      status: { day_type: 'HOLIDAY', is_open: false, current_session: null },
      today_sessions: { pre_market: null, regular: null, after_hours: null },
    };
    const phase = marketPhase(holiday, at('2026-11-20T11:00:00-05:00'));
    expect(phase).toMatchObject({ label: 'Closed', dayType: 'HOLIDAY', next: { event: 'opens' } });
  });

  it("trusts the server's status for the window it was taken in (a halt or unscheduled close)", () => {
    const halted: MarketHoursDetail = {
      ...detail,
      current_time: '2026-11-20T11:00:00-05:00',
      status: { day_type: 'TRADING_DAY', is_open: false, current_session: null },
    };
    expect(marketPhase(halted, at('2026-11-20T11:00:05-05:00'))).toMatchObject({
      label: 'Closed',
      isOpen: false,
      offSchedule: 'closed',
      next: { event: 'opens', at: at('2026-11-23T09:30:00-05:00') },
    });
    // Once the schedule has moved on (after hours), the old snapshot no longer decides.
    expect(marketPhase(halted, at('2026-11-20T17:00:00-05:00')).label).toBe('After hours');
  });

  it('names a session the calendar does not have (a forced session on a holiday), in the same words everywhere', () => {
    const forced: MarketHoursDetail = {
      ...detail,
      current_time: '2026-11-20T11:00:00-05:00',
      status: { day_type: 'HOLIDAY', is_open: true, current_session: 'regular' },
      today_sessions: {},
    };
    const phase = marketPhase(forced, at('2026-11-20T11:00:05-05:00'));
    expect(phase).toMatchObject({ label: 'Open', isOpen: true, offSchedule: 'session', next: null });
    expect(offScheduleNote(phase, true)).toMatch(/today is a holiday\).*market-open scenario/);
    expect(offScheduleNote(phase, false)).toMatch(/not as the calendar says/);
    expect(offScheduleNote(marketPhase(detail, at('2026-11-20T15:00:00-05:00')), true)).toBeNull();
  });
});
