// One filter row of the builder as the user edits it: field (+ variant), operator with its
// arguments, and the right side as typed. Text stays text until the request is built, so an invalid
// value is never lost and never sent; an unenabled row keeps everything for when it is switched on.
import {
  DateUnit as DateUnitEnum,
  type DateUnit,
  type FilterOperator,
  NULL_OPERATORS,
  PATTERN_OPERATORS,
  RANGE_OPERATORS,
  type ScreenerCatalogField,
} from '@/api/schemas/screener';
import type { CatalogIndex } from './catalog';
import {
  type FieldKey,
  type UrlBound,
  type UrlFilter,
  type UrlOperand,
  type UrlShift,
} from '@/domain/screener-url';

export type Bound = UrlBound;
export type { DateUnit };
export const DATE_UNITS: readonly DateUnit[] = DateUnitEnum.options;

/** ADD / SUBTRACT applied to a variable: an amount, with a unit for dates. */
export type Shift = UrlShift<DateUnit>;

/** The right side: a literal as typed, `today` (optionally shifted) or another field (price > SMA). */
export type Operand = UrlOperand<FieldKey, DateUnit>;

/** A filter of the screen (src/domain/screener-url.ts) with a stable key for the UI (not saved). */
export interface FilterRow extends UrlFilter<FieldKey, FilterOperator, DateUnit> {
  id: string;
}

/** How the right side is edited. */
export type ValueKind = 'none' | 'number' | 'enum' | 'date' | 'text';

export const NO_VALUE_OPS: readonly FilterOperator[] = NULL_OPERATORS;
export const RANGE_OPS: readonly FilterOperator[] = RANGE_OPERATORS;
export const TEXT_OPS: readonly FilterOperator[] = ['EQUAL', 'ONE_OF', ...PATTERN_OPERATORS];
/** Operators whose right side must be literal text (no variables). */
export const LITERAL_TEXT_OPS: readonly FilterOperator[] = PATTERN_OPERATORS;

export const OPERATOR_LABEL: Record<FilterOperator, string> = {
  LESS_THAN: '<',
  LESS_OR_EQUAL: '≤',
  GREATER_THAN: '>',
  GREATER_OR_EQUAL: '≥',
  EQUAL: '=',
  BETWEEN: 'between',
  NOT_BETWEEN: 'not between',
  ONE_OF: 'is one of',
  REGEX: 'matches regex',
  BEGINS_WITH: 'begins with',
  ENDS_WITH: 'ends with',
  CONTAINS: 'contains',
  IS_NULL: 'is empty',
  IS_NOT_NULL: 'is not empty',
};

export function valueKind(field: ScreenerCatalogField | undefined, op: FilterOperator | null): ValueKind {
  if (!field || !op || NO_VALUE_OPS.includes(op)) return 'none';
  if (field.enum) return 'enum';
  if (field.value_type === 'DATE') return 'date';
  if (field.value_type === 'DECIMAL' || field.value_type === 'INTEGER') return 'number';
  return 'text';
}

/** Case-insensitive matching applies to free-text fields with a text operator. */
export function takesCaseArg(field: ScreenerCatalogField | undefined, op: FilterOperator | null): boolean {
  return !!field && !!op && field.value_type === 'STRING' && !field.enum && TEXT_OPS.includes(op);
}

/** How many operands an operator takes in the model (ONE_OF on free text keeps one comma list). */
export function operandCount(op: FilterOperator | null, kind: ValueKind): number {
  if (!op || kind === 'none') return 0;
  if (RANGE_OPS.includes(op)) return 2;
  if (op === 'ONE_OF' && kind === 'enum') return -1; // any number, one per selected value
  return 1;
}

let nextId = 0;
export const newRowId = () => `f${++nextId}`;

function defaultOperator(catalog: CatalogIndex, field: FieldKey): FilterOperator | null {
  const ops = catalog.operators(field);
  const meta = catalog.field(field);
  const preferred: FilterOperator[] = meta?.enum
    ? ['ONE_OF', 'EQUAL']
    : meta?.value_type === 'STRING'
      ? ['CONTAINS', 'EQUAL']
      : ['GREATER_THAN', 'EQUAL'];
  return preferred.find((op) => ops.includes(op)) ?? ops[0] ?? null;
}

const blank = (): Operand => ({ kind: 'value', text: '' });

/** Operands fitted to an operator: kept where they still make sense, blanks added as needed. */
function fitOperands(operands: readonly Operand[], count: number): Operand[] {
  if (count === -1) return operands.filter((o) => o.kind === 'value' && o.text !== '');
  const out = operands.slice(0, count);
  while (out.length < count) out.push(blank());
  return out;
}

export function newFilterRow(catalog: CatalogIndex, field: FieldKey): FilterRow {
  const op = defaultOperator(catalog, field);
  const kind = valueKind(catalog.field(field), op);
  return {
    id: newRowId(),
    enabled: true,
    field,
    op,
    caseInsensitive: false,
    bounds: ['INCLUSIVE', 'INCLUSIVE'],
    operands: fitOperands([], operandCount(op, kind)),
  };
}

/** A new field: the operator is kept when the field allows it, values when the kind is unchanged. */
export function changeField(catalog: CatalogIndex, row: FilterRow, field: FieldKey): FilterRow {
  const before = valueKind(catalog.field(row.field), row.op);
  const op = row.op && catalog.operators(field).includes(row.op) ? row.op : defaultOperator(catalog, field);
  const kind = valueKind(catalog.field(field), op);
  const operands = kind === before ? row.operands : [];
  return {
    ...row,
    field,
    op,
    caseInsensitive: takesCaseArg(catalog.field(field), op) && row.caseInsensitive,
    operands: fitOperands(operands, operandCount(op, kind)),
  };
}

export function changeOperator(catalog: CatalogIndex, row: FilterRow, op: FilterOperator): FilterRow {
  const field = catalog.field(row.field);
  const kind = valueKind(field, op);
  let operands = row.operands;
  // Enum EQUAL ⇄ ONE_OF: the selected values carry over.
  if (kind === 'enum' && op !== 'ONE_OF') operands = operands.slice(0, 1);
  return {
    ...row,
    op,
    caseInsensitive: takesCaseArg(field, op) && row.caseInsensitive,
    operands: fitOperands(operands, operandCount(op, kind)),
  };
}

export function setOperand(row: FilterRow, index: number, operand: Operand): FilterRow {
  const operands = [...row.operands];
  operands[index] = operand;
  return { ...row, operands };
}
