// POST /v1/screener: filters (every FilterOperator, operator args, literal values and variables such
// as `today` or another field, with ADD/SUBTRACT modifiers), multi-field sorts, column selection and
// pagination, over every active security of the Universe. Requests are validated up front: an unknown
// field, a period or lookback the field does not take, a bad operator, arity or value answers 400
// with one detail per problem.
import type {
  FieldRef,
  FilterOperator,
  FilterValue,
  ScreenerCatalog,
  ScreenerColumn,
  SearchFilter,
  SortSpec,
} from '@/api/schemas/screener';
import {
  FieldLookback as LookbackEnum,
  FieldPeriod as PeriodEnum,
  FilterOperator as FilterOperatorEnum,
} from '@/api/schemas/screener';
import { badRequest, type FieldViolation } from '../errors';
import { decodePageToken, paginate, type Page } from '../pagination';
import type { MarketView } from './market-view';
import {
  buildCatalog,
  columnTitle,
  DEFAULT_RESPONSE_FIELDS,
  FIELD_BY_NAME,
  FIELDS,
  operatorsFor,
  RATING_ORDER,
  ScreenerRowSource,
  STATIC_ENUMS,
  type FieldDef,
  type FieldSelector,
  type FieldValue,
} from './screener-fields';
import { addDays, addMonths, isIsoDate } from './util';

export const SCREENER_PAGE_SIZE = { default: 50, max: 100 } as const;

/** A validated field reference. */
export interface ResolvedRef {
  def: FieldDef;
  selector: FieldSelector;
  /** The reference as echoed in responses (with its value_type). */
  echo: FieldRef;
}

type Predicate = (row: ScreenerRowSource) => boolean;

interface CompiledFilter {
  cost: number;
  test: Predicate;
}

export interface ScreenerQuery {
  filters?: readonly SearchFilter[] | null | undefined;
  sorts?: readonly SortSpec[] | null | undefined;
  columns?: readonly FieldRef[] | null | undefined;
  sort_case_sensitive?: boolean | null | undefined;
  page_size?: number | null | undefined;
  page_token?: string | null | undefined;
}

const OPERATOR_ALIASES: Record<string, FilterOperator> = {
  LT: 'LESS_THAN',
  LTE: 'LESS_OR_EQUAL',
  LE: 'LESS_OR_EQUAL',
  GT: 'GREATER_THAN',
  GTE: 'GREATER_OR_EQUAL',
  GE: 'GREATER_OR_EQUAL',
  EQ: 'EQUAL',
  EQUALS: 'EQUAL',
  IN: 'ONE_OF',
  STARTS_WITH: 'BEGINS_WITH',
  NOT_NULL: 'IS_NOT_NULL',
  NULL: 'IS_NULL',
};

const OPERATORS: readonly FilterOperator[] = FilterOperatorEnum.options;

/** The canonical operator for a name or one of its accepted aliases (lowercase, abbreviations). */
export function canonicalOperator(name: string): FilterOperator | undefined {
  const upper = name.trim().toUpperCase();
  if ((OPERATORS as readonly string[]).includes(upper)) return upper as FilterOperator;
  return OPERATOR_ALIASES[upper];
}

const STRING_MATCH_OPS: readonly FilterOperator[] = ['REGEX', 'BEGINS_WITH', 'ENDS_WITH', 'CONTAINS'];
const BOUND_ARGS = ['LEFT_INCLUSIVE', 'LEFT_EXCLUSIVE', 'RIGHT_INCLUSIVE', 'RIGHT_EXCLUSIVE'];

/** Collects violations so one 400 reports every problem of a request. */
class Problems {
  readonly list: FieldViolation[] = [];
  add(field: string, description: string): void {
    this.list.push({ field, description });
  }
  throwIfAny(): void {
    const first = this.list[0];
    if (first) throw badRequest(`Invalid screener request: ${first.field}: ${first.description}`, this.list);
  }
}

