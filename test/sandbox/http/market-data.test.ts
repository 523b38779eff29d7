import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { ManualClock } from '@/sandbox/engine/clock';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { handleSandboxRequest } from '@/sandbox/http/router';
import { makeMarket } from '../engine/market/helpers';
import { callOperation } from '../../utils/sandbox';

interface Snapshot {
  instrument_id: string;
  symbol: string;
  name?: string | null;
  cumulative_volume?: number;
  last_quote: { bid: string; ask: string; midpoint: string; bid_size: number; ask_size: number };
  last_trade: { price: string; size: number };
  session: { change: string; change_percent: string; previous_close: string };
  greeks?: { delta: string; theo_price: string; iv: string; timestamp: string };
}
interface Summary {
  instrument_id: string;
  symbol: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  volume: number | null;
  trade_date: string | null;
  not_applicable: boolean;
}

describe('GET /v1/market-data/snapshot', () => {
  it('answers quotes, last trade and session change for tickers, UUIDs and OSI symbols', async () => {
    const { sandbox, universe, market } = makeMarket();
    const aapl = universe.resolve('AAPL')!;
    const contract = universe.optionContracts(aapl.id)[30]!;
    const result = await callOperation(sandbox, 'get_snapshots', {
      query: {
        instrument_ids: `AAPL,${universe.resolve('MSFT')!.id},${contract.symbol.replace(/ /g, '')}`,
      },
    });
    expect(result.schemaIssues).toEqual([]);
    const [a, m, o] = result.data as Snapshot[];
    expect(a!.symbol).toBe('AAPL');
    expect(a!.instrument_id).toBe(aapl.id);
    expect(a!.name).toBe(aapl.name);
    const quote = market.quote('AAPL')!;
    expect(a!.last_quote).toMatchObject({ bid: quote.bid, ask: quote.ask });
    expect(new Decimal(a!.last_quote.midpoint).eq(new Decimal(quote.bid).plus(quote.ask).div(2))).toBe(true);
    expect(a!.session.previous_close).toBe(quote.previous_close);
    expect(new Decimal(a!.session.change).eq(new Decimal(quote.last_price).minus(quote.previous_close))).toBe(
      true,
    );
    expect(a!.session.change_percent).toMatch(/^-?\d+\.\d{4}$/);
    expect(a!.cumulative_volume).toBeGreaterThan(0);
    expect(a!.greeks).toBeUndefined();
    expect(m!.symbol).toBe('MSFT');
    expect(o!.instrument_id).toBe(contract.id);
    expect(o!.symbol).toBe(contract.symbol);
    expect(o!.greeks).toMatchObject({ timestamp: quote.ts });
    expect(Math.abs(Number(o!.greeks!.delta))).toBeLessThanOrEqual(1);
  });

  it('answers no rows without ids (optional in the spec) and 404 for an unknown instrument', async () => {
    const { sandbox } = makeMarket();
    const none = await callOperation(sandbox, 'get_snapshots');
    expect(none.status).toBe(200);
    expect(none.data).toEqual([]);
    const unknown = await callOperation(sandbox, 'get_snapshots', {
      query: { instrument_ids: 'AAPL,NOSUCH' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Instrument not found for id `NOSUCH`');
  });
});

describe('GET /v1/market-data/daily-summary', () => {
  it('answers one row per unique id in request order, nulls for unresolvable ids', async () => {
    const { sandbox, universe, market } = makeMarket();
    const aapl = universe.resolve('AAPL')!.id;
    const spy = universe.resolve('SPY')!.id;
    const ghost = '00000000-0000-4000-8000-000000000001';
    const result = await callOperation(sandbox, 'get_daily_summaries', {
      query: {
        instrument_ids: `${spy},${aapl},${ghost},${spy}`,
      },
    });
    expect(result.schemaIssues).toEqual([]);
    const rows = result.data as Summary[];
    expect(rows.map((r) => r.instrument_id)).toEqual([spy, aapl, ghost]);
    const quote = market.quote(aapl)!;
    expect(rows[1]).toMatchObject({
      symbol: 'AAPL',
      trade_date: '2026-11-20',
      open: quote.open,
      high: quote.high,
      low: quote.low,
      volume: quote.cumulative_volume,
      not_applicable: false,
    });
    expect(rows[2]).toEqual({
      instrument_id: ghost,
      symbol: null,
      open: null,
      high: null,
      low: null,
      volume: null,
      trade_date: null,
      not_applicable: false,
    });
  });

  it('answers 400 naming each id that is neither a UUID nor a known symbol (it cannot be echoed into a UUID)', async () => {
    const { sandbox } = makeMarket();
    const result = await callOperation(sandbox, 'get_daily_summaries', {
      query: { instrument_ids: 'AAPL,NOSUCHSYM' },
    });
    expect(result.status).toBe(400);
    expect(result.error?.message).toBe(
      'Invalid instrument_ids: `NOSUCHSYM` is neither an instrument UUID nor a known symbol',
    );
    expect(result.error?.details).toEqual([
      {
        field: 'instrument_ids',
        description: '`NOSUCHSYM` is neither an instrument UUID nor a known symbol',
      },
    ]);
    const several = await callOperation(sandbox, 'get_daily_summaries', {
      query: { instrument_ids: `0,abc,${'x'.repeat(300)}` },
    });
    expect(several.status).toBe(400);
    expect(several.error?.message).toBe(
      'Invalid instrument_ids: 3 ids are neither instrument UUIDs nor known symbols',
    );
    const details = several.error?.details as Array<{ description: string }>;
    expect(details.map((d) => d.description)).toEqual([
      '`0` is neither an instrument UUID nor a known symbol',
      '`abc` is neither an instrument UUID nor a known symbol',
      `\`${'x'.repeat(64)}…\` is neither an instrument UUID nor a known symbol`,
    ]);
  });

  it('answers the vendor client’s placeholders with a 400 envelope through the router, never a 500', async () => {
    const sandbox = new Sandbox({ clock: new ManualClock(Date.parse('2026-11-20T15:00:00Z')) });
    for (const value of ['instrument_ids', '0', 'abc', '1.5', 'null', '😀', 'x'.repeat(300)]) {
      const response = await handleSandboxRequest(sandbox, {
        method: 'GET',
        url: `/v1/market-data/daily-summary?instrument_ids=${encodeURIComponent(value)}`,
        headers: new Headers({ authorization: 'Bearer demo' }),
        body: null,
      });
      expect(response.status, value).toBe(400);
      const body = JSON.parse(response.body) as { error: { details: Array<{ field: string }> } };
      expect(body.error.details[0]?.field).toBe('instrument_ids');
    }
  });

  it('shows the last session on a weekend', async () => {
    const { sandbox, universe, market } = makeMarket(42, Date.parse('2026-11-22T16:00:00Z'));
    const aapl = universe.resolve('AAPL')!.id;
    const [row] = (await callOperation(sandbox, 'get_daily_summaries', { query: { instrument_ids: aapl } }))
      .data as Summary[];
    const [bar] = market.dailyBars(aapl, '2026-11-20', '2026-11-20');
    expect(row).toMatchObject({ trade_date: '2026-11-20', open: bar!.open, high: bar!.high, low: bar!.low });
  });

  it('answers 400 for missing, empty or more than 100 ids', async () => {
    const { sandbox, universe } = makeMarket();
    expect((await callOperation(sandbox, 'get_daily_summaries')).status).toBe(400);
    expect(
      (await callOperation(sandbox, 'get_daily_summaries', { query: { instrument_ids: ' , ' } })).status,
    ).toBe(400);
    const many = universe.instruments
      .slice(0, 101)
      .map((i) => i.id)
      .join(',');
    expect(
      (await callOperation(sandbox, 'get_daily_summaries', { query: { instrument_ids: many } })).status,
    ).toBe(400);
  });
});

describe('market data and calendar through the router', () => {
  it('answers every operation with schema-valid envelopes', async () => {
    const sandbox = new Sandbox({ clock: new ManualClock(Date.parse('2026-11-20T15:00:00Z')) });
    const aapl = sandbox.universe.resolve('AAPL')!;
    const contract = sandbox.universe.optionContracts(aapl.id)[10]!;
    const get = (url: string) =>
      handleSandboxRequest(sandbox, {
        method: 'GET',
        url,
        headers: new Headers({ authorization: 'Bearer demo' }),
        body: null,
      });
    for (const url of [
      '/v1/clock',
      '/v1/calendars/market-hours',
      '/v1/calendars/market-hours?date=2026-12-24&market=us_options',
      `/v1/market-data/snapshot?instrument_ids=AAPL,SPY,${encodeURIComponent(contract.symbol)}`,
      `/v1/market-data/daily-summary?instrument_ids=${aapl.id},${contract.id}`,
    ]) {
      const response = await get(url);
      expect(response.status, `${url}: ${response.body}`).toBe(200);
    }
    const missing = await get('/v1/market-data/daily-summary');
    expect(missing.status).toBe(400);
  });
});
