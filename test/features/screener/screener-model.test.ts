// The builder's pure model against the sandbox's catalog and validator: api_names, catalog search,
// each value kind's request body, unenabled filters, the saved-screener round trip for every
// operator and value kind, the URL codec and the open_screener mapping.
import { describe, expect, it } from 'vitest';
import { Sandbox } from '@/sandbox/engine/sandbox';
import { compileQuery } from '@/sandbox/engine/workspace/screener';
import { CatalogIndex } from '@/features/screener/lib/catalog';
import {
  changeField,
  changeOperator,
  newFilterRow,
  type FilterRow,
} from '@/features/screener/lib/filter-model';
import { buildFilter, readFilter } from '@/features/screener/lib/filter-wire';
import { formatNumberInput, parseNumberInput } from '@/features/screener/lib/number-input';
import {
  buildSavedBody,
  emptyScreen,
  planSearch,
  readSavedScreener,
  type ScreenState,
} from '@/features/screener/lib/screen-state';
import { screenFromSearch, screenToSearch } from '@/features/screener/lib/screen-url';
import { availablePresets, presetScreen } from '@/features/screener/lib/presets';
import { apiName, openScreenerSearch, parseApiName } from '@/domain/screener-url';
import { CreateScreenerRequest } from '@/api/schemas/screener';

const sandbox = new Sandbox({});
const catalog = new CatalogIndex(sandbox.workspace.screener.catalog());
const today = () => '2026-11-23';

let n = 0;
const row = (partial: Partial<FilterRow> & Pick<FilterRow, 'field' | 'op' | 'operands'>): FilterRow => ({
  id: `t${++n}`,
  enabled: true,
  caseInsensitive: false,
  bounds: ['INCLUSIVE', 'INCLUSIVE'],
  ...partial,
});
const value = (text: string) => ({ kind: 'value' as const, text });

/** One row for every operator and value kind the catalog offers. */
const everyKind: FilterRow[] = [
  row({ field: { name: 'market_cap' }, op: 'GREATER_THAN', operands: [value('10B')] }),
  row({ field: { name: 'price' }, op: 'LESS_THAN', operands: [value('$1,250.5')] }),
  row({ field: { name: 'dividend_yield' }, op: 'GREATER_OR_EQUAL', operands: [value('3.5%')] }),
  row({ field: { name: 'volume' }, op: 'LESS_OR_EQUAL', operands: [value('2.5M')] }),
  row({ field: { name: 'beta' }, op: 'EQUAL', operands: [value('-0.25')] }),
  row({
    field: { name: 'revenue', period: 'QUARTER' },
    op: 'BETWEEN',
    bounds: ['INCLUSIVE', 'EXCLUSIVE'],
    operands: [value('1B'), value('5B')],
  }),
  row({
    field: { name: 'change_pct', lookback: 'ONE_WEEK' },
    op: 'NOT_BETWEEN',
    bounds: ['EXCLUSIVE', 'INCLUSIVE'],
    operands: [value('-2'), value('2')],
  }),
  row({ field: { name: 'price_to_earnings' }, op: 'ONE_OF', operands: [value('10, 20.5, 30')] }),
  row({ field: { name: 'sector' }, op: 'ONE_OF', operands: [value('TECHNOLOGY'), value('HEALTHCARE')] }),
  row({ field: { name: 'security_kind' }, op: 'EQUAL', operands: [value('ETF')] }),
  row({ field: { name: 'consensus_rating' }, op: 'GREATER_OR_EQUAL', operands: [value('BUY')] }),
  row({ field: { name: 'name' }, op: 'CONTAINS', caseInsensitive: true, operands: [value('bank')] }),
  row({ field: { name: 'symbol' }, op: 'BEGINS_WITH', operands: [value('A')] }),
  row({ field: { name: 'symbol' }, op: 'ENDS_WITH', operands: [value('X')] }),
  row({ field: { name: 'industry' }, op: 'REGEX', caseInsensitive: true, operands: [value('^semi')] }),
  row({ field: { name: 'industry' }, op: 'EQUAL', operands: [value('Banks')] }),
  row({
    field: { name: 'name' },
    op: 'ONE_OF',
    caseInsensitive: true,
    operands: [value('Apple Inc., Microsoft Corp')],
  }),
  row({
    field: { name: 'list_date' },
    op: 'GREATER_THAN',
    operands: [{ kind: 'today', shift: { op: 'SUBTRACT', amount: '30', unit: 'DAY' } }],
  }),
  row({ field: { name: 'list_date' }, op: 'LESS_THAN', operands: [value('2020-01-31')] }),
  row({
    field: { name: 'list_date' },
    op: 'BETWEEN',
    operands: [
      { kind: 'today', shift: { op: 'SUBTRACT', amount: '2', unit: 'YEAR' } },
      { kind: 'today', shift: null },
    ],
  }),
  row({
    field: { name: 'price' },
    op: 'GREATER_THAN',
    operands: [{ kind: 'field', field: { name: 'fifty_two_week_low' }, shift: { op: 'ADD', amount: '5' } }],
  }),
  row({
    field: { name: 'price' },
    op: 'LESS_THAN',
    operands: [{ kind: 'field', field: { name: 'price_target' }, shift: null }],
  }),
  row({ field: { name: 'eps_growth', period: 'ANNUAL' }, op: 'IS_NOT_NULL', operands: [] }),
  row({ field: { name: 'price_target' }, op: 'IS_NULL', operands: [] }),
  row({ field: { name: 'sector' }, enabled: false, op: 'EQUAL', operands: [value('ENERGY')] }),
];

