// One filter row: on / off switch, field (+ variant), operator with its arguments, the right side by
// value kind, and why the row is not applied (our validation, or the server's 400 for this row).
import type { FilterOperator } from '@/api/schemas/screener';
import type { CatalogIndex } from '../lib/catalog';
import {
  changeField,
  changeOperator,
  LITERAL_TEXT_OPS,
  OPERATOR_LABEL,
  RANGE_OPS,
  setOperand,
  takesCaseArg,
  valueKind,
  type Bound,
  type FilterRow,
} from '../lib/filter-model';
import { EnumEditor } from './enum-editor';
import { FieldPicker } from './field-picker';
import { OperandEditor } from './operand-editor';
import { VariantSelect } from './variant-select';
import { Select } from '@/components/form/fields';

export interface FilterRowEditorProps {
  catalog: CatalogIndex;
  row: FilterRow;
  index: number;
  problem?: { kind: 'incomplete' | 'invalid'; message: string } | undefined;
  serverError?: string | undefined;
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
}

function BoundSelect({
  value,
  onChange,
  label,
}: {
  value: Bound;
  onChange: (b: Bound) => void;
  label: string;
}) {
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as Bound)}>
      <option value="INCLUSIVE">inclusive</option>
      <option value="EXCLUSIVE">exclusive</option>
    </Select>
  );
}

export function FilterRowEditor({
  catalog,
  row,
  index,
  problem,
  serverError,
  onChange,
  onRemove,
}: FilterRowEditorProps) {
  const name = `Filter ${index + 1}`;
  const field = catalog.field(row.field);
  const kind = valueKind(field, row.op);
  const ops = catalog.operators(row.field);
  const range = !!row.op && RANGE_OPS.includes(row.op);
  const message = serverError ?? (problem && row.enabled ? problem.message : undefined);
  const bad = !!serverError || problem?.kind === 'invalid';
  const toggle = () => {
    // Switched on with no operator (a saved unenabled filter): start from the field's default.
    if (!row.enabled && !row.op && ops[0])
      onChange({ ...changeOperator(catalog, row, ops[0]), enabled: true });
    else onChange({ ...row, enabled: !row.enabled });
  };
  return (
    <li className={`filter-row${row.enabled ? '' : ' off'}${bad ? ' has-error' : ''}`} aria-label={name}>
      <button
        type="button"
        role="switch"
        aria-checked={row.enabled}
        aria-label={`${name} enabled`}
        className="switch"
        onClick={toggle}
      >
        <span aria-hidden="true">{row.enabled ? 'On' : 'Off'}</span>
      </button>
      <FieldPicker
        catalog={catalog}
        value={row.field.name}
        label={`${name} field`}
        onPick={(f) => onChange(changeField(catalog, row, { name: f.name }))}
      />
      <VariantSelect
        catalog={catalog}
        field={row.field}
        label={`${name} period`}
        onChange={(key) => onChange(changeField(catalog, row, key))}
      />
      <Select
        aria-label={`${name} operator`}
        value={row.op ?? ''}
        onChange={(e) => onChange(changeOperator(catalog, row, e.target.value as FilterOperator))}
      >
        {!row.op && <option value="">operator…</option>}
        {ops.map((op) => (
          <option key={op} value={op}>
            {OPERATOR_LABEL[op]}
          </option>
        ))}
      </Select>
      {field && kind === 'enum' && (
        <EnumEditor
          values={catalog.enumValues(row.field) ?? []}
          operands={row.operands}
          multiple={row.op === 'ONE_OF'}
          label={`${name} values`}
          onChange={(operands) => onChange({ ...row, operands })}
        />
      )}
      {field &&
        kind !== 'enum' &&
        kind !== 'none' &&
        row.operands.map((operand, i) => (
          <span key={i} className="operand-slot">
            {range && (
              <BoundSelect
                label={`${name} ${i === 0 ? 'lower' : 'upper'} bound`}
                value={row.bounds[i] ?? 'INCLUSIVE'}
                onChange={(b) =>
                  onChange({ ...row, bounds: i === 0 ? [b, row.bounds[1]] : [row.bounds[0], b] })
                }
              />
            )}
            {range && i === 1 && <span className="muted">and</span>}
            <OperandEditor
              catalog={catalog}
              field={field}
              kind={kind}
              operand={operand}
              invalid={bad}
              label={range ? `${name} ${i === 0 ? 'from' : 'to'}` : `${name} value`}
              allowVariables={!(row.op && LITERAL_TEXT_OPS.includes(row.op)) && row.op !== 'ONE_OF'}
              onChange={(next) => onChange(setOperand(row, i, next))}
            />
          </span>
        ))}
      {takesCaseArg(field, row.op) && (
        <label className="inline-check">
          <input
            type="checkbox"
            checked={row.caseInsensitive}
            onChange={(e) => onChange({ ...row, caseInsensitive: e.target.checked })}
          />
          ignore case
        </label>
      )}
      <button type="button" className="link-button" aria-label={`Remove ${name}`} onClick={onRemove}>
        ✕
      </button>
      {message && (
        <p className={bad ? 'row-error' : 'row-hint'} role={bad ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </li>
  );
}
