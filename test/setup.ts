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

// Each test starts with no live quote connection and an empty quote store.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait up to 4 s (default 1 s): CI runs two test workers on two shared cores, where a
// screen that answers in 200 ms alone can take over a second. A passing test never waits longer.
configure({ asyncUtilTimeout: 4000 });
import { disposeLiveClient } from '@/live/client';
import { apiHealthStore } from '@/api/api-health';
import { sessionStore } from '@/api/session';
import { resetActiveAccountStore } from '@/domain/active-account';
import { reloadTradingPreferences } from '@/lib/trading-preferences';
import { toastStore } from '@/lib/toast-store';
import { demoControlsStore } from '@/lib/demo-controls';
import { setTicketCloseHandler, ticketIntentStore } from '@/domain/ticket-intent';
import { resetSentOrders } from '@/features/orders/lib/sent-orders';

// Every app store back to its first state, so no test sees another's ticket, toasts or session.
function resetStore<T>(store: { setState(state: T, replace: true): void; getInitialState(): T }): void {
  store.setState(store.getInitialState(), true);
}
afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  disposeLiveClient();
  resetStore(apiHealthStore);
  resetStore(sessionStore);
  resetStore(toastStore);
  resetStore(demoControlsStore);
  resetStore(ticketIntentStore);
  setTicketCloseHandler(null);
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetSentOrders();
  if (typeof localStorage !== 'undefined') localStorage.removeItem('terminal.active-account.v1');
  resetActiveAccountStore();
  if (typeof localStorage !== 'undefined') localStorage.removeItem('terminal.trading-preferences.v1');
  reloadTradingPreferences();
});

// jsdom cannot draw canvases: charts get a recording stand-in (see the stub's header).
import { vi } from 'vitest';
vi.mock('lightweight-charts', () => import('./utils/lightweight-charts-stub'));