const screen = (filters: FilterRow[]): ScreenState => ({ ...emptyScreen(catalog), filters });

describe('catalog', () => {
  it('names a field as base plus at most one period or lookback', () => {
    expect(apiName({ name: 'revenue', period: 'QUARTER' })).toBe('revenue.QUARTER');
    expect(apiName({ name: 'price' })).toBe('price');
    expect(parseApiName('change_pct.ONE_WEEK')).toEqual({ name: 'change_pct', lookback: 'ONE_WEEK' });
    expect(parseApiName('revenue.FORTNIGHT')).toBeUndefined();
    expect(catalog.isValid({ name: 'price', period: 'QUARTER' })).toBe(false);
    expect(catalog.isValid({ name: 'revenue', period: 'ANNUAL' })).toBe(true);
    expect(catalog.label({ name: 'change_pct', lookback: 'ONE_WEEK' })).toBe('Change % (1W)');
  });

  it('searches display names and descriptions, so "sales" finds revenue', () => {
    expect(catalog.search('sales').map((f) => f.name)).toEqual(
      expect.arrayContaining(['revenue', 'price_to_sales']),
    );
    expect(catalog.search('52 week').map((f) => f.name)).toContain('fifty_two_week_high');
    expect(catalog.search('zzzz')).toEqual([]);
    expect(catalog.grouped().map(([category]) => category)).toContain('Fundamentals');
  });
});

describe('numbers with units', () => {
  it('parses compact amounts, dollars and percent with decimal precision', () => {
    expect(parseNumberInput('10B', 'CURR_USD')).toEqual({ ok: true, value: '10000000000' });
    expect(parseNumberInput('$1,250.5', 'CURR_USD')).toEqual({ ok: true, value: '1250.5' });
    expect(parseNumberInput('3.5%', 'PERCENT')).toEqual({ ok: true, value: '3.5' });
    expect(parseNumberInput('0.1M', null)).toEqual({ ok: true, value: '100000' });
    expect(parseNumberInput('abc', null)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not a number/),
    });
    expect(parseNumberInput('5%', 'CURR_USD')).toMatchObject({ ok: false });
    expect(parseNumberInput('1.5', null, true)).toMatchObject({ ok: false, message: /whole/ });
    expect(formatNumberInput('10000000000')).toBe('10B');
    expect(formatNumberInput('1234567')).toBe('1234567');
  });
});

