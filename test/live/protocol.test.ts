import { describe, expect, it } from 'vitest';
import {
  MAX_SYMBOLS_PER_MESSAGE,
  encodeSubscription,
  parseServerMessage,
  validateQuoteBatch,
} from '@/live/protocol';
import { WireQuote } from '@/api/schemas/l1';

describe('parseServerMessage', () => {
  it('reads every server message of the spec', () => {
    const ack = parseServerMessage(
      JSON.stringify({
        type: 'market-data-l1-subscribe-ack',
        symbols: ['AAPL'],
        rejected: [{ symbol: 'ZZZZ', reason: 'unknown symbol' }],
      }),
    );
    expect(ack).toEqual({
      ok: true,
      message: {
        type: 'market-data-l1-subscribe-ack',
        symbols: ['AAPL'],
        rejected: [{ symbol: 'ZZZZ', reason: 'unknown symbol' }],
      },
    });
    expect(parseServerMessage('{"type":"market-data-l1-unsubscribe-ack","symbols":["MSFT"]}').ok).toBe(true);
    expect(parseServerMessage('{"type":"heartbeat","ts":"2026-11-20T14:30:00.000000000Z"}').ok).toBe(true);
    expect(parseServerMessage('{"type":"error-notice","code":400,"message":"bad"}')).toMatchObject({
      ok: true,
      message: { code: 400 },
    });
  });

  it('validates each quote of a frame on its own', () => {
    const result = parseServerMessage(
      JSON.stringify({
        type: 'market-data-l1',
        data: [
          {
            symbol: 'AAPL',
            instrument_id: 'u',
            seq: 1,
            ts: '2026-11-20T14:30:00.123456789Z',
            bid: '1.50',
            bid_size: 100,
          },
          { symbol: 'AAPL', instrument_id: 'u', seq: 2, ts: '2026-11-20T14:30:00Z', bid: 1.5 },
          { symbol: 'AAPL', instrument_id: 'u', seq: 3, ts: 'yesterday' },
        ],
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      message: { badQuotes: 2, quotes: [{ seq: 1, bid: '1.50', bid_size: 100 }] },
    });
  });

  it('reports what was wrong instead of throwing', () => {
    expect(parseServerMessage('<html>')).toMatchObject({ ok: false, kind: 'not-json' });
    expect(parseServerMessage('{"type":"mystery"}')).toMatchObject({ ok: false, kind: 'unknown-type' });
    expect(parseServerMessage('{"type":"heartbeat"}')).toMatchObject({ ok: false, kind: 'heartbeat' });
    expect(parseServerMessage('{"type":"market-data-l1","data":{}}')).toMatchObject({
      ok: false,
      kind: 'market-data-l1',
    });
    expect(parseServerMessage(new ArrayBuffer(2))).toMatchObject({ ok: false, kind: 'not-text' });
  });
});

describe('encodeSubscription', () => {
  it('puts the token in the body and splits large sets into chunks the server accepts', () => {
    const symbols = Array.from({ length: MAX_SYMBOLS_PER_MESSAGE + 5 }, (_, i) => `S${i}`);
    const frames = encodeSubscription('tok', 'market-data-l1-subscribe', symbols).map((f) => JSON.parse(f));
    expect(frames).toHaveLength(2);
    expect(frames[0]).toMatchObject({ authorization: 'tok', payload: { type: 'market-data-l1-subscribe' } });
    expect(frames[0].payload.symbols).toHaveLength(MAX_SYMBOLS_PER_MESSAGE);
    expect(frames[1].payload.symbols).toEqual(symbols.slice(MAX_SYMBOLS_PER_MESSAGE));
  });
});

describe('validateQuoteBatch', () => {
  it('accepts and rejects exactly what the WireQuote schema does', () => {
    const base = { symbol: 'AAPL', instrument_id: 'u', seq: 1, ts: '2026-11-20T14:30:00Z' };
    const cases: unknown[] = [
      base,
      { ...base, bid: '1.50', ask: null, bid_size: 100, cumulative_volume: null },
      { ...base, ts: '2026-11-20T14:30:00.123456789+01:00', last_price: '-0.5' },
      { ...base, bid: 1.5 },
      { ...base, bid: '1.' },
      { ...base, bid_size: -1 },
      { ...base, ask_size: 1.5 },
      { ...base, seq: -1 },
      { ...base, ts: 'yesterday' },
      { ...base, symbol: '' },
      { ...base, instrument_id: 7 },
      null,
      'AAPL',
      [],
    ];
    for (const item of cases) {
      const expected = WireQuote.safeParse(structuredClone(item));
      const { quotes, bad } = validateQuoteBatch([structuredClone(item)]);
      expect({ item, ok: bad === 0 }).toEqual({ item, ok: expected.success });
      if (expected.success) expect(quotes[0]).toMatchObject(JSON.parse(JSON.stringify(expected.data)));
    }
  });
});
