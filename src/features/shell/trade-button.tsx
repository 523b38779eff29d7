// The header's Trade button: the order ticket from any screen, including the home screen. On an
// account's screens the ticket sends to that account; elsewhere the ticket panel asks which one.
// The T hotkey (orders overlay) does the same.
import { useRouterState } from '@tanstack/react-router';
import { pushToast } from '@/components/toast-store';
import { accountIdInPath, focusTicketEntry, openTicket } from '@/lib/ticket-intent';

export function TradeButton() {
  const accountId = useRouterState({ select: (s) => accountIdInPath(s.location.pathname) });
  const open = () => {
    if (!openTicket(accountId !== undefined ? { accountId } : {}))
      pushToast({ kind: 'warning', title: 'Settle the pending order before opening another ticket' });
    else focusTicketEntry(false);
  };
  return (
    <button
      type="button"
      className="primary trade-button"
      aria-keyshortcuts="T"
      title={accountId !== undefined ? `Order ticket for account ${accountId} (T)` : 'Order ticket (T)'}
      onClick={open}
    >
      Trade
    </button>
  );
}
