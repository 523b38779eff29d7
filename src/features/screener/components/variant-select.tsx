// The second picker of a field with periods or lookbacks; '' is the current or most recent value.
import type { FieldLookback, FieldPeriod } from '@/api/schemas/screener';
import { variantLabel, type CatalogIndex } from '../lib/catalog';
import { Select } from '@/components/form/fields';
import { type FieldKey } from '@/domain/screener-url';

export function VariantSelect({
  catalog,
  field,
  onChange,
  label,
}: {
  catalog: CatalogIndex;
  field: FieldKey;
  onChange: (field: FieldKey) => void;
  label: string;
}) {
  const meta = catalog.field(field);
  if (!meta || (!meta.periods?.length && !meta.lookbacks?.length)) return null;
  const current = field.period ?? field.lookback ?? '';
  return (
    <Select
      aria-label={label}
      value={current}
      onChange={(e) => {
        const v = e.target.value;
        const next: FieldKey = { name: field.name };
        if ((meta.periods ?? []).includes(v as FieldPeriod)) next.period = v as FieldPeriod;
        if ((meta.lookbacks ?? []).includes(v as FieldLookback)) next.lookback = v as FieldLookback;
        onChange(next);
      }}
    >
      {catalog.variants(meta).map((v) => (
        <option key={v} value={v}>
          {v === '' ? (meta.periods?.length ? 'Most recent' : 'Current') : variantLabel(v)}
        </option>
      ))}
    </Select>
  );
}
