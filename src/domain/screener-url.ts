// The screener's URL state, version 1: a compact text form of filters, columns, sorts and page size
// that any screen can build (the assistant's open_screener action maps onto it without the catalog).
// Format and mapping: docs/api-notes.md "Screener URL".
//
//   v=1
//   f=<filter>~<filter>…     filter  = [-]<api_name>*<op>[.<args>]*<operand>*<operand>…   (- = switched off)
//                            op      = lt le gt ge eq bt nb in re bw ew ct nu nn (empty: none chosen)
//                            args    = ii|ie|ei|ee (BETWEEN bounds, i inclusive / e exclusive), i (case-insensitive)
//                            operand = literal text | @today[!a|s!<n>!<UNIT>] | @<api_name>[!a|s!<amount>[!<UNIT>]]
//   c=<api_name>~…           columns;   s=[-]<api_name>~…  sorts (- = descending);   n=<page size>
// Atoms escape %, ~, *, ! and a leading @ as %XX, so any typed text survives.

import { DateUnit, FieldLookback, FieldPeriod, FilterOperator } from '@/api/schemas/screener';

export const SCREENER_URL_VERSION = 1;

// The screen's filters as data: the builder's rows and the URL share these shapes, generic over how a
// field is named (its api_name in the URL, a FieldKey in the builder) and how strictly the operator
// and date unit are known (any text in a link, the schema's enums once read).

export type UrlBound = 'INCLUSIVE' | 'EXCLUSIVE';
/** ADD / SUBTRACT applied to a variable: an amount, with a unit for dates. */
export interface UrlShift<U extends string = string> {
  op: 'ADD' | 'SUBTRACT';
  amount: string;
  unit?: U | undefined;
}
export type UrlOperand<F = string, U extends string = string> =
  /** A literal as typed: a number with units, a date, text, an enum value. */
  | { kind: 'value'; text: string }
  /** The `today` variable, optionally shifted ("today − 30 days"). */
  | { kind: 'today'; shift: UrlShift<U> | null }
  /** Another field as the right side (price > SMA), optionally shifted. */
  | { kind: 'field'; field: F; shift: UrlShift<U> | null };

export interface UrlFilter<F = string, Op extends string = string, U extends string = string> {
  enabled: boolean;
  /** api_name: base name, or `name.PERIOD` / `name.LOOKBACK`. */
  field: F;
  op: Op | null;
  caseInsensitive: boolean;
  /** Lower and upper bound of BETWEEN / NOT_BETWEEN. */
  bounds: [UrlBound, UrlBound];
  operands: Array<UrlOperand<F, U>>;
}

/** A field as a filter, column or sort names it: a base plus at most one of period or lookback. */
export interface FieldKey {
  name: string;
  period?: FieldPeriod | undefined;
  lookback?: FieldLookback | undefined;
}

/**
 * The api_name of a field reference: `name`, or `name.VARIANT` with the period or lookback
 * (`revenue.QUARTER`, `change_pct.ONE_WEEK`). Plain `name` is the current or most recent value.
 */
export function apiName(key: FieldKey): string {
  const variant = key.period ?? key.lookback;
  return variant ? `${key.name}.${variant}` : key.name;
}

const isOneOf = <T extends string>(values: readonly T[], text: string | null | undefined): text is T =>
  text != null && (values as readonly string[]).includes(text);

/** The inverse of apiName; undefined when the variant is neither a known period nor a lookback. */
export function parseApiName(text: string): FieldKey | undefined {
  const [name, variant, extra] = text.split('.');
  if (!name || extra !== undefined) return undefined;
  if (variant === undefined) return { name };
  if (isOneOf(FieldPeriod.options, variant)) return { name, period: variant };
  if (isOneOf(FieldLookback.options, variant)) return { name, lookback: variant };
  return undefined;
}

/**
 * A filter read from a link, in the builder's terms: its field renamed by `field` and its field
 * operands by `operandField` (undefined drops the filter, or the operand), an operator the schema does
 * not know becomes none chosen, a date unit it does not know becomes DAY.
 */
