// The builder state ⇄ the URL form of src/domain/screener-url.ts. Everything a row holds goes into the
// URL, typed text included, so a reload or a shared link restores the screen exactly, unenabled
// filters with their operator and values too.
import type { FilterOperator } from '@/api/schemas/screener';
import { FilterOperator as FilterOperatorEnum } from '@/api/schemas/screener';
import {
  decodeScreenerUrl,
  encodeScreenerUrl,
  type ScreenerUrlSearch,
  type UrlFilter,
  type UrlOperand,
  type UrlShift,
} from '@/domain/screener-url';
import { apiName, parseApiName, type CatalogIndex, type FieldKey } from './catalog';
import {
  DATE_UNITS,
  newRowId,
  type DateUnit,
  type FilterRow,
  type Operand,
  type Shift,
} from './filter-model';
import { defaultColumns, DEFAULT_PAGE_SIZE, emptyScreen, type ScreenState } from './screen-state';

const toUrlOperand = (operand: Operand): UrlOperand =>
  operand.kind === 'field' ? { kind: 'field', field: apiName(operand.field), shift: operand.shift } : operand;

function toUrlFilter(row: FilterRow): UrlFilter {
  return {
    enabled: row.enabled,
    field: apiName(row.field),
    op: row.op,
    caseInsensitive: row.caseInsensitive,
    bounds: row.bounds,
    operands: row.operands.map(toUrlOperand),
  };
}

export function screenToSearch(catalog: CatalogIndex, state: ScreenState): ScreenerUrlSearch {
  const columns = state.columns.map(apiName);
  const defaults = defaultColumns(catalog).map(apiName);
  return encodeScreenerUrl({
    filters: state.filters.map(toUrlFilter),
    columns: columns.join() === defaults.join() ? null : columns,
    sorts: state.sorts.map((s) => ({ field: apiName(s.field), direction: s.direction })),
    pageSize: state.pageSize === DEFAULT_PAGE_SIZE ? null : state.pageSize,
  });
}

function fromUrlShift(shift: UrlShift | null): Shift | null {
  if (!shift) return null;
  const out: Shift = { op: shift.op, amount: shift.amount };
  if (shift.unit)
    out.unit = (DATE_UNITS as readonly string[]).includes(shift.unit) ? (shift.unit as DateUnit) : 'DAY';
  return out;
}

function fromUrlOperand(operand: UrlOperand): Operand | undefined {
  if (operand.kind === 'value') return operand;
  if (operand.kind === 'today') return { kind: 'today', shift: fromUrlShift(operand.shift) };
  const field = parseApiName(operand.field);
  return field ? { kind: 'field', field, shift: fromUrlShift(operand.shift) } : undefined;
}

const isOperator = (op: string | null): op is FilterOperator =>
  op !== null && (FilterOperatorEnum.options as readonly string[]).includes(op);

export interface ScreenFromUrl {
  state: ScreenState;
  /** What in the link could not be used (unknown fields, a newer link version). */
  warnings: string[];
}

export function screenFromSearch(catalog: CatalogIndex, search: ScreenerUrlSearch): ScreenFromUrl {
  const decoded = decodeScreenerUrl(search);
  if (!decoded.ok) return { state: emptyScreen(catalog), warnings: [decoded.message] };
  const { screen } = decoded;
  const warnings: string[] = [];
  const key = (name: string): FieldKey | undefined => {
    const parsed = parseApiName(name);
    if (parsed && catalog.isValid(parsed)) return parsed;
    warnings.push(`Unknown field \`${name}\` in the link was left out.`);
    return undefined;
  };
  const filters: FilterRow[] = [];
  for (const f of screen.filters) {
    const field = key(f.field);
    if (!field) continue;
    filters.push({
      id: newRowId(),
      enabled: f.enabled,
      field,
      op: isOperator(f.op) ? f.op : null,
      caseInsensitive: f.caseInsensitive,
      bounds: f.bounds,
      operands: f.operands.map(fromUrlOperand).filter((o): o is Operand => !!o),
    });
  }
  const columns = screen.columns?.map(key).filter((k): k is FieldKey => !!k);
  const sorts = screen.sorts.flatMap((s) => {
    const field = key(s.field);
    return field ? [{ field, direction: s.direction }] : [];
  });
  return {
    state: {
      filters,
      columns: columns && columns.length > 0 ? columns : defaultColumns(catalog),
      sorts,
      pageSize: Math.min(screen.pageSize ?? DEFAULT_PAGE_SIZE, 100),
    },
    warnings,
  };
}
