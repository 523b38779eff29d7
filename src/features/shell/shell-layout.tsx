// The frame around every screen: navigation, account switcher, market status and connection state.
import { lazy, Suspense } from 'react';
import { Link, Outlet } from '@tanstack/react-router';
import { Toaster } from '@/components/toaster';
import { AccountSwitcher } from './account-switcher';
import { ApiStatus } from './api-status';
import { MarketStatusBar } from './market-status-bar';
import { SessionExpiredDialog } from './session-expired-dialog';
import { navigation } from './navigation';

// The quote connection (client + indicator) loads just after the shell, outside the entry bundle.
const ConnectionIndicator = lazy(() =>
  import('@/components/live/connection-indicator').then((m) => ({ default: m.ConnectionIndicator })),
);

export function ShellLayout() {
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
        <div className="shell-header-right">
          <AccountSwitcher />
          <ApiStatus />
        </div>
      </header>
      <div className="status-strip">
        <MarketStatusBar />
        <Suspense fallback={null}>
          <ConnectionIndicator />
        </Suspense>
      </div>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SessionExpiredDialog />
      <Toaster />
    </div>
  );
}