export function readUrlFilter<F>(
  filter: UrlFilter,
  field: (name: string) => F | undefined,
  operandField: (name: string) => F | undefined = field,
): UrlFilter<F, FilterOperator, DateUnit> | undefined {
  const key = field(filter.field);
  if (key === undefined) return undefined;
  const shift = (s: UrlShift | null): UrlShift<DateUnit> | null => {
    if (!s) return null;
    const out: UrlShift<DateUnit> = { op: s.op, amount: s.amount };
    if (s.unit) out.unit = isOneOf(DateUnit.options, s.unit) ? s.unit : 'DAY';
    return out;
  };
  const operands = filter.operands.flatMap((o): Array<UrlOperand<F, DateUnit>> => {
    if (o.kind === 'value') return [o];
    if (o.kind === 'today') return [{ kind: 'today', shift: shift(o.shift) }];
    const other = operandField(o.field);
    return other === undefined ? [] : [{ kind: 'field', field: other, shift: shift(o.shift) }];
  });
  return {
    enabled: filter.enabled,
    field: key,
    op: isOneOf(FilterOperator.options, filter.op) ? filter.op : null,
    caseInsensitive: filter.caseInsensitive,
    bounds: filter.bounds,
    operands,
  };
}

/** A builder's filter for a link: its fields by api_name (extra keys of the row, like its id, left out). */
export function writeUrlFilter<F>(filter: UrlFilter<F>, name: (field: F) => string): UrlFilter {
  return {
    enabled: filter.enabled,
    field: name(filter.field),
    op: filter.op,
    caseInsensitive: filter.caseInsensitive,
    bounds: filter.bounds,
    operands: filter.operands.map((o) =>
      o.kind === 'field' ? { kind: 'field', field: name(o.field), shift: o.shift } : o,
    ),
  };
}

export interface UrlScreen {
  filters: UrlFilter[];
  /** Null: the catalog's default columns. */
  columns: string[] | null;
  sorts: Array<{ field: string; direction: 'ASC' | 'DESC' }>;
  pageSize: number | null;
}

/** The search params of /screener that hold the screen. */
export interface ScreenerUrlSearch {
  v?: number | undefined;
  f?: string | undefined;
  c?: string | undefined;
  s?: string | undefined;
  n?: number | undefined;
}

/** Each operator's code (a new schema operator fails the type check until it has one). */
const OP_CODES: Readonly<Record<string, string>> = {
  LESS_THAN: 'lt',
  LESS_OR_EQUAL: 'le',
  GREATER_THAN: 'gt',
  GREATER_OR_EQUAL: 'ge',
  EQUAL: 'eq',
  BETWEEN: 'bt',
  NOT_BETWEEN: 'nb',
  ONE_OF: 'in',
  REGEX: 're',
  BEGINS_WITH: 'bw',
  ENDS_WITH: 'ew',
  CONTAINS: 'ct',
  IS_NULL: 'nu',
  IS_NOT_NULL: 'nn',
} satisfies Record<FilterOperator, string>;
const OPS_BY_CODE = Object.fromEntries(Object.entries(OP_CODES).map(([op, code]) => [code, op]));

