import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import {
  compare,
  compareDecimal,
  comparePlainDecimal,
  difference,
  isTypedDecimal,
  parseExact,
  exactToText,
  quotient,
  signOf,
} from '@/domain/decimal/exact';
import { div, parseTypedDecimal, sign, sub } from '@/domain/decimal/decimal';
import { fastPriceText } from '@/domain/decimal/fast';
import { formatCompact, formatMoney, formatPercent, formatPrice } from '@/domain/decimal/format';

// Decimal text in every form the wire or a user may send: signs, leading / trailing zeros, a bare
// point, exponents, and digits far beyond a double.
const text = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{0,25}$/),
    fc.option(fc.stringMatching(/^\d{0,25}$/), { nil: undefined }),
    fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
  )
  .filter(([, integer, fraction]) => integer !== '' || (fraction ?? '') !== '')
  .map(
    ([sign, integer, fraction, exponent]) =>
      `${sign}${integer}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
  );

describe('the decimal core: one parser, one comparison', () => {
  it('orders any two decimals exactly as decimal.js does', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const expected = new Decimal(a).comparedTo(new Decimal(b));
        expect(compareDecimal(a, b)).toBe(expected);
        expect(compare(a, b)).toBe(expected);
      }),
      {
        examples: [
          ['-0', '0'],
          ['007.50', '7.5'],
          ['1e3', '999.9999'],
          ['.5', '0.50'],
          ['-.1', '-0.09'],
        ],
      },
    );
  });

  it('reads plain decimals on their characters and leaves the rest to the exact parser', () => {
    expect(comparePlainDecimal('-12.50', '-12.5')).toBe(0);
    expect(comparePlainDecimal('100.11', '100.1')).toBe(1);
    expect(comparePlainDecimal('1e3', '2')).toBeNull();
    expect(comparePlainDecimal('1.', '2')).toBeNull();
    expect(compareDecimal('1e3', '2')).toBe(1);
    expect(compareDecimal(new Decimal('0.3'), '0.30')).toBe(0);
    expect(compareDecimal(10n, 9.5)).toBe(1);
    expect(compareDecimal('abc', '1')).toBeNull();
    // Sorting: missing or unparseable values after every present one.
    expect(['2', null, 'x', '-1'].sort(compare)).toEqual(['-1', '2', null, 'x']);
  });

  it('parses every wire form exactly and prints it back without exponent', () => {
    fc.assert(
      fc.property(text, (a) => {
        const printed = exactToText(parseExact(a)!);
        expect(printed).toMatch(/^-?\d+(\.\d+)?$/);
        expect(new Decimal(printed).eq(new Decimal(a))).toBe(true);
      }),
    );
    expect(parseExact(' 12.5 ')).toEqual({ units: 125n, scale: 1 });
    expect(parseExact('.')).toBeNull();
    expect(parseExact(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

// Money as the wire sends it: up to 15 integer digits and 6 decimals, where decimal.js's 40 digits
// of precision are exact too (beyond them decimal.js rounds and the exact half does not).
const money = fc
  .tuple(fc.constantFrom('', '-'), fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{0,6}$/))
  .map(([sign, integer, fraction]) => `${sign}${integer}${fraction ? `.${fraction}` : ''}`);

describe("the exact half's difference, ratio and sign (the account overview and the margin badge)", () => {
  it('shows the same money, percent and sign as the decimal.js arithmetic does', () => {
    fc.assert(
      fc.property(money, money, (a, b) => {
        expect(formatMoney(difference(a, b), { sign: 'always' })).toBe(
          formatMoney(sub(a, b), { sign: 'always' }),
        );
        expect(signOf(difference(a, b))).toBe(sign(sub(a, b)));
        expect(signOf(a)).toBe(sign(a));
        expect(formatPercent(quotient(a, b), { ratio: true })).toBe(
          formatPercent(div(a, b), { ratio: true }),
        );
      }),
      {
        examples: [
          ['1', '3'],
          ['2', '3'],
          ['-0', '5'],
          ['0.005', '1'],
          ['5', '0'],
          ['-0.000001', '999999999999999'],
        ],
      },
    );
    expect(difference('1', null)).toBeNull();
    expect(quotient('1', '0')).toBeNull();
    expect(signOf('abc')).toBeNull();
    expect(parseExact(difference('10.25', '0.5'))).toEqual({ units: 975n, scale: 2 });
  });

  it('accepts a typed amount by the same rule as decimal.js parsing does', () => {
    for (const typed of ['12', '12.50', '.5', '1.', '-3', '+3', '1e3', '12,5', 'abc', '', ' 1 ', '1.2.3'])
      for (const signed of [false, true])
        expect(isTypedDecimal(typed.trim(), { signed })).toBe(parseTypedDecimal(typed, { signed }) !== null);
  });
});

describe('one price formatter, one compact formatter', () => {
  it('prints a default price the same on the fast path and the exact path', () => {
    fc.assert(
      fc.property(text, (a) => {
        const fast = fastPriceText(a);
        if (fast !== null) expect(fast).toBe(formatPrice(a, {}));
        expect(formatPrice(a)).toBe(formatPrice(a, {}));
      }),
      { examples: [['-0.00001'], ['12345678901234567890.123'], ['9007199254740993']] },
    );
  });

  it('shortens money with the currency after the sign, promoting a unit that rounds to a thousand', () => {
    expect(formatCompact('-1240000000', { decimals: 2, currency: 'USD' })).toBe('-$1.24B');
    expect(formatCompact('2850000000000', { decimals: 2, currency: 'USD' })).toBe('$2.85T');
    expect(formatCompact('999999', { decimals: 2, currency: 'USD' })).toBe('$1.00M');
    expect(formatCompact('12.5', { decimals: 2, currency: 'USD' })).toBe('$12.50');
    expect(formatCompact('950', { decimals: 2 })).toBe('950');
    expect(formatCompact('2500000000', { decimals: 2, currency: 'USD', sign: 'always' })).toBe('+$2.50B');
    expect(formatCompact(null, { currency: 'USD' })).toBe('—');
  });
});
