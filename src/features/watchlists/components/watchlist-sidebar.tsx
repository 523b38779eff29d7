// Every watchlist, newest first: open one (it goes in the URL), delete one behind a confirmation,
// or create a new one (a duplicate name is explained in the form).
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deleteWatchlistMutation } from '@/api/resources/watchlists';
import type { WatchlistEntry } from '@/api/schemas/watchlists';
import { Dialog } from '@/components/dialog';
import { ErrorPanel } from '@/components/error-panel';
import { CreateWatchlistForm } from '@/components/watchlists/create-watchlist-form';
import { useWatchlists } from '@/domain/watchlists/watchlist-edits';

export interface WatchlistSidebarProps {
  openId: string | undefined;
  onOpen: (id: string | undefined) => void;
}

export function WatchlistSidebar({ openId, onOpen }: WatchlistSidebarProps) {
  const lists = useWatchlists();
  const [deleting, setDeleting] = useState<WatchlistEntry | null>(null);
  return (
    <aside className="watchlists-sidebar panel" aria-label="Watchlists">
      <h2>Lists</h2>
      {lists.isPending && <p className="muted">Loading lists…</p>}
      {lists.isError && (
        <ErrorPanel error={lists.error} context="Loading watchlists" onRetry={() => void lists.refetch()} />
      )}
      {lists.isSuccess && lists.data.data.length === 0 && <p className="muted">No lists yet: create one.</p>}
      <ul className="watchlists-nav">
        {(lists.data?.data ?? []).map((list) => (
          <li key={list.id} className={list.id === openId ? 'active' : undefined}>
            <Link
              to="/watchlists"
              search={{ list: list.id }}
              aria-current={list.id === openId ? 'page' : undefined}
            >
              {list.name}
            </Link>
            <button
              type="button"
              className="link-button"
              aria-label={`Delete ${list.name}`}
              title={`Delete ${list.name}`}
              onClick={() => setDeleting(list)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <CreateWatchlistForm onCreated={(list) => onOpen(list.id)} />
      {deleting && (
        <DeleteWatchlistDialog
          list={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            if (deleting.id === openId) onOpen(undefined);
          }}
        />
      )}
    </aside>
  );
}

function DeleteWatchlistDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: WatchlistEntry;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation(deleteWatchlistMutation(queryClient));
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={`Delete “${list.name}”?`}
      description="The list and everything in it are deleted. This cannot be undone."
      onCancel={onClose}
      busy={remove.isPending}
      initialFocus={cancelRef}
    >
      {remove.isError && <ErrorPanel error={remove.error} context="Deleting the list" />}
      <div className="modal-actions">
        <button ref={cancelRef} type="button" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(list.id, { onSuccess: onDeleted })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete list'}
        </button>
      </div>
    </Dialog>
  );
}
