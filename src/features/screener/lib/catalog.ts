// The screener catalog as the builder uses it: field lookup by api_name, the period / lookback
// variants of a field, category groups and a search over display names, descriptions and a few
// trader synonyms ("sales" finds revenue).
import type {
  FieldLookback,
  FieldPeriod,
  FieldRef,
  FilterOperator,
  ScreenerCatalog,
  ScreenerCatalogField,
} from '@/api/schemas/screener';
import { FilterOperator as FilterOperatorEnum, LOOKBACK_SHORT } from '@/api/schemas/screener';
import { apiName, type FieldKey } from '@/domain/screener-url';

const VARIANT_LABEL: Record<string, string> = {
  QUARTER: 'Quarter',
  TRAILING_TWELVE_MONTHS: 'TTM',
  ANNUAL: 'Annual',
  ...LOOKBACK_SHORT,
};

export const variantLabel = (variant: string) => VARIANT_LABEL[variant] ?? variant;

/** A FieldRef for the wire: only the parts that are set (no value_type; the server knows it). */
export function toFieldRef(key: FieldKey): FieldRef {
  const ref: FieldRef = { name: key.name };
  if (key.period) ref.period = key.period;
  if (key.lookback) ref.lookback = key.lookback;
  return ref;
}

export function fromFieldRef(ref: FieldRef): FieldKey {
  const key: FieldKey = { name: ref.name };
  if (ref.period) key.period = ref.period as FieldPeriod;
  if (ref.lookback) key.lookback = ref.lookback as FieldLookback;
  return key;
}

export const sameField = (a: FieldKey, b: FieldKey) => apiName(a) === apiName(b);

const SYNONYMS: Record<string, string[]> = {
  sales: ['revenue'],
  turnover: ['revenue', 'volume'],
  earnings: ['eps', 'net income', 'p/e'],
  profit: ['net income', 'margin'],
  size: ['market cap'],
  cap: ['market cap'],
  yield: ['dividend'],
  performance: ['change'],
  return: ['change'],
  ticker: ['symbol'],
  exchange: ['venue', 'exchange'],
  rating: ['analyst', 'consensus'],
  liquidity: ['volume'],
  ipo: ['listing'],
};

/** The catalog, indexed for the builder. */
export class CatalogIndex {
  readonly byName: ReadonlyMap<string, ScreenerCatalogField>;
  constructor(readonly catalog: ScreenerCatalog) {
    this.byName = new Map(catalog.fields.map((f) => [f.name, f]));
  }

  field(key: FieldKey | string): ScreenerCatalogField | undefined {
    return this.byName.get(typeof key === 'string' ? key : key.name);
  }

  /** The selectable variants of a field: '' (current / most recent) then its periods or lookbacks. */
  variants(field: ScreenerCatalogField): string[] {
    return ['', ...(field.periods ?? []), ...(field.lookbacks ?? [])];
  }

  /** Whether a key names a field of the catalog with a variant the field takes. */
  isValid(key: FieldKey): boolean {
    const field = this.field(key);
    if (!field || (key.period && key.lookback)) return false;
    if (key.period && !(field.periods ?? []).includes(key.period)) return false;
    if (key.lookback && !(field.lookbacks ?? []).includes(key.lookback)) return false;
    return true;
  }

  /** "Revenue (Quarter)", "Change % (1W)", "Price". */
  label(key: FieldKey): string {
    const field = this.field(key);
    const base = field?.display_name ?? key.name;
    const variant = key.period ?? key.lookback;
    return variant ? `${base} (${variantLabel(variant)})` : base;
  }

  operators(key: FieldKey): FilterOperator[] {
    return (this.field(key)?.operators ?? []).filter((op): op is FilterOperator => OPERATOR_SET.has(op));
  }

  enumValues(key: FieldKey): string[] | undefined {
    const field = this.field(key);
    return field?.enum ? this.catalog.enums[field.enum] : undefined;
  }

  /** Fields matching a query (every word must match name, display name, description or category). */
  search(query: string): ScreenerCatalogField[] {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return [...this.catalog.fields];
    return this.catalog.fields.filter((field) => {
      const text = [
        field.name.replace(/_/g, ' '),
        field.display_name,
        field.description ?? '',
        field.category ?? '',
      ]
        .join(' ')
        .toLowerCase();
      return words.every((word) => [word, ...(SYNONYMS[word] ?? [])].some((w) => text.includes(w)));
    });
  }

  /** Fields grouped by category, in catalog order. */
  grouped(
    fields: readonly ScreenerCatalogField[] = this.catalog.fields,
  ): Array<[string, ScreenerCatalogField[]]> {
    const groups = new Map<string, ScreenerCatalogField[]>();
    for (const field of fields) {
      const category = field.category ?? 'Other';
      const list = groups.get(category) ?? [];
      list.push(field);
      groups.set(category, list);
    }
    return [...groups];
  }
}

const OPERATOR_SET = new Set<string>(FilterOperatorEnum.options);
