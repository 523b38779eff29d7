// The one browser fixture of the e2e files: `setupE2E()` at the top of a file registers the hooks that
// launch Chromium (and, when asked, a sandbox server with every page in live mode against it) before
// the file's tests, and close both after them. It returns the app's URL and stand-ins for the page,
// the context and the server, usable in the file's helpers and tests once the hooks have run (a use
// before then throws). A file's own `beforeAll` runs after the fixture's, with all of them ready.
import { afterAll, beforeAll, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, useLiveMode } from './browser';
import { startSandboxServer, type RunningSandboxServer } from '@/sandbox/server/server';
import type { ScenarioName } from '@/sandbox/engine/scenarios';

export interface E2EOptions {
  /** Start a sandbox server (HTTP + WebSocket) with these scenarios. */
  server?: { scenarios: ScenarioName[] };
  /** With a server: every page opens in live mode against it with the e2e token (default true). */
  liveMode?: boolean;
  /** Open one page for the file's tests (default true); without, tests open their own from `context`. */
  page?: boolean;
  /** The page's default timeout for waits and actions, in ms (Playwright's default: 30 s). */
  timeout?: number;
}

export interface E2E {
  /** The built app served by `vite preview` (global-setup.ts), without a trailing slash. */
  appUrl: string;
  /** The file's page (unless `page: false`). */
  page: Page;
  /** The browser's one persistent context: new pages, routes, init scripts, offline. */
  context: BrowserContext;
  /** The sandbox server (with `server`); `setServer` swaps in a restarted one. */
  server: RunningSandboxServer;
  setServer(server: RunningSandboxServer): void;
}

/**
 * A stand-in that forwards to the object `get()` returns when used, so a file can name its page
 * or server at module scope although they are made in `beforeAll`.
 */
function late<T extends object>(what: string, get: () => T | undefined): T {
  const current = (): T => {
    const target = get();
    if (!target)
      throw new Error(`e2e fixture: the ${what} is used before beforeAll made it (or without asking for it)`);
    return target;
  };
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (_, property) => property in current(),
  });
}

export function setupE2E(options: E2EOptions = {}): E2E {
  const appUrl = inject('appUrl');
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let page: Page | undefined;
  let server: RunningSandboxServer | undefined;

  beforeAll(async () => {
    if (options.server) server = await startSandboxServer({ port: 0, scenarios: options.server.scenarios });
    browser = await launchBrowser();
    if (server && options.liveMode !== false) await useLiveMode(browser.context, server.url);
    if (options.page !== false) {
      page = await browser.context.newPage();
      if (options.timeout) page.setDefaultTimeout(options.timeout);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    appUrl,
    page: late('page', () => page),
    context: late('browser context', () => browser?.context),
    server: late('sandbox server', () => server),
    setServer: (next) => {
      server = next;
    },
  };
}
