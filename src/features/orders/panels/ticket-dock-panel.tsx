// The order ticket docked in the workspace (issue 28), not the overlay: the same OrderTicket for
// the active account, on the panel's linked symbol. A ticket asked for in a panel of its link group
// (a chain contract's bid or ask) fills it: the contract, side, quantity and limit price, as the
// overlay would show them. A new symbol or request starts a new ticket, except while an order's
// outcome is unknown (the ticket keeps that order until it is settled, then takes the latest); a
// change of account keeps what was typed, as the overlay does.
import { useCallback, useRef, useState } from 'react';
import type { PanelProps } from '@/components/panel-contract';
import { setActiveAccount, useActiveAccountId } from '@/domain/active-account';
import type { TicketRequest } from '@/domain/ticket-intent';
import { OrderTicket } from '../ticket/order-ticket';
import type { OrderDraft } from '../lib/order-draft';
import '../orders.css';

interface Shown {
  symbol: string | null;
  /** A routed request (with its symbol), or null: a ticket on `symbol` alone. */
  request: TicketRequest | null;
  /** The last routed request taken (requests from before the panel mounted are not taken). */
  sequence: number;
}

export default function TicketDockPanel({ symbol, ticketRequest }: PanelProps) {
  const accountId = useActiveAccountId();
  const [locked, setLocked] = useState(false);
  const [shown, setShown] = useState<Shown>(() => ({
    symbol,
    request: null,
    sequence: ticketRequest?.sequence ?? 0,
  }));
  if (!locked) {
    if (ticketRequest && ticketRequest.sequence !== shown.sequence)
      setShown({
        symbol: ticketRequest.request.symbol ?? symbol,
        request: ticketRequest.request,
        sequence: ticketRequest.sequence,
      });
    else if (symbol !== shown.symbol) setShown({ symbol, request: null, sequence: shown.sequence });
  }
  const draftRef = useRef<{ key: string; draft: OrderDraft } | null>(null);
  const ticketKey = `${shown.symbol ?? ''}:${shown.request ? shown.sequence : ''}`;
  const keepDraft = useCallback(
    (draft: OrderDraft) => {
      draftRef.current = { key: ticketKey, draft };
    },
    [ticketKey],
  );
  const restoreDraft = useCallback(
    () => (draftRef.current?.key === ticketKey ? draftRef.current.draft : undefined),
    [ticketKey],
  );
  return (
    <section className="ticket-dock" aria-label="Docked order ticket">
      {locked && symbol !== shown.symbol && (
        <p role="status" className="warning">
          The ticket stays on {shown.symbol} until its order’s outcome is known; then it follows {symbol}.
        </p>
      )}
      <OrderTicket
        key={`${accountId ?? 'none'}:${ticketKey}`}
        accountId={accountId}
        onAccountChange={(id, draft) => {
          keepDraft(draft);
          setActiveAccount(id, 'chosen');
        }}
        request={shown.request ?? (shown.symbol ? { symbol: shown.symbol } : {})}
        restoreDraft={restoreDraft}
        onDraftChange={keepDraft}
        onLockChange={setLocked}
      />
    </section>
  );
}
