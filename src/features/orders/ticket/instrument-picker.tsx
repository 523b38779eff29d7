// Search-as-you-type for the ticket's instrument: ticker, company name, CUSIP/ISIN, or an OSI option
// symbol (searched with asset_class OPTION). Arrow keys move, Enter picks, Escape closes the list.
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { INPUT_LIMITS } from '@/lib/input-limits';

/** An OSI symbol or its prefix: root, then a YYMMDD expiry (and optionally C/P and the strike). */
export const looksLikeOsi = (text: string) => /^[A-Z.]{1,6}\s*\d{6}([CP]\d{0,8})?$/i.test(text.trim());

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface InstrumentPickerProps {
  value: string;
  onText: (text: string) => void;
  onPick: (instrument: InstrumentCore) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function InstrumentPicker({ value, onText, onPick, error, disabled }: InstrumentPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(value.trim(), 200);
  const search = useQuery({
    ...instrumentQueries.search({ q, page_size: 8, ...(looksLikeOsi(q) ? { asset_class: 'OPTION' } : {}) }),
    enabled: open && q.length > 0,
  });
  const results = search.data?.data ?? [];

  const pick = (instrument: InstrumentCore) => {
    onPick(instrument);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!open || results.length === 0) {
      if (event.key === 'ArrowDown') setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Picking a result never submits the form.
      event.preventDefault();
      const chosen = results[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="instrument-picker">
      <label htmlFor="ticket-instrument">Instrument</label>
      <input
        maxLength={INPUT_LIMITS.search}
        id="ticket-instrument"
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ticket-instrument-error' : undefined}
        autoComplete="off"
        placeholder="Symbol, name, CUSIP/ISIN or OSI"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          onText(e.target.value.toUpperCase());
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => value && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && q.length > 0 && (
        <ul id={listId} role="listbox" className="instrument-results" aria-label="Matching instruments">
          {search.isFetching && results.length === 0 && <li className="muted">Searching…</li>}
          {search.isError && <li className="field-error">Search failed: {String(search.error.message)}</li>}
          {search.isSuccess && results.length === 0 && <li className="muted">No instrument matches “{q}”</li>}
          {results.map((instrument, index) => (
            <li
              key={instrument.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(instrument);
              }}
            >
              <strong className="mono">{instrument.symbol}</strong> {instrument.name ?? ''}{' '}
              <span className="muted">
                {instrument.venue}
                {instrument.instrument_type ? ` · ${instrument.instrument_type}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div id="ticket-instrument-error" className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