describe('request bodies', () => {
  it('builds each value kind exactly, and the sandbox accepts every one', () => {
    const plan = planSearch(catalog, screen(everyKind));
    expect(plan.problems).toEqual({});
    const filters = plan.criteria?.filters ?? [];
    expect(filters).toHaveLength(everyKind.length - 1); // the unenabled one is not searched
    expect(filters[0]).toEqual({
      left: { name: 'market_cap' },
      op: { name: 'GREATER_THAN' },
      right: [{ value: '10000000000' }],
    });
    expect(filters[5]).toEqual({
      left: { name: 'revenue', period: 'QUARTER' },
      op: { name: 'BETWEEN', args: ['LEFT_INCLUSIVE', 'RIGHT_EXCLUSIVE'] },
      right: [{ value: '1000000000' }, { value: '5000000000' }],
    });
    expect(filters[7]?.right).toEqual([{ value: '10' }, { value: '20.5' }, { value: '30' }]);
    expect(filters[8]).toEqual({
      left: { name: 'sector' },
      op: { name: 'ONE_OF' },
      right: [{ value: 'TECHNOLOGY' }, { value: 'HEALTHCARE' }],
    });
    expect(filters[11]?.op).toEqual({ name: 'CONTAINS', args: ['CASE_INSENSITIVE'] });
    expect(filters[17]?.right).toEqual([
      { variable: { name: 'today', modifier: { name: 'SUBTRACT', args: [30, 'DAY'] } } },
    ]);
    expect(filters[20]?.right).toEqual([
      { variable: { name: 'fifty_two_week_low', modifier: { name: 'ADD', args: ['5'] } } },
    ]);
    expect(filters[22]).toEqual({
      left: { name: 'eps_growth', period: 'ANNUAL' },
      op: { name: 'IS_NOT_NULL' },
    });
    expect(() => compileQuery({ ...plan.criteria }, today)).not.toThrow();
  });

  it('keeps invalid values in the form: the search is held and the row says why', () => {
    const bad = row({ field: { name: 'market_cap' }, op: 'GREATER_THAN', operands: [value('10 billion')] });
    const empty = row({ field: { name: 'price' }, op: 'GREATER_THAN', operands: [value('')] });
    const plan = planSearch(catalog, screen([bad, empty]));
    expect(plan.criteria).toBeNull();
    expect(plan.problems[bad.id]).toEqual({
      kind: 'invalid',
      message: expect.stringMatching(/not a number/),
    });
    expect(plan.problems[empty.id]?.kind).toBe('incomplete');
    // An empty row alone does not hold the search; it is just not applied yet.
    expect(planSearch(catalog, screen([empty])).criteria?.filters).toEqual([]);
    expect(buildSavedBody(catalog, screen([bad]), 'x')).toMatchObject({ ok: false, rowId: bad.id });
  });

  it('saves an unenabled filter as its bare field, and switching on restores it', () => {
    const off = everyKind.at(-1)!;
    const saved = buildSavedBody(catalog, screen([off]), 'Off');
    expect(saved).toEqual({
      ok: true,
      body: expect.objectContaining({ filters: [{ left: { name: 'sector' } }] }),
    });
    const on = buildFilter(catalog, { ...off, enabled: true });
    expect(on).toEqual({
      status: 'ok',
      filter: { left: { name: 'sector' }, op: { name: 'EQUAL' }, right: [{ value: 'ENERGY' }] },
    });
    expect(readFilter(catalog, { left: { name: 'sector' } })).toMatchObject({
      enabled: false,
      op: null,
      operands: [],
    });
  });

  it('round-trips a saved screener exactly for every operator and value kind (through the sandbox)', () => {
    const state: ScreenState = {
      filters: everyKind,
      columns: [
        { name: 'symbol' },
        { name: 'revenue', period: 'ANNUAL' },
        { name: 'change_pct', lookback: 'YEAR_TO_DATE' },
      ],
      sorts: [
        { field: { name: 'sector' }, direction: 'ASC' },
        { field: { name: 'market_cap' }, direction: 'DESC' },
      ],
      pageSize: 100,
    };
    const first = buildSavedBody(catalog, state, 'Everything');
    if (!first.ok) throw new Error(first.message);
    const created = sandbox.workspace.savedScreeners.create(CreateScreenerRequest.parse(first.body));
    const loaded = readSavedScreener(catalog, sandbox.workspace.savedScreeners.get(created.id));
    const again = buildSavedBody(catalog, loaded, 'Everything');
    expect(again).toEqual(first);
    expect(planSearch(catalog, loaded).criteria).toEqual(planSearch(catalog, state).criteria);
  });
});

