import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelayMs } from '@/live/client';
import { createHarness, snapshotOf, tick } from './live-harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

async function connected(symbols: string[], options: Parameters<typeof createHarness>[0] = {}) {
  const h = createHarness(options);
  const releases = symbols.map((s) => h.client.subscribe(s));
  await h.settle();
  h.socket.open();
  h.socket.ack(symbols);
  await h.settle();
  return Object.assign(h, { releases });
}

/** Lets time pass on a healthy connection: the server heartbeats every 5 s. */
async function withHeartbeats(h: ReturnType<typeof createHarness>, ms: number) {
  for (let left = ms; left > 0; left -= 5_000) {
    await vi.advanceTimersByTimeAsync(Math.min(5_000, left));
    h.socket.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
  }
}

describe('backoff', () => {
  it('stays within the full-jitter bounds and the 30 s cap', () => {
    for (let attempt = 1; attempt <= 15; attempt++) {
      const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));
      expect(backoffDelayMs(attempt, () => 0)).toBe(0);
      const highest = backoffDelayMs(attempt, () => 0.999999);
      expect(highest).toBeLessThan(ceiling);
      expect(highest).toBeGreaterThanOrEqual(ceiling - 1);
    }
    expect(backoffDelayMs(40, () => 0.999999)).toBeLessThan(30_000);
  });

  it('schedules reconnection attempts on that schedule, never earlier', async () => {
    const h = await connected(['AAPL']);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      const count = h.sockets.length;
      h.socket.drop();
      const { status, attempt: shown, nextRetryAt } = h.store.getState().connection;
      expect(status).toBe('reconnecting');
      expect(shown).toBe(attempt);
      const delay = (nextRetryAt ?? 0) - Date.now();
      delays.push(delay);
      if (delay > 0) {
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(h.sockets).toHaveLength(count);
      }
      await vi.advanceTimersByTimeAsync(1);
      expect(h.sockets).toHaveLength(count + 1);
    }
    // random() = 0.5: half of min(30 s, 500 ms · 2^(attempt−1)).
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it('starts again from the first step after a connection that stayed up', async () => {
    const h = await connected(['AAPL']);
    h.socket.drop();
    await vi.advanceTimersByTimeAsync(250);
    h.socket.drop(); // never opened: attempt 2
    expect(h.store.getState().connection.attempt).toBe(2);
    await vi.advanceTimersByTimeAsync(500);
    h.socket.open();
    h.socket.ack(['AAPL']);
    expect(h.store.getState().connection).toMatchObject({ status: 'live', attempt: 0 });
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(4_000);
      h.socket.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
    }
    h.socket.drop();
    expect(h.store.getState().connection.attempt).toBe(1);
  });
});

