// The frame around every screen: navigation, account switcher, market status and connection state.
import { lazy, Suspense } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { Toaster } from '@/components/toaster';
import { AccountSwitcher } from './account-switcher';
import { DemoStateNotice } from './demo-state-notice';
import { ApiStatus } from './api-status';
import { SessionExpiredDialog } from './session-expired-dialog';
import { navigation } from './navigation';
import { TradeButton } from './trade-button';
import { useSearchHotkey } from './search-hotkey';

// The instrument search (its schemas and queries) loads just after the shell, outside the entry bundle.
// The market clock needs the time-zone library and the calendar schemas: it loads right after the
// entry, with a placeholder of its height so nothing moves.
const MarketStatusBar = lazy(() =>
  import('./market-status-bar').then((m) => ({ default: m.MarketStatusBar })),
);
const GlobalSearch = lazy(() => import('./global-search').then((m) => ({ default: m.GlobalSearch })));

// The quote connection (client + indicator) loads just after the shell, outside the entry bundle.
const ConnectionIndicator = lazy(() =>
  import('@/components/live/connection-indicator').then((m) => ({ default: m.ConnectionIndicator })),
);

export function ShellLayout() {
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
      </div>
      <main id="main" className="shell-main" tabIndex={-1}>
        <DemoStateNotice />
        <Outlet />
      </main>
      <SessionExpiredDialog />
      <Toaster />
    </div>
  );
}
