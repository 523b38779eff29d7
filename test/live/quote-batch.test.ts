import { describe, expect, it } from 'vitest';
import { QuoteCoalescer, type BatchItem, type QuoteBatch } from '@/live/quote-batch';
import { tick } from './live-harness';

const frame = (ticks: unknown[], sentAt?: number) =>
  JSON.stringify({
    type: 'market-data-l1',
    data: ticks,
    ...(sentAt !== undefined ? { sent_at: sentAt } : {}),
  });

function quotesOf(batch: QuoteBatch | null) {
  const items = (batch?.items ?? []).filter(
    (i): i is Extract<BatchItem, { type: 'quotes' }> => i.type === 'quotes',
  );
  return Object.fromEntries(items.flatMap((i) => i.quotes).map((q) => [q.quote.symbol, q]));
}

describe('QuoteCoalescer', () => {
  it('merges a symbol’s ticks from many frames into one quote, newest value per field, counting every tick', () => {
    const c = new QuoteCoalescer();
    c.accept(frame([tick('AAPL', 1, { bid: '10.00', ask: '10.02', last_price: '10.01' })], 1000.5), 5);
    c.accept(
      frame([tick('AAPL', 2, { bid: '10.01' }), tick('MSFT', 7, { last_price: '300.10' })], 1001.5),
      6,
    );
    c.accept(frame([tick('AAPL', 3, { ask: '10.04' })], 1002.5), 7);
    const batch = c.take();
    expect(batch).toMatchObject({ kind: 'quote-batch', heardAt: 7, messages: 3 });
    expect(batch?.items).toHaveLength(1);
    const quotes = quotesOf(batch);
    expect(quotes.AAPL).toMatchObject({
      count: 3,
      gaps: 0,
      first: { seq: 1 },
      quote: { symbol: 'AAPL', seq: 3, bid: '10.01', ask: '10.04', last_price: '10.01', receivedAt: 7 },
    });
    expect(quotes.MSFT).toMatchObject({ count: 1, quote: { last_price: '300.10', seq: 7 } });
    // Every frame's send time is kept for the benchmark's latency.
    expect(batch?.items[0]).toMatchObject({ sentAts: [1000.5, 1001.5, 1002.5] });
    expect(c.take()).toBeNull();
  });

  it('tells a merged jump in seq (no loss) from a real gap, tick by tick and across batches', () => {
    const c = new QuoteCoalescer();
    for (let seq = 1; seq <= 5; seq++) c.accept(frame([tick('AAPL', seq)]), 1);
    const merged = quotesOf(c.take()).AAPL;
    expect(merged).toMatchObject({ count: 5, gaps: 0, quote: { seq: 5 } });

    c.accept(frame([tick('AAPL', 6)]), 2);
    c.accept(frame([tick('AAPL', 9)]), 2); // 7 and 8 were lost
    c.accept(frame([tick('AAPL', 10)]), 2);
    const gapped = quotesOf(c.take()).AAPL;
    expect(gapped).toMatchObject({ count: 3, gaps: 1, quote: { seq: 10 } });
    // Not the symbol's first tick on this socket any more: nothing for the client to check.
    expect(gapped?.first).toBeUndefined();

    c.accept(frame([tick('AAPL', 12)]), 3); // 11 lost, between two batches
    expect(quotesOf(c.take()).AAPL).toMatchObject({ gaps: 1, quote: { seq: 12 } });
  });

  it('takes out-of-order and repeated ticks without calling them gaps, and keeps the newest per field', () => {
    const c = new QuoteCoalescer();
    c.accept(frame([tick('AAPL', 5, { bid: '5' }), tick('AAPL', 6, { bid: '6' })]), 1);
    c.accept(frame([tick('AAPL', 4, { bid: '4', ask: '4.1' }), tick('AAPL', 5, { bid: '5' })]), 1);
    c.accept(frame([tick('AAPL', 7, { bid: '7' })]), 1);
    const q = quotesOf(c.take()).AAPL;
    expect(q).toMatchObject({ count: 5, gaps: 0, first: { seq: 5 } });
    // bid from seq 7; ask only ever came with the older seq 4 and still counts.
    expect(q?.quote).toMatchObject({ seq: 7, bid: '7', ask: '4.1' });
  });

  it('counts bad quotes and bad messages per kind, and keeps the valid quotes of a frame', () => {
    const c = new QuoteCoalescer();
    c.accept(
      frame([tick('AAPL', 1, { bid: '1.00' }), { symbol: 'BAD', seq: 'x' }, tick('MSFT', 1, { bid: 'abc' })]),
      1,
    );
    c.accept('not json', 1);
    c.accept('{also not json', 1);
    c.accept(JSON.stringify({ type: 'mystery' }), 1);
    const batch = c.take();
    expect(quotesOf(batch).AAPL?.quote.bid).toBe('1.00');
    expect(quotesOf(batch).MSFT).toBeUndefined();
    expect(batch?.items).toEqual([
      expect.objectContaining({ type: 'quotes', badQuotes: 2 }),
      { type: 'bad', kind: 'not-json', detail: 'not json', count: 2 },
      { type: 'bad', kind: 'unknown-type', detail: 'mystery', count: 1 },
    ]);
    expect(batch?.messages).toBe(4);
  });

  it('keeps other messages in order between runs of quotes', () => {
    const c = new QuoteCoalescer();
    c.accept(
      JSON.stringify({
        type: 'market-data-l1-subscribe-ack',
        symbols: ['AAPL'],
        rejected: [{ symbol: 'ZZZ', reason: 'unknown symbol' }],
      }),
      1,
    );
    c.accept(frame([tick('AAPL', 1)]), 1);
    c.accept(frame([tick('AAPL', 2)]), 1);
    c.accept(JSON.stringify({ type: 'error-notice', code: 401, message: 'token expired' }), 2);
    c.accept(frame([tick('AAPL', 3)]), 2);
    c.accept(JSON.stringify({ type: 'heartbeat', ts: '2026-11-20T14:30:00Z' }), 3);
    const items = c.take()?.items ?? [];
    expect(items.map((i) => i.type)).toEqual([
      'market-data-l1-subscribe-ack',
      'quotes',
      'error-notice',
      'quotes',
      'heartbeat',
    ]);
    expect(items[0]).toMatchObject({ rejected: [{ symbol: 'ZZZ' }] });
    expect(items[1]).toMatchObject({ quotes: [{ count: 2, quote: { seq: 2 } }] });
    expect(items[3]).toMatchObject({ quotes: [{ count: 1, quote: { seq: 3 } }] });
  });

  it('normalizes symbols, and forgets a symbol the client unsubscribes so it starts afresh', () => {
    const c = new QuoteCoalescer();
    c.accept(frame([tick(' aapl', 1), tick('AAPL', 2)]), 1);
    expect(quotesOf(c.take()).AAPL).toMatchObject({ count: 2, first: { seq: 1 }, quote: { symbol: 'AAPL' } });
    c.sent(
      JSON.stringify({
        authorization: 't',
        payload: { type: 'market-data-l1-subscribe', symbols: ['MSFT'] },
      }),
    );
    c.accept(frame([tick('AAPL', 3)]), 1);
    expect(quotesOf(c.take()).AAPL?.first).toBeUndefined();
    c.sent(
      JSON.stringify({
        authorization: 't',
        payload: { type: 'market-data-l1-unsubscribe', symbols: ['aapl'] },
      }),
    );
    c.accept(frame([tick('AAPL', 40)]), 1);
    expect(quotesOf(c.take()).AAPL).toMatchObject({ gaps: 0, first: { seq: 40 } });
  });

  it('holds a held symbol’s ticks until released, keeps later ticks of others after them, and drops them on unsubscribe', () => {
    const c = new QuoteCoalescer();
    c.hold(['KO']);
    c.accept(frame([tick('KO', 1, { last_price: '50.10' }), tick('AAPL', 1)]), 1);
    c.accept(frame([tick('KO', 2, { last_price: '50.30' })]), 2);
    // Only AAPL goes now.
    expect(Object.keys(quotesOf(c.take()))).toEqual(['AAPL']);
    expect(c.holding).toBe(true);
    c.releaseHeld();
    c.accept(frame([tick('AAPL', 2)]), 3);
    const batch = c.take();
    // KO's second first, then what came after it.
    expect(
      batch?.items.map((i) => (i.type === 'quotes' ? i.quotes.map((q) => q.quote.symbol) : i.type)),
    ).toEqual([['KO'], ['AAPL']]);
    expect(quotesOf(batch).KO).toMatchObject({
      count: 2,
      first: { seq: 1 },
      quote: { seq: 2, last_price: '50.30' },
    });
    expect(c.holding).toBe(false);

    c.accept(frame([tick('KO', 3)]), 4);
    c.sent(
      JSON.stringify({
        authorization: 't',
        payload: { type: 'market-data-l1-unsubscribe', symbols: ['KO'] },
      }),
    );
    c.releaseHeld();
    expect(c.take()).toBeNull();
    // Shown again: no longer held, its ticks go with every take.
    c.hold([]);
    c.accept(frame([tick('KO', 4)]), 5);
    expect(Object.keys(quotesOf(c.take()))).toEqual(['KO']);
  });
});
