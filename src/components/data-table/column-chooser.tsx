// "Columns": a disclosure with one checkbox per choosable column (useColumnVisibility keeps the choice).
import { useEffect, useRef, useState } from 'react';
import type { ColumnVisibility } from './use-column-visibility';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; label: string }>;
  visibility: ColumnVisibility;
  /** Accessible name of the table the columns belong to. */
  tableLabel: string;
}

export function ColumnChooser({ columns, visibility, tableLabel }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <div
      ref={ref}
      className="column-chooser"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Columns
      </button>
      {open && (
        <fieldset className="column-chooser-panel">
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
    </div>
  );
}
