// A searchable field picker: the catalog grouped by category, each field with its display name,
// value type and description; typing filters by names, descriptions and synonyms ("sales").
import { useId, useMemo, useState } from 'react';
import type { ScreenerCatalogField } from '@/api/schemas/screener';
import type { CatalogIndex } from '../lib/catalog';

export interface FieldPickerProps {
  catalog: CatalogIndex;
  /** The chosen field's base name, or null for none. */
  value: string | null;
  onPick: (field: ScreenerCatalogField) => void;
  /** Accessible name of the opener, e.g. "Filter 2 field". */
  label: string;
  /** Text of the opener when nothing is chosen. */
  placeholder?: string;
}

export function FieldPicker({
  catalog,
  value,
  onPick,
  label,
  placeholder = 'Choose a field',
}: FieldPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const groups = useMemo(() => catalog.grouped(catalog.search(query)), [catalog, query]);
  const current = value ? catalog.field(value) : undefined;
  const pick = (field: ScreenerCatalogField) => {
    onPick(field);
    setOpen(false);
    setQuery('');
  };
  return (
    <div className="field-picker">
      <button
        type="button"
        className="field-picker-opener"
        aria-label={`${label}: ${current?.display_name ?? 'none'}`}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {current?.display_name ?? placeholder} ▾
      </button>
      {open && (
        <div
          className="field-picker-panel"
          id={listId}
          role="dialog"
          aria-label={`${label}: choose a field`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <input
            type="search"
            aria-label="Search fields"
            placeholder="Search fields (e.g. sales, yield)"
            value={query}
            autoFocus
            onChange={(e) => setQuery(e.target.value)}
          />
          <div className="field-picker-groups">
            {groups.length === 0 && <p className="muted">No field matches “{query}”.</p>}
            {groups.map(([category, fields]) => (
              <section key={category} aria-label={category}>
                <h4>{category}</h4>
                {fields.map((field) => (
                  <button
                    key={field.name}
                    type="button"
                    className="field-option"
                    aria-pressed={field.name === value}
                    onClick={() => pick(field)}
                  >
                    <span className="field-option-name">{field.display_name}</span>
                    <span className="field-option-type">{String(field.value_type).toLowerCase()}</span>
                    {field.description && (
                      <span className="field-option-description">{field.description}</span>
                    )}
                  </button>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
