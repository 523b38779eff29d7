// Preset screens, built from the catalog: each names fields, operators and values; a preset whose
// fields the server does not offer is not shown, and every filter goes through the same row model
// as a hand-built one (so it can be edited, saved and shared like any other screen).
import type { FilterOperator } from '@/api/schemas/screener';
import type { CatalogIndex } from './catalog';
import { newRowId, type FilterRow } from './filter-model';
import { defaultColumns, DEFAULT_PAGE_SIZE, type ScreenState, type SortKey } from './screen-state';
import { type FieldKey } from '@/domain/screener-url';

interface PresetFilter {
  field: string;
  op: FilterOperator;
  values: string[];
}

export interface Preset {
  id: string;
  label: string;
  description: string;
  filters: PresetFilter[];
  sort: SortKey;
  extraColumns: string[];
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'large-caps-near-high',
    label: 'Large caps near 52-week high',
    description: 'Market cap over $10B, within 5% of the 52-week high.',
    filters: [
      { field: 'market_cap', op: 'GREATER_THAN', values: ['10B'] },
      { field: 'percent_off_high', op: 'LESS_OR_EQUAL', values: ['5'] },
    ],
    sort: { field: { name: 'percent_off_high' }, direction: 'ASC' },
    extraColumns: ['fifty_two_week_high', 'percent_off_high'],
  },
  {
    id: 'high-dividend-yield',
    label: 'High dividend yield',
    description: 'Dividend yield of 4% or more.',
    filters: [{ field: 'dividend_yield', op: 'GREATER_OR_EQUAL', values: ['4'] }],
    sort: { field: { name: 'dividend_yield' }, direction: 'DESC' },
    extraColumns: ['dividend_yield'],
  },
  {
    id: 'most-active',
    label: 'Most active today',
    description: 'The highest volume in today’s session.',
    filters: [{ field: 'volume', op: 'GREATER_THAN', values: ['0'] }],
    sort: { field: { name: 'volume' }, direction: 'DESC' },
    extraColumns: ['relative_volume', 'dollar_volume'],
  },
];

/** The presets the catalog can serve (every field present, every operator allowed). */
export function availablePresets(catalog: CatalogIndex): Preset[] {
  return PRESETS.filter(
    (p) =>
      p.filters.every((f) => catalog.operators({ name: f.field }).includes(f.op)) &&
      catalog.isValid(p.sort.field),
  );
}

export function presetScreen(catalog: CatalogIndex, preset: Preset): ScreenState {
  const filters: FilterRow[] = preset.filters.map((f) => ({
    id: newRowId(),
    enabled: true,
    field: { name: f.field },
    op: f.op,
    caseInsensitive: false,
    bounds: ['INCLUSIVE', 'INCLUSIVE'],
    operands: f.values.map((text) => ({ kind: 'value', text })),
  }));
  const columns: FieldKey[] = defaultColumns(catalog);
  for (const name of preset.extraColumns)
    if (catalog.field(name) && !columns.some((c) => c.name === name && !c.period && !c.lookback))
      columns.push({ name });
  return { filters, columns, sorts: [preset.sort], pageSize: DEFAULT_PAGE_SIZE };
}