describe('URL state', () => {
  it('round-trips every row, typed text and unenabled state included', () => {
    const typed = row({ field: { name: 'price' }, op: 'GREATER_THAN', operands: [value('12~*!%@ odd')] });
    const state: ScreenState = {
      ...screen([...everyKind, typed]),
      sorts: [{ field: { name: 'volume' }, direction: 'DESC' }],
      pageSize: 50,
    };
    const search = screenToSearch(catalog, state);
    expect(search.v).toBe(1);
    expect(search.f).toContain('market_cap*gt*10B');
    expect(search.s).toBe('-volume');
    const back = screenFromSearch(catalog, JSON.parse(JSON.stringify(search)));
    expect(back.warnings).toEqual([]);
    const strip = (s: ScreenState) => ({ ...s, filters: s.filters.map(({ id: _id, ...rest }) => rest) });
    expect(strip(back.state)).toEqual(strip(state));
  });

  it('reports unknown fields and newer versions instead of guessing', () => {
    expect(screenFromSearch(catalog, { v: 1, f: 'nope*gt*1~price*gt*5' })).toMatchObject({
      warnings: [expect.stringMatching(/nope/)],
      state: { filters: [{ field: { name: 'price' } }] },
    });
    expect(screenFromSearch(catalog, { v: 2, f: 'price*gt*5' }).warnings[0]).toMatch(/version 2/);
  });

  it('maps the assistant open_screener action onto the URL', () => {
    const search = openScreenerSearch({
      filters: [
        { field: 'market_cap', operator: 'GREATER_THAN', value: { value: 10000000000 } },
        { field: 'sector', operator: 'ONE_OF', value: { values: ['Technology', 'Energy'] } },
      ],
      columns: ['symbol', 'market_cap'],
      page_size: 25,
      sort_by: 'market_cap',
      sort_direction: 'DESC',
    });
    const { state } = screenFromSearch(catalog, search);
    expect(planSearch(catalog, state).criteria).toEqual({
      filters: [
        { left: { name: 'market_cap' }, op: { name: 'GREATER_THAN' }, right: [{ value: '10000000000' }] },
        {
          left: { name: 'sector' },
          op: { name: 'ONE_OF' },
          right: [{ value: 'TECHNOLOGY' }, { value: 'ENERGY' }],
        },
      ],
      columns: [{ name: 'symbol' }, { name: 'market_cap' }],
      sorts: [{ field: { name: 'market_cap' }, direction: 'DESC' }],
    });
    expect(state.pageSize).toBe(25);
  });
});

describe('row editing and presets', () => {
  it('keeps what still applies when the field or operator changes', () => {
    let r = newFilterRow(catalog, { name: 'sector' });
    expect(r.op).toBe('ONE_OF');
    r = { ...r, operands: [value('Technology')] };
    r = changeOperator(catalog, r, 'EQUAL');
    expect(r.operands).toEqual([value('Technology')]);
    r = changeField(catalog, r, { name: 'price' });
    expect(r).toMatchObject({ op: 'EQUAL', operands: [value('')] });
    r = changeOperator(catalog, { ...r, operands: [value('5')] }, 'BETWEEN');
    expect(r.operands).toEqual([value('5'), value('')]);
  });

  it('builds every preset from the catalog into a search the sandbox accepts', () => {
    const presets = availablePresets(catalog);
    expect(presets.map((p) => p.label)).toEqual([
      'Large caps near 52-week high',
      'High dividend yield',
      'Most active today',
    ]);
    for (const preset of presets) {
      const plan = planSearch(catalog, presetScreen(catalog, preset));
      expect(plan.criteria?.filters?.length).toBeGreaterThan(0);
      expect(
        sandbox.workspace.screener.search({ ...plan.criteria, page_size: 5 }).metadata.total_items,
      ).toBeGreaterThan(0);
    }
  });
});