describe('subscriptions', () => {
  it('sends one authorized subscribe for everything mounted together and reaches live', async () => {
    const h = createHarness();
    h.client.subscribe('aapl');
    h.client.subscribe('MSFT');
    h.client.subscribe('AAPL');
    await h.settle();
    expect(h.sockets).toHaveLength(1);
    expect(h.store.getState().connection.status).toBe('connecting');
    h.socket.open();
    expect(h.socket.messages).toEqual([
      {
        authorization: 'demo-sandbox-token',
        payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL', 'MSFT'] },
      },
    ]);
    expect(h.store.getState().connection.status).toBe('authenticating');
    h.socket.ack(['AAPL', 'MSFT']);
    expect(h.store.getState().connection.status).toBe('live');
  });

  it('resubscribes exactly the current set after a reconnect, honouring changes made during the outage', async () => {
    const h = await connected(['AAPL', 'MSFT', 'TSLA']);
    const [, releaseMsft] = h.releases;
    h.socket.drop();
    releaseMsft?.();
    h.client.subscribe('NVDA');
    await vi.advanceTimersByTimeAsync(5_000); // MSFT's grace period ends while disconnected
    const socket = h.socket;
    expect(h.sockets).toHaveLength(2);
    socket.open();
    expect(socket.messages).toEqual([
      {
        authorization: 'demo-sandbox-token',
        payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL', 'TSLA', 'NVDA'] },
      },
    ]);
    socket.ack(['AAPL', 'TSLA', 'NVDA']);
    await h.settle();
    expect(socket.messages).toHaveLength(1); // no stray unsubscribe for MSFT on the new socket
  });

  it('unsubscribes only after the grace period, with no churn when re-subscribed within it', async () => {
    const h = await connected(['AAPL']);
    const [release] = h.releases;
    release?.();
    release?.(); // a second call of the same release counts once
    await withHeartbeats(h, 4_000);
    const again = h.client.subscribe('AAPL');
    await withHeartbeats(h, 10_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.socket.messages).toHaveLength(1);
    expect(h.fetchSnapshots).toHaveBeenCalledTimes(1);

    again();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.socket.messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.socket.messages[1]).toEqual({
      authorization: 'demo-sandbox-token',
      payload: { type: 'market-data-l1-unsubscribe', symbols: ['AAPL'] },
    });
    expect(h.store.getState().quotes.AAPL).toBeUndefined();
    // Nothing left to stream: the socket is closed and the client idles.
    expect(h.socket.closedWith?.code).toBe(1000);
    expect(h.store.getState().connection.status).toBe('idle');
  });

  it('drops symbols released one per frame (a scrolled table) in a few batches, none before its grace ends', async () => {
    const symbols = Array.from({ length: 30 }, (_, i) => `S${String.fromCharCode(65 + (i % 26))}${i}`);
    const h = await connected(['AAPL', ...symbols]);
    let quoteUpdates = 0;
    let quotes = h.store.getState().quotes;
    h.store.subscribe((state) => {
      if (state.quotes !== quotes) quoteUpdates++;
      quotes = state.quotes;
    });
    const releasedAt = new Map<string, number>();
    for (const [i, release] of h.releases.slice(1).entries()) {
      release();
      releasedAt.set(symbols[i]!, Date.now());
      await vi.advanceTimersByTimeAsync(16);
    }
    // Nothing goes before its 5 s.
    await vi.advanceTimersByTimeAsync(5_000 - 16 * symbols.length - 1);
    expect(h.socket.messages).toHaveLength(1);
    await withHeartbeats(h, 1_000);
    const unsubscribes = h.socket.messages.filter((m) => m.payload.type === 'market-data-l1-unsubscribe');
    expect(unsubscribes.flatMap((m) => m.payload.symbols).sort()).toEqual([...symbols].sort());
    expect(unsubscribes.length).toBeLessThanOrEqual(3);
    expect(quoteUpdates).toBeLessThanOrEqual(3);
    expect(h.client.activeSymbols()).toEqual(['AAPL']);
  });

  it('keeps a symbol while any subscriber remains', async () => {
    const h = await connected(['AAPL']);
    const second = h.client.subscribe('AAPL');
    h.releases[0]?.();
    await withHeartbeats(h, 30_000);
    expect(h.sockets).toHaveLength(1);
    expect(h.socket.messages).toHaveLength(1);
    second();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.socket.messages.at(-1)?.payload.type).toBe('market-data-l1-unsubscribe');
  });
});

