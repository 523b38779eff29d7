// The feed through msw's WebSocket interception, as the browser demo and app tests use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { WebSocket as NodeWebSocket } from 'ws';
import { createFeedHandler } from '@/sandbox/ws/msw-link';
import { makeMarket } from '../engine/market/helpers';

const WS_URL = 'ws://sandbox.test/v1/ws';
const world = makeMarket();
// Node 20 has no global WebSocket; msw intercepts whichever class is global.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= NodeWebSocket;
const server = setupServer(createFeedHandler(world.sandbox, WS_URL));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Message {
  type: string;
  code?: number;
  symbols?: string[];
  data?: Array<{ symbol: string; seq: number }>;
}

function open(): Promise<{ socket: WebSocket; messages: Message[]; closed: Promise<CloseEvent> }> {
  const socket = new WebSocket(WS_URL);
  const messages: Message[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data)) as Message));
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve({ socket, messages, closed }));
    socket.addEventListener('error', reject);
  });
}

const until = async (check: () => boolean, ms = 2000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('L1 feed over msw', () => {
  it('acknowledges a subscription and streams quotes', async () => {
    const { socket, messages } = await open();
    socket.send(
      JSON.stringify({
        authorization: 'demo',
        payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL', 'NOPE1'] },
      }),
    );
    await until(() => messages.some((m) => m.type === 'market-data-l1'));
    expect(messages[0]).toMatchObject({ type: 'market-data-l1-subscribe-ack', symbols: ['AAPL'] });
    expect(messages[1]?.data?.[0]?.symbol).toBe('AAPL');
    world.clock.advance(1000);
    await until(() => messages.filter((m) => m.type === 'market-data-l1').length >= 2);
    const seqs = messages.filter((m) => m.type === 'market-data-l1').map((m) => m.data![0]!.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0]!);
    socket.close();
  });

  it('closes with 4001 after a 401 and with the drop code on a drop fault', async () => {
    const first = await open();
    first.socket.send(
      JSON.stringify({ authorization: '', payload: { type: 'market-data-l1-subscribe', symbols: ['AAPL'] } }),
    );
    const event = await first.closed;
    expect(event.code).toBe(4001);
    expect(first.messages[0]).toMatchObject({ type: 'error-notice', code: 401 });

    const second = await open();
    world.sandbox.faults.setFeed({ drop: true });
    expect((await second.closed).code).toBe(1011);
    world.sandbox.faults.setFeed({});
  });
});
