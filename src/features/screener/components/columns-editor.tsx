// Result columns (start from the catalog's default_response_fields; add, remove, reorder) and the
// sorts (several, each with a direction; the first decides first).
import { type CatalogIndex } from '../lib/catalog';
import type { SortKey } from '../lib/screen-state';
import { FieldPicker } from './field-picker';
import { VariantSelect } from './variant-select';
import { Select } from '@/components/form/fields';
import { apiName, type FieldKey } from '@/domain/screener-url';

/** A chip's small text button: its glyph, what it does (its name), whether it can now, the deed. */
type ChipAction = [glyph: string, label: string, disabled: boolean, onClick: () => void];

function ChipActions({ actions }: { actions: readonly ChipAction[] }) {
  return actions.map(([glyph, label, disabled, onClick]) => (
    <button
      key={label}
      type="button"
      className="link-button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {glyph}
    </button>
  ));
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

export function ColumnsEditor({
  catalog,
  columns,
  onChange,
}: {
  catalog: CatalogIndex;
  columns: FieldKey[];
  onChange: (columns: FieldKey[]) => void;
}) {
  return (
    <section className="screener-panel" aria-label="Columns">
      <h3>Columns</h3>
      <ol className="chip-list">
        {columns.map((column, i) => {
          const label = catalog.label(column);
          const moveTo = (to: number) => () => onChange(move(columns, i, to));
          const remove = () => onChange(columns.filter((_, j) => j !== i));
          return (
            <li key={apiName(column)} className="chip">
              <span>{label}</span>
              <VariantSelect
                catalog={catalog}
                field={column}
                label={`${label} period`}
                onChange={(key) => onChange(columns.map((c, j) => (j === i ? key : c)))}
              />
              <ChipActions
                actions={[
                  ['←', `Move ${label} left`, i === 0, moveTo(i - 1)],
                  ['→', `Move ${label} right`, i === columns.length - 1, moveTo(i + 1)],
                  ['✕', `Remove column ${label}`, columns.length === 1, remove],
                ]}
              />
            </li>
          );
        })}
      </ol>
      <FieldPicker
        catalog={catalog}
        value={null}
        label="Add column"
        placeholder="+ Column"
        onPick={(f) => {
          if (!columns.some((c) => apiName(c) === f.name)) onChange([...columns, { name: f.name }]);
        }}
      />
    </section>
  );
}

export function SortsEditor({
  catalog,
  sorts,
  onChange,
}: {
  catalog: CatalogIndex;
  sorts: SortKey[];
  onChange: (sorts: SortKey[]) => void;
}) {
  return (
    <section className="screener-panel" aria-label="Sorts">
      <h3>Sort</h3>
      {sorts.length === 0 && <p className="muted">Server default (market cap, largest first).</p>}
      <ol className="chip-list">
        {sorts.map((sort, i) => {
          const label = catalog.label(sort.field);
          return (
            <li key={`${apiName(sort.field)}-${i}`} className="chip">
              <span>
                {i + 1}. {label}
              </span>
              <VariantSelect
                catalog={catalog}
                field={sort.field}
                label={`Sort ${i + 1} period`}
                onChange={(field) => onChange(sorts.map((s, j) => (j === i ? { ...s, field } : s)))}
              />
              <Select
                aria-label={`Sort ${i + 1} direction`}
                value={sort.direction}
                onChange={(e) =>
                  onChange(
                    sorts.map((s, j) =>
                      j === i ? { ...s, direction: e.target.value as SortKey['direction'] } : s,
                    ),
                  )
                }
              >
                <option value="DESC">descending</option>
                <option value="ASC">ascending</option>
              </Select>
              <ChipActions
                actions={[
                  ['↑', `Move sort ${label} up`, i === 0, () => onChange(move(sorts, i, i - 1))],
                  ['✕', `Remove sort ${label}`, false, () => onChange(sorts.filter((_, j) => j !== i))],
                ]}
              />
            </li>
          );
        })}
      </ol>
      <FieldPicker
        catalog={catalog}
        value={null}
        label="Add sort"
        placeholder="+ Sort"
        onPick={(f) => onChange([...sorts, { field: { name: f.name }, direction: 'DESC' }])}
      />
    </section>
  );
}
