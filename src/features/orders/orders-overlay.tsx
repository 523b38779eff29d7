// What the orders feature adds to every screen: the ticket panel, its hotkeys (B / S / T / Esc / ?)
// for the active account, and live order status with toasts for the active account and for every
// order sent from this tab.
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { lazyPart } from '@/components/lazy-part';
import { untilLoaded } from '@/lib/code-load';
import { useRouterState } from '@tanstack/react-router';
import {
  accountIdInPath,
  focusTicketEntry,
  openTicket,
  requestCloseTicket,
  ticketIntentStore,
  tradeSideOfKey,
  useTicketIntent,
} from '@/domain/ticket-intent';
import { useActiveAccountId } from '@/domain/active-account';
import { pushToast } from '@/lib/toast-store';
import { isTypingTarget } from '@/lib/typing-target';
import { afterStartup, inBackground, trigger } from '@/lib/startup';
import { hotkeysHelpStore } from './lib/hotkeys-help-store';
import './orders.css';

// The ticket and the order-status watcher load on first use, so they stay out of the entry bundle.
const TicketPanel = lazyPart(
  'The order ticket',
  () => import('./ticket/ticket-panel').then((m) => ({ default: m.TicketPanel })),
  { className: 'ticket-panel', onClose: () => requestCloseTicket() },
);
// The "?" keyboard map: a small button in the status strip, its table loads with it, in the
// background after the first screen is up, or at once when the ? key asks for it (src/lib/startup.ts).
const helpAsked = trigger();
const HotkeysHelp = lazy(() =>
  Promise.race([inBackground(), helpAsked.fired()])
    .then(untilLoaded('The keyboard map', () => import('./ticket/hotkeys-help')))
    .then((m) => ({ default: m.HotkeysHelp })),
);
const setHelpOpen = (open: boolean) => {
  if (open) helpAsked.fire();
  hotkeysHelpStore.setState({ open });
};
// The order-status watcher starts after the first screen is up (its polls never delay that screen),
// once it has something to watch: an active account or a ticket opened in this tab. With neither, it
// waits for the background (a moment after the screen settled), so its dozen chunks do not compete
// with a screen the user has just clicked to.
const activityNeeded = trigger();
const OrderActivity = lazy(() =>
  Promise.race([inBackground(), afterStartup().then(activityNeeded.fired)]).then(() =>
    untilLoaded('Order status updates', () => import('./hooks/use-order-activity'))().then((m) => ({
      default: function OrderActivity({ accountId }: { accountId: number | undefined }) {
        m.useOrderActivity(accountId);
        return null;
      },
    })),
  ),
);

export function OrdersOverlay() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const urlAccountId = accountIdInPath(pathname);
  // The terminal's active account (an account page's URL sets it); the URL's until one is chosen.
  const accountId = useActiveAccountId() ?? urlAccountId;
  const ticketOpen = useTicketIntent((s) => s.open);
  useEffect(() => {
    if (accountId !== undefined || ticketOpen) activityNeeded.fire();
  }, [accountId, ticketOpen]);

  // Reload or close asks first while a submit of this tab has an unknown outcome, on every screen.
  // Loaded apart: the bundler would otherwise share a chunk with the pending-submit store and pull the
  // ticket's dependencies into the entry.
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let gone = false;
    void untilLoaded('The unsent-order guard', () => import('./lib/pending-unload-guard'))().then((m) => {
      if (!gone) uninstall = m.installPendingUnloadGuard();
    });
    return () => {
      gone = true;
      uninstall?.();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const state = ticketIntentStore.getState();
      if (event.key === 'Escape') {
        if (hotkeysHelpStore.getState().open) setHelpOpen(false);
        else if (state.open && !requestCloseTicket())
          pushToast({ kind: 'warning', title: 'The ticket stays open until the pending order is settled' });
        return;
      }
      if (isTypingTarget(event.target)) return;
      const side = tradeSideOfKey(event.key);
      if (side) {
        event.preventDefault();
        const opened = openTicket({
          side,
          ...(state.focusedSymbol ? { symbol: state.focusedSymbol } : {}),
          ...(accountId !== undefined ? { accountId } : {}),
        });
        if (!opened)
          pushToast({ kind: 'warning', title: 'Settle the pending order before opening another ticket' });
        else focusTicketEntry(Boolean(state.focusedSymbol));
      } else if (event.key === 't' || event.key === 'T') {
        // Same as the header's Trade button: a blank ticket for the active account (or it asks).
        event.preventDefault();
        if (!openTicket(accountId !== undefined ? { accountId } : {}))
          pushToast({ kind: 'warning', title: 'Settle the pending order before opening another ticket' });
        else focusTicketEntry(false);
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(!hotkeysHelpStore.getState().open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [accountId]);

  // While the ticket panel is open the screen narrows by its width (orders.css). Said by an attribute
  // on <body>, not by `body:has(.ticket-panel)`: a :has() on the body makes the browser recheck the
  // whole page's style, and repaint it, whenever an element anywhere is added or removed (a live
  // screen does that several times a second).
  useLayoutEffect(() => {
    if (!ticketOpen) return undefined;
    document.body.dataset.ticketPanel = 'open';
    return () => {
      delete document.body.dataset.ticketPanel;
    };
  }, [ticketOpen]);

  return (
    <>
      {/* Its own boundary: the ticket's chunk loading (suspending) never hides or holds up the watcher. */}
      <Suspense fallback={null}>
        <OrderActivity accountId={accountId} />
      </Suspense>
      <Suspense fallback={null}>{ticketOpen && <TicketPanel />}</Suspense>
    </>
  );
}

/** The "?" button of the keyboard map, in the status strip: in the frame, over nothing a screen shows
 *  (a floating corner button covered the last row's text). */
export function HotkeysHelpToggle() {
  const open = useStore(hotkeysHelpStore, (s) => s.open);
  return (
    <div className="orders-hotkeys">
      {/* Until its table has loaded, the same button asks for it (and opens it once it is in). */}
      <Suspense
        fallback={
          <button
            type="button"
            className="link-button"
            aria-label="Keyboard shortcuts"
            aria-expanded={open}
            onClick={() => setHelpOpen(!open)}
          >
            ?
          </button>
        }
      >
        <HotkeysHelp open={open} onToggle={() => setHelpOpen(!hotkeysHelpStore.getState().open)} />
      </Suspense>
    </div>
  );
}