describe('quotes and seeding', () => {
  it('seeds a new symbol from the snapshot, then ticks update it once per frame', async () => {
    const h = await connected(['AAPL']);
    expect(h.fetchSnapshots).toHaveBeenCalledWith(['AAPL'], expect.any(AbortSignal));
    expect(h.store.getState().quotes.AAPL).toMatchObject({
      last_price: '100.00',
      previous_close: '99.00',
      seq: null,
    });
    const publishes = vi.fn();
    h.store.subscribe(publishes);
    h.socket.receive({
      type: 'market-data-l1',
      data: [
        tick('AAPL', 1, { last_price: '101.00' }),
        tick('AAPL', 2, { last_price: '101.50', bid: '101.40' }),
      ],
    });
    h.socket.receive({ type: 'market-data-l1', data: [tick('AAPL', 3, { ask: '101.60' })] });
    expect(publishes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(publishes).toHaveBeenCalledTimes(1);
    expect(h.store.getState().quotes.AAPL).toMatchObject({
      last_price: '101.50',
      bid: '101.40',
      ask: '101.60',
      previous_close: '99.00',
      seq: 3,
    });
  });

  it('never lets a snapshot overwrite a tick that arrived after it was requested', async () => {
    let answer: (value: ReturnType<typeof snapshotOf>[]) => void = () => {};
    const h = createHarness();
    h.fetchSnapshots.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    h.client.subscribe('AAPL');
    await h.settle();
    h.socket.open();
    h.socket.ack(['AAPL']);
    await vi.advanceTimersByTimeAsync(50);
    h.socket.receive({ type: 'market-data-l1', data: [tick('AAPL', 7, { last_price: '105.00' })] });
    await vi.advanceTimersByTimeAsync(16);
    answer([snapshotOf('AAPL', '100.00', '99.00')]);
    await h.settle();
    expect(h.store.getState().quotes.AAPL).toMatchObject({
      last_price: '105.00',
      previous_close: '99.00',
      bid: '99.90',
    });
  });

  it('re-seeds a symbol from the snapshot when its sequence skips', async () => {
    const h = await connected(['AAPL', 'MSFT']);
    h.fetchSnapshots.mockClear();
    h.socket.receive({ type: 'market-data-l1', data: [tick('AAPL', 1), tick('AAPL', 2), tick('MSFT', 1)] });
    await h.settle();
    expect(h.fetchSnapshots).not.toHaveBeenCalled();
    h.fetchSnapshots.mockResolvedValueOnce([snapshotOf('AAPL', '120.00')]);
    h.socket.receive({
      type: 'market-data-l1',
      data: [tick('AAPL', 5, { last_price: '119.00' }), tick('MSFT', 2)],
    });
    await h.settle();
    expect(h.fetchSnapshots).toHaveBeenCalledExactlyOnceWith(['AAPL'], expect.any(AbortSignal));
    expect(h.store.getState().counters.gaps).toBe(1);
    expect(h.store.getState().quotes.AAPL?.last_price).toBe('120.00');
    // A duplicate or late tick is not a gap.
    h.socket.receive({ type: 'market-data-l1', data: [tick('AAPL', 4), tick('AAPL', 5)] });
    await h.settle();
    expect(h.store.getState().counters.gaps).toBe(1);
  });

  it('records symbols the server rejected', async () => {
    const h = createHarness();
    h.client.subscribe('ZZZZ');
    await h.settle();
    h.socket.open();
    h.socket.ack([], [{ symbol: 'ZZZZ', reason: 'unknown symbol' }]);
    expect(h.store.getState().rejected).toEqual({ ZZZZ: 'unknown symbol' });
  });
});

describe('heartbeat watchdog', () => {
  it('keeps a quiet but heartbeating connection live', async () => {
    const h = await connected(['AAPL']);
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(5_000);
      h.socket.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
    }
    expect(h.sockets).toHaveLength(1);
    expect(h.store.getState().quotes.AAPL?.stale).toBe(false);
    expect(h.store.getState().connection).toMatchObject({ status: 'live', staleSince: null });
  });

  it('marks quotes stale and recycles the socket after two silent heartbeat intervals', async () => {
    const h = await connected(['AAPL']);
    const first = h.socket;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.store.getState().quotes.AAPL?.stale).toBe(false);
    expect(first.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.store.getState().quotes.AAPL?.stale).toBe(true);
    expect(h.store.getState().connection.staleSince).toBe(Date.now());
    expect(first.closedWith?.code).toBe(4000);
    expect(h.store.getState().connection.status).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(250);
    expect(h.sockets).toHaveLength(2);
    h.fetchSnapshots.mockClear();
    h.socket.open();
    h.socket.ack(['AAPL']);
    await h.settle();
    // Back live: the stale quote is fetched again and is fresh.
    expect(h.fetchSnapshots).toHaveBeenCalledWith(['AAPL'], expect.any(AbortSignal));
    expect(h.store.getState().quotes.AAPL?.stale).toBe(false);
    expect(h.store.getState().connection).toMatchObject({ status: 'live', staleSince: null });
  });

  it('replaces a socket whose authenticating subscribe is never acknowledged, heartbeats or not (issue 17 §4)', async () => {
    const h = createHarness();
    h.client.subscribe('AAPL');
    await h.settle();
    h.socket.open();
    const first = h.socket;
    // Only heartbeats: the watchdog alone would keep this socket forever, "authenticating".
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(5_000);
      first.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
    }
    expect(first.closedWith?.code).toBe(4000);
    expect(h.store.getState().connection).toMatchObject({
      status: 'reconnecting',
      reason: 'The quote stream did not acknowledge the subscription',
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(h.sockets).toHaveLength(2);
    h.socket.open();
    h.socket.ack(['AAPL']);
    await h.settle();
    expect(h.store.getState().connection.status).toBe('live');
  });

  it('a re-subscribe on a live socket that is never acknowledged also reconnects', async () => {
    const h = await connected(['AAPL']);
    const first = h.socket;
    h.client.subscribe('MSFT');
    await h.settle();
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(5_000);
      first.receive({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' });
    }
    expect(first.closedWith?.code).toBe(4000);
    expect(h.store.getState().connection.status).toBe('reconnecting');
  });

  it('gives up on a socket that never opens', async () => {
    const h = createHarness();
    h.client.subscribe('AAPL');
    await h.settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.sockets[0]?.closedWith?.code).toBe(4000);
    expect(h.store.getState().connection.status).toBe('reconnecting');
  });
});