export function resolveRef(
  ref: { name: string; period?: string | null; lookback?: string | null },
  path: string,
  problems: Problems,
): ResolvedRef | undefined {
  const def = FIELD_BY_NAME.get(ref.name);
  if (!def) {
    problems.add(`${path}.name`, `unknown field \`${ref.name}\` (see GET /v1/screener/catalog)`);
    return undefined;
  }
  const period = ref.period ?? undefined;
  const lookback = ref.lookback ?? undefined;
  if (period && lookback) {
    problems.add(path, `a field takes at most one of period or lookback, not both`);
    return undefined;
  }
  const selector: FieldSelector = {};
  const echo: FieldRef = { name: def.name, value_type: def.value_type };
  if (period) {
    if (!(PeriodEnum.options as readonly string[]).includes(period)) {
      problems.add(`${path}.period`, `unknown period \`${period}\``);
      return undefined;
    }
    if (!def.periods?.includes(period as FieldSelector['period'] & string)) {
      problems.add(`${path}.period`, `\`${def.name}\` does not take a period`);
      return undefined;
    }
    selector.period = period as FieldSelector['period'];
    echo.period = selector.period;
  }
  if (lookback) {
    if (!(LookbackEnum.options as readonly string[]).includes(lookback)) {
      problems.add(`${path}.lookback`, `unknown lookback \`${lookback}\``);
      return undefined;
    }
    if (!def.lookbacks?.includes(lookback as FieldSelector['lookback'] & string)) {
      problems.add(`${path}.lookback`, `\`${def.name}\` does not take a lookback`);
      return undefined;
    }
    selector.lookback = lookback as FieldSelector['lookback'];
    echo.lookback = selector.lookback;
  }
  return { def, selector, echo };
}

const valueOf = (row: ScreenerRowSource, ref: ResolvedRef): FieldValue => ref.def.compute(row, ref.selector);

// ---- operands ---------------------------------------------------------------------------------

type Operand = (row: ScreenerRowSource) => FieldValue;

function dateWithModifier(
  base: string,
  args: ReadonlyArray<number | string>,
  sign: 1 | -1,
): string | undefined {
  const [amount, unitName = 'DAY'] = args;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isInteger(n)) return undefined;
  switch (String(unitName).toUpperCase()) {
    case 'DAY':
      return addDays(base, sign * n);
    case 'WEEK':
      return addDays(base, sign * n * 7);
    case 'MONTH':
      return addMonths(base, sign * n);
    case 'YEAR':
      return addMonths(base, sign * n * 12);
    default:
      return undefined;
  }
}

