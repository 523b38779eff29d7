// The whole screen being built (filters, columns, sorts, page size) and the two bodies it becomes:
// the search (POST /v1/screener: enabled, complete filters only) and the saved screener
// (every filter; unenabled ones as the bare field). Reading a saved entry gives the state back.
import type { ScreenerEntry, SearchFilter, SortSpec } from '@/api/schemas/screener';
import type { SavedScreenerBody, ScreenerSearchCriteria } from '@/api/resources/screener';
import { fromFieldRef, toFieldRef, type CatalogIndex } from './catalog';
import type { FilterRow } from './filter-model';
import { buildFilter, readFilter } from './filter-wire';
import { parseApiName, type FieldKey } from '@/domain/screener-url';

export type SortDirection = 'ASC' | 'DESC';
export interface SortKey {
  field: FieldKey;
  direction: SortDirection;
}

export interface ScreenState {
  filters: FilterRow[];
  columns: FieldKey[];
  sorts: SortKey[];
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;

export function defaultColumns(catalog: CatalogIndex): FieldKey[] {
  return catalog.catalog.default_response_fields.map((name) => parseApiName(name) ?? { name });
}

export function emptyScreen(catalog: CatalogIndex): ScreenState {
  return { filters: [], columns: defaultColumns(catalog), sorts: [], pageSize: DEFAULT_PAGE_SIZE };
}

/** Per row: why it is not applied (by row id); absent when it is applied or switched off. */
export type RowProblems = Record<string, { kind: 'incomplete' | 'invalid'; message: string }>;

export interface SearchPlan {
  /** The request, or null while some enabled row holds an invalid value. */
  criteria: ScreenerSearchCriteria | null;
  problems: RowProblems;
  /** Row id of each filter sent, by its index in `criteria.filters` (to place a 400 on its row). */
  sentRowIds: string[];
}

const toSortSpec = (sort: SortKey): SortSpec => ({
  field: toFieldRef(sort.field),
  direction: sort.direction,
});

export function planSearch(catalog: CatalogIndex, state: ScreenState): SearchPlan {
  const problems: RowProblems = {};
  const filters: SearchFilter[] = [];
  const sentRowIds: string[] = [];
  for (const row of state.filters) {
    const built = buildFilter(catalog, row);
    if (built.status === 'ok') {
      filters.push(built.filter);
      sentRowIds.push(row.id);
    } else if (built.status !== 'off') problems[row.id] = { kind: built.status, message: built.message };
  }
  const blocked = Object.values(problems).some((p) => p.kind === 'invalid');
  const criteria: ScreenerSearchCriteria = {
    filters,
    columns: state.columns.map(toFieldRef),
    sorts: state.sorts.map(toSortSpec),
  };
  return { criteria: blocked ? null : criteria, problems, sentRowIds };
}

export type SavedBodyResult =
  { ok: true; body: SavedScreenerBody } | { ok: false; rowId: string; message: string };

/** The saved-screener body; refuses while an enabled row is incomplete or invalid (says which). */
export function buildSavedBody(catalog: CatalogIndex, state: ScreenState, name: string): SavedBodyResult {
  const filters: SearchFilter[] = [];
  for (const [i, row] of state.filters.entries()) {
    const built = buildFilter(catalog, row);
    if (built.status === 'ok' || built.status === 'off') filters.push(built.filter);
    else return { ok: false, rowId: row.id, message: `Filter ${i + 1}: ${built.message}` };
  }
  return {
    ok: true,
    body: { name, filters, columns: state.columns.map(toFieldRef), sorts: state.sorts.map(toSortSpec) },
  };
}

/** A saved entry as the builder state (columns default when the entry has none). */
export function readSavedScreener(
  catalog: CatalogIndex,
  entry: Pick<ScreenerEntry, 'filters' | 'columns' | 'sorts'>,
  pageSize = DEFAULT_PAGE_SIZE,
): ScreenState {
  return {
    filters: entry.filters.map((f) => readFilter(catalog, f)),
    columns:
      entry.columns && entry.columns.length > 0 ? entry.columns.map(fromFieldRef) : defaultColumns(catalog),
    sorts: (entry.sorts ?? []).map((s) => ({
      field: fromFieldRef(s.field),
      direction: s.direction === 'ASC' ? 'ASC' : 'DESC',
    })),
    pageSize,
  };
}

/** Whether two states save to the same body (the "unsaved changes" mark). */
export function sameSavedContent(catalog: CatalogIndex, a: ScreenState, b: ScreenState): boolean {
  const x = buildSavedBody(catalog, a, '');
  const y = buildSavedBody(catalog, b, '');
  if (!x.ok || !y.ok) return false;
  return JSON.stringify(x.body) === JSON.stringify(y.body);
}
