// @vitest-environment jsdom
// Cold load: the entry starts the first route's API calls before React mounts, and the route's
// loader reuses them (each endpoint is asked once) to render the screen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { prefetchInitialRoute } from '@/app/initial-prefetch';
import { withSandbox } from '../../utils/sandbox';
import { createTestQueryClient, renderApp } from '../../utils/render';

const harness = withSandbox();

function countRequests(): string[] {
  const seen: string[] = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') seen.push(new URL(request.url).pathname);
  });
  return seen;
}

describe('initial route prefetch', () => {
  it('starts an account overview’s calls from the entry and the route reuses them', async () => {
    const requests = countRequests();
    const queryClient = createTestQueryClient();
    prefetchInitialRoute(queryClient, { pathname: '/accounts/100001', search: '' });
    expect(queryClient.isFetching()).toBe(3);
    renderApp('/accounts/100001', queryClient);
    await screen.findByTestId('current-max-notional');
    // The three prefetched calls (and whatever else the screen needs), each asked once.
    expect(requests).toEqual(expect.arrayContaining([expect.stringMatching(/\/v1\/accounts\/100001$/)]));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    const prefetched = requests.filter((p) => /\/accounts\/100001(\/balances|\/settings)?$/.test(p));
    expect(prefetched.filter((p, i) => prefetched.indexOf(p) !== i)).toEqual([]);
  });

  it('starts the accounts list from the entry, and nothing for other screens', async () => {
    const queryClient = createTestQueryClient();
    prefetchInitialRoute(queryClient, { pathname: '/accounts', search: '?name=trust' });
    expect(queryClient.isFetching()).toBe(1);
    const idle = createTestQueryClient();
    prefetchInitialRoute(idle, { pathname: '/monitor', search: '' });
    prefetchInitialRoute(idle, { pathname: '/accounts/abc', search: '' });
    expect(idle.isFetching()).toBe(0);
    // The list screen reads this query (its rendering is covered by the accounts list tests).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(JSON.stringify(queryClient.getQueryCache().getAll()[0]?.state.data)).toContain('100003');
  });

  it('lets the shell’s account switcher start from the list’s first page instead of asking again', async () => {
    const requests = countRequests();
    const queryClient = createTestQueryClient();
    prefetchInitialRoute(queryClient, { pathname: '/accounts', search: '' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    renderApp('/accounts', queryClient);
    const switcher = await screen.findByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(switcher.querySelectorAll('option').length).toBeGreaterThan(1));
    expect(switcher.textContent).toContain('100001');
    await screen.findAllByRole('link', { name: '100001' });
    expect(requests.filter((p) => p === '/sandbox/v1/accounts' || p.endsWith('/v1/accounts'))).toHaveLength(
      1,
    );
  });
});
