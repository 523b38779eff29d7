// A filter row ⇄ the wire's SearchFilter. Building validates every typed value first (an invalid
// value never leaves the form; the message says why); reading back turns a saved filter into the
// same row, so build(read(filter)) is the filter again, for every operator and value kind.
import type { FilterOperator, FilterValue, Modifier, SearchFilter, Variable } from '@/api/schemas/screener';
import { FilterOperator as FilterOperatorEnum } from '@/api/schemas/screener';
import { fromFieldRef, toFieldRef, type CatalogIndex } from './catalog';
import {
  DATE_UNITS,
  LITERAL_TEXT_OPS,
  RANGE_OPS,
  newRowId,
  takesCaseArg,
  valueKind,
  type Bound,
  type DateUnit,
  type FilterRow,
  type Operand,
  type Shift,
} from './filter-model';
import { formatNumberInput, parseNumberInput } from './number-input';

export type RowBuild =
  | { status: 'ok'; filter: SearchFilter }
  /** Switched off: saved as the bare field, skipped in searches. */
  | { status: 'off'; filter: SearchFilter }
  /** A right side not filled in yet: not applied, not an error. */
  | { status: 'incomplete'; message: string }
  | { status: 'invalid'; message: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

type Built = { ok: true; value: FilterValue } | { ok: false; message: string; empty?: boolean };

function buildShift(
  shift: Shift,
  isDate: boolean,
): { ok: true; modifier: Modifier } | { ok: false; message: string } {
  const amount = shift.amount.trim();
  if (isDate) {
    if (!/^\d+$/.test(amount))
      return { ok: false, message: 'The date offset takes a whole number of days, weeks, months or years.' };
    return { ok: true, modifier: { name: shift.op, args: [Number(amount), shift.unit ?? 'DAY'] } };
  }
  const parsed = parseNumberInput(amount, null);
  if (!parsed.ok) return { ok: false, message: `Offset: ${parsed.message}` };
  return { ok: true, modifier: { name: shift.op, args: [parsed.value] } };
}

function buildOperand(catalog: CatalogIndex, row: FilterRow, operand: Operand): Built {
  const field = catalog.field(row.field);
  const kind = valueKind(field, row.op);
  if (operand.kind === 'today') {
    if (kind !== 'date') return { ok: false, message: '`today` compares with date fields only.' };
    const variable: Variable = { name: 'today' };
    if (operand.shift) {
      const shift = buildShift(operand.shift, true);
      if (!shift.ok) return shift;
      variable.modifier = shift.modifier;
    }
    return { ok: true, value: { variable } };
  }
  if (operand.kind === 'field') {
    if (row.op && LITERAL_TEXT_OPS.includes(row.op))
      return { ok: false, message: 'This operator takes literal text.' };
    const other = catalog.field(operand.field);
    if (!other || !catalog.isValid(operand.field))
      return { ok: false, message: 'Choose a field to compare with.' };
    const variable: Variable = { ...toFieldRef(operand.field) };
    if (operand.shift) {
      const shift = buildShift(operand.shift, kind === 'date');
      if (!shift.ok) return shift;
      variable.modifier = shift.modifier;
    }
    return { ok: true, value: { variable } };
  }
  const text = operand.text;
  if (text.trim() === '') return { ok: false, message: 'Enter a value.', empty: true };
  switch (kind) {
    case 'number': {
      const parsed = parseNumberInput(
        text,
        field?.format as 'CURR_USD' | 'PERCENT' | null,
        field?.value_type === 'INTEGER',
      );
      return parsed.ok ? { ok: true, value: { value: parsed.value } } : parsed;
    }
    case 'date':
      return isIsoDate(text.trim())
        ? { ok: true, value: { value: text.trim() } }
        : { ok: false, message: `“${text}” is not a date (YYYY-MM-DD).` };
    case 'enum': {
      // Enum values match regardless of case (a link may say "Technology"); the catalog's spelling is sent.
      const values = catalog.enumValues(row.field) ?? [];
      const canonical = values.find((v) => v.toLowerCase() === text.trim().toLowerCase());
      return canonical
        ? { ok: true, value: { value: canonical } }
        : { ok: false, message: `“${text}” is not one of ${values.join(', ')}.` };
    }
    default:
      if (row.op === 'REGEX') {
        try {
          new RegExp(text);
        } catch (error) {
          return { ok: false, message: `Invalid regular expression: ${(error as Error).message}` };
        }
      }
      return { ok: true, value: { value: text } };
  }
}

/** ONE_OF on a number or free text keeps one comma-separated list in the model. */
function expandOperands(row: FilterRow, kind: string): Operand[] {
  const [first] = row.operands;
  if (row.op !== 'ONE_OF' || kind === 'enum' || first?.kind !== 'value') return row.operands;
  return first.text
    .split(',')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => ({ kind: 'value' as const, text }));
}

