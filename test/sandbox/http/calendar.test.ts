import { describe, expect, it } from 'vitest';
import { makeMarket } from '../engine/market/helpers';
import { callOperation } from '../../utils/sandbox';

interface Schedule {
  open: string;
  close: string;
  time_until_open?: string | null;
  time_until_close?: string | null;
}
interface Hours {
  current_time: string;
  date: string;
  market: string;
  market_name: string;
  timezone: string;
  status: { day_type: string; is_open: boolean; current_session?: string | null };
  today_sessions: { pre_market?: Schedule; regular?: Schedule; after_hours?: Schedule };
  next_sessions: { pre_market?: Schedule; regular?: Schedule; after_hours?: Schedule };
}

describe('GET /v1/clock', () => {
  it('answers the sandbox time in UTC with nanoseconds', async () => {
    const { sandbox } = makeMarket();
    const result = await callOperation(sandbox, 'get_clock');
    expect(result.schemaIssues).toEqual([]);
    expect(result.data).toEqual({ clock: '2026-11-20T15:00:00.000000000Z' });
  });
});

describe('GET /v1/calendars/market-hours', () => {
  it('describes today for both markets, with countdowns for the open session', async () => {
    const { sandbox } = makeMarket(); // Friday 10:00 New York
    const result = await callOperation(sandbox, 'get_market_hours_calendar');
    expect(result.schemaIssues).toEqual([]);
    const [equities, options] = result.data as Hours[];
    expect(equities).toMatchObject({
      current_time: '2026-11-20T10:00:00-05:00',
      date: '2026-11-20',
      market: 'us_equities',
      market_name: 'US Equities',
      timezone: 'America/New_York',
      status: { day_type: 'TRADING_DAY', is_open: true, current_session: 'regular' },
    });
    expect(equities!.today_sessions.pre_market).toEqual({
      open: '2026-11-20T04:00:00-05:00',
      close: '2026-11-20T09:30:00-05:00',
      time_until_open: null,
      time_until_close: null,
    });
    expect(equities!.today_sessions.regular).toMatchObject({
      time_until_close: 'PT6H',
      time_until_open: null,
    });
    expect(equities!.today_sessions.after_hours).toMatchObject({
      time_until_open: 'PT6H',
      time_until_close: null,
    });
    // The next trading day is Monday, without countdowns.
    expect(equities!.next_sessions.regular).toEqual({
      open: '2026-11-23T09:30:00-05:00',
      close: '2026-11-23T16:00:00-05:00',
    });
    expect(options!.market).toBe('us_options');
    expect(Object.keys(options!.today_sessions)).toEqual(['regular']);
  });

  it('answers early closes, holidays and weekends for a requested date', async () => {
    const { sandbox } = makeMarket();
    const early = await callOperation(sandbox, 'get_market_hours_calendar', {
      query: {
        date: '2026-11-27',
        market: 'us_equities',
      },
    });
    expect(early.schemaIssues).toEqual([]);
    const [day] = early.data as Hours[];
    expect(day!.status).toEqual({ day_type: 'EARLY_CLOSE', is_open: true, current_session: null });
    expect(day!.today_sessions.regular).toMatchObject({
      close: '2026-11-27T13:00:00-05:00',
      time_until_open: 'P6DT23H30M',
    });
    expect(day!.today_sessions.after_hours?.close).toBe('2026-11-27T17:00:00-05:00');

    const holiday = (
      await callOperation(sandbox, 'get_market_hours_calendar', {
        query: { date: '2026-11-26', market: 'us_options' },
      })
    ).data as Hours[];
    expect(holiday).toHaveLength(1);
    expect(holiday[0]!.status.day_type).toBe('HOLIDAY');
    expect(holiday[0]!.today_sessions).toEqual({});
    expect(holiday[0]!.next_sessions.regular?.open).toBe('2026-11-27T09:30:00-05:00');

    const observed = (
      await callOperation(sandbox, 'get_market_hours_calendar', { query: { date: '2026-07-03' } })
    ).data as Hours[];
    expect(observed.map((h) => h.status.day_type)).toEqual(['HOLIDAY', 'HOLIDAY']);
    const summer = (
      await callOperation(sandbox, 'get_market_hours_calendar', { query: { date: '2026-07-02' } })
    ).data as Hours[];
    expect(summer[0]!.today_sessions.regular?.open).toBe('2026-07-02T09:30:00-04:00');
    expect(summer[0]!.next_sessions.regular?.open).toBe('2026-07-06T09:30:00-04:00');

    const weekend = (
      await callOperation(sandbox, 'get_market_hours_calendar', { query: { date: '2026-11-21' } })
    ).data as Hours[];
    expect(weekend[0]!.status.day_type).toBe('WEEKEND');
  });

  it('reports a closed market on a weekend and under the market-closed scenario', async () => {
    const { sandbox, market } = makeMarket(42, Date.parse('2026-11-21T16:00:00Z'));
    const [saturday] = (await callOperation(sandbox, 'get_market_hours_calendar')).data as Hours[];
    expect(saturday!.status).toEqual({ day_type: 'WEEKEND', is_open: false, current_session: null });
    market.forceSession('regular');
    const [forced] = (await callOperation(sandbox, 'get_market_hours_calendar')).data as Hours[];
    expect(forced!.status.is_open).toBe(true);
    const weekday = makeMarket();
    weekday.market.forceSession('closed');
    const [closed] = (await callOperation(weekday.sandbox, 'get_market_hours_calendar')).data as Hours[];
    expect(closed!.status).toMatchObject({ is_open: false, current_session: null });
  });

  it('answers 400 for a malformed date or market', async () => {
    const { sandbox } = makeMarket();
    const bad = await callOperation(sandbox, 'get_market_hours_calendar', { query: { date: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.error?.details).toEqual([{ field: 'date', description: expect.any(String) as string }]);
    expect(
      (await callOperation(sandbox, 'get_market_hours_calendar', { query: { market: 'crypto' } })).status,
    ).toBe(400);
  });
});
