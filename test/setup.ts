// Global test setup: DOM matchers, and the few browser APIs jsdom lacks (only in jsdom tests).
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

// jsdom has <dialog> but not showModal()/close() (components/dialog.tsx uses them): the browser's
// behaviour that tests meet, no more. showModal() sets `open`; close() removes it and fires `close`;
// an Escape keydown nobody prevented fires a cancelable `cancel` at the topmost modal dialog, which
// closes it unless prevented. (No top layer, inertness or backdrop: jsdom does no layout.)
if (typeof window !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const i = modals.indexOf(this);
    if (i >= 0) modals.splice(i, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  // The browser's default action of an Escape keydown, after its dispatch (whatever stopped its
  // propagation): a cancel at the topmost modal dialog, unless a handler prevented the key.
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    const result = dispatch.call(this, event);
    if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !event.defaultPrevented) {
      const top = modals.filter((d) => d.isConnected && d.open).at(-1);
      if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
    }
    return result;
  };
}

// Each test starts as a fresh tab: no live quote connection, every app store at its first state.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait up to 4 s (default 1 s): CI runs two test workers on two shared cores, where a
// screen that answers in 200 ms alone can take over a second. A passing test never waits longer.
configure({ asyncUtilTimeout: 4000 });
// Every module of src/ that holds state across tests is imported here and reset below:
// test/architecture/store-resets.test.ts fails when a new one is not.
import { disposeLiveClient } from '@/live/client';
import { disposeBarRecorders } from '@/domain/bars/bar-recorder';
import { apiHealthStore } from '@/api/api-health';
import { sessionStore } from '@/api/session';
import { resetActiveAccountStore } from '@/domain/active-account';
import { reloadTradingPreferences } from '@/lib/trading-preferences';
import { reloadAssistantPreferences } from '@/domain/assistant-preferences';
import { toastStore } from '@/lib/toast-store';
import { resetRecentSymbolsCache } from '@/domain/instrument-search/recent-symbols';
import { demoControlsStore } from '@/lib/demo-controls';
import { setTicketCloseHandler, ticketIntentStore } from '@/domain/ticket-intent';
import { resetSentOrders } from '@/features/orders/lib/sent-orders';
import { resetPendingSubmits } from '@/features/orders/lib/pending-submits';
import { resetOrderStatusLog } from '@/features/orders/lib/status-log';
import { hotkeysHelpStore } from '@/features/orders/lib/hotkeys-help-store';
import { assistantPanelStore } from '@/features/assistant/lib/panel-store';
import { resetConversations } from '@/features/assistant/lib/conversation-store';
import { resetDrafts } from '@/features/assistant/lib/drafts';
import { resetWorkspaceStore } from '@/features/workspace/workspace-store';
import { resetAlertStore } from '@/domain/alerts/alert-store';
import { codeLoadStore } from '@/lib/code-load';
import { resetTriggers } from '@/lib/startup';
import { alertDialogStore } from '@/domain/alerts/alert-intent';
import { resetNotificationPermission } from '@/lib/outcome-signals';

/** The localStorage keys of the stores below (the rest of localStorage is each test's own). */
const STORED_KEYS = [
  'terminal.active-account.v1',
  'terminal.trading-preferences.v1',
  'assistant.preferences.v1',
  'terminal.recent-symbols',
  'terminal.workspace.v1',
  'terminal.home-screen.v1',
  'terminal.alerts.v1',
  'terminal.alerts.v1.unreadable',
];

// Every app store back to its first state, so no test sees another's ticket, toasts, session,
// assistant thread or draft.
function resetStore<T>(store: { setState(state: T, replace: true): void; getInitialState(): T }): void {
  store.setState(store.getInitialState(), true);
}
afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  disposeLiveClient();
  disposeBarRecorders();
  resetNotificationPermission();
  // Storage first: the stores that load from it re-read it empty.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') for (const key of STORED_KEYS) localStorage.removeItem(key);
  resetStore(apiHealthStore);
  resetStore(sessionStore);
  resetStore(toastStore);
  resetStore(demoControlsStore);
  resetStore(ticketIntentStore);
  resetStore(hotkeysHelpStore);
  resetStore(codeLoadStore);
  resetTriggers();
  setTicketCloseHandler(null);
  resetSentOrders();
  resetPendingSubmits();
  resetOrderStatusLog();
  resetActiveAccountStore();
  reloadTradingPreferences();
  reloadAssistantPreferences();
  resetRecentSymbolsCache();
  resetStore(assistantPanelStore);
  resetConversations();
  resetDrafts();
  resetWorkspaceStore();
  resetAlertStore();
  resetStore(alertDialogStore);
});

// jsdom cannot draw canvases: charts get a recording stand-in (see the stub's header).
import { vi } from 'vitest';
vi.mock('lightweight-charts', () => import('./utils/lightweight-charts-stub'));
