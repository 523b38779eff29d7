// The builder state ⇄ the URL form of src/domain/screener-url.ts (which also maps each filter): here
// only what needs the catalog (which fields exist, the default columns and page size). Everything a
// row holds goes into the URL, typed text included, so a reload or a shared link restores the screen
// exactly, unenabled filters with their operator and values too.
import {
  apiName,
  decodeScreenerUrl,
  encodeScreenerUrl,
  parseApiName,
  readUrlFilter,
  writeUrlFilter,
  type FieldKey,
  type ScreenerUrlSearch,
} from '@/domain/screener-url';
import type { CatalogIndex } from './catalog';
import { newRowId, type FilterRow } from './filter-model';
import { defaultColumns, DEFAULT_PAGE_SIZE, emptyScreen, type ScreenState } from './screen-state';

export function screenToSearch(catalog: CatalogIndex, state: ScreenState): ScreenerUrlSearch {
  const columns = state.columns.map(apiName);
  const defaults = defaultColumns(catalog).map(apiName);
  return encodeScreenerUrl({
    filters: state.filters.map((row) => writeUrlFilter(row, apiName)),
    columns: columns.join() === defaults.join() ? null : columns,
    sorts: state.sorts.map((s) => ({ field: apiName(s.field), direction: s.direction })),
    pageSize: state.pageSize === DEFAULT_PAGE_SIZE ? null : state.pageSize,
  });
}

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
  const filters = screen.filters.flatMap((f): FilterRow[] => {
    const row = readUrlFilter(f, key, parseApiName);
    return row ? [{ id: newRowId(), ...row }] : [];
  });
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
