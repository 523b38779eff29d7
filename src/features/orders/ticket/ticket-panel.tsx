// The ticket as a panel over any screen, opened through ticket-intent (a symbol, a position row, a
// quote, or the B / S hotkeys). The account it sends to is always shown; while an order's outcome
// is unknown the panel cannot be closed or replaced; while another submit of this tab for the account
// is still unconfirmed, closing asks first (its cards are only shown by a ticket).
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { closeTicket, setTicketCloseHandler, setTicketLocked, useTicketIntent } from '@/lib/ticket-intent';
import { OrderTicket } from './order-ticket';
import { Dialog } from '@/components/dialog';
import { usePendingSubmits } from '../hooks/use-pending-submits';

export function TicketPanel({ urlAccountId }: { urlAccountId: number | undefined }) {
  const intent = useTicketIntent();
  const [chosenAccount, setChosenAccount] = useState<number | undefined>(undefined);
  const accounts = useQuery({ ...accountQueries.page(), enabled: intent.open });
  const [confirmClose, setConfirmClose] = useState(false);
  const keepOpenRef = useRef<HTMLButtonElement>(null);
  const accountId = intent.request.accountId ?? urlAccountId ?? chosenAccount;
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
  if (!intent.open) return null;
  const close = () => {
    if (pending.length > 0) setConfirmClose(true);
    else closeTicket();
  };

  return (
    <aside className="ticket-panel" role="dialog" aria-modal="false" aria-label="Order ticket panel">
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
      {accountId === undefined ? (
        <label className="form">
          Send orders to account
          <select
            aria-label="Ticket account"
            value=""
            onChange={(e) => setChosenAccount(Number(e.target.value))}
          >
            <option value="" disabled>
              {accounts.isPending ? 'Loading accounts…' : 'Choose an account'}
            </option>
            {accounts.data?.data.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id} · {a.short_name} · {a.subtype}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <OrderTicket
          key={`${intent.sequence}:${accountId}`}
          accountId={accountId}
          request={intent.request}
          onLockChange={setTicketLocked}
        />
      )}
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