const escapeAtom = (text: string) =>
  text.replace(/[%~*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/^@/, '%40');

function unescapeAtom(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function encodeShift(shift: UrlShift | null): string {
  if (!shift) return '';
  const parts = [shift.op === 'SUBTRACT' ? 's' : 'a', escapeAtom(shift.amount)];
  if (shift.unit) parts.push(escapeAtom(shift.unit));
  return `!${parts.join('!')}`;
}

function encodeOperand(operand: UrlOperand): string {
  if (operand.kind === 'value') return escapeAtom(operand.text);
  const name = operand.kind === 'today' ? 'today' : escapeAtom(operand.field);
  return `@${name}${encodeShift(operand.shift)}`;
}

function encodeFilter(filter: UrlFilter): string {
  let op = filter.op ? (OP_CODES[filter.op] ?? escapeAtom(filter.op.toLowerCase())) : '';
  if (filter.op === 'BETWEEN' || filter.op === 'NOT_BETWEEN')
    op += `.${filter.bounds.map((b) => (b === 'EXCLUSIVE' ? 'e' : 'i')).join('')}`;
  if (filter.caseInsensitive) op += '.i';
  return [
    `${filter.enabled ? '' : '-'}${escapeAtom(filter.field)}`,
    op,
    ...filter.operands.map(encodeOperand),
  ].join('*');
}

export function encodeScreenerUrl(screen: UrlScreen): ScreenerUrlSearch {
  const search: ScreenerUrlSearch = { v: SCREENER_URL_VERSION };
  if (screen.filters.length > 0) search.f = screen.filters.map(encodeFilter).join('~');
  if (screen.columns) search.c = screen.columns.map(escapeAtom).join('~');
  if (screen.sorts.length > 0)
    search.s = screen.sorts
      .map((s) => `${s.direction === 'DESC' ? '-' : ''}${escapeAtom(s.field)}`)
      .join('~');
  if (screen.pageSize) search.n = screen.pageSize;
  return search;
}

function decodeShift(parts: string[]): UrlShift | null {
  const [sign, amount, unit] = parts;
  if (sign !== 'a' && sign !== 's') return null;
  const shift: UrlShift = { op: sign === 's' ? 'SUBTRACT' : 'ADD', amount: unescapeAtom(amount ?? '') };
  if (unit) shift.unit = unescapeAtom(unit);
  return shift;
}

function decodeOperand(atom: string): UrlOperand {
  if (!atom.startsWith('@')) return { kind: 'value', text: unescapeAtom(atom) };
  const [name = '', ...shift] = atom.slice(1).split('!');
  if (name === 'today') return { kind: 'today', shift: decodeShift(shift) };
  return { kind: 'field', field: unescapeAtom(name), shift: decodeShift(shift) };
}

function decodeFilter(text: string): UrlFilter | undefined {
  const [head = '', opText = '', ...operands] = text.split('*');
  const enabled = !head.startsWith('-');
  const field = unescapeAtom(enabled ? head : head.slice(1));
  if (!field) return undefined;
  const [code = '', ...args] = opText.split('.');
  const op = code ? (OPS_BY_CODE[code] ?? unescapeAtom(code).toUpperCase()) : null;
  const bounds = args.find((a) => /^[ie]{2}$/.test(a)) ?? 'ii';
  return {
    enabled,
    field,
    op,
    caseInsensitive: args.includes('i'),
    bounds: [bounds[0] === 'e' ? 'EXCLUSIVE' : 'INCLUSIVE', bounds[1] === 'e' ? 'EXCLUSIVE' : 'INCLUSIVE'],
    operands: operands.map(decodeOperand),
  };
}

export type DecodedScreen = { ok: true; screen: UrlScreen } | { ok: false; message: string };

/** The screen in a URL; a link from a newer version says so instead of guessing. */
export function decodeScreenerUrl(search: ScreenerUrlSearch): DecodedScreen {
  if (search.v !== undefined && Number(search.v) !== SCREENER_URL_VERSION)
    return {
      ok: false,
      message: `This screen link is version ${search.v}; this terminal reads version ${SCREENER_URL_VERSION}.`,
    };
  const split = (text: string | undefined) => (text ? String(text).split('~').filter(Boolean) : []);
  const filters = split(search.f)
    .map(decodeFilter)
    .filter((f): f is UrlFilter => !!f);
  const columns = search.c ? split(search.c).map(unescapeAtom) : null;
  const sorts = split(search.s).map((atom) =>
    atom.startsWith('-')
      ? { field: unescapeAtom(atom.slice(1)), direction: 'DESC' as const }
      : { field: unescapeAtom(atom), direction: 'ASC' as const },
  );
  const n = Number(search.n);
  return { ok: true, screen: { filters, columns, sorts, pageSize: Number.isInteger(n) && n > 0 ? n : null } };
}

/** The assistant's open_screener action (structurally; see src/api/schemas/assistant.ts). */
export interface OpenScreenerTarget {
  filters: ReadonlyArray<{ field: string; operator: string; value: Record<string, unknown> }>;
  columns?: readonly string[] | null | undefined;
  page_size?: number | null | undefined;
  sort_by?: string | null | undefined;
  sort_direction?: string | null | undefined;
}

function targetOperands(value: Record<string, unknown>): UrlOperand[] {
  const literal = (v: unknown): UrlOperand[] =>
    v === null || v === undefined ? [] : [{ kind: 'value', text: String(v) }];
  if (Array.isArray(value.values)) return value.values.flatMap(literal);
  const variable = value.variable as { name?: unknown } | undefined;
  if (variable && typeof variable.name === 'string')
    return [
      variable.name === 'today'
        ? { kind: 'today', shift: null }
        : { kind: 'field', field: variable.name, shift: null },
    ];
  return literal(value.value);
}

/** open_screener → the screen it opens (filters enabled, inclusive bounds). */
export function screenFromOpenScreener(target: OpenScreenerTarget): UrlScreen {
  return {
    filters: target.filters.map((f) => ({
      enabled: true,
      field: f.field,
      op: f.operator.toUpperCase(),
      caseInsensitive: false,
      bounds: ['INCLUSIVE', 'INCLUSIVE'],
      operands: targetOperands(f.value),
    })),
    columns: target.columns && target.columns.length > 0 ? [...target.columns] : null,
    sorts: target.sort_by
      ? [
          {
            field: target.sort_by,
            direction: target.sort_direction?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
          },
        ]
      : [],
    pageSize: target.page_size ?? null,
  };
}

/** The /screener search params that open an open_screener action's screen. */
export const openScreenerSearch = (target: OpenScreenerTarget): ScreenerUrlSearch =>
  encodeScreenerUrl(screenFromOpenScreener(target));