function compileOperand(
  value: FilterValue,
  left: ResolvedRef,
  path: string,
  problems: Problems,
  today: () => string,
): Operand | undefined {
  const type = left.def.value_type;
  const variable = value.variable ?? undefined;
  if (variable) {
    const modifier = variable.modifier ?? undefined;
    const sign: 1 | -1 = modifier?.name === 'SUBTRACT' ? -1 : 1;
    if (modifier && modifier.name !== 'ADD' && modifier.name !== 'SUBTRACT') {
      problems.add(
        `${path}.variable.modifier.name`,
        `unknown modifier \`${modifier.name}\` (ADD or SUBTRACT)`,
      );
      return undefined;
    }
    if (variable.name === 'today') {
      if (type !== 'DATE') {
        problems.add(`${path}.variable`, `\`today\` is a date; \`${left.def.name}\` is ${type}`);
        return undefined;
      }
      if (!modifier) return () => today();
      const probe = dateWithModifier('2000-01-01', modifier.args, sign);
      if (!probe) {
        problems.add(
          `${path}.variable.modifier.args`,
          'a date modifier takes [amount, unit] with an integer amount and a unit DAY, WEEK, MONTH or YEAR',
        );
        return undefined;
      }
      return () => dateWithModifier(today(), modifier.args, sign) ?? null;
    }
    const ref = resolveRef(variable, `${path}.variable`, problems);
    if (!ref) return undefined;
    const numeric = (t: string) => t === 'DECIMAL' || t === 'INTEGER';
    const compatible = ref.def.value_type === type || (numeric(ref.def.value_type) && numeric(type));
    if (!compatible) {
      problems.add(
        `${path}.variable`,
        `\`${ref.def.name}\` is ${ref.def.value_type} and cannot be compared with \`${left.def.name}\` (${type})`,
      );
      return undefined;
    }
    if (!modifier) return (row) => valueOf(row, ref);
    if (type === 'DATE') {
      if (!dateWithModifier('2000-01-01', modifier.args, sign)) {
        problems.add(`${path}.variable.modifier.args`, 'expected [amount, unit]');
        return undefined;
      }
      return (row) => {
        const v = valueOf(row, ref);
        return typeof v === 'string' ? (dateWithModifier(v, modifier.args, sign) ?? null) : null;
      };
    }
    const amount = Number(modifier.args[0]);
    if (!numeric(type) || modifier.args.length !== 1 || !Number.isFinite(amount)) {
      problems.add(`${path}.variable.modifier.args`, 'a numeric modifier takes one number');
      return undefined;
    }
    return (row) => {
      const v = valueOf(row, ref);
      return typeof v === 'number' ? v + sign * amount : null;
    };
  }
  const literal = value.value;
  if (literal === null || literal === undefined) {
    problems.add(path, 'expected `value` or `variable`');
    return undefined;
  }
  switch (type) {
    case 'DECIMAL':
    case 'INTEGER': {
      const n = typeof literal === 'number' ? literal : Number(literal.trim() === '' ? NaN : literal);
      if (!Number.isFinite(n)) {
        problems.add(`${path}.value`, `\`${left.def.name}\` is numeric; \`${literal}\` is not a number`);
        return undefined;
      }
      return () => n;
    }
    case 'DATE': {
      if (typeof literal !== 'string' || !isIsoDate(literal)) {
        problems.add(
          `${path}.value`,
          `\`${left.def.name}\` is a date; expected YYYY-MM-DD, got \`${literal}\``,
        );
        return undefined;
      }
      return () => literal;
    }
    case 'ANALYST_RATING': {
      const rating = String(literal).toUpperCase();
      if (!(RATING_ORDER as readonly string[]).includes(rating)) {
        problems.add(`${path}.value`, `expected one of ${RATING_ORDER.join(', ')}, got \`${literal}\``);
        return undefined;
      }
      return () => rating;
    }
    case 'STRING': {
      if (typeof literal !== 'string') {
        problems.add(`${path}.value`, `\`${left.def.name}\` is text; expected a string, got ${literal}`);
        return undefined;
      }
      return () => literal;
    }
  }
}

// ---- comparisons ------------------------------------------------------------------------------

/** Orders two non-null values of a field's type (numbers, ISO dates, ratings by bullishness, text). */
function compareValues(
  type: FieldDef['value_type'],
  a: FieldValue,
  b: FieldValue,
  caseSensitive = true,
): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (type === 'ANALYST_RATING')
    return (
      (RATING_ORDER as readonly string[]).indexOf(String(a)) -
      (RATING_ORDER as readonly string[]).indexOf(String(b))
    );
  const x = caseSensitive ? String(a) : String(a).toLowerCase();
  const y = caseSensitive ? String(b) : String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const ARITY: Record<FilterOperator, [number, number]> = {
  LESS_THAN: [1, 1],
  LESS_OR_EQUAL: [1, 1],
  GREATER_THAN: [1, 1],
  GREATER_OR_EQUAL: [1, 1],
  EQUAL: [1, 1],
  BETWEEN: [2, 2],
  NOT_BETWEEN: [2, 2],
  ONE_OF: [1, 1000],
  REGEX: [1, 1],
  BEGINS_WITH: [1, 1],
  ENDS_WITH: [1, 1],
  CONTAINS: [1, 1],
  IS_NULL: [0, 0],
  IS_NOT_NULL: [0, 0],
};

