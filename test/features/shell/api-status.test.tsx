// @vitest-environment jsdom
// Issue 17 §3: the header says "degraded" while requests are timing out, even though the clock
// probe answers, and names the operations that timed out.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHealthStore, reportRequestTimeout } from '@/api/api-health';
import { renderApp } from '../../utils/render';
import { withSandbox } from '../../utils/sandbox';

withSandbox();
afterEach(() => apiHealthStore.setState({ timeouts: [] }));

describe('API status in the header', () => {
  it('shows reachable, then degraded once a request times out', async () => {
    renderApp('/accounts');
    expect(await screen.findByText('API reachable')).toBeInTheDocument();
    reportRequestTimeout('get_accounts');
    const status = await screen.findByText('API degraded');
    expect(status.closest('a')?.getAttribute('title')).toMatch(
      /1 request timed out in the last minute \(get_accounts\)/,
    );
  });

  it('is no longer degraded once the timeouts are over a minute old', async () => {
    reportRequestTimeout('get_accounts', Date.now() - 61_000);
    renderApp('/accounts');
    expect(await screen.findByText('API reachable')).toBeInTheDocument();
  });
});
