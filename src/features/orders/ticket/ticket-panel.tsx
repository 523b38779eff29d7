// The ticket as a panel over any screen, opened through ticket-intent (a symbol, a position row, a
// quote, or the B / S hotkeys). The account it sends to is always shown; while an order's outcome
// is unknown the panel cannot be closed or replaced.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { closeTicket, setTicketLocked, useTicketIntent } from '@/lib/ticket-intent';
import { OrderTicket } from './order-ticket';

export function TicketPanel({ urlAccountId }: { urlAccountId: number | undefined }) {
  const intent = useTicketIntent();
  const [chosenAccount, setChosenAccount] = useState<number | undefined>(undefined);
  const accounts = useQuery({ ...accountQueries.page(), enabled: intent.open });
  if (!intent.open) return null;
  const accountId = intent.request.accountId ?? urlAccountId ?? chosenAccount;

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
          onClick={() => closeTicket()}
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
    </aside>
  );
}
