// What the orders feature adds to every screen: the ticket panel, its hotkeys (B / S / Esc / ?),
// and live order status with toasts for the account on screen.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { closeTicket, openTicket, ticketIntentStore, useTicketIntent } from '@/lib/ticket-intent';
import { pushToast } from '@/components/toast-store';
import { HotkeysHelp, isTypingTarget } from './ticket/hotkeys-help';
import './orders.css';

// The ticket and the order-status watcher load on first use, so they stay out of the entry bundle.
const TicketPanel = lazy(() => import('./ticket/ticket-panel').then((m) => ({ default: m.TicketPanel })));
const OrderActivity = lazy(() =>
  import('./hooks/use-order-activity').then((m) => ({
    default: function OrderActivity({ accountId }: { accountId: number }) {
      m.useOrderActivity(accountId);
      return null;
    },
  })),
);

const ACCOUNT_PATH = /^\/accounts\/(\d+)(?:\/|$)/;

export function OrdersOverlay() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const match = ACCOUNT_PATH.exec(pathname);
  const urlAccountId = match?.[1] ? Number(match[1]) : undefined;
  const [helpOpen, setHelpOpen] = useState(false);
  const ticketOpen = useTicketIntent((s) => s.open);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const state = ticketIntentStore.getState();
      if (event.key === 'Escape') {
        if (helpOpen) setHelpOpen(false);
        else if (state.open && !closeTicket())
          pushToast({ kind: 'warning', title: 'The ticket stays open until the pending order is settled' });
        return;
      }
      if (isTypingTarget(event.target)) return;
      const side =
        event.key === 'b' || event.key === 'B'
          ? 'BUY'
          : event.key === 's' || event.key === 'S'
            ? 'SELL'
            : null;
      if (side) {
        event.preventDefault();
        const opened = openTicket({
          side,
          ...(state.focusedSymbol ? { symbol: state.focusedSymbol } : {}),
          ...(urlAccountId !== undefined ? { accountId: urlAccountId } : {}),
        });
        if (!opened)
          pushToast({ kind: 'warning', title: 'Settle the pending order before opening another ticket' });
        else
          setTimeout(
            () =>
              document
                .querySelector<HTMLElement>(state.focusedSymbol ? '#ticket-quantity' : '#ticket-instrument')
                ?.focus(),
            50,
          );
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [helpOpen, urlAccountId]);

  return (
    <>
      <div className="orders-hotkeys">
        <HotkeysHelp open={helpOpen} onToggle={() => setHelpOpen((o) => !o)} />
      </div>
      <Suspense fallback={null}>
        {urlAccountId !== undefined && <OrderActivity accountId={urlAccountId} />}
        {ticketOpen && <TicketPanel urlAccountId={urlAccountId} />}
      </Suspense>
    </>
  );
}
