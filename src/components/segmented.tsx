// A row of buttons of which one is on (a statement, a period, a range preset, chart or table): a
// labelled group of toggle buttons (`aria-pressed`), the kit's one segmented control. `className`
// gives a place its own look instead of the kit's (the price chart's timeframes).
import type { ReactNode } from 'react';
import './segmented.css';

export function Segmented<T extends string>({
  label,
  options,
  optionLabel = (value) => value,
  value,
  onChange,
  className = 'segmented',
}: {
  /** The group's accessible name ("Timeframe"). */
  label: string;
  options: readonly T[];
  /** What a button says (default: the value itself). */
  optionLabel?: (value: T) => ReactNode;
  /** The option that is on (none: undefined, e.g. a custom range). */
  value: T | undefined;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={option === value} onClick={() => onChange(option)}>
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
