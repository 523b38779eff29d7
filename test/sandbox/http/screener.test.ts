import { describe, it, expect } from 'vitest';
import type { ScreenerCatalog, ScreenerColumn, ScreenerEntry } from '@/api/schemas/screener';
import { httpSandbox } from '../../utils/sandbox';

type Row = ScreenerColumn[];
const cell = (row: Row, name: string, extra: Record<string, string> = {}) =>
  row.find((c) => c.field.name === name && Object.entries(extra).every(([k, v]) => c.field[k] === v))?.value;

describe('GET /v1/screener/catalog', () => {
  it('lists fields with types, operators, periods and lookbacks, and the default columns', async () => {
    const { call } = httpSandbox();
    const result = await call<ScreenerCatalog>('GET', '/v1/screener/catalog');
    expect(result.status).toBe(200);
    expect(result.data.default_response_fields).toEqual([
      'symbol',
      'name',
      'price',
      'change_pct',
      'volume',
      'market_cap',
      'sector',
    ]);
    expect(result.data.enums.venue).toContain('XNAS');
    expect(result.data.fields.length).toBeGreaterThan(30);
  });
});

describe('POST /v1/screener', () => {
  it('screens the real universe with values consistent with quotes and fundamentals', async () => {
    const { call, sandbox } = httpSandbox();
    const result = await call<Row[]>('POST', '/v1/screener', {
      filters: [{ left: { name: 'symbol' }, op: { name: 'EQUAL' }, right: [{ value: 'AAPL' }] }],
      columns: [
        { name: 'symbol' },
        { name: 'price' },
        { name: 'previous_close' },
        { name: 'volume' },
        { name: 'earnings_per_share' },
        { name: 'price_to_earnings' },
        { name: 'beta' },
        { name: 'industry' },
        { name: 'consensus_rating' },
      ],
    });
    expect(result.status).toBe(200);
    const row = result.data[0]!;
    const quote = sandbox.market.quote('AAPL')!;
    expect(cell(row, 'price')).toBe(Number(quote.last_price));
    expect(cell(row, 'previous_close')).toBe(Number(quote.previous_close));
    expect(cell(row, 'volume')).toBe(quote.cumulative_volume);
    const fundamentals = await call<{
      earnings_per_share: string;
      price_to_earnings: string;
      beta: string;
      industry: string;
    }>('GET', '/v1/instruments/AAPL/fundamentals');
    expect(cell(row, 'earnings_per_share')).toBe(Number(fundamentals.data.earnings_per_share));
    // One P/E: the instrument page's (fundamentals) is the screener's, at the last price.
    expect(cell(row, 'price_to_earnings')).toBe(Number(fundamentals.data.price_to_earnings));
    expect(Number(fundamentals.data.price_to_earnings)).toBeCloseTo(
      Number(quote.last_price) / Number(fundamentals.data.earnings_per_share),
      2,
    );
    expect(cell(row, 'beta')).toBe(Number(fundamentals.data.beta));
    expect(cell(row, 'industry')).toBe(fundamentals.data.industry);
    const consensus = await call<{ rating: string }>('GET', '/v1/instruments/AAPL/analyst-reporting');
    expect(cell(row, 'consensus_rating')).toBe(consensus.data.rating);
  });

  it('filters, sorts and paginates', async () => {
    const { call } = httpSandbox();
    const body = {
      filters: [
        { left: { name: 'sector' }, op: { name: 'EQUAL' }, right: [{ value: 'ENERGY' }] },
        { left: { name: 'dividend_yield' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 3 }] },
      ],
      columns: [{ name: 'symbol' }, { name: 'sector' }, { name: 'dividend_yield' }],
      sorts: [{ field: { name: 'dividend_yield' }, direction: 'DESC' }],
      page_size: 5,
    };
    const first = await call<Row[]>('POST', '/v1/screener', body);
    expect(first.status).toBe(200);
    expect(first.data).toHaveLength(5);
    const total = first.metadata.total_items as number;
    expect(total).toBeGreaterThan(5);
    const all = [...first.data];
    let token = first.metadata.next_page_token as string | undefined;
    while (token) {
      const next = await call<Row[]>('POST', '/v1/screener', { ...body, page_token: token });
      all.push(...next.data);
      token = next.metadata.next_page_token as string | undefined;
    }
    expect(all).toHaveLength(total);
    const yields = all.map((r) => cell(r, 'dividend_yield') as number);
    expect(yields).toEqual([...yields].sort((a, b) => b - a));
    expect(
      all.every((r) => cell(r, 'sector') === 'ENERGY' && (cell(r, 'dividend_yield') as number) >= 3),
    ).toBe(true);
  });

  it('answers 400 with details for an unknown field, 422 for a body of the wrong shape', async () => {
    const { call } = httpSandbox();
    const unknown = await call('POST', '/v1/screener', {
      filters: [{ left: { name: 'pe' }, op: { name: 'LESS_THAN' }, right: [{ value: 10 }] }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toContain('unknown field `pe`');
    expect(unknown.error?.details?.[0]).toMatchObject({ field: 'filters[0].left.name' });
    expect((await call('POST', '/v1/screener', { page_size: 500 })).status).toBe(400);
    expect((await call('POST', '/v1/screener', { filters: 'cheap stocks' })).status).toBe(422);
  });
});

describe('/v1/saved-screeners', () => {
  it('lists the seeded screeners, creates, reads, replaces and deletes', async () => {
    const { call } = httpSandbox();
    const list = await call<ScreenerEntry[]>('GET', '/v1/saved-screeners');
    expect(list.status).toBe(200);
    expect(list.data.map((s) => s.name)).toEqual(['Mega-cap tech', 'Dividend payers', 'Weekly momentum']);
    // A saved screener runs as a search.
    const seeded = list.data[0]!;
    const run = await call<Row[]>('POST', '/v1/screener', {
      filters: seeded.filters,
      sorts: seeded.sorts,
      columns: seeded.columns,
    });
    expect(run.status).toBe(200);
    expect(run.data.map((r) => cell(r, 'symbol'))).toContain('AAPL');

    const created = await call<ScreenerEntry>('POST', '/v1/saved-screeners', {
      name: 'Tech Large Caps',
      filters: [{ left: { name: 'market_cap' }, op: { name: 'GREATER_OR_EQUAL' }, right: [{ value: 1e9 }] }],
      sorts: [{ direction: 'DESC', field: { name: 'market_cap' } }],
    });
    expect(created.status).toBe(200);
    const id = created.data.id;
    expect((await call<ScreenerEntry>('GET', `/v1/saved-screeners/${id}`)).data).toEqual(created.data);
    const replaced = await call<ScreenerEntry>('PUT', `/v1/saved-screeners/${id}`, {
      name: null,
      filters: [],
      sorts: [{ direction: 'ASC', field: { name: 'market_cap' } }],
    });
    expect(replaced.data).toMatchObject({
      id,
      name: 'Tech Large Caps',
      filters: [],
      sorts: [{ direction: 'ASC' }],
    });
    expect((await call('DELETE', `/v1/saved-screeners/${id}`)).status).toBe(200);
    const gone = await call('GET', `/v1/saved-screeners/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe('Some requested entity was not found');
    expect((await call('PUT', `/v1/saved-screeners/${id}`, { name: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/v1/saved-screeners/${id}`)).status).toBe(404);
    expect((await call('GET', '/v1/saved-screeners/123')).status).toBe(400);
  });

  it('refuses to save an invalid screener', async () => {
    const { call } = httpSandbox();
    const bad = await call('POST', '/v1/saved-screeners', {
      name: 'Bad',
      filters: [{ left: { name: 'price' }, op: { name: 'CONTAINS' }, right: [{ value: '1' }] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('CONTAINS does not apply to `price`');
    expect((await call<ScreenerEntry[]>('GET', '/v1/saved-screeners')).data).toHaveLength(3);
  });
});
