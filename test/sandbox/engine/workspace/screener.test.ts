import { describe, it, expect } from 'vitest';
import { ScreenerCatalog, ScreenerRowList, type SearchFilter } from '@/api/schemas/screener';
import { SandboxError } from '@/sandbox/engine/errors';
import type { ScreenerQuery } from '@/sandbox/engine/workspace/screener';
import { makeWorkspace } from './fakes';

const { workspace } = makeWorkspace();
const screener = workspace.screener;

/** Symbols matching filters (default order: market cap, largest first). */
function symbols(filters: SearchFilter[], extra: ScreenerQuery = {}): string[] {
  return screener.matches({ filters, ...extra }).rows.map((r) => r.instrument.symbol);
}

const f = (
  name: string,
  op: string,
  values: Array<string | number> | null,
  more: { args?: string[]; lookback?: string; period?: string } = {},
): SearchFilter => ({
  left: {
    name,
    ...(more.lookback ? { lookback: more.lookback } : {}),
    ...(more.period ? { period: more.period } : {}),
  },
  op: { name: op, ...(more.args ? { args: more.args } : {}) },
  right: values === null ? null : values.map((value) => ({ value })),
});

function violation(query: ScreenerQuery): SandboxError {
  try {
    screener.search(query);
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('screener search over the universe', () => {
  it('returns the default columns of every active security, largest market cap first', () => {
    const page = screener.search({});
    expect(ScreenerRowList.safeParse(page.items).success).toBe(true);
    expect(page.metadata.total_items).toBe(7); // the inactive OLD is left out
    const first = page.items[0]!;
    expect(first.map((c) => c.field.name)).toEqual([
      'symbol',
      'name',
      'price',
      'change_pct',
      'volume',
      'market_cap',
      'sector',
    ]);
    expect(page.items.map((r) => r[0]!.value)).toEqual([
      'AAPL',
      'MSFT',
      'JPM',
      'SPY',
      'XOM',
      'RIVN',
      'NEWCO',
    ]);
    // AAPL: 200 against a 190 close; market cap scaled from the profile's to the live price.
    expect(first).toContainEqual({
      field: { name: 'price', value_type: 'DECIMAL' },
      name: 'Price',
      type: 'CURR_USD',
      value: 200,
    });
    expect(first.find((c) => c.field.name === 'change_pct')).toMatchObject({ value: 5.26, type: 'PERCENT' });
    expect(first.find((c) => c.field.name === 'market_cap')?.value).toBe(3157894736842);
    expect(first.find((c) => c.field.name === 'volume')?.value).toBe(50_000_000);
  });

  it('follows the live market: a price move changes values and ranks', () => {
    const { workspace: ws, market: m } = makeWorkspace();
    m.setPrice('XOM', '121.00');
    const rows = ws.screener.matches({ filters: [f('change_pct', 'GREATER_THAN', [9])] }).rows;
    expect(rows.map((r) => r.instrument.symbol)).toEqual(['XOM']);
    expect(ws.screener.search({ filters: [f('symbol', 'EQUAL', ['XOM'])] }).items[0]).toContainEqual(
      expect.objectContaining({ name: 'Price', value: 121 }),
    );
  });

  it('applies comparison operators on numbers', () => {
    expect(symbols([f('price', 'LESS_THAN', [110])])).toEqual(['RIVN', 'NEWCO']);
    expect(symbols([f('price', 'LESS_OR_EQUAL', [110])])).toEqual(['XOM', 'RIVN', 'NEWCO']);
    expect(symbols([f('change_pct', 'GREATER_THAN', [0])])).toEqual(['AAPL', 'SPY', 'NEWCO']);
    expect(symbols([f('change_pct', 'GREATER_OR_EQUAL', [0])])).toEqual([
      'AAPL',
      'JPM',
      'SPY',
      'XOM',
      'NEWCO',
    ]);
    expect(symbols([f('price', 'EQUAL', ['250'])])).toEqual(['JPM']);
  });

  it('applies BETWEEN and NOT_BETWEEN with inclusive and exclusive bounds', () => {
    expect(symbols([f('price', 'BETWEEN', [110, 250])])).toEqual(['AAPL', 'JPM', 'XOM']);
    expect(symbols([f('price', 'BETWEEN', [110, 250], { args: ['LEFT_EXCLUSIVE'] })])).toEqual([
      'AAPL',
      'JPM',
    ]);
    expect(symbols([f('price', 'BETWEEN', [110, 250], { args: ['RIGHT_EXCLUSIVE'] })])).toEqual([
      'AAPL',
      'XOM',
    ]);
    expect(
      symbols([f('price', 'BETWEEN', [110, 250], { args: ['LEFT_EXCLUSIVE', 'RIGHT_EXCLUSIVE'] })]),
    ).toEqual(['AAPL']);
    expect(symbols([f('price', 'NOT_BETWEEN', [110, 250])])).toEqual(['MSFT', 'SPY', 'RIVN', 'NEWCO']);
  });

  it('applies ONE_OF and EQUAL on text and closed value sets', () => {
    expect(symbols([f('symbol', 'ONE_OF', ['XOM', 'AAPL', 'NOPE'])])).toEqual(['AAPL', 'XOM']);
    expect(symbols([f('sector', 'EQUAL', ['ENERGY'])])).toEqual(['XOM']);
    expect(symbols([f('sector', 'EQUAL', ['energy'])])).toEqual(['XOM']);
    expect(symbols([f('sector', 'ONE_OF', ['ENERGY', 'CONSUMER_CYCLICAL'])])).toEqual(['XOM', 'RIVN']);
    expect(symbols([f('security_kind', 'EQUAL', ['ETF'])])).toEqual(['SPY']);
    expect(symbols([f('symbol', 'EQUAL', ['aapl'])])).toEqual([]);
    expect(symbols([f('symbol', 'EQUAL', ['aapl'], { args: ['CASE_INSENSITIVE'] })])).toEqual(['AAPL']);
  });

  it('applies REGEX, BEGINS_WITH, ENDS_WITH and CONTAINS, case-sensitive unless told', () => {
    expect(symbols([f('name', 'REGEX', ['^(Apple|Exxon)'])])).toEqual(['AAPL', 'XOM']);
    expect(symbols([f('name', 'REGEX', ['INC\\.$'], { args: ['CASE_INSENSITIVE'] })])).toEqual([
      'AAPL',
      'RIVN',
    ]);
    expect(symbols([f('name', 'BEGINS_WITH', ['Micro'])])).toEqual(['MSFT']);
    expect(symbols([f('name', 'BEGINS_WITH', ['micro'])])).toEqual([]);
    expect(symbols([f('symbol', 'ENDS_WITH', ['M'])])).toEqual(['JPM', 'XOM']);
    expect(symbols([f('name', 'CONTAINS', ['corp'], { args: ['CASE_INSENSITIVE'] })])).toEqual([
      'MSFT',
      'XOM',
    ]);
  });

  it('applies IS_NULL and IS_NOT_NULL (funds and loss makers have no P/E)', () => {
    expect(symbols([f('dividend_yield', 'IS_NULL', null)])).toEqual(['RIVN', 'NEWCO']);
    expect(symbols([f('price_to_earnings', 'IS_NOT_NULL', [])])).toEqual(['AAPL', 'MSFT', 'JPM', 'XOM']);
    expect(symbols([f('consensus_rating', 'IS_NULL', null)])).toEqual(['JPM', 'SPY', 'NEWCO']);
  });

  it('orders analyst ratings from STRONG_SELL to STRONG_BUY', () => {
    expect(symbols([f('consensus_rating', 'GREATER_OR_EQUAL', ['BUY'])])).toEqual(['AAPL', 'MSFT']);
    expect(symbols([f('consensus_rating', 'LESS_THAN', ['hold'])])).toEqual(['RIVN']);
  });

  it('takes lookbacks and periods', () => {
    // A week ago AAPL closed at 180 and XOM at 100: +11.1 % and +10 %.
    expect(symbols([f('change_pct', 'GREATER_THAN', [5], { lookback: 'ONE_WEEK' })])).toEqual([
      'AAPL',
      'XOM',
    ]);
    expect(symbols([f('change_pct', 'LESS_THAN', [0], { lookback: 'ONE_YEAR' })])).toEqual(['XOM', 'RIVN']);
    const page = screener.search({
      filters: [f('symbol', 'EQUAL', ['AAPL'])],
      columns: [
        { name: 'earnings_per_share', period: 'QUARTER' },
        { name: 'earnings_per_share' },
        { name: 'revenue_growth', period: 'ANNUAL' },
        { name: 'price_to_earnings' },
        { name: 'change_pct', lookback: 'ONE_YEAR' },
        { name: 'fifty_two_week_low' },
        { name: 'fifty_two_week_high' },
      ],
    });
    const row = page.items[0]!;
    expect(row.map((c) => [c.name, c.value])).toEqual([
      ['EPS (Q)', 1.67],
      ['EPS', 6.67],
      ['Revenue Growth (FY)', 10],
      ['P/E', 29.99],
      ['Change % (1Y)', 33.33],
      ['52W Low', 150],
      ['52W High', 200],
    ]);
    expect(row[0]!.field).toEqual({ name: 'earnings_per_share', period: 'QUARTER', value_type: 'DECIMAL' });
  });

  it('compares with variables: another field, with a modifier, and `today` with date arithmetic', () => {
    const variable = (
      name: string,
      modifier?: { name: string; args: Array<number | string> },
    ): SearchFilter['right'] => [{ variable: { name, ...(modifier ? { modifier } : {}) } }];
    expect(
      symbols([{ left: { name: 'price' }, op: { name: 'GREATER_THAN' }, right: variable('previous_close') }]),
    ).toEqual(['AAPL', 'SPY', 'NEWCO']);
    expect(
      symbols([
        {
          left: { name: 'price' },
          op: { name: 'GREATER_THAN' },
          right: variable('previous_close', { name: 'ADD', args: [5] }),
        },
      ]),
    ).toEqual(['AAPL', 'SPY']);
    expect(
      symbols([
        {
          left: { name: 'list_date' },
          op: { name: 'GREATER_OR_EQUAL' },
          right: variable('today', { name: 'SUBTRACT', args: [1, 'YEAR'] }),
        },
      ]),
    ).toEqual(['NEWCO']);
    expect(symbols([f('list_date', 'LESS_THAN', ['1970-01-01'])])).toEqual(['JPM', 'XOM']);
  });

  it('skips draft filters (no operator, no values) and accepts operator aliases', () => {
    expect(symbols([{ left: { name: 'beta' } }, f('price', 'gte', [400])])).toEqual(['MSFT', 'SPY']);
    expect(symbols([f('sector', 'in', ['ENERGY', 'TECHNOLOGY'])])).toEqual(['AAPL', 'MSFT', 'XOM']);
  });

  it('sorts by several fields, DESC by default, nulls last either way', () => {
    const sorted = (sorts: ScreenerQuery['sorts']) => symbols([], { sorts });
    expect(
      sorted([
        { field: { name: 'sector' }, direction: 'ASC' },
        { field: { name: 'price' }, direction: 'DESC' },
      ]),
    ).toEqual(['RIVN', 'XOM', 'SPY', 'JPM', 'NEWCO', 'MSFT', 'AAPL']);
    expect(sorted([{ field: { name: 'price' } }])).toEqual([
      'SPY',
      'MSFT',
      'JPM',
      'AAPL',
      'XOM',
      'NEWCO',
      'RIVN',
    ]);
    expect(sorted([{ field: { name: 'price_to_earnings' }, direction: 'ASC' }]).slice(-3)).toEqual([
      'NEWCO',
      'RIVN',
      'SPY',
    ]);
    expect(sorted([{ field: { name: 'price_to_earnings' }, direction: 'DESC' }])).toEqual([
      'MSFT',
      'AAPL',
      'XOM',
      'JPM',
      'NEWCO',
      'RIVN',
      'SPY',
    ]);
    expect(sorted([{ field: { name: 'change_pct', lookback: 'ONE_WEEK' }, direction: 'DESC' }])[0]).toBe(
      'AAPL',
    );
  });

  it('sorts text case-insensitively unless sort_case_sensitive', () => {
    const byName = (sensitive: boolean) =>
      symbols([], { sorts: [{ field: { name: 'name' }, direction: 'ASC' }], sort_case_sensitive: sensitive });
    expect(byName(false)).toEqual(['AAPL', 'XOM', 'JPM', 'MSFT', 'NEWCO', 'RIVN', 'SPY']);
    expect(byName(true)).toEqual(['AAPL', 'XOM', 'JPM', 'MSFT', 'RIVN', 'SPY', 'NEWCO']);
  });

  it('paginates with page_size 1–100 and tokens', () => {
    const first = screener.search({ page_size: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.metadata).toMatchObject({ page_number: 1, total_items: 7, total_pages: 3 });
    const second = screener.search({ page_token: first.metadata.next_page_token });
    expect(second.items.map((r) => r[0]!.value)).toEqual(['SPY', 'XOM', 'RIVN']);
    expect(second.metadata.page_number).toBe(2);
    const third = screener.search({ page_token: second.metadata.next_page_token, page_size: 1 });
    expect(third.items.map((r) => r[0]!.value)).toEqual(['NEWCO']);
    expect(third.metadata.next_page_token).toBeUndefined();
    for (const size of [0, 101, 2.5]) expect(violation({ page_size: size }).status).toBe(400);
    expect(violation({ page_token: 'garbage!' }).status).toBe(400);
  });

  it('returns exactly the requested columns in order', () => {
    const page = screener.search({ columns: [{ name: 'beta' }, { name: 'symbol' }], page_size: 1 });
    expect(page.items[0]).toEqual([
      { field: { name: 'beta', value_type: 'DECIMAL' }, name: 'Beta', value: 1.2 },
      { field: { name: 'symbol', value_type: 'STRING' }, name: 'Symbol', value: 'AAPL' },
    ]);
  });
});

describe('screener validation', () => {
  const cases: Array<[string, ScreenerQuery, string, RegExp]> = [
    ['unknown field', { filters: [f('pe', 'LESS_THAN', [1])] }, 'filters[0].left.name', /unknown field `pe`/],
    [
      'period on a field without periods',
      { columns: [{ name: 'price', period: 'QUARTER' }] },
      'columns[0].period',
      /does not take a period/,
    ],
    [
      'both period and lookback',
      { sorts: [{ field: { name: 'change_pct', period: 'QUARTER', lookback: 'ONE_WEEK' } }] },
      'sorts[0].field',
      /at most one of period or lookback/,
    ],
    [
      'unknown operator',
      { filters: [f('price', 'ABOUT', [1])] },
      'filters[0].op.name',
      /unknown operator `ABOUT`/,
    ],
    [
      'operator that does not fit the field',
      { filters: [f('price', 'REGEX', ['1'])] },
      'filters[0].op.name',
      /REGEX does not apply/,
    ],
    ['wrong arity', { filters: [f('price', 'BETWEEN', [1])] }, 'filters[0].right', /BETWEEN takes 2 value/],
    ['values for IS_NULL', { filters: [f('price', 'IS_NULL', [1])] }, 'filters[0].right', /IS_NULL takes 0/],
    [
      'text for a number',
      { filters: [f('price', 'LESS_THAN', ['cheap'])] },
      'filters[0].right[0].value',
      /not a number/,
    ],
    [
      'unknown enum value',
      { filters: [f('sector', 'EQUAL', ['TECH'])] },
      'filters[0].right[0].value',
      /not a sector value/,
    ],
    [
      'bad rating',
      { filters: [f('consensus_rating', 'EQUAL', ['GREAT'])] },
      'filters[0].right[0].value',
      /STRONG_SELL/,
    ],
    [
      'bad date',
      { filters: [f('list_date', 'LESS_THAN', ['2020-02-30'])] },
      'filters[0].right[0].value',
      /YYYY-MM-DD/,
    ],
    [
      'invalid regex',
      { filters: [f('name', 'REGEX', ['(unclosed'])] },
      'filters[0].right[0].value',
      /invalid regular expression/,
    ],
    [
      'CASE_INSENSITIVE on a number',
      { filters: [f('price', 'EQUAL', [1], { args: ['CASE_INSENSITIVE'] })] },
      'filters[0].op.args',
      /text comparisons only/,
    ],
    [
      'contradictory bounds',
      { filters: [f('price', 'BETWEEN', [1, 2], { args: ['LEFT_INCLUSIVE', 'LEFT_EXCLUSIVE'] })] },
      'filters[0].op.args',
      /contradict/,
    ],
    [
      'values without operator',
      { filters: [{ left: { name: 'price' }, right: [{ value: 1 }] }] },
      'filters[0].op',
      /operator is required/,
    ],
    [
      'today for a number',
      {
        filters: [
          { left: { name: 'price' }, op: { name: 'LESS_THAN' }, right: [{ variable: { name: 'today' } }] },
        ],
      },
      'filters[0].right[0].variable',
      /`today` is a date/,
    ],
    [
      'bad sort direction',
      { sorts: [{ field: { name: 'price' }, direction: 'UP' }] },
      'sorts[0].direction',
      /ASC or DESC/,
    ],
  ];
  for (const [label, query, field, message] of cases) {
    it(`answers 400 for ${label}`, () => {
      const error = violation(query);
      expect(error.status).toBe(400);
      expect(error.message).toMatch(message);
      expect(error.details?.[0]).toMatchObject({ field });
    });
  }

  it('reports every problem of a request at once', () => {
    const error = violation({
      filters: [f('nope', 'EQUAL', [1]), f('price', 'EQUAL', ['x'])],
      columns: [{ name: 'zzz' }],
    });
    expect(error.details?.map((d) => d.field)).toEqual([
      'filters[0].left.name',
      'filters[1].right[0].value',
      'columns[0].name',
    ]);
  });
});

describe('screener catalog', () => {
  it('describes every field, its operators, periods, lookbacks and value sets', () => {
    const catalog = screener.catalog();
    expect(ScreenerCatalog.safeParse(catalog).success).toBe(true);
    const names = catalog.fields.map((x) => x.name);
    for (const name of catalog.default_response_fields) expect(names).toContain(name);
    for (const name of [
      'price',
      'volume',
      'market_cap',
      'sector',
      'industry',
      'price_to_earnings',
      'earnings_per_share',
      'revenue_growth',
      'dividend_yield',
      'beta',
      'consensus_rating',
    ])
      expect(names).toContain(name);
    const change = catalog.fields.find((x) => x.name === 'change_pct');
    expect(change?.lookbacks).toContain('ONE_WEEK');
    expect(change?.format).toBe('PERCENT');
    const eps = catalog.fields.find((x) => x.name === 'earnings_per_share');
    expect(eps?.periods).toEqual(['QUARTER', 'TRAILING_TWELVE_MONTHS', 'ANNUAL']);
    expect(catalog.fields.find((x) => x.name === 'name')?.operators).toContain('REGEX');
    expect(catalog.fields.find((x) => x.name === 'price')?.operators).not.toContain('REGEX');
    expect(catalog.enums.sector).toContain('ENERGY');
    expect(catalog.enums.venue).toEqual(['ARCX', 'XNAS', 'XNYS']);
    expect(catalog.fields.find((x) => x.name === 'sector')?.enum).toBe('sector');
  });
});
