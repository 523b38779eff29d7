// The connection supervisor on its own, with a fake socket and hooks standing in for the client:
// halting, idling when nothing is wanted, and the stable-connection backoff reset.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { sessionStore, type SessionState } from '@/api/session';
import { ConnectionSupervisor, type SupervisorHooks } from '@/live/connection-supervisor';
import { createQuoteStore } from '@/live/quote-store';
import { FakeSocket } from './live-harness';

function setup(token: string | null = 'demo-token') {
  const sockets: FakeSocket[] = [];
  class TestSocket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  const store = createQuoteStore();
  const session = createStore<SessionState>(() => ({ ...sessionStore.getState(), mode: 'demo' }));
  let wanted = ['AAPL'];
  const hooks: SupervisorHooks = {
    wanted: () => wanted.length > 0,
    opened: () => wanted,
    batch: vi.fn(),
    socketGone: vi.fn(),
    becameLive: vi.fn(),
    flushTicks: vi.fn(),
  };
  const supervisor = new ConnectionSupervisor({
    store,
    session,
    environment: { network: null, visibility: null, isOnline: () => true, isHidden: () => false },
    hooks,
    WebSocket: TestSocket,
    endpoint: () => ({ wsUrl: 'ws://feed.test/l1', token }),
    random: () => 0.5,
    now: () => Date.now(),
  });
  return {
    supervisor,
    store,
    sockets,
    hooks,
    want: (symbols: string[]) => (wanted = symbols),
    get socket() {
      return sockets[sockets.length - 1]!;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T14:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ConnectionSupervisor', () => {
  it('halts without a token and stays offline until reset', () => {
    const s = setup(null);
    s.supervisor.ensureConnected();
    expect(s.sockets).toHaveLength(0);
    expect(s.store.getState().connection).toMatchObject({
      status: 'offline',
      reason: 'No access token: sign in to stream quotes',
    });
    vi.advanceTimersByTime(60_000);
    s.supervisor.ensureConnected();
    expect(s.sockets).toHaveLength(0);
    s.supervisor.dispose();
  });

  it('opens with the wanted set, goes live on the first message, and reports each batch', () => {
    const s = setup();
    s.supervisor.ensureConnected();
    expect(s.store.getState().connection.status).toBe('connecting');
    s.socket.open();
    expect(s.store.getState().connection.status).toBe('authenticating');
    expect(s.socket.messages[0]?.payload).toEqual({ type: 'market-data-l1-subscribe', symbols: ['AAPL'] });
    s.socket.ack(['AAPL']);
    expect(s.hooks.batch).toHaveBeenCalledTimes(1);
    // The client routes messages; it calls heard() for each valid one.
    s.supervisor.heard(Date.now(), { type: 'market-data-l1-subscribe-ack', rejected: [] } as never);
    s.supervisor.acknowledged();
    expect(s.store.getState().connection.status).toBe('live');
    expect(s.hooks.becameLive).toHaveBeenCalledTimes(1);
    s.supervisor.dispose();
  });

  it('closes a socket that opens after everything was released, and goes idle', () => {
    const s = setup();
    s.supervisor.ensureConnected();
    s.want([]);
    s.socket.open();
    expect(s.socket.closedWith).toEqual({ code: 1000, reason: 'no subscriptions' });
    expect(s.store.getState().connection.status).toBe('idle');
    s.supervisor.dispose();
  });

  it('keeps climbing the backoff for connections that drop before they are stable', () => {
    const s = setup();
    s.supervisor.ensureConnected();
    for (const attempt of [1, 2, 3]) {
      s.socket.open();
      s.supervisor.heard(Date.now(), { type: 'quotes' } as never);
      vi.advanceTimersByTime(1_000); // live for 1 s: not stable
      s.socket.drop();
      expect(s.store.getState().connection).toMatchObject({ status: 'reconnecting', attempt });
      vi.advanceTimersByTime(s.store.getState().connection.nextRetryAt! - Date.now());
    }
    s.socket.open();
    s.supervisor.heard(Date.now(), { type: 'quotes' } as never);
    vi.advanceTimersByTime(5_000); // stable
    s.supervisor.heard(Date.now(), { type: 'quotes' } as never);
    s.socket.drop();
    expect(s.store.getState().connection).toMatchObject({ status: 'reconnecting', attempt: 1 });
    s.supervisor.dispose();
  });
});
