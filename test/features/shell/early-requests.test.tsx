// @vitest-environment jsdom
// Cold load: the boot script sends the first screen's API calls before the app's JavaScript has
// arrived (scripts/vite-initial-route.ts), and the app adopts those responses instead of asking again
// (src/api/early-requests.ts). These must be exactly the requests the app makes for that screen.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { currentEndpoint } from '@/api/session';
import { prefetchInitialRoute } from '@/app/initial-prefetch';
import { earlyRequestsScript } from '../../../scripts/vite-initial-route';
import { DEFAULT_CONTRIBUTORS_LIMIT } from '@/features/accounts/overview/constants';
import { withSandbox } from '../../utils/sandbox';
import { createTestQueryClient, renderApp } from '../../utils/render';

const harness = withSandbox();

interface Seen {
  method: string;
  url: string;
  body: string;
  authorization: string | null;
}

function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  harness.server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const entry: Seen = {
      method: request.method,
      url: request.url,
      body: '',
      authorization: request.headers.get('authorization'),
    };
    seen.push(entry);
    void copy.text().then((text) => (entry.body = text));
  });
  return seen;
}

/** Runs the boot script's early requests as a cold load of `url` would, in live mode with a kept token. */
function runBoot(url: string, settings?: Record<string, unknown>) {
  const { baseUrl, token } = currentEndpoint();
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  const target = new URL(url, 'http://app.test');
  new Function(
    'window',
    'location',
    'localStorage',
    'sessionStorage',
    'fetch',
    earlyRequestsScript(DEFAULT_CONTRIBUTORS_LIMIT),
  )(
    window,
    { pathname: target.pathname, search: target.search },
    storage({
      'terminal.settings.v1': JSON.stringify(
        settings ?? { mode: 'live', baseUrl: `${baseUrl}/`, wsUrl: '', theme: 'dark' },
      ),
    }),
    storage(token ? { 'terminal.token.v1': token } : {}),
    (input: string, init: RequestInit) => fetch(input, init),
  );
}

const key = (r: Seen) => `${r.method} ${r.url} ${r.body} ${r.authorization}`;

afterEach(() => {
  delete window.__terminalEarlyRequests;
});

describe('early requests of a cold load', () => {
  it.each(['/accounts', '/accounts/100001', '/accounts/100001/positions'])(
    'are exactly the calls the app makes first for %s',
    async (path) => {
      const boot = recordRequests();
      runBoot(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const early = boot.splice(0).map(key).sort();
      delete window.__terminalEarlyRequests;

      const app = recordRequests();
      const queryClient = createTestQueryClient();
      prefetchInitialRoute(queryClient, { pathname: path, search: '' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(early.length).toBeGreaterThan(0);
      expect(early).toEqual(app.map(key).sort());
    },
  );

  it('hands each response to the app once: the overview renders and nothing is asked twice', async () => {
    const seen = recordRequests();
    runBoot('/accounts/100001');
    const queryClient = createTestQueryClient();
    prefetchInitialRoute(queryClient, { pathname: '/accounts/100001', search: '' });
    renderApp('/accounts/100001', queryClient);
    expect(await screen.findByTestId('current-max-notional')).toBeInTheDocument();
    const first = seen
      .filter((r) => /\/v1\/accounts\/100001(\/balances.*)?$/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(first.sort()).toEqual(
      [
        expect.stringMatching(/^GET .*\/v1\/accounts\/100001$/),
        expect.stringMatching(/^GET .*\/v1\/accounts\/100001\/balances\?top_margin_contributors_limit=5$/),
        expect.stringMatching(/^PATCH .*\/v1\/accounts\/100001$/),
      ].sort(),
    );
    expect(new Set(first).size).toBe(first.length);
    // Used once: a later identical call goes to the network.
    expect(
      window.__terminalEarlyRequests?.(
        'GET',
        seen[0]!.url,
        '',
        `Bearer ${currentEndpoint().token}`,
        new AbortController().signal,
      ),
    ).toBeUndefined();
    expect(within(document.body).getByTestId('current-max-notional').textContent).not.toBe('');
  });

  it('sends nothing in demo mode, for a filtered list or for another screen', async () => {
    const seen = recordRequests();
    const { baseUrl } = currentEndpoint();
    runBoot('/accounts', { mode: 'demo', baseUrl });
    runBoot('/accounts?name=trust');
    runBoot('/monitor');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(window.__terminalEarlyRequests).toBeUndefined();
  });
});
