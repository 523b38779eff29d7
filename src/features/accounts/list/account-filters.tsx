// The two filters of the accounts list. Typing is local and instant; the URL (and so the query)
// follows once typing pauses, so each keystroke does not start a request. When the URL changes from
// outside (back/forward, a link to the unfiltered list), the fields take the URL's values.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { AccountListSearch } from './account-list-search';
import { INPUT_LIMITS } from '@/lib/input-limits';

export const FILTER_DEBOUNCE_MS = 300;

export function AccountFilters({
  search,
  onChange,
}: {
  search: AccountListSearch;
  onChange: (next: AccountListSearch) => void;
}) {
  const [idText, setIdText] = useState(search.id ?? '');
  const [nameText, setNameText] = useState(search.name ?? '');
  // The URL's filters as last seen: a change we did not type is taken into the fields.
  const [seen, setSeen] = useState({ id: search.id, name: search.name });
  if (seen.id !== search.id || seen.name !== search.name) {
    setSeen({ id: search.id, name: search.name });
    if ((search.id ?? '') !== idText.trim()) setIdText(search.id ?? '');
    if ((search.name ?? '') !== nameText.trim()) setNameText(search.name ?? '');
  }
  const id = useDebouncedValue(idText.trim(), FILTER_DEBOUNCE_MS);
  const name = useDebouncedValue(nameText.trim(), FILTER_DEBOUNCE_MS);
  const idInvalid = id !== '' && !/^\d+$/.test(id);

  useEffect(() => {
    if (idInvalid) return;
    // Only once typing has settled: a debounced value that lags the field is not what the user wants.
    if (id !== idText.trim() || name !== nameText.trim()) return;
    if (id === (search.id ?? '') && name === (search.name ?? '')) return;
    onChange({ ...(id ? { id } : {}), ...(name ? { name } : {}) });
  }, [id, name, idText, nameText, idInvalid, search.id, search.name, onChange]);

  return (
    <form className="account-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label>
        Account id starts with
        <input
          maxLength={INPUT_LIMITS.search}
          value={idText}
          inputMode="numeric"
          placeholder="e.g. 1000"
          aria-invalid={idInvalid}
          aria-describedby={idInvalid ? 'account-id-filter-error' : undefined}
          onChange={(event) => setIdText(event.target.value)}
        />
      </label>
      <label>
        Name contains
        <input
          maxLength={INPUT_LIMITS.search}
          value={nameText}
          placeholder="e.g. Ellis"
          onChange={(event) => setNameText(event.target.value)}
        />
      </label>
      {(idText || nameText) && (
        <button
          type="button"
          onClick={() => {
            setIdText('');
            setNameText('');
          }}
        >
          Clear filters
        </button>
      )}
      {idInvalid && (
        <span id="account-id-filter-error" className="field-error">
          Account ids are digits only
        </span>
      )}
    </form>
  );
}
