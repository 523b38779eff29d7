// "Save as watchlist": a new list holding the board's symbols. Symbols the server does not know are
// named and left out; the board then shows the new list.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/dialog';
import { pushToast } from '@/lib/toast-store';
import { CreateWatchlistForm } from '@/components/watchlists/create-watchlist-form';
import { addToWatchlist } from '@/domain/watchlists/watchlist-edits';
import type { WatchlistEntry } from '@/api/schemas/watchlists';

export interface SaveAsWatchlistProps {
  symbols: readonly string[];
  onSaved: (list: WatchlistEntry) => void;
}

export function SaveAsWatchlist({ symbols, onSaved }: SaveAsWatchlistProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const fill = async (list: WatchlistEntry) => {
    const notAdded: string[] = [];
    for (const [index, symbol] of symbols.entries()) {
      setProgress(index);
      const outcome = await addToWatchlist(queryClient, list.id, { symbol });
      if (!outcome.ok && outcome.reason !== 'duplicate') notAdded.push(`${symbol} (${outcome.message})`);
    }
    setProgress(null);
    setOpen(false);
    pushToast(
      {
        kind: notAdded.length > 0 ? 'warning' : 'success',
        title: `Saved ${symbols.length - notAdded.length} symbols as “${list.name}”`,
        ...(notAdded.length > 0 ? { message: `Not added: ${notAdded.join('; ')}` } : {}),
      },
      notAdded.length > 0 ? 15_000 : 6000,
    );
    onSaved(list);
  };

  return (
    <>
      <button type="button" disabled={symbols.length === 0} onClick={() => setOpen(true)}>
        Save as watchlist
      </button>
      {open && (
        <Dialog
          title="Save the board as a watchlist"
          description={`A new list with these ${symbols.length} symbols.`}
          onCancel={() => setOpen(false)}
          busy={progress !== null}
        >
          {progress !== null ? (
            <p role="status">
              Adding {symbols[progress]} ({progress + 1} of {symbols.length})…
            </p>
          ) : (
            <CreateWatchlistForm
              autoFocus
              submitLabel="Save"
              onCancel={() => setOpen(false)}
              onCreated={fill}
            />
          )}
        </Dialog>
      )}
    </>
  );
}
