import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedSession, type FeedSession, type FeedSessionOptions } from '@/sandbox/ws/feed-session';
import { makeMarket, type MarketWorld } from '../engine/market/helpers';

interface Frame {
  type: string;
  code?: number;
  message?: string;
  symbols?: string[];
  rejected?: Array<{ symbol: string; reason: string }>;
  data?: Array<{ symbol: string; seq: number; ts: string; last_price: string; instrument_id: string }>;
  ts?: string;
  sent_at?: number;
}

function connect(world: MarketWorld, options?: FeedSessionOptions) {
  const frames: Frame[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const session: FeedSession = createFeedSession(
    world.sandbox,
    {
      send: (text) => frames.push(JSON.parse(text) as Frame),
      close: (code, reason) => closes.push({ code, reason }),
    },
    options,
  );
  const send = (message: unknown) =>
    session.receive(typeof message === 'string' ? message : JSON.stringify(message));
  const subscribe = (symbols: unknown, authorization = 'token-1') =>
    send({ authorization, payload: { type: 'market-data-l1-subscribe', symbols } });
  const unsubscribe = (symbols: string[]) =>
    send({ authorization: 'token-1', payload: { type: 'market-data-l1-unsubscribe', symbols } });
  /** Advance the sandbox clock and the timers together, 250 ms at a time. */
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 250) {
      const step = Math.min(250, left);
      world.clock.advance(step);
      vi.advanceTimersByTime(step);
    }
  };
  const quotes = () => frames.filter((f) => f.type === 'market-data-l1').flatMap((f) => f.data ?? []);
  return { frames, closes, session, send, subscribe, unsubscribe, advance, quotes };
}

const SATURDAY = Date.parse('2026-11-21T16:00:00Z');