function compileFilter(
  filter: SearchFilter,
  path: string,
  problems: Problems,
  today: () => string,
): CompiledFilter | undefined {
  const left = resolveRef(filter.left, `${path}.left`, problems);
  const opSpec = filter.op ?? undefined;
  const right = filter.right ?? undefined;
  if (!opSpec && !right) return undefined; // an unenabled (draft) filter: stored, skipped
  if (!left) return undefined;
  if (!opSpec) {
    problems.add(`${path}.op`, 'an operator is required when `right` is given');
    return undefined;
  }
  const op = canonicalOperator(opSpec.name);
  if (!op) {
    problems.add(`${path}.op.name`, `unknown operator \`${opSpec.name}\` (one of ${OPERATORS.join(', ')})`);
    return undefined;
  }
  if (!operatorsFor(left.def).includes(op)) {
    problems.add(
      `${path}.op.name`,
      `${op} does not apply to \`${left.def.name}\` (${left.def.value_type}); use one of ${operatorsFor(left.def).join(', ')}`,
    );
    return undefined;
  }
  // Operator arguments.
  const args = (opSpec.args ?? []).map((a) => String(a).toUpperCase());
  let caseInsensitive = false;
  let leftInclusive = true;
  let rightInclusive = true;
  for (const arg of args) {
    if (arg === 'CASE_INSENSITIVE') {
      if (
        left.def.value_type !== 'STRING' ||
        !(op === 'EQUAL' || op === 'ONE_OF' || STRING_MATCH_OPS.includes(op))
      ) {
        problems.add(`${path}.op.args`, `CASE_INSENSITIVE applies to text comparisons only, not ${op}`);
        return undefined;
      }
      caseInsensitive = true;
    } else if (BOUND_ARGS.includes(arg)) {
      if (op !== 'BETWEEN' && op !== 'NOT_BETWEEN') {
        problems.add(`${path}.op.args`, `${arg} applies to BETWEEN and NOT_BETWEEN only`);
        return undefined;
      }
      if (arg === 'LEFT_EXCLUSIVE') leftInclusive = false;
      if (arg === 'RIGHT_EXCLUSIVE') rightInclusive = false;
    } else {
      problems.add(`${path}.op.args`, `unknown operator argument \`${arg}\``);
      return undefined;
    }
  }
  if (args.includes('LEFT_INCLUSIVE') && args.includes('LEFT_EXCLUSIVE')) {
    problems.add(`${path}.op.args`, 'LEFT_INCLUSIVE and LEFT_EXCLUSIVE contradict each other');
    return undefined;
  }
  if (args.includes('RIGHT_INCLUSIVE') && args.includes('RIGHT_EXCLUSIVE')) {
    problems.add(`${path}.op.args`, 'RIGHT_INCLUSIVE and RIGHT_EXCLUSIVE contradict each other');
    return undefined;
  }
  // Arity.
  const values = right ?? [];
  const [min, max] = ARITY[op];
  if (values.length < min || values.length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    problems.add(`${path}.right`, `${op} takes ${expected} value(s), got ${values.length}`);
    return undefined;
  }
  const type = left.def.value_type;
  const cost = left.def.cost + values.reduce((c, v) => c + (v.variable ? 3 : 0), 0);
  if (op === 'IS_NULL') return { cost, test: (row) => valueOf(row, left) === null };
  if (op === 'IS_NOT_NULL') return { cost, test: (row) => valueOf(row, left) !== null };

  // Regex and string matching take literal text.
  if (STRING_MATCH_OPS.includes(op)) {
    const literal = values[0]?.value;
    if (typeof literal !== 'string' || values[0]?.variable) {
      problems.add(`${path}.right[0].value`, `${op} takes a literal string`);
      return undefined;
    }
    if (op === 'REGEX') {
      if (literal.length > 200) {
        problems.add(`${path}.right[0].value`, 'the pattern is longer than 200 characters');
        return undefined;
      }
      let regex: RegExp;
      try {
        regex = new RegExp(literal, caseInsensitive ? 'i' : '');
      } catch (error) {
        problems.add(`${path}.right[0].value`, `invalid regular expression: ${(error as Error).message}`);
        return undefined;
      }
      return {
        cost,
        test: (row) => {
          const v = valueOf(row, left);
          return v !== null && regex.test(String(v));
        },
      };
    }
    const needle = caseInsensitive ? literal.toLowerCase() : literal;
    return {
      cost,
      test: (row) => {
        const v = valueOf(row, left);
        if (v === null) return false;
        const text = caseInsensitive ? String(v).toLowerCase() : String(v);
        if (op === 'BEGINS_WITH') return text.startsWith(needle);
        if (op === 'ENDS_WITH') return text.endsWith(needle);
        return text.includes(needle);
      },
    };
  }

  // Closed value sets: the literal must be one of the enum's values.
  const enumValues = left.def.enum ? (STATIC_ENUMS[left.def.enum] ?? null) : null;
  const operands: Operand[] = [];
  values.forEach((value, i) => {
    if (enumValues && !value.variable && typeof value.value === 'string') {
      const canonical = enumValues.find((e) => e.toLowerCase() === String(value.value).toLowerCase());
      if (!canonical) {
        problems.add(
          `${path}.right[${i}].value`,
          `\`${String(value.value)}\` is not a ${left.def.enum} value (one of ${enumValues.join(', ')})`,
        );
        return;
      }
      operands.push(() => canonical);
      return;
    }
    const operand = compileOperand(value, left, `${path}.right[${i}]`, problems, today);
    if (operand) operands.push(operand);
  });
  if (operands.length !== values.length) return undefined;
  const caseSensitive = !caseInsensitive && !enumValues;
  const cmp = (a: FieldValue, b: FieldValue) => compareValues(type, a, b, caseSensitive);

  const [first, second] = operands;
  if (!first) return undefined;
  switch (op) {
    case 'LESS_THAN':
    case 'LESS_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_OR_EQUAL':
    case 'EQUAL':
      return {
        cost,
        test: (row) => {
          const v = valueOf(row, left);
          const target = first(row);
          if (v === null || target === null) return false;
          const c = cmp(v, target);
          if (op === 'LESS_THAN') return c < 0;
          if (op === 'LESS_OR_EQUAL') return c <= 0;
          if (op === 'GREATER_THAN') return c > 0;
          if (op === 'GREATER_OR_EQUAL') return c >= 0;
          return c === 0;
        },
      };
    case 'BETWEEN':
    case 'NOT_BETWEEN': {
      if (!second) return undefined;
      return {
        cost,
        test: (row) => {
          const v = valueOf(row, left);
          const low = first(row);
          const high = second(row);
          if (v === null || low === null || high === null) return false;
          const aboveLow = leftInclusive ? cmp(v, low) >= 0 : cmp(v, low) > 0;
          const belowHigh = rightInclusive ? cmp(v, high) <= 0 : cmp(v, high) < 0;
          const inside = aboveLow && belowHigh;
          return op === 'BETWEEN' ? inside : !inside;
        },
      };
    }
    case 'ONE_OF':
      return {
        cost,
        test: (row) => {
          const v = valueOf(row, left);
          return (
            v !== null &&
            operands.some((o) => {
              const target = o(row);
              return target !== null && cmp(v, target) === 0;
            })
          );
        },
      };
    default:
      return undefined;
  }
}

