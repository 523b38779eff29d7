import { describe, it, expect } from 'vitest';
import { call, makeUniverse } from '../engine/universe/helpers';

const { universe } = makeUniverse();
type Row = { id: string; symbol: string; instrument_type?: string } & Record<string, unknown>;
const aapl = universe.bySymbol('AAPL')!;

describe('GET /v1/instruments', () => {
  it('pages through every stock, fund and preferred in schema shape', async () => {
    const first = await call(universe, 'get_instruments', { query: { page_size: '250' } });
    expect(first.schemaIssues).toEqual([]);
    expect(first.data).toHaveLength(250);
    expect(first.metadata).toMatchObject({ page_number: 1, total_items: universe.instruments.length });
    const next = await call(universe, 'get_instruments', {
      query: { page_token: first.metadata!.next_page_token as string },
    });
    expect((next.data as Row[])[0]?.symbol).not.toBe((first.data as Row[])[0]?.symbol);
    expect(next.metadata?.page_number).toBe(2);
  });

  it.each([
    ['easy_to_borrow', 'false', 'GME'],
    ['is_short_prohibited', 'true', 'SAVA'],
    ['is_threshold_security', 'true', 'OCGN'],
    ['is_liquidation_only', 'true', 'CHPT'],
    ['is_ptp', 'true', 'EPD'],
    ['is_restricted', 'true', 'SPCE'],
    ['is_marginable', 'false', 'NSRGY'],
  ])('filters by %s=%s', async (flag, value, expected) => {
    const result = await call(universe, 'get_instruments', { query: { [flag]: value } });
    expect(result.schemaIssues).toEqual([]);
    const rows = result.data as Row[];
    expect(rows.map((r) => r.symbol)).toContain(expected);
    expect(rows.every((r) => String(r[flag]) === value)).toBe(true);
    expect(rows.length).toBeLessThan(universe.instruments.length);
  });

  it('takes instrument_ids as UUIDs, tickers or OSI symbols, and rejects instrument_type OPTION', async () => {
    const result = await call(universe, 'get_instruments', {
      query: { instrument_ids: `${aapl.id},msft,AAPL  261218C00270000,NOPE` },
    });
    expect(result.schemaIssues).toEqual([]);
    expect((result.data as Row[]).map((r) => r.symbol)).toEqual(['AAPL', 'MSFT', 'AAPL  261218C00270000']);
    const stocks = await call(universe, 'get_instruments', {
      query: { instrument_type: 'COMMON_STOCK', page_size: '1000' },
    });
    expect((stocks.data as Row[]).every((r) => r.instrument_type === 'COMMON_STOCK')).toBe(true);
    const option = await call(universe, 'get_instruments', { query: { instrument_type: 'OPTION' } });
    expect(option).toMatchObject({ status: 400 });
    const bad = await call(universe, 'get_instruments', { query: { is_restricted: 'maybe' } });
    expect(bad.status).toBe(400);
  });
});

describe('GET /v1/instruments/search', () => {
  it('ranks, filters and pages (default 100)', async () => {
    const result = await call(universe, 'search_instruments', { query: { q: 'AAPL' } });
    expect(result.schemaIssues).toEqual([]);
    expect((result.data as Row[])[0]?.symbol).toBe('AAPL');
    const many = await call(universe, 'search_instruments', { query: { q: 'a' } });
    expect(many.data).toHaveLength(100);
    expect(many.metadata?.next_page_token).toBeDefined();
    const small = await call(universe, 'search_instruments', { query: { q: 'a', page_size: '5' } });
    expect(small.data).toHaveLength(5);
    const options = await call(universe, 'search_instruments', {
      query: { q: 'AAPL 270 call', asset_class: 'OPTION' },
    });
    expect(options.schemaIssues).toEqual([]);
    expect((options.data as Row[]).every((r) => r.instrument_type === 'OPTION')).toBe(true);
    expect((await call(universe, 'search_instruments', { query: { q: '' } })).status).toBe(400);
  });
});

describe('GET /v1/instruments/{id}', () => {
  it('returns one instrument by id, ticker or OSI, with expiry dates on request', async () => {
    const byId = await call(universe, 'get_instrument_by_id', { params: { instrument_id: aapl.id } });
    expect(byId.schemaIssues).toEqual([]);
    expect(byId.data).toMatchObject({ symbol: 'AAPL', previous_close: aapl.previous_close });
    expect(byId.data).not.toHaveProperty('options_expiry_dates');
    const withDates = await call(universe, 'get_instrument_by_id', {
      params: { instrument_id: 'aapl' },
      query: { include_options_expiry_dates: 'true' },
    });
    expect(withDates.schemaIssues).toEqual([]);
    expect(withDates.data).toMatchObject({ options_expiry_dates: universe.optionExpiries(aapl.id) });
    const option = await call(universe, 'get_instrument_by_id', {
      params: { instrument_id: 'AAPL  261218P00270000' },
    });
    expect(option.data).toMatchObject({
      instrument_type: 'OPTION',
      strike_price: '270',
      underlying_instrument_id: aapl.id,
    });
    expect(await call(universe, 'get_instrument_by_id', { params: { instrument_id: 'AAP' } })).toMatchObject({
      status: 404,
      error: { message: 'Instrument not found: AAP' },
    });
  });
});

