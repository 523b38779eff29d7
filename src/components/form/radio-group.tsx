// One choice among a few shown side by side: native radio buttons of one name in a fieldset whose
// legend names the group (the browser moves between them with the arrow keys, and a screen reader
// says "Mode, group; Live, radio button, 2 of 3"): the kit's one radio group. An option may carry
// its own class, tooltip and disabled state (the ticket's sides, coloured by direction, with the
// ones that do not fit the position greyed); `children` follow the options inside the fieldset (a
// note, the group's error, a field the choice enables).
import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import './radio-group.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean | undefined;
  /** A tooltip on the option (what it means, or why it is unavailable). */
  title?: string | undefined;
  /** The option's label class (beside `radio-option`), instead of the group's `optionClassName`. */
  className?: string | undefined;
}

export interface RadioGroupProps<V extends string> extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** Names the group (its accessible name). */
  legend: ReactNode;
  /** The legend is read by screen readers only (the group sits under a visible heading of its own). */
  legendHidden?: boolean;
  options: ReadonlyArray<RadioOption<V>>;
  /** The chosen option (none: undefined). */
  value: V | undefined;
  onChange: (value: V) => void;
  /** The radios' shared name (default: one of React's ids). */
  name?: string;
  /** The first radio's id, for a label or an error link that points at the group. */
  firstId?: string;
  /** Every option's label class (e.g. `inline`: the button beside its text). */
  optionClassName?: string;
  children?: ReactNode;
}

export function RadioGroup<V extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  name,
  firstId,
  optionClassName,
  children,
  ...fieldset
}: RadioGroupProps<V>) {
  const generated = useId();
  return (
    <fieldset {...fieldset}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {options.map((option, index) => (
        <label
          key={option.value}
          className={`radio-option ${option.className ?? optionClassName ?? ''}`.trimEnd()}
          title={option.title}
        >
          <input
            type="radio"
            name={name ?? generated}
            id={index === 0 ? firstId : undefined}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
