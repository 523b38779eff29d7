// The frame around every screen: navigation, account switcher, market status and connection state.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { Toaster } from '@/components/toaster';
import { loadAfterStartup, loadInBackground } from '@/lib/startup';
import { useStore } from 'zustand';
import { useActiveAccount } from '@/domain/active-account';
import { demoControlsStore } from '@/lib/demo-controls';
import { AccountSwitcher } from './account-switcher';
import { ApiStatus } from './api-status';
import { CodeLoadNotice } from './code-load-notice';
import { SessionExpiredDialog } from './session-expired-dialog';
import { navigation } from './navigation';
import { RiskIndicatorSlot } from './risk-indicator-slot';
import { TradeButton } from './trade-button';
import { useSearchHotkey } from './search-hotkey';

// Outside the entry bundle, loaded once the first screen shows its data (or at once when the user
// presses a key or the pointer, src/lib/startup.ts), each with a placeholder of its size so nothing
// moves: the instrument search (its schemas and queries; `/` and Ctrl+K are registered eagerly and
// focus it when it mounts), the market clock (the time-zone library and the calendar schemas), and
// the quote connection (client + indicator).
const MarketStatusBar = lazy(
  loadAfterStartup('The market clock', () =>
    import('./market-status-bar').then((m) => ({ default: m.MarketStatusBar })),
  ),
);
const GlobalSearch = lazy(
  loadAfterStartup('The instrument search', () =>
    import('./global-search').then((m) => ({ default: m.GlobalSearch })),
  ),
);
// Checks a remembered account against the server and shows why one was dropped (after start-up: it
// never delays the first screen).
const ActiveAccountCheck = lazy(
  loadAfterStartup('The account check', () =>
    import('./active-account-check').then((m) => ({ default: m.ActiveAccountCheck })),
  ),
);
// Records bars from the live feed while the terminal is open, and keeps watchlist symbols streamed
// for it (domain/bars; after start-up: it never delays the first screen).
const BarRecording = lazy(
  loadInBackground('Bar recording', () =>
    import('./bar-recording').then((m) => ({ default: m.BarRecording })),
  ),
);
// Shown only when the demo's saved state could not be restored (rare): outside the entry bundle.
const DemoStateNotice = lazy(
  loadAfterStartup('The saved demo state notice', () =>
    import('./demo-state-notice').then((m) => ({ default: m.DemoStateNotice })),
  ),
);
const ConnectionIndicator = lazy(
  loadAfterStartup('The quote connection status', () =>
    import('@/components/live/connection-indicator').then((m) => ({ default: m.ConnectionIndicator })),
  ),
);

export interface ShellLayoutProps {
  /** Tools at the end of the status strip (the assistant's toggle): in the frame, over nothing. */
  statusEnd?: ReactNode;
  /** A side panel beside the screen (the assistant's): the screen narrows, nothing is hidden under it. */
  side?: ReactNode;
}

export function ShellLayout({ statusEnd, side }: ShellLayoutProps = {}) {
  useSearchHotkey();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to="/accounts" className="brand">
          Terminal
        </Link>
        <nav aria-label="Main" className="main-nav">
          {navigation.map((item) => (
            <Link key={item.to} to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="shell-header-search" data-slot="instrument-search">
          <Suspense fallback={<div className="instrument-search global-search" aria-hidden="true" />}>
            <GlobalSearch />
          </Suspense>
        </div>
        <div className="shell-header-right">
          <TradeButton />
          <AccountSwitcher />
          <ApiStatus />
        </div>
      </header>
      <div className="status-strip">
        <Suspense fallback={<div className="market-status" aria-hidden="true" />}>
          <MarketStatusBar />
        </Suspense>
        <Suspense fallback={null}>
          <ConnectionIndicator />
        </Suspense>
        {/* The active account's margin state: here, not in the header, which has no room for it at 1280 px. */}
        <RiskIndicatorSlot />
        <CodeLoadNotice />
        {statusEnd !== undefined && <div className="status-strip-end">{statusEnd}</div>}
      </div>
      <div className="shell-body">
        {side}
        <main id="main" className="shell-main" tabIndex={-1}>
          <DemoStateNoticeSlot />
          <ActiveAccountCheckSlot />
          <Outlet />
        </main>
      </div>
      <SessionExpiredDialog />
      <Suspense fallback={null}>
        <BarRecording />
      </Suspense>
      <Toaster />
    </div>
  );
}

/** The demo-state notice, loaded only when the saved state could not be restored. */
function DemoStateNoticeSlot() {
  const problem = useStore(demoControlsStore, (s) => Boolean(s.controls?.restoreProblem));
  if (!problem) return null;
  return (
    <Suspense fallback={null}>
      <DemoStateNotice />
    </Suspense>
  );
}

/** The check of a remembered account, loaded only while there is one to check or a notice to show. */
function ActiveAccountCheckSlot() {
  const needed = useActiveAccount((s) => s.source === 'stored' || s.notice !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ActiveAccountCheck />
    </Suspense>
  );
}
