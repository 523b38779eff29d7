// A searchable field picker: the catalog grouped by category, each field with its display name,
// value type and description; typing filters by names, descriptions and synonyms ("sales"). The
// search box is a combobox over a listbox of the fields: ↑ ↓ (Home / End, Page Up / Down) move the
// highlight, Enter picks (the first match when nothing is highlighted), Esc closes and returns to
// the opener; a click picks too.
import { useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { ScreenerCatalogField } from '@/api/schemas/screener';
import { Popover } from '@/components/popover';
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

const PAGE = 8;

export function FieldPicker({
  catalog,
  value,
  onPick,
  label,
  placeholder = 'Choose a field',
}: FieldPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // -1: nothing highlighted yet (Enter takes the first match).
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-fields`;
  const groups = useMemo(() => catalog.grouped(catalog.search(query)), [catalog, query]);
  const options = useMemo(() => groups.flatMap(([, fields]) => fields), [groups]);
  const current = value ? catalog.field(value) : undefined;
  const optionId = (field: ScreenerCatalogField) => `${id}-field-${field.name}`;
  const activeField = active >= 0 ? options[active] : undefined;

  // The highlighted option stays in view as the arrows move it.
  useLayoutEffect(() => {
    if (!activeField) return;
    document.getElementById(optionId(activeField))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Closing (Escape, a pick, a press outside, Tab away) forgets the search; the Popover puts focus
  // back on the opener for Escape, and a pick does too.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      setActive(-1);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, pick: (field: ScreenerCatalogField) => void) => {
    const last = options.length - 1;
    const move = (to: number) => {
      e.preventDefault();
      if (last >= 0) setActive(Math.max(0, Math.min(last, to)));
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(active < 0 || active >= last ? 0 : active + 1);
      case 'ArrowUp':
        return move(active <= 0 ? last : active - 1);
      case 'PageDown':
        return move(active + PAGE);
      case 'PageUp':
        return move(active - PAGE);
      case 'Home':
        if (e.ctrlKey || query === '') move(0);
        return;
      case 'End':
        if (e.ctrlKey || query === '') move(last);
        return;
      case 'Enter': {
        e.preventDefault();
        const chosen = activeField ?? options[0];
        if (chosen) pick(chosen);
        return;
      }
    }
  };

  return (
    <Popover
      className="field-picker"
      open={open}
      onOpenChange={onOpenChange}
      closeOnFocusOut
      trigger={(props) => (
        <button
          type="button"
          className="field-picker-opener"
          aria-label={`${label}: ${current?.display_name ?? 'none'}`}
          {...props}
        >
          {current?.display_name ?? placeholder} ▾
        </button>
      )}
    >
      {(panel, close) => {
        const pick = (field: ScreenerCatalogField) => {
          onPick(field);
          close();
        };
        return (
          <div
            {...panel}
            className="field-picker-panel"
            role="dialog"
            aria-label={`${label}: choose a field`}
          >
            <input
              type="search"
              role="combobox"
              aria-label="Search fields"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeField ? optionId(activeField) : undefined}
              placeholder="Search fields (e.g. sales, yield)"
              autoComplete="off"
              spellCheck={false}
              value={query}
              autoFocus
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(-1);
              }}
              onKeyDown={(e) => onKeyDown(e, pick)}
            />
            {groups.length === 0 && <p className="muted">No field matches “{query}”.</p>}
            <div
              id={listId}
              role="listbox"
              aria-label="Fields"
              className="field-picker-groups"
              // A click on an option must not blur the box (that would close the picker first).
              onMouseDown={(e) => e.preventDefault()}
            >
              {groups.map(([category, fields], g) => (
                <div key={category} role="group" aria-labelledby={`${id}-group-${g}`}>
                  <h4 id={`${id}-group-${g}`} role="presentation">
                    {category}
                  </h4>
                  {fields.map((field) => {
                    const index = options.indexOf(field);
                    return (
                      <div
                        key={field.name}
                        id={optionId(field)}
                        role="option"
                        aria-selected={index === active}
                        data-current={field.name === value ? 'true' : undefined}
                        className={`field-option${index === active ? ' active' : ''}`}
                        onMouseMove={() => index !== active && setActive(index)}
                        onClick={() => pick(field)}
                      >
                        <span className="field-option-name">
                          {field.display_name}
                          {field.name === value && <span className="visually-hidden"> (current)</span>}
                        </span>
                        <span className="field-option-type">{String(field.value_type).toLowerCase()}</span>
                        {field.description && (
                          <span className="field-option-description">{field.description}</span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        );
      }}
    </Popover>
  );
}
