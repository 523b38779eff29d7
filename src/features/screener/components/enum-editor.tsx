// The right side of a field with a closed value set: one value for EQUAL, a multi-select for ONE_OF.
import type { Operand } from '../lib/filter-model';
import { Select } from '@/components/form/fields';

const pretty = (v: string) =>
  /^[A-Z_]+$/.test(v) ? v.charAt(0) + v.slice(1).toLowerCase().replace(/_/g, ' ') : v;

export function EnumEditor({
  values,
  operands,
  multiple,
  onChange,
  label,
}: {
  values: readonly string[];
  operands: readonly Operand[];
  multiple: boolean;
  onChange: (operands: Operand[]) => void;
  label: string;
}) {
  const chosen = operands.flatMap((o) => (o.kind === 'value' && o.text !== '' ? [o.text.toUpperCase()] : []));
  const isChosen = (v: string) => chosen.includes(v.toUpperCase());
  if (!multiple)
    return (
      <Select
        aria-label={label}
        value={values.find(isChosen) ?? ''}
        onChange={(e) => onChange([{ kind: 'value', text: e.target.value }])}
      >
        <option value="">Choose…</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {pretty(v)}
          </option>
        ))}
      </Select>
    );
  return (
    <fieldset className="enum-editor" aria-label={label}>
      {values.map((v) => (
        <label key={v} className="enum-choice">
          <input
            type="checkbox"
            checked={isChosen(v)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [
                      ...operands.filter((o) => o.kind === 'value' && o.text !== ''),
                      { kind: 'value', text: v },
                    ]
                  : operands.filter((o) => !(o.kind === 'value' && o.text.toUpperCase() === v.toUpperCase())),
              )
            }
          />
          {pretty(v)}
        </label>
      ))}
    </fieldset>
  );
}
