// The order ticket docked in the workspace (issue 28), not the overlay: the same OrderTicket for
// the active account, on the panel's linked symbol. A new symbol starts a new ticket on it, except
// while an order's outcome is unknown (the ticket keeps that order until it is settled); a change
// of account keeps what was typed, as the overlay does.
import { useCallback, useRef, useState } from 'react';
import type { PanelProps } from '@/components/panel-contract';
import { setActiveAccount, useActiveAccountId } from '@/domain/active-account';
import { OrderTicket } from '../ticket/order-ticket';
import type { OrderDraft } from '../lib/order-draft';
import '../orders.css';

export default function TicketDockPanel({ symbol }: PanelProps) {
  const accountId = useActiveAccountId();
  const [locked, setLocked] = useState(false);
  const [shown, setShown] = useState(symbol);
  if (!locked && symbol !== shown) setShown(symbol);
  const draftRef = useRef<{ key: string; draft: OrderDraft } | null>(null);
  const symbolKey = shown ?? '';
  const keepDraft = useCallback(
    (draft: OrderDraft) => {
      draftRef.current = { key: symbolKey, draft };
    },
    [symbolKey],
  );
  const restoreDraft = useCallback(
    () => (draftRef.current?.key === symbolKey ? draftRef.current.draft : undefined),
    [symbolKey],
  );
  return (
    <section className="ticket-dock" aria-label="Docked order ticket">
      {locked && symbol !== shown && (
        <p role="status" className="warning">
          The ticket stays on {shown} until its order’s outcome is known; then it follows {symbol}.
        </p>
      )}
      <OrderTicket
        key={`${accountId ?? 'none'}:${symbolKey}`}
        accountId={accountId}
        onAccountChange={(id, draft) => {
          keepDraft(draft);
          setActiveAccount(id, 'chosen');
        }}
        request={shown ? { symbol: shown } : {}}
        restoreDraft={restoreDraft}
        onDraftChange={keepDraft}
        onLockChange={setLocked}
      />
    </section>
  );
}
