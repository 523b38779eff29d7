// "Columns": a popover with one checkbox per choosable column (useColumnVisibility keeps the choice).
import { Popover } from '../popover';
import type { ColumnVisibility } from './use-column-visibility';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; label: string }>;
  visibility: ColumnVisibility;
  /** Accessible name of the table the columns belong to. */
  tableLabel: string;
  /** Shown on the button as "+N" (a narrow panel's columns that give way), when the tools have no room for a line of their own. */
  hiddenCount?: number;
}

export function ColumnChooser({ columns, visibility, tableLabel, hiddenCount = 0 }: ColumnChooserProps) {
  return (
    <Popover
      className="column-chooser"
      trigger={(props) => (
        <button type="button" {...props}>
          Columns
          {hiddenCount > 0 && (
            <>
              <span aria-hidden="true" className="muted">
                {' '}
                +{hiddenCount}
              </span>
              <span className="visually-hidden">, {hiddenCount} hidden</span>
            </>
          )}
        </button>
      )}
    >
      {(panel) => (
        <fieldset {...panel} className="column-chooser-panel">
          <legend>Columns of {tableLabel}</legend>
          {columns.map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                checked={visibility.visible(c.id)}
                onChange={() => visibility.toggle(c.id)}
              />{' '}
              {c.label}
            </label>
          ))}
          <button type="button" className="link-button" onClick={visibility.reset}>
            Reset to default
          </button>
        </fieldset>
      )}
    </Popover>
  );
}
