// The two filters of the accounts list. Typing is local and instant; the URL (and so the query)
// follows once typing pauses, so each keystroke does not start a request.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import type { AccountListSearch } from './account-list-search';

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
  const id = useDebouncedValue(idText.trim(), FILTER_DEBOUNCE_MS);
  const name = useDebouncedValue(nameText.trim(), FILTER_DEBOUNCE_MS);
  const idInvalid = id !== '' && !/^\d+$/.test(id);

  useEffect(() => {
    if (idInvalid) return;
    if (id === (search.id ?? '') && name === (search.name ?? '')) return;
    onChange({ ...(id ? { id } : {}), ...(name ? { name } : {}) });
  }, [id, name, idInvalid, search.id, search.name, onChange]);

  return (
    <form className="account-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label>
        Account id starts with
        <input
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