describe('GET /v1/instruments/options/contracts', () => {
  it('needs exactly one underlier identifier and a known underlier', async () => {
    const none = await call(universe, 'get_option_contracts');
    expect(none).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('Exactly one underlier') },
    });
    const both = await call(universe, 'get_option_contracts', {
      query: { underlier: 'AAPL', underlying_instrument_id: aapl.id },
    });
    expect(both.status).toBe(400);
    const unknown = await call(universe, 'get_option_contracts', {
      query: { underlying_instrument_id: '528ec5c3-cdbf-447c-b995-ec6c83cfbc03' },
    });
    expect(unknown).toMatchObject({
      status: 404,
      error: { message: 'Instrument not found: 528ec5c3-cdbf-447c-b995-ec6c83cfbc03' },
    });
  });

  it('filters by expiry and type and pages', async () => {
    const result = await call(universe, 'get_option_contracts', {
      query: { underlier: 'AAPL', expiry: '2026-12-18', contract_type: 'CALL', page_size: '10' },
    });
    expect(result.schemaIssues).toEqual([]);
    const rows = result.data as Array<{ expiry: string; contract_type: string }>;
    expect(rows).toHaveLength(10);
    expect(rows.every((c) => c.expiry === '2026-12-18' && c.contract_type === 'CALL')).toBe(true);
    expect(result.metadata?.total_items).toBe(
      universe.optionContracts('AAPL', { expiry: '2026-12-18', contractType: 'CALL' }).length,
    );
    const byId = await call(universe, 'get_option_contracts', { query: { underlying_instrument_id: 'SPY' } });
    expect((byId.data as unknown[]).length).toBeGreaterThan(100);
  });
});

describe('instrument data endpoints', () => {
  it.each([
    ['get_instrument_fundamentals', {}],
    ['get_instrument_income_statements', { page_size: '8' }],
    ['get_instrument_balance_sheet_statements', { from_date: '2024-01-01', to_date: '2025-12-31' }],
    ['get_instrument_cash_flow_statements', {}],
    ['get_instrument_analyst_consensus', { from: '2026-01-01', to: '2026-11-20' }],
    ['get_instrument_events', {}],
  ] as const)('%s answers in schema shape and 404s unknown ids', async (id, query) => {
    const result = await call(universe, id, { params: { instrument_id: 'MSFT' }, query: { ...query } });
    expect(result.status).toBe(200);
    expect(result.schemaIssues).toEqual([]);
    const missing = await call(universe, id, { params: { instrument_id: 'AAP' } });
    expect(missing).toMatchObject({ status: 404, error: { message: 'Instrument not found: AAP' } });
  });

  it('pages statements and reports fundamentals like the spec example', async () => {
    const page = await call(universe, 'get_instrument_income_statements', {
      params: { instrument_id: 'MSFT' },
      query: { page_size: '8' },
    });
    expect(page.data).toHaveLength(8);
    expect(page.metadata?.next_page_token).toBeDefined();
    const fundamentals = await call(universe, 'get_instrument_fundamentals', {
      params: { instrument_id: 'AAPL' },
    });
    expect(fundamentals.data).toMatchObject({
      sector: 'Technology',
      industry: 'Consumer Electronics',
      list_date: '1980-12-12',
      previous_close: aapl.previous_close,
      reporting_currency: 'USD',
    });
  });

  it('GET /v1/instruments/events groups by date and validates dates', async () => {
    const result = await call(universe, 'get_all_instrument_events', {
      query: {
        event_types: 'EARNINGS,DIVIDEND',
        instrument_ids: 'AAPL,MSFT,JPM',
        from_date: '2026-01-01',
        to_date: '2026-11-20',
      },
    });
    expect(result.schemaIssues).toEqual([]);
    const dates = (result.data as { event_dates: Array<{ date: string; events: Array<{ type: string }> }> })
      .event_dates;
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.flatMap((d) => d.events).every((e) => e.type === 'EARNINGS' || e.type === 'DIVIDEND')).toBe(
      true,
    );
    const bad = await call(universe, 'get_all_instrument_events', { query: { from_date: 'yesterday' } });
    expect(bad).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('Failed to deserialize query string') },
    });
  });
});
