// The header's Trade button: the order ticket from any screen, including the home screen, for the
// terminal's active account (the ticket's first field shows it and can change it). The T hotkey
// (orders overlay) does the same.
import { pushToast } from '@/lib/toast-store';
import { useActiveAccountId } from '@/domain/active-account';
import { focusTicketEntry, openTicket } from '@/domain/ticket-intent';

export function TradeButton() {
  const accountId = useActiveAccountId();
  const open = () => {
    if (!openTicket({}))
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
