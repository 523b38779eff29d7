// A name field and Create: makes a watchlist. A duplicate name (409) is explained next to the field,
// and the typed name stays so the user can change it.
import { useId, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '@/api/errors';
import type { WatchlistEntry } from '@/api/schemas/watchlists';
import { useCreateWatchlist } from '@/domain/watchlists/watchlist-edits';

export interface CreateWatchlistFormProps {
  onCreated: (list: WatchlistEntry) => void | Promise<void>;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Name already typed (e.g. from the monitor). */
  initialName?: string;
  onCancel?: () => void;
}

export function CreateWatchlistForm({
  onCreated,
  submitLabel = 'Create',
  autoFocus = false,
  initialName = '',
  onCancel,
}: CreateWatchlistFormProps) {
  const create = useCreateWatchlist();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<{ text: string; requestId?: string | undefined } | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = name.trim();
    if (trimmed === '') {
      setProblem({ text: 'Give the list a name.' });
      return;
    }
    setProblem(null);
    create.mutate(
      { name: trimmed },
      {
        onSuccess: async (list) => {
          setName('');
          await onCreated(list);
        },
        onError: (error) => {
          const d = describeError(error);
          setProblem(
            error instanceof ApiError && error.status === 409
              ? {
                  text: `A watchlist named “${trimmed}” already exists. Choose another name, or open that list.`,
                  requestId: d.requestId,
                }
              : { text: `The list was not created: ${d.message}`, requestId: d.requestId },
          );
        },
      },
    );
  };

  return (
    <form className="create-watchlist-form" onSubmit={submit} aria-label="New watchlist" noValidate>
      <label>
        <span>New list name</span>
        <input
          value={name}
          maxLength={100}
          autoFocus={autoFocus}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          placeholder="e.g. Semis"
        />
      </label>
      <button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      )}
      {problem && (
        <p id={errorId} role="alert" className="field-error">
          {problem.text}
          {problem.requestId && (
            <>
              {' '}
              <span className="request-id">
                request_id: <code>{problem.requestId}</code>
              </span>
            </>
          )}
        </p>
      )}
    </form>
  );
}