describe('bad input and errors', () => {
  it('counts invalid messages, warns once per kind, and keeps the valid quotes', async () => {
    const h = await connected(['AAPL']);
    expect(() => {
      h.socket.receiveRaw('<html>oops</html>');
      h.socket.receiveRaw('not json either');
      h.socket.receive({ type: 'surprise' });
      h.socket.receive({ type: 'heartbeat' });
      h.socket.receive({
        type: 'market-data-l1',
        data: [{ symbol: 'AAPL', seq: 'one' }, tick('AAPL', 1, { last_price: '102.00' })],
      });
    }).not.toThrow();
    await vi.advanceTimersByTimeAsync(16);
    expect(h.store.getState().counters.badMessages).toBe(5);
    expect(h.warn).toHaveBeenCalledTimes(4); // not-json, unknown-type, heartbeat, quote
    expect(h.store.getState().quotes.AAPL?.last_price).toBe('102.00');
    expect(h.store.getState().connection.status).toBe('live');
  });

  it('goes offline without retrying when the token is rejected, and asks for a new one in live mode', async () => {
    const onUnauthorized = vi.fn();
    const h = await connected(['AAPL'], {
      onUnauthorized,
      sessionState: { mode: 'live', baseUrl: 'http://127.0.0.1:4010', wsUrl: '', token: 'expired' },
    });
    h.socket.receive({ type: 'error-notice', code: 401, message: 'invalid token' });
    h.socket.drop(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sockets).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalled();
    expect(h.store.getState().connection).toMatchObject({
      status: 'offline',
      reason: 'The server rejected the access token',
    });
    expect(h.store.getState().quotes.AAPL?.stale).toBe(true);
  });

  it('reconnects after a maintenance close', async () => {
    const h = await connected(['AAPL']);
    h.socket.receive({ type: 'error-notice', code: 503, message: 'restarting' });
    h.socket.drop(1012);
    await vi.advanceTimersByTimeAsync(250);
    expect(h.sockets).toHaveLength(2);
  });
});