function directionOf(sort: SortSpec, path: string, problems: Problems): 1 | -1 {
  const direction = (sort.direction ?? 'DESC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') {
    problems.add(`${path}.direction`, `expected ASC or DESC, got \`${sort.direction ?? ''}\``);
  }
  return direction === 'ASC' ? 1 : -1;
}

export interface CompiledQuery {
  filters: CompiledFilter[];
  sorts: Array<{ ref: ResolvedRef; sign: 1 | -1 }>;
  columns: ResolvedRef[];
}

/** Validates filters, sorts and columns (400 with every problem); also used to vet saved screeners. */
export function compileQuery(query: ScreenerQuery, today: () => string): CompiledQuery {
  const problems = new Problems();
  const filters: CompiledFilter[] = [];
  (query.filters ?? []).forEach((filter, i) => {
    const compiled = compileFilter(filter, `filters[${i}]`, problems, today);
    if (compiled) filters.push(compiled);
  });
  if ((query.filters?.length ?? 0) > 50) problems.add('filters', 'at most 50 filters');
  const sorts: CompiledQuery['sorts'] = [];
  (query.sorts ?? []).forEach((sort, i) => {
    const ref = resolveRef(sort.field, `sorts[${i}].field`, problems);
    const sign = directionOf(sort, `sorts[${i}]`, problems);
    if (ref) sorts.push({ ref, sign });
  });
  const requested = query.columns && query.columns.length > 0 ? query.columns : null;
  if ((requested?.length ?? 0) > 50) problems.add('columns', 'at most 50 columns');
  const columns: ResolvedRef[] = [];
  (requested ?? DEFAULT_RESPONSE_FIELDS.map((name) => ({ name }))).forEach((column, i) => {
    const ref = resolveRef(column, `columns[${i}]`, problems);
    if (ref) columns.push(ref);
  });
  problems.throwIfAny();
  filters.sort((a, b) => a.cost - b.cost);
  return { filters, sorts, columns };
}