export function buildFilter(catalog: CatalogIndex, row: FilterRow): RowBuild {
  const left = toFieldRef(row.field);
  if (!row.enabled) return { status: 'off', filter: { left } };
  const field = catalog.field(row.field);
  if (!field || !catalog.isValid(row.field))
    return { status: 'invalid', message: `\`${row.field.name}\` is not in the field catalog.` };
  if (!row.op) return { status: 'incomplete', message: 'Choose an operator.' };
  if (!catalog.operators(row.field).includes(row.op))
    return { status: 'invalid', message: `${row.op} does not apply to ${field.display_name}.` };
  const kind = valueKind(field, row.op);
  const op: SearchFilter['op'] = { name: row.op };
  const args: string[] = [];
  if (RANGE_OPS.includes(row.op)) args.push(`LEFT_${row.bounds[0]}`, `RIGHT_${row.bounds[1]}`);
  if (row.caseInsensitive && takesCaseArg(field, row.op)) args.push('CASE_INSENSITIVE');
  if (args.length > 0) op.args = args as NonNullable<typeof op.args>;
  if (kind === 'none') return { status: 'ok', filter: { left, op } };
  const operands = expandOperands(row, kind);
  if (operands.length === 0) return { status: 'incomplete', message: 'Choose at least one value.' };
  const right: FilterValue[] = [];
  for (const [i, operand] of operands.entries()) {
    const built = buildOperand(catalog, row, operand);
    const which = operands.length === 2 && RANGE_OPS.includes(row.op) ? (i === 0 ? 'From: ' : 'To: ') : '';
    if (!built.ok) return { status: built.empty ? 'incomplete' : 'invalid', message: which + built.message };
    right.push(built.value);
  }
  return { status: 'ok', filter: { left, op, right } };
}

function readShift(modifier: Modifier | null | undefined): Shift | null {
  if (!modifier) return null;
  const [amount, unit] = modifier.args;
  const shift: Shift = {
    op: modifier.name === 'SUBTRACT' ? 'SUBTRACT' : 'ADD',
    amount: unit === undefined && amount !== undefined ? formatNumberInput(amount) : String(amount ?? ''),
  };
  if (unit !== undefined)
    shift.unit = (DATE_UNITS as readonly string[]).includes(String(unit)) ? (unit as DateUnit) : 'DAY';
  return shift;
}

function readOperand(value: FilterValue, numeric: boolean): Operand {
  const variable = value.variable;
  if (variable) {
    if (variable.name === 'today') return { kind: 'today', shift: readShift(variable.modifier) };
    return { kind: 'field', field: fromFieldRef(variable), shift: readShift(variable.modifier) };
  }
  const raw = value.value ?? '';
  const numberLike = typeof raw === 'number' || /^-?\d+(\.\d+)?$/.test(raw);
  return { kind: 'value', text: numeric && numberLike && raw !== '' ? formatNumberInput(raw) : String(raw) };
}

function readBound(args: readonly string[], side: 'LEFT' | 'RIGHT'): Bound {
  return args.includes(`${side}_EXCLUSIVE`) ? 'EXCLUSIVE' : 'INCLUSIVE';
}

/** A saved or linked filter back into a builder row. */
export function readFilter(catalog: CatalogIndex, filter: SearchFilter): FilterRow {
  const opName = filter.op?.name?.toUpperCase();
  const op = (FilterOperatorEnum.options as readonly string[]).includes(opName ?? '')
    ? (opName as FilterOperator)
    : null;
  const args = (filter.op?.args ?? []).map((a) => String(a).toUpperCase());
  const field = fromFieldRef(filter.left);
  const kind = valueKind(catalog.field(field), op);
  let operands = (filter.right ?? []).map((v) => readOperand(v, kind === 'number'));
  if (op === 'ONE_OF' && kind !== 'enum' && kind !== 'none')
    operands = [{ kind: 'value', text: operands.map((o) => (o.kind === 'value' ? o.text : '')).join(', ') }];
  return {
    id: newRowId(),
    enabled: !!filter.op || !!filter.right,
    field,
    op,
    caseInsensitive: args.includes('CASE_INSENSITIVE'),
    bounds: [readBound(args, 'LEFT'), readBound(args, 'RIGHT')],
    operands,
  };
}
