// One right-hand operand of a filter: a typed value (number with units, date, text), the `today`
// variable with an ADD / SUBTRACT offset, or another field (price > SMA) with an optional offset.
import type { ScreenerCatalogField } from '@/api/schemas/screener';
import { type CatalogIndex } from '../lib/catalog';
import { DATE_UNITS, type Operand, type Shift, type ValueKind } from '../lib/filter-model';
import { unitHint } from '../lib/number-input';
import { Select } from '@/components/form/fields';
import { apiName, parseApiName } from '@/domain/screener-url';

interface OperandEditorProps {
  catalog: CatalogIndex;
  field: ScreenerCatalogField;
  kind: ValueKind;
  operand: Operand;
  onChange: (operand: Operand) => void;
  /** "Filter 1 value", "Filter 1 to"… */
  label: string;
  allowVariables: boolean;
  invalid: boolean;
}

const numeric = (t: unknown) => t === 'DECIMAL' || t === 'INTEGER';

function ShiftEditor({
  shift,
  onChange,
  withUnit,
  label,
}: {
  shift: Shift | null;
  onChange: (shift: Shift | null) => void;
  withUnit: boolean;
  label: string;
}) {
  const current = shift ?? { op: 'SUBTRACT', amount: '', unit: withUnit ? 'DAY' : undefined };
  return (
    <span className="shift-editor">
      <Select
        aria-label={`${label} offset`}
        value={shift ? shift.op : ''}
        onChange={(e) => onChange(e.target.value ? { ...current, op: e.target.value as Shift['op'] } : null)}
      >
        <option value="">no offset</option>
        <option value="ADD">+</option>
        <option value="SUBTRACT">−</option>
      </Select>
      {shift && (
        <>
          <input
            aria-label={`${label} offset amount`}
            className="operand-amount"
            inputMode="decimal"
            value={shift.amount}
            onChange={(e) => onChange({ ...shift, amount: e.target.value })}
          />
          {withUnit && (
            <Select
              aria-label={`${label} offset unit`}
              value={shift.unit ?? 'DAY'}
              onChange={(e) => onChange({ ...shift, unit: e.target.value as Shift['unit'] })}
            >
              {DATE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u.toLowerCase()}s
                </option>
              ))}
            </Select>
          )}
        </>
      )}
    </span>
  );
}

export function OperandEditor(props: OperandEditorProps) {
  const { catalog, field, kind, operand, onChange, label, allowVariables, invalid } = props;
  const isDate = kind === 'date';
  const comparable = catalog.catalog.fields.filter((f) =>
    numeric(field.value_type) ? numeric(f.value_type) : f.value_type === field.value_type,
  );
  const mode = operand.kind;
  return (
    <span className="operand-editor">
      {allowVariables && (
        <Select
          aria-label={`${label} kind`}
          value={mode}
          onChange={(e) => {
            const next = e.target.value;
            if (next === 'value') onChange({ kind: 'value', text: '' });
            if (next === 'today') onChange({ kind: 'today', shift: null });
            if (next === 'field')
              onChange({ kind: 'field', field: { name: comparable[0]?.name ?? '' }, shift: null });
          }}
        >
          <option value="value">{isDate ? 'date' : 'value'}</option>
          {isDate && <option value="today">today</option>}
          <option value="field">field</option>
        </Select>
      )}
      {operand.kind === 'value' && (
        <input
          aria-label={label}
          aria-invalid={invalid || undefined}
          className="operand-input"
          value={operand.text}
          placeholder={isDate ? 'YYYY-MM-DD' : kind === 'number' ? '10B, 3%, 25.5' : 'text'}
          title={kind === 'number' ? unitHint(field.format as 'CURR_USD' | 'PERCENT' | null) : undefined}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          onChange={(e) => onChange({ kind: 'value', text: e.target.value })}
        />
      )}
      {operand.kind === 'today' && (
        <ShiftEditor
          label={label}
          withUnit
          shift={operand.shift}
          onChange={(shift) => onChange({ kind: 'today', shift })}
        />
      )}
      {operand.kind === 'field' && (
        <>
          <Select
            aria-label={`${label} field`}
            value={apiName(operand.field)}
            onChange={(e) => {
              const key = parseApiName(e.target.value);
              if (key) onChange({ ...operand, field: key });
            }}
          >
            {comparable.flatMap((f) =>
              catalog.variants(f).map((v) => {
                const key = v ? `${f.name}.${v}` : f.name;
                return (
                  <option key={key} value={key}>
                    {catalog.label(parseApiName(key) ?? { name: f.name })}
                  </option>
                );
              }),
            )}
          </Select>
          <ShiftEditor
            label={label}
            withUnit={isDate}
            shift={operand.shift}
            onChange={(shift) => onChange({ ...operand, shift })}
          />
        </>
      )}
    </span>
  );
}
