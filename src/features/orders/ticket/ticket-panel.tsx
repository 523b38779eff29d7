// The ticket as a panel over any screen, opened through ticket-intent (a symbol, a position row, a
// quote, or the B / S hotkeys). It sends to the terminal's active account (src/domain/active-account.ts),
// shown and changeable as the ticket's first field; a request naming an account (a position row, the
// assistant) makes that account active. The fields are always shown, with or without an account.
// Changing the account keeps what was typed. While an order's outcome is unknown the panel keeps that
// order's account and cannot be closed or replaced; while another submit of this tab for the account
// is still unconfirmed, closing asks first (its cards are only shown by a ticket).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { setActiveAccount, useActiveAccountId } from '@/domain/active-account';
import {
  closeTicket,
  consumeTicketEntryFocus,
  setTicketCloseHandler,
  setTicketLocked,
  useTicketIntent,
} from '@/domain/ticket-intent';
import { OrderTicket } from './order-ticket';
import { ticketControl } from './ticket-ids';
import { Dialog } from '@/components/dialog';
import { usePendingSubmits } from '../hooks/use-pending-submits';
import type { OrderDraft } from '../lib/order-draft';

export function TicketPanel() {
  const intent = useTicketIntent();
  const activeId = useActiveAccountId();
  const [confirmClose, setConfirmClose] = useState(false);
  const keepOpenRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // While an order's outcome is unknown the ticket stays on its account, whatever the header shows.
  // (A request naming an account has already made it active: src/domain/active-account.ts.)
  const [pin, setPin] = useState<{ locked: boolean; accountId: number | undefined }>({
    locked: false,
    accountId: undefined,
  });
  if (pin.locked !== intent.locked) setPin({ locked: intent.locked, accountId: activeId });
  const accountId = intent.locked ? (pin.locked ? pin.accountId : activeId) : activeId;
  // What was typed survives a change of account (the ticket is rebuilt for the new account).
  const draftRef = useRef<{ sequence: number; draft: OrderDraft } | null>(null);
  const keepDraft = useCallback(
    (draft: OrderDraft) => {
      draftRef.current = { sequence: intent.sequence, draft };
    },
    [intent.sequence],
  );
  const restoreDraft = useCallback(
    () => (draftRef.current?.sequence === intent.sequence ? draftRef.current.draft : undefined),
    [intent.sequence],
  );
  const { pending } = usePendingSubmits(accountId ?? -1);
  const pendingCount = useRef(0);
  useEffect(() => {
    pendingCount.current = pending.length;
  }, [pending.length]);
  // Escape closes the panel the same way as ×: asking first while a submit is unconfirmed.
  useEffect(() => {
    setTicketCloseHandler(() => {
      if (pendingCount.current > 0) setConfirmClose(true);
      else closeTicket();
    });
    return () => setTicketCloseHandler(null);
  }, []);
  // The entry field asked for by whoever opened this request (Trade, B / S, the assistant), focused in
  // the commit that renders it (a layout effect: before the paint, before any user input can land);
  // a field the user is already in is left alone.
  const entryFocus = intent.open ? intent.entryFocus : null;
  useLayoutEffect(() => {
    if (!entryFocus) return;
    if (entryFocus.sequence === intent.sequence && !panelRef.current?.contains(document.activeElement))
      ticketControl(panelRef.current, entryFocus.field === 'quantity' ? 'quantity' : 'instrument')?.focus();
    consumeTicketEntryFocus();
  }, [entryFocus, intent.sequence]);
  if (!intent.open) return null;
  const close = () => {
    if (pending.length > 0) setConfirmClose(true);
    else closeTicket();
  };

  return (
    <aside
      ref={panelRef}
      className="ticket-panel"
      role="dialog"
      aria-modal="false"
      aria-label="Order ticket panel"
    >
      <header className="ticket-panel-header">
        <h2>Order ticket</h2>
        <button
          type="button"
          className="link-button"
          aria-label="Close ticket"
          disabled={intent.locked}
          title={
            intent.locked
              ? 'The order outcome is unknown: the ticket stays open until it is settled'
              : 'Close (Esc)'
          }
          onClick={close}
        >
          ×
        </button>
      </header>
      <OrderTicket
        key={`${intent.sequence}:${accountId ?? 'none'}`}
        accountId={accountId}
        onAccountChange={(id, draft) => {
          // The draft as the user sees it now, before the ticket is rebuilt for the new account.
          keepDraft(draft);
          setActiveAccount(id, 'chosen');
        }}
        request={intent.request}
        restoreDraft={restoreDraft}
        onDraftChange={keepDraft}
        onLockChange={setTicketLocked}
      />
      {confirmClose && (
        <Dialog title="Close the ticket?" onCancel={() => setConfirmClose(false)} initialFocus={keepOpenRef}>
          <p role="alert">
            {pending.length === 1 ? 'An order' : `${pending.length} orders`} sent from this tab for this
            account {pending.length === 1 ? 'has' : 'have'} an <strong>unknown outcome</strong>: the server
            may already hold {pending.length === 1 ? 'it' : 'them'}. Closing keeps{' '}
            {pending.length === 1 ? 'it' : 'them'} pending in this tab (shown in the blotter and in the next
            ticket).
          </p>
          <div className="modal-actions">
            <button
              ref={keepOpenRef}
              type="button"
              className="primary"
              onClick={() => setConfirmClose(false)}
            >
              Keep the ticket open
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirmClose(false);
                closeTicket();
              }}
            >
              Close anyway
            </button>
          </div>
        </Dialog>
      )}
    </aside>
  );
}
