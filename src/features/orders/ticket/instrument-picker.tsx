// One search field for the ticket's instrument: a ticker, a company name, CUSIP/ISIN, an OSI option
// symbol (searched with asset_class OPTION) or an instrument id. A full OSI symbol or an instrument
// id is also resolved directly (get_instrument_by_id takes either) and offered first.
// Arrow keys move, Enter picks, Escape closes the list.
// The search itself is the one of the whole terminal (src/domain/instrument-search, results drawn by
// the kit's ResultRow); this is the ticket's field around it: the draft's text, upper-cased symbols,
// the field's error, and Enter that never submits the ticket while a list is open.
import { useEffect, useId, useRef, useState } from 'react';
import type { InstrumentCore } from '@/api/schemas/instruments';
import { describeError } from '@/api/errors';
import { ResultRow } from '@/components/instrument-search/result-row';
import { looksLikeInstrumentId } from '@/domain/instrument-search/search-mode';
import { useInstrumentLookup } from '@/domain/instrument-search/use-instrument-search';
import { INPUT_LIMITS } from '@/lib/input-limits';
import type { TicketIds } from './ticket-ids';

export interface InstrumentPickerProps {
  /** The ticket's element ids. */
  ids: TicketIds;
  value: string;
  onText: (text: string) => void;
  /** `byId`: the trader typed the instrument id (the order is then sent by instrument_id). */
  onPick: (instrument: InstrumentCore, byId: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function InstrumentPicker({ ids, value, onText, onPick, error, disabled }: InstrumentPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [active, setActive] = useState(0);
  const { q, byId, results, fetching, error: searchError, done } = useInstrumentLookup(value, open);
  const failed = searchError != null;

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
      <label htmlFor={ids.of('instrument')}>Instrument</label>
      <input
        maxLength={INPUT_LIMITS.search}
        id={ids.of('instrument')}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorOf('instrument') : undefined}
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
        onBlur={() => {
          // Later, so a click on a result lands first; never after the picker is gone.
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      {open && q.length > 0 && (
        <ul id={listId} role="listbox" className="instrument-results" aria-label="Matching instruments">
          {fetching && results.length === 0 && <li className="muted">Searching…</li>}
          {failed && <li className="field-error">Search failed: {describeError(searchError).message}</li>}
          {done && !fetching && !failed && results.length === 0 && (
            <li className="muted">No instrument matches “{q}”</li>
          )}
          {results.map((instrument, index) => (
            <li
              key={instrument.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`search-result${index === active ? ' active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(instrument);
              }}
            >
              <ResultRow instrument={instrument} />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <div id={ids.errorOf('instrument')} className="field-error">
          {error}
        </div>
      )}
    </div>
  );
}
