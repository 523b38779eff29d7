// The events query form. Edits stay in the form until "Show events"; an invalid range (from after
// to, too long, not a date) is refused here with a message and nothing is requested.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accountQueries } from '@/api/resources/accounts';
import { watchlistQueries } from '@/api/resources/watchlists';
import { AllEventsEventType } from '@/api/schemas/instruments';
import type { EventScope, EventsSearch } from '../lib/calendar-search';
import { EVENT_TYPE_LABELS, eventRangeProblem } from '../lib/event-range';
import { symbolList } from './use-event-scope';
import { Select } from '@/components/form/fields';

interface Draft {
  from: string;
  to: string;
  types: string[];
  scope: EventScope;
  symbols: string;
  account: string;
  watchlist: string;
}

function draftOf(
  search: EventsSearch,
  range: { from: string; to: string },
  accountId: number | undefined,
): Draft {
  return {
    from: range.from,
    to: range.to,
    types: search.types ? search.types.split(',') : [...AllEventsEventType.options],
    scope: search.scope ?? (search.symbols ? 'symbols' : 'all'),
    symbols: search.symbols ?? '',
    account: accountId !== undefined ? String(accountId) : '',
    watchlist: search.watchlist ?? '',
  };
}

export function EventsForm({
  search,
  range,
  accountId,
  onApply,
}: {
  search: EventsSearch;
  range: { from: string; to: string };
  accountId: number | undefined;
  onApply: (next: EventsSearch) => void;
}) {
  const initial = draftOf(search, range, accountId);
  const [draft, setDraft] = useState(initial);
  // The URL's state only: the default account arriving later must not reset what is being edited.
  const key = JSON.stringify(draftOf(search, range, undefined));
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    // The URL changed (applied, back/forward, a link): the form shows it.
    setSeen(key);
    setDraft(initial);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const accounts = useInfiniteQuery({ ...accountQueries.firstPage(), enabled: draft.scope === 'positions' });
  const watchlists = useQuery({ ...watchlistQueries.page(100), enabled: draft.scope === 'watchlist' });
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rangeIssue = eventRangeProblem(draft.from, draft.to);
    const issue =
      rangeIssue ??
      (draft.types.length === 0
        ? 'Choose at least one event type.'
        : draft.scope === 'symbols' && symbolList(draft.symbols).length === 0
          ? 'Enter at least one symbol.'
          : draft.scope === 'watchlist' && !draft.watchlist
            ? 'Choose a watchlist.'
            : null);
    setProblem(issue);
    if (issue) return;
    const allTypes = draft.types.length === AllEventsEventType.options.length;
    onApply({
      from: draft.from,
      to: draft.to,
      ...(allTypes
        ? {}
        : { types: AllEventsEventType.options.filter((t) => draft.types.includes(t)).join(',') }),
      ...(draft.scope !== 'all' ? { scope: draft.scope } : {}),
      ...(draft.scope === 'symbols' ? { symbols: symbolList(draft.symbols).join(',') } : {}),
      ...(draft.scope === 'positions' && (draft.account || accountId !== undefined)
        ? { account: Number(draft.account || accountId) }
        : {}),
      ...(draft.scope === 'watchlist' ? { watchlist: draft.watchlist } : {}),
    });
  };

  return (
    <form className="events-form" aria-label="Event filters" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Dates</legend>
        <label>
          From <input type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          To <input type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </fieldset>
      <fieldset>
        <legend>Event types</legend>
        {AllEventsEventType.options.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={draft.types.includes(type)}
              onChange={(e) =>
                set({
                  types: e.target.checked ? [...draft.types, type] : draft.types.filter((t) => t !== type),
                })
              }
            />{' '}
            {EVENT_TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Instruments</legend>
        <label>
          <span className="visually-hidden">Instruments</span>
          <Select
            aria-label="Instruments"
            value={draft.scope}
            onChange={(e) => set({ scope: e.target.value as EventScope })}
          >
            <option value="all">All instruments</option>
            <option value="symbols">These symbols</option>
            <option value="positions">My positions</option>
            <option value="watchlist">A watchlist</option>
          </Select>
        </label>
        {draft.scope === 'symbols' && (
          <label>
            Symbols{' '}
            <input
              value={draft.symbols}
              placeholder="AAPL, MSFT"
              onChange={(e) => set({ symbols: e.target.value })}
            />
          </label>
        )}
        {draft.scope === 'positions' && (
          <label>
            Account{' '}
            <Select
              value={draft.account || (accountId !== undefined ? String(accountId) : '')}
              onChange={(e) => set({ account: e.target.value })}
            >
              {accounts.isPending && <option value="">Loading accounts…</option>}
              {accounts.isError && <option value="">Accounts unavailable</option>}
              {accounts.data?.data.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.id} · {a.short_name}
                </option>
              ))}
            </Select>
          </label>
        )}
        {draft.scope === 'watchlist' && (
          <label>
            Watchlist{' '}
            <Select value={draft.watchlist} onChange={(e) => set({ watchlist: e.target.value })}>
              <option value="">
                {watchlists.isPending
                  ? 'Loading watchlists…'
                  : watchlists.isError
                    ? 'Watchlists unavailable'
                    : watchlists.data.data.length === 0
                      ? 'No watchlists yet'
                      : 'Choose…'}
              </option>
              {watchlists.data?.data.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </Select>
          </label>
        )}
      </fieldset>
      <button type="submit">Show events</button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
