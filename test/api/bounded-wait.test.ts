// Issue 17 §3: a hung read fails visibly within the budget (30 s, retries included, well inside
// the 35 s the issue allows), and every timeout is reported for the header's "degraded" state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http';
import { NetworkError } from '@/api/errors';
import * as ops from '@/api/operations';

/** A server that never answers: the request ends only when the client aborts it. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => vi.useRealTimers());

describe('bounded waits', () => {
  it('fails a hung read within 30 s, retries included, and reports each timeout', async () => {
    vi.useFakeTimers();
    const timeouts: string[] = [];
    const client = createApiClient({
      endpoint: () => ({ baseUrl: 'http://api.test', token: 't' }),
      fetch: hangingFetch,
      random: () => 0.5,
      onTimeout: (id) => timeouts.push(id),
    });
    let outcome: unknown = 'pending';
    client.call(ops.get_accounts).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome).toBeInstanceOf(NetworkError);
    expect((outcome as NetworkError).reason).toBe('timeout');
    expect(timeouts.length).toBeGreaterThanOrEqual(1);
    expect(timeouts.every((id) => id === 'get_accounts')).toBe(true);
  });
});
