// One search field for the ticket's instrument: a ticker, a company name, CUSIP/ISIN, an OSI option
// symbol (searched with asset_class OPTION) or an instrument id. A full OSI symbol or an instrument
// id is also resolved directly (get_instrument_by_id takes either) and offered first.
// Arrow keys move, Enter picks, Escape closes the list.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { INPUT_LIMITS } from '@/lib/input-limits';
import { ApiError } from '@/api/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const is404 = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An OSI symbol or its prefix: root, then a YYMMDD expiry (and optionally C/P and the strike). */
export const looksLikeOsi = (text: string) => /^[A-Z.]{1,6}\s*\d{6}([CP]\d{0,8})?$/i.test(text.trim());
/** A complete OSI symbol: root, YYMMDD, C or P, and the 8-digit strike. */
export const isFullOsi = (text: string) => /^[A-Z.]{1,6}\s*\d{6}[CP]\d{8}$/i.test(text.trim());
/** An instrument id (UUID). */
export const looksLikeInstrumentId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim());

export interface InstrumentPickerProps {
  value: string;
  onText: (text: string) => void;
  /** `byId`: the trader typed the instrument id (the order is then sent by instrument_id). */
  onPick: (instrument: InstrumentCore, byId: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function InstrumentPicker({ value, onText, onPick, error, disabled }: InstrumentPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(value.trim(), 200);
  const byId = looksLikeInstrumentId(q);
  const direct = byId || isFullOsi(q);
  const search = useQuery({
    ...instrumentQueries.search({ q, page_size: 8, ...(looksLikeOsi(q) ? { asset_class: 'OPTION' } : {}) }),
    enabled: open && q.length > 0 && !byId,
  });
  // An id or a complete OSI symbol names one instrument: look it up directly.
  const exact = useQuery({
    ...instrumentQueries.detail(byId ? q.toLowerCase() : q),
    enabled: open && direct,
    retry: false,
  });
  const found = direct && exact.data ? [exact.data as InstrumentCore] : [];
  const results = [
    ...found,
    ...(byId ? [] : (search.data?.data ?? [])).filter((r) => !found.some((f) => f.id === r.id)),
  ];
  const fetching = search.isFetching || (direct && exact.isFetching);
  const failed = byId ? exact.isError && !is404(exact.error) : search.isError;
  const done = byId ? exact.isFetched : search.isSuccess;

  const pick = (instrument: InstrumentCore) => {
    onPick(instrument, byId && instrument.id.toLowerCase() === q.toLowerCase());
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
        placeholder="Symbol, OSI option symbol, instrument id, name or CUSIP"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const text = e.target.value;
          // Symbols are upper case; an instrument id is kept as typed.
          onText(looksLikeInstrumentId(text) ? text : text.toUpperCase());
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => value && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && q.length > 0 && (
        <ul id={listId} role="listbox" className="instrument-results" aria-label="Matching instruments">
          {fetching && results.length === 0 && <li className="muted">Searching…</li>}
          {failed && (
            <li className="field-error">
              Search failed: {String((byId ? exact.error : search.error)?.message ?? 'unknown error')}
            </li>
          )}
          {done && !fetching && !failed && results.length === 0 && (
            <li className="muted">No instrument matches “{q}”</li>
          )}
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
