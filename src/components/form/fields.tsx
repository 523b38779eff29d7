// Form fields with their error text, for every screen: a labelled control, the error below it
// (outside the label, so the control's name stays its label), tied together with aria-invalid /
// aria-describedby. The caller owns the value (nothing typed is
// ever reset by a field) and the validation; a field only shows what it is given.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { INPUT_LIMITS } from '@/lib/input-limits';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Choices from a list of values, labelled by `toLabel`. */
export function choicesOf<V extends string>(
  values: readonly V[],
  toLabel: (value: V) => string,
): Choice<V>[] {
  return values.map((value) => ({ value, label: toLabel(value) }));
}

interface FieldFrame {
  label: ReactNode;
  /** The error to show under the control; none when empty. */
  error?: string | null;
  /** A hint under the control (what the value means), tied to it with aria-describedby. */
  description?: ReactNode;
  /** The control's id; the error text gets `<id>-error`. Generated names are the caller's choice. */
  id?: string;
  className?: string;
}

/**
 * The frame of every field: the label around the control, the error text under it (`<id>-error`,
 * or a generated id), and the control's aria props for it, handed to `control`.
 */
function Field({
  id,
  label,
  error,
  description,
  className,
  describedBy: callerDescribedBy,
  control,
}: FieldFrame & {
  describedBy: string | undefined;
  control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generated = useId();
  const errorId = `${id ?? generated}-error`;
  const descriptionId = `${id ?? generated}-description`;
  const describedBy =
    [callerDescribedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined;
  const aria = error
    ? { 'aria-invalid': true as const, 'aria-describedby': [describedBy, errorId].filter(Boolean).join(' ') }
    : describedBy
      ? { 'aria-describedby': describedBy }
      : {};
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label>
        {label}
        {control(aria)}
      </label>
      {description && (
        <span id={descriptionId} className="field-description muted">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The kit's select control where the label sits beside it rather than in a field frame: a toolbar
 * (a wrapping `<label>` or `aria-label`), a table row. Options are its children. A labelled form
 * field with error and description is `SelectField`. (Lint allows no raw `<select>` outside the kit.)
 */
export function Select({
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} {...props} />;
}

/** A Select's options for plain values shown as they are (page sizes, counts). */
export const plainOptions = (values: Iterable<string | number>) =>
  [...values].map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));

export interface SelectFieldProps<V extends string>
  extends
    FieldFrame,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'className'> {
  value: V | '';
  onChange: (value: V | '') => void;
  choices: readonly Choice<V>[];
  /** A first choice with the empty value, e.g. "Any". */
  emptyLabel?: string;
}

/** A field's props, split into its frame's and its control's own. */
function splitFrame<P extends FieldFrame & { 'aria-describedby'?: string | undefined }>({
  label,
  error,
  description,
  id,
  className,
  'aria-describedby': describedBy,
  ...control
}: P) {
  return [{ id, label, error, description, className, describedBy }, control] as const;
}

export function SelectField<V extends string>({
  value,
  onChange,
  choices,
  emptyLabel,
  ...props
}: SelectFieldProps<V>) {
  const [frame, rest] = splitFrame(props);
  return (
    <Field
      {...frame}
      control={(aria) => (
        <select
          id={frame.id}
          value={value}
          onChange={(e) => onChange(e.target.value as V | '')}
          {...aria}
          {...rest}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value} disabled={c.disabled}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export interface TextFieldProps
  extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** The input element (a dialog's first focus). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ value, onChange, maxLength = INPUT_LIMITS.search, ...props }: TextFieldProps) {
  const [frame, rest] = splitFrame(props);
  return (
    <Field
      {...frame}
      control={(aria) => (
        <input
          id={frame.id}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
          {...rest}
        />
      )}
    />
  );
}

/**
 * An amount (quantity, price, offset, limit): the text stays exactly as typed — it becomes a
 * decimal only in the caller's validation (`parseTypedDecimal` of @/domain/decimal/decimal, never a float) —
 * with the decimal keyboard, no autocomplete or spellcheck, and the amount length cap.
 */
export function DecimalField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={INPUT_LIMITS.decimal}
      {...props}
    />
  );
}
