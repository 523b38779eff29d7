// Saved screeners: open one, save (PUT of the whole entry), save as, rename (PUT with the whole
// entry and the new name), delete after a confirmation. Errors say what failed and keep the screen.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/api/errors';
import {
  createSavedScreenerMutation,
  deleteSavedScreenerMutation,
  replaceSavedScreener,
  screenerQueries,
  type SavedScreener,
  type SavedScreenerBody,
} from '@/api/resources/screener';
import type { ScreenerEntry } from '@/api/schemas/screener';
import { pushToast } from '@/lib/toast-store';
import { Select } from '@/components/form/fields';

type NameMode = { kind: 'save-as' } | { kind: 'rename' } | null;

export interface SavedScreenersBarProps {
  savedId: string | undefined;
  saved: ScreenerEntry | undefined;
  dirty: boolean;
  /** The body of the current screen, or why it cannot be saved. */
  body: (name: string) => { ok: true; body: SavedScreenerBody } | { ok: false; message: string };
  onOpen: (entry: ScreenerEntry) => void;
  onSaved: (entry: SavedScreener) => void;
  onDeleted: () => void;
}

export function SavedScreenersBar({
  savedId,
  saved,
  dirty,
  body,
  onOpen,
  onSaved,
  onDeleted,
}: SavedScreenersBarProps) {
  const queryClient = useQueryClient();
  const list = useQuery(screenerQueries.savedList());
  const [nameMode, setNameMode] = useState<NameMode>(null);
  const [name, setName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const create = useMutation(createSavedScreenerMutation(queryClient));
  const replace = useMutation({
    mutationFn: ({ id, body }: { id: string; body: SavedScreenerBody }) => replaceSavedScreener(id, body),
    onSuccess: (updated: SavedScreener) => {
      queryClient.setQueryData(screenerQueries.savedDetail(updated.id).queryKey, updated);
      return queryClient.invalidateQueries({ queryKey: screenerQueries.savedList().queryKey });
    },
  });
  const remove = useMutation(deleteSavedScreenerMutation(queryClient));
  const busy = create.isPending || replace.isPending || remove.isPending;

  const fail = (what: string) => (error: unknown) => {
    const d = describeError(error);
    setProblem(`${what}: ${d.message}${d.requestId ? ` (request_id ${d.requestId})` : ''}`);
  };

  const save = () => {
    if (!saved) return setNameMode({ kind: 'save-as' });
    const built = body(saved.name);
    if (!built.ok) return setProblem(built.message);
    setProblem(null);
    replace.mutate(
      { id: saved.id, body: built.body },
      {
        onSuccess: (entry) => (
          onSaved(entry),
          pushToast({ kind: 'success', title: `Saved “${entry.name}”` })
        ),
        onError: fail('Saving failed'),
      },
    );
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Enter a name.');
    setProblem(null);
    if (nameMode?.kind === 'rename' && saved) {
      // PUT takes the whole entry: the saved filters, columns and sorts with the new name.
      const whole: SavedScreenerBody = {
        name: trimmed,
        filters: saved.filters,
        columns: saved.columns ?? null,
        sorts: saved.sorts ?? null,
      };
      replace.mutate(
        { id: saved.id, body: whole },
        { onSuccess: () => setNameMode(null), onError: fail('Renaming failed') },
      );
      return;
    }
    const built = body(trimmed);
    if (!built.ok) return setProblem(built.message);
    create.mutate(built.body, {
      onSuccess: (entry) => {
        setNameMode(null);
        onSaved(entry);
        pushToast({ kind: 'success', title: `Saved “${entry.name}”` });
      },
      onError: fail('Saving failed'),
    });
  };

  return (
    <section className="saved-bar" aria-label="Saved screeners">
      <label>
        Saved screeners{' '}
        <Select
          value={savedId ?? ''}
          disabled={list.isPending}
          onChange={(e) => {
            const entry = list.data?.find((s) => s.id === e.target.value);
            if (entry) onOpen(entry);
          }}
        >
          <option value="">
            {list.isPending ? 'Loading…' : list.data?.length ? 'Open a saved screener…' : 'None saved yet'}
          </option>
          {list.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      </label>
      {saved && (
        <span className="saved-name">
          {saved.name}
          {dirty && (
            <span className="unsaved-mark" title="Unsaved changes">
              {' '}
              • unsaved changes
            </span>
          )}
        </span>
      )}
      <button type="button" onClick={save} disabled={busy}>
        Save
      </button>
      <button
        type="button"
        onClick={() => (setName(saved ? `${saved.name} copy` : ''), setNameMode({ kind: 'save-as' }))}
        disabled={busy}
      >
        Save as…
      </button>
      {saved && (
        <>
          <button
            type="button"
            onClick={() => (setName(saved.name), setNameMode({ kind: 'rename' }))}
            disabled={busy}
          >
            Rename…
          </button>
          <button type="button" onClick={() => setConfirmDelete(true)} disabled={busy}>
            Delete…
          </button>
        </>
      )}
      {nameMode && (
        <form className="name-form" onSubmit={submitName}>
          <input
            aria-label="Screener name"
            value={name}
            autoFocus
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            {nameMode.kind === 'rename' ? 'Rename' : 'Save screener'}
          </button>
          <button type="button" className="link-button" onClick={() => setNameMode(null)}>
            Cancel
          </button>
        </form>
      )}
      {confirmDelete && saved && (
        <div role="alertdialog" aria-label="Delete saved screener" className="confirm-box">
          <span>Delete “{saved.name}”? This cannot be undone.</span>
          <button
            type="button"
            onClick={() =>
              remove.mutate(saved.id, {
                onSuccess: () => (setConfirmDelete(false), onDeleted()),
                onError: (e) => (setConfirmDelete(false), fail('Deleting failed')(e)),
              })
            }
          >
            Delete
          </button>
          <button type="button" className="link-button" onClick={() => setConfirmDelete(false)}>
            Keep it
          </button>
        </div>
      )}
      {list.isError && (
        <p role="alert">Saved screeners could not be loaded: {describeError(list.error).message}</p>
      )}
      {problem && (
        <p role="alert" className="row-error">
          {problem}
        </p>
      )}
    </section>
  );
}
