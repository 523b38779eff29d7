import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { compareDecimal } from '@/domain/decimal/exact';
import { fastPriceText } from '@/domain/decimal/fast';
import { formatPrice } from '@/domain/decimal/format';
import { formatQuoteField, quoteChange } from '@/components/live/quote-format';
import { viewOf } from '@/components/live/quote-view';
import type { Quote } from '@/live/quote-store';

const quote = (fields: Partial<Quote>): Quote => ({
  symbol: 'AAPL',
  seq: 1,
  ts: '2026-11-20T14:30:00Z',
  receivedAt: 0,
  tickArrival: 0,
  stale: false,
  versions: {},
  ...fields,
});

const decimal = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, int, scale]) => {
    const digits = String(int).padStart(scale + 1, '0');
    const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
    return negative ? `-${text}` : text;
  });
const positive = decimal.filter((d) => !d.startsWith('-') && Number(d) > 0);

describe('live quote view (no decimal.js per tick)', () => {
  it('shows change and change % exactly as the decimal.js formatting does', () => {
    fc.assert(
      fc.property(decimal, positive, (last, previous) => {
        const q = quote({ last_price: last, previous_close: previous });
        const slow = quoteChange(q)!;
        const view = viewOf(q);
        // decimal.js prints a loss under half a cent as "-0.00"; the board shows "0.00".
        const expected = formatQuoteField('change', slow.change).replace(/^-(0\.00)$/, '$1');
        expect(view.field('change').text).toBe(expected);
        // The percent rounds once from the exact ratio (decimal.js rounded twice: 6 then 2 places).
        const pct = view.field('change_percent').text;
        // Compared in decimal: a ratio of 10^13 % is beyond a double's cent precision.
        const shown = new Decimal(pct.replace(/[%,+]/g, ''));
        expect(shown.minus(slow.percent!).abs().lte('0.0050005')).toBe(true);
        expect(view.field('change').sign).toBe(Math.sign(Number(slow.change)));
      }),
    );
  });

  it('formats prices from the decimal string with at least two decimals', () => {
    fc.assert(
      fc.property(decimal, (value) => {
        // The fast path prints what the exact path (formatPrice with options) prints.
        expect(fastPriceText(value)).toBe(formatPrice(value, {}));
        expect(formatQuoteField('last', value)).toBe(formatPrice(value, {}));
      }),
      { examples: [['101'], ['98.5050'], ['007.5'], ['0.000001']] },
    );
    expect(fastPriceText('101')).toBe('101.00');
    expect(fastPriceText('98.5050')).toBe('98.505');
  });

  it('rounds half away from zero, computes once per quote, and compares for flash direction', () => {
    const q = quote({ last_price: '98.505', previous_close: '99' });
    expect(viewOf(q).field('change').text).toBe('-0.50');
    expect(viewOf(q).field('change_percent').text).toBe('-0.50%');
    expect(viewOf(q)).toBe(viewOf(q));
    expect(viewOf(quote({ last_price: '1', previous_close: '0' })).field('change_percent').text).toBe('—');
    expect(viewOf(undefined).field('bid').text).toBe('—');
    expect(viewOf(quote({ cumulative_volume: 1234567 })).field('volume').text).toBe('1,234,567');
    expect(compareDecimal('100.10', '100.1')).toBe(0);
    expect(compareDecimal('100.11', '100.1')).toBe(1);
    // Exact beyond a double's precision: a move in the 17th digit still flashes the right way.
    expect(compareDecimal('1234567890.12345678', '1234567890.12345679')).toBe(-1);
  });
});
