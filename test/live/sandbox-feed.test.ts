// The real client against the sandbox feed and snapshot endpoint through msw, as the demo runs it.
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { LiveQuoteClient } from '@/live/client';
import { withSandbox as withSandbox } from '../utils/sandbox';

// Node 20 has no global WebSocket; msw intercepts whichever class is global.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= NodeWebSocket;

const harness = withSandbox();
let client: LiveQuoteClient | undefined;
afterEach(() => client?.dispose());

const until = async (what: string, check: () => boolean, ms = 5_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('LiveQuoteClient against the sandbox', () => {
  it('seeds from the snapshot, streams live ticks, and recovers from a dropped feed', async () => {
    client = new LiveQuoteClient({
      environment: { network: null, visibility: null, isOnline: () => true, isHidden: () => false },
    });
    const store = client.store;
    client.subscribe('AAPL');
    client.subscribe('ZZZZZ');
    await until('live', () => store.getState().connection.status === 'live');
    await until('the snapshot', () => store.getState().quotes.AAPL?.previous_close !== undefined);
    await until('a tick', () => store.getState().quotes.AAPL?.seq != null);
    const quote = store.getState().quotes.AAPL!;
    expect(quote.bid).toMatch(/^\d+\.\d+$/);
    expect(quote.ask).toMatch(/^\d+\.\d+$/);
    expect(quote.stale).toBe(false);
    await until('the rejection', () => store.getState().rejected.ZZZZZ !== undefined);
    expect(store.getState().counters.badMessages).toBe(0);

    harness.sandbox.faults.setFeed({ drop: true });
    await until('reconnecting', () => store.getState().connection.status === 'reconnecting');
    harness.sandbox.faults.setFeed({});
    await until('live again', () => store.getState().connection.status === 'live', 10_000);
    expect(store.getState().quotes.AAPL).toMatchObject({
      stale: false,
      previous_close: quote.previous_close,
    });
  });
});
