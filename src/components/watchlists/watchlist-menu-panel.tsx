// The content of the "Add to watchlist" menu: every list, checked when it holds the symbol (or an
// add to it is under way), a click adds (or removes, with Undo), and a new list can be made on the
// spot (the symbol goes into it). Escape or a click outside closes it: its own, or (`popover`) the
// Popover's that holds it.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WatchlistEntry } from '@/api/schemas/watchlists';
import { ErrorPanel } from '../error-panel';
import { useDismiss, type PopoverPanelProps } from '../popover';
import { CreateWatchlistForm } from './create-watchlist-form';
import {
  addToWatchlist,
  itemSymbol,
  listHolds,
  removeFromWatchlist,
  sameSymbol,
  useWatchlistDetails,
  useWatchlists,
  type WatchlistPick,
} from '@/domain/watchlists/watchlist-edits';
import './watchlists.css';

export interface WatchlistMenuPanelProps {
  pick: WatchlistPick;
  onClose: () => void;
  className?: string;
  style?: CSSProperties;
  /** The Popover's panel props when a Popover holds the menu (it then closes it too). */
  popover?: PopoverPanelProps;
}

type Message = { kind: 'ok' | 'error'; text: string };

export function WatchlistMenuPanel({ pick, onClose, className, style, popover }: WatchlistMenuPanelProps) {
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDivElement>(null);
  const lists = useWatchlists();
  const entries = lists.data?.data ?? [];
  const details = useWatchlistDetails(entries);
  const [busy, setBusy] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const symbol = pick.symbol.toUpperCase();

  const dismiss = useDismiss(!popover, [ref], () => onClose());
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  }, [lists.isSuccess]);

  const add = async (list: Pick<WatchlistEntry, 'id' | 'name'>) => {
    setBusy(list.id);
    setMessage(null);
    const outcome = await addToWatchlist(queryClient, list.id, pick);
    setBusy(null);
    setMessage(
      outcome.ok
        ? { kind: 'ok', text: `Added ${symbol} to ${list.name}.` }
        : { kind: 'error', text: `${list.name}: ${outcome.message}` },
    );
  };

  const toggle = async (list: WatchlistEntry, index: number) => {
    const detail = details[index]?.data;
    const item = detail?.items.find((i) => {
      const s = itemSymbol(i);
      return s !== null && sameSymbol(s, symbol);
    });
    if (!item) return add(list);
    setBusy(list.id);
    setMessage(null);
    const removed = await removeFromWatchlist(queryClient, list, item);
    setBusy(null);
    if (removed) setMessage({ kind: 'ok', text: `Removed ${symbol} from ${list.name}.` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    dismiss.onKeyDown(event);
    if (event.key === 'Escape') return;
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div
      {...popover}
      ref={(element) => {
        ref.current = element;
        popover?.ref(element);
      }}
      className={`menu watchlist-menu${className ? ` ${className}` : ''}`}
      role="menu"
      aria-label={`Watchlists for ${symbol}`}
      style={{ ...popover?.style, ...style }}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    >
      <div className="menu-note muted">Add {symbol} to a watchlist</div>
      {lists.isPending && <div className="muted menu-note">Loading lists…</div>}
      {lists.isError && (
        <ErrorPanel error={lists.error} context="Loading watchlists" onRetry={() => void lists.refetch()} />
      )}
      {entries.map((list, index) => {
        const detail = details[index];
        const holds = listHolds(detail?.data, symbol);
        return (
          <button
            key={list.id}
            type="button"
            role="menuitemcheckbox"
            aria-checked={holds}
            aria-busy={busy === list.id || detail?.isPending ? true : undefined}
            disabled={busy !== null}
            title={
              holds ? `${symbol} is in ${list.name}: click to remove it` : `Add ${symbol} to ${list.name}`
            }
            className="menu-item watchlist-menu-item"
            onClick={() => void toggle(list, index)}
          >
            <span className="watchlist-menu-check" aria-hidden="true">
              {holds ? '✓' : ''}
            </span>
            <span>{list.name}</span>
            {detail?.isError && <span className="badge badge-warn">not loaded</span>}
          </button>
        );
      })}
      {lists.isSuccess && entries.length === 0 && <div className="muted menu-note">No lists yet.</div>}
      {creating ? (
        <CreateWatchlistForm
          autoFocus
          submitLabel={`Create and add ${symbol}`}
          onCancel={() => setCreating(false)}
          onCreated={async (list) => {
            setCreating(false);
            // The form (and its focused field) goes: keep focus in the menu so Escape still closes it.
            ref.current?.focus();
            await add(list);
          }}
        />
      ) : (
        <button
          type="button"
          role="menuitem"
          className="menu-item watchlist-menu-item"
          onClick={() => setCreating(true)}
        >
          <span className="watchlist-menu-check" aria-hidden="true">
            +
          </span>
          <span>New list…</span>
        </button>
      )}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'field-error' : 'muted'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