describe('endpoint and session', () => {
  it('never puts the token in the URL or a log, only in the message body', async () => {
    const token = 'sk-live-SECRET-123';
    const h = await connected(['AAPL'], {
      sessionState: { mode: 'live', baseUrl: 'https://api.example.test', wsUrl: '', token },
    });
    expect(h.socket.url).toBe('wss://api.example.test/v1/ws');
    expect(h.socket.url).not.toContain(token);
    expect(h.socket.messages[0]?.authorization).toBe(token);
    h.socket.receiveRaw('garbage');
    h.socket.receive({ type: 'error-notice', code: 400, message: 'bad symbols' });
    h.socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    for (const call of h.warn.mock.calls) expect(JSON.stringify(call)).not.toContain(token);
    expect(h.sockets.every((s) => !s.url.includes(token))).toBe(true);
  });

  it('uses the sandbox address and demo token in demo mode', async () => {
    const h = await connected(['AAPL']);
    expect(h.socket.url).toBe('ws://sandbox.test/v1/ws');
    expect(h.socket.messages[0]?.authorization).toBe('demo-sandbox-token');
  });

  it('tears down and reconnects to the new backend when the session generation changes', async () => {
    const h = await connected(['AAPL']);
    const old = h.socket;
    expect(h.store.getState().quotes.AAPL).toBeDefined();
    h.session.setState({
      mode: 'live',
      baseUrl: 'http://127.0.0.1:4010',
      wsUrl: '',
      token: 't1',
      generation: 1,
    });
    expect(old.closedWith?.code).toBe(1000);
    expect(h.store.getState().quotes.AAPL).toBeUndefined();
    expect(h.sockets).toHaveLength(2);
    expect(h.socket.url).toBe('ws://127.0.0.1:4010/v1/ws');
    h.socket.open();
    expect(h.socket.messages[0]).toEqual({
      authorization: 't1',
      payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL'] },
    });
    await h.settle();
    expect(h.store.getState().quotes.AAPL?.last_price).toBe('100.00');
  });

  it('goes offline with the browser and reconnects at once when it is back', async () => {
    const h = await connected(['AAPL'], { sessionState: { mode: 'live', token: 'live-token' } });
    h.env.online = false;
    h.network.dispatchEvent(new Event('offline'));
    expect(h.store.getState().connection).toMatchObject({
      status: 'offline',
      reason: 'The browser is offline',
    });
    expect(h.store.getState().quotes.AAPL?.stale).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.sockets).toHaveLength(1);
    h.env.online = true;
    h.network.dispatchEvent(new Event('online'));
    expect(h.sockets).toHaveLength(2);
    expect(h.store.getState().connection.status).toBe('connecting');
  });

  it('ignores the browser going offline in demo mode, where the feed runs inside the page', async () => {
    const h = await connected(['AAPL']);
    h.env.online = false;
    h.network.dispatchEvent(new Event('offline'));
    expect(h.store.getState().connection.status).toBe('live');
    expect(h.store.getState().quotes.AAPL?.stale).toBe(false);
  });

  it('retries at once when the tab becomes visible while waiting to reconnect', async () => {
    const h = await connected(['AAPL']);
    for (let i = 0; i < 5; i++) {
      h.socket.drop();
      await vi.advanceTimersByTimeAsync(h.store.getState().connection.nextRetryAt! - Date.now());
    }
    h.socket.drop();
    expect(h.sockets).toHaveLength(6);
    h.env.hidden = true;
    h.visibility.dispatchEvent(new Event('visibilitychange'));
    expect(h.sockets).toHaveLength(6);
    h.env.hidden = false;
    h.visibility.dispatchEvent(new Event('visibilitychange'));
    expect(h.sockets).toHaveLength(7);
  });
});