describe('L1 feed session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes with 4001 when no authorized message arrives within 30 s', () => {
    const c = connect(makeMarket());
    c.advance(29_750);
    expect(c.closes).toEqual([]);
    c.advance(250);
    expect(c.closes).toEqual([{ code: 4001, reason: expect.any(String) as string }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers an empty token with error-notice 401 and closes with 4001', () => {
    const c = connect(makeMarket());
    c.subscribe(['AAPL'], '');
    expect(c.frames).toEqual([{ type: 'error-notice', code: 401, message: expect.any(String) as string }]);
    expect(c.closes[0]?.code).toBe(4001);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers malformed messages with error-notice 400 and stays open', () => {
    const c = connect(makeMarket());
    c.send('not json');
    c.send({ authorization: 't', payload: { type: 'market-data-l1-teleport', symbols: ['AAPL'] } });
    c.subscribe([]);
    c.subscribe('AAPL');
    c.subscribe(Array.from({ length: 1001 }, (_, i) => `S${i}`));
    c.subscribe(['AAPL', 42]);
    expect(c.frames.map((f) => [f.type, f.code])).toEqual(Array(6).fill(['error-notice', 400]));
    expect(c.closes).toEqual([]);
    c.subscribe(['AAPL']);
    expect(c.frames.at(-2)?.type).toBe('market-data-l1-subscribe-ack');
  });

  it('acknowledges subscriptions, rejects unknown symbols and sends the current quotes at once', () => {
    const world = makeMarket();
    const c = connect(world);
    c.subscribe(['AAPL', 'ZZZZZZ', 'msft', 'AAPL']);
    expect(c.frames[0]).toEqual({
      type: 'market-data-l1-subscribe-ack',
      symbols: ['AAPL', 'msft'],
      rejected: [{ symbol: 'ZZZZZZ', reason: 'unknown symbol' }],
    });
    expect(c.frames[1]?.type).toBe('market-data-l1');
    expect(c.frames[1]?.data?.map((q) => q.symbol)).toEqual(['AAPL', 'msft']);
    // Symbols are echoed as subscribed, with the real instrument id.
    expect(c.frames[1]?.data?.[1]?.instrument_id).toBe(world.universe.resolve('MSFT')!.id);
  });

  it('batches every changed quote per tick with strictly increasing seq per symbol', () => {
    const c = connect(makeMarket());
    c.subscribe(['AAPL', 'MSFT', 'SPY']);
    c.frames.length = 0;
    c.advance(5000);
    const quoteFrames = c.frames.filter((f) => f.type === 'market-data-l1');
    expect(quoteFrames.length).toBeGreaterThanOrEqual(19);
    expect(quoteFrames.every((f) => f.data?.length === 3)).toBe(true);
    for (const symbol of ['AAPL', 'MSFT', 'SPY']) {
      const seqs = c
        .quotes()
        .filter((q) => q.symbol === symbol)
        .map((q) => q.seq);
      for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]!);
    }
    // Prices move over a minute of regular trading.
    c.advance(60_000);
    expect(
      new Set(
        c
          .quotes()
          .filter((q) => q.symbol === 'AAPL')
          .map((q) => q.last_price),
      ).size,
    ).toBeGreaterThan(1);
    // Quotes flow, so no heartbeat was needed.
    expect(c.frames.some((f) => f.type === 'heartbeat')).toBe(false);
  });

  it('stops the quotes of unsubscribed symbols', () => {
    const c = connect(makeMarket());
    c.subscribe(['AAPL', 'MSFT']);
    expect(c.session.subscribedSymbols().sort()).toEqual(['AAPL', 'MSFT']);
    c.unsubscribe(['MSFT', 'NOPE']);
    expect(c.frames.at(-1)).toEqual({ type: 'market-data-l1-unsubscribe-ack', symbols: ['MSFT', 'NOPE'] });
    // What the server reports for leak checks (GET /__sandbox/feed) follows.
    expect(c.session.subscribedSymbols()).toEqual(['AAPL']);
    c.frames.length = 0;
    c.advance(2000);
    expect(c.quotes().length).toBeGreaterThan(0);
    expect(c.quotes().every((q) => q.symbol === 'AAPL')).toBe(true);
  });

  it('sends a heartbeat every 5 s when nothing else is sent (market closed)', () => {
    const world = makeMarket(42, SATURDAY);
    const c = connect(world);
    c.subscribe(['AAPL']);
    expect(c.quotes()).toHaveLength(1); // the resting quote
    c.frames.length = 0;
    c.advance(4750);
    expect(c.frames).toEqual([]);
    c.advance(250);
    expect(c.frames).toEqual([{ type: 'heartbeat', ts: expect.stringMatching(/\.\d{9}Z$/) as string }]);
    c.advance(10_000);
    expect(c.frames.map((f) => f.type)).toEqual(['heartbeat', 'heartbeat', 'heartbeat']);
  });

  it('closes every socket on a drop fault and refuses new ones while it is set', () => {
    const world = makeMarket();
    const a = connect(world);
    const b = connect(world);
    a.subscribe(['AAPL']);
    world.sandbox.faults.setFeed({ drop: true });
    expect(a.closes).toHaveLength(1);
    expect(b.closes).toHaveLength(1);
    const refused = connect(world);
    expect(refused.closes).toHaveLength(1);
    a.frames.length = 0;
    a.advance(10_000);
    expect(a.frames).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    world.sandbox.faults.setFeed({});
    const again = connect(world);
    again.subscribe(['AAPL']);
    expect(again.closes).toEqual([]);
    expect(again.quotes()).toHaveLength(1);
  });

  it('sends nothing at all on a silent fault, then resumes', () => {
    const world = makeMarket();
    const c = connect(world);
    c.subscribe(['AAPL']);
    const before = c.quotes().at(-1)!.seq;
    world.sandbox.faults.setFeed({ silent: true });
    c.frames.length = 0;
    c.advance(20_000);
    expect(c.frames).toEqual([]);
    expect(c.closes).toEqual([]);
    world.sandbox.faults.setFeed({});
    c.advance(250);
    const resumed = c.quotes();
    expect(resumed).toHaveLength(1);
    // Updates were lost meanwhile: the sequence shows a gap.
    expect(resumed[0]!.seq).toBeGreaterThan(before + 1);
  });

  it('silences heartbeats too while silent', () => {
    const world = makeMarket(42, SATURDAY);
    const c = connect(world);
    c.subscribe(['AAPL']);
    world.sandbox.faults.setFeed({ silent: true });
    c.frames.length = 0;
    c.advance(30_000);
    expect(c.frames).toEqual([]);
    world.sandbox.faults.setFeed({});
    c.advance(5000);
    expect(c.frames.map((f) => f.type)).toContain('heartbeat');
  });

  it('clears every timer and fault listener on dispose', () => {
    const world = makeMarket();
    const c = connect(world);
    c.subscribe(['AAPL']);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    c.session.dispose();
    expect(vi.getTimerCount()).toBe(0);
    world.sandbox.faults.setFeed({ drop: true });
    expect(c.closes).toEqual([]);
  });

  it('streams a set rate with sent_at in benchmark mode', () => {
    const c = connect(makeMarket(), { rate: 2000 });
    c.subscribe(['AAPL', 'MSFT', 'SPY', 'QQQ']);
    c.frames.length = 0;
    c.advance(1000);
    const frames = c.frames.filter((f) => f.type === 'market-data-l1');
    expect(frames.length).toBeGreaterThanOrEqual(190);
    expect(frames.every((f) => typeof f.sent_at === 'number')).toBe(true);
    const quotes = c.quotes();
    expect(quotes.length).toBeGreaterThanOrEqual(1900);
    expect(quotes.length).toBeLessThanOrEqual(2000);
    for (const symbol of ['AAPL', 'MSFT']) {
      const seqs = quotes.filter((q) => q.symbol === symbol).map((q) => q.seq);
      for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]!);
    }
  });
});