export interface ScreenerMatch {
  source: ScreenerRowSource;
  row: ScreenerColumn[];
}

export class Screener {
  constructor(private readonly view: MarketView) {}

  catalog(): ScreenerCatalog {
    const venues = new Set(this.view.universe.instruments.map((i) => i.venue));
    return buildCatalog([...venues]);
  }

  /** Every active security the screener covers (equities, funds and preferreds; no options). */
  private sources(): ScreenerRowSource[] {
    this.view.today();
    const out: ScreenerRowSource[] = [];
    for (const instrument of this.view.universe.instruments) {
      const profile = this.view.universe.profile(instrument.id);
      if (!profile || profile.isInactive) continue;
      out.push(new ScreenerRowSource(this.view, instrument, profile));
    }
    return out;
  }

  /** Filtered and sorted matches, unpaginated. */
  matches(query: ScreenerQuery): { compiled: CompiledQuery; rows: ScreenerRowSource[] } {
    const compiled = compileQuery(query, () => this.view.today());
    const rows = this.sources().filter((row) => compiled.filters.every((f) => f.test(row)));
    const sorts = compiled.sorts.length > 0 ? compiled.sorts : defaultSorts();
    const caseSensitive = query.sort_case_sensitive === true;
    const keyed = rows.map((row) => ({ row, keys: sorts.map((s) => valueOf(row, s.ref)) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < sorts.length; i++) {
        const sort = sorts[i];
        const x = a.keys[i] ?? null;
        const y = b.keys[i] ?? null;
        if (!sort || x === y) continue;
        if (x === null) return 1; // nulls last, whatever the direction
        if (y === null) return -1;
        const c = compareValues(sort.ref.def.value_type, x, y, caseSensitive);
        if (c !== 0) return c * sort.sign;
      }
      return a.row.instrument.symbol < b.row.instrument.symbol ? -1 : 1;
    });
    return { compiled, rows: keyed.map((k) => k.row) };
  }

  /** One page of rows in the columnar response shape. */
  search(query: ScreenerQuery): Page<ScreenerColumn[]> {
    const size = pageSizeOf(query);
    const { compiled, rows } = this.matches(query);
    const page = paginate(rows, { page_size: size, page_token: query.page_token ?? undefined }, size);
    return { items: page.items.map((row) => renderRow(row, compiled.columns)), metadata: page.metadata };
  }
}

function defaultSorts(): CompiledQuery['sorts'] {
  const marketCap = FIELD_BY_NAME.get('market_cap') ?? FIELDS[0];
  if (!marketCap) return [];
  return [{ ref: { def: marketCap, selector: {}, echo: { name: marketCap.name } }, sign: -1 }];
}

function pageSizeOf(query: ScreenerQuery): number {
  if (query.page_token) {
    const token = decodePageToken(query.page_token);
    if (token.limit > SCREENER_PAGE_SIZE.max)
      throw badRequest('page_token is not a valid page token', [
        { field: 'page_token', description: 'page size out of range' },
      ]);
    return token.limit;
  }
  const size = query.page_size ?? SCREENER_PAGE_SIZE.default;
  if (!Number.isInteger(size) || size < 1 || size > SCREENER_PAGE_SIZE.max)
    throw badRequest(`page_size must be an integer from 1 to ${SCREENER_PAGE_SIZE.max}`, [
      { field: 'page_size', description: `expected 1 to ${SCREENER_PAGE_SIZE.max}, got ${size}` },
    ]);
  return size;
}

export function renderRow(row: ScreenerRowSource, columns: readonly ResolvedRef[]): ScreenerColumn[] {
  return columns.map((column) => {
    const out: ScreenerColumn = {
      field: column.echo,
      name: columnTitle(column.def, column.selector),
      value: valueOf(row, column),
    };
    if (column.def.format) out.type = column.def.format;
    return out;
  });
}

export { valueOf as fieldValue };
