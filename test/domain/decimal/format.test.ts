import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '@/domain/decimal/decimal';
import {
  formatChange,
  formatCompact,
  formatCount,
  formatDecimal,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatPrice,
  formatQuantity,
  normalizePrice,
} from '@/domain/decimal/format';

describe('number formats', () => {
  it('groups counts as toLocaleString("en-US") does, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 10004, Number.MAX_SAFE_INTEGER])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('formats money with fixed decimals, grouping, sign and currency', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney('-1234.5', { currency: 'USD' })).toBe('-$1,234.50');
    expect(formatMoney('1234.5', { currency: 'USD', sign: 'always' })).toBe('+$1,234.50');
    expect(formatMoney('1234.5', { currency: 'EUR' })).toBe('1,234.50 EUR');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney('-0.004', { sign: 'always' })).toBe('0.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('1000', { grouping: false, decimals: 0 })).toBe('1000');
  });

  it('keeps a price at the server precision between 2 and 4 decimals', () => {
    expect(formatPrice('210.1')).toBe('210.10');
    expect(formatPrice('0.0525')).toBe('0.0525');
    expect(formatPrice('98.505')).toBe('98.505');
    expect(formatPrice('12.123456')).toBe('12.1235');
    expect(formatPrice('1500')).toBe('1,500.00');
    expect(formatPrice('0.0525', { decimals: 2 })).toBe('0.05');
    expect(formatPrice('abc')).toBe('—');
  });

  it('keeps a price in one form: at least two decimals, no trailing zero beyond, never rounded', () => {
    for (const text of ['270.2', '270.20', '270.200', '+270.20', '0270.2'])
      expect(normalizePrice(text)).toBe('270.20');
    expect(normalizePrice('0.052500')).toBe('0.0525');
    expect(normalizePrice('12.123456')).toBe('12.123456');
    expect(normalizePrice('1500')).toBe('1500.00');
    expect(normalizePrice('abc')).toBeNull();
  });

  it('formats quantities as they are, or fixed', () => {
    expect(formatQuantity('1500')).toBe('1,500');
    expect(formatQuantity('0.5')).toBe('0.5');
    expect(formatQuantity('-12.250')).toBe('-12.25');
    expect(formatQuantity('3', { decimals: 2 })).toBe('3.00');
    expect(formatQuantity(120)).toBe('120');
    expect(formatQuantity('0.123456789')).toBe('0.123457');
  });

  it('formats percentages in percent units or from ratios, and signed changes', () => {
    expect(formatPercent('0.8737')).toBe('0.87%');
    expect(formatPercent('-1.255', { sign: 'always' })).toBe('-1.26%');
    expect(formatPercent('0.0125', { ratio: true, sign: 'always' })).toBe('+1.25%');
    expect(formatPercent(undefined)).toBe('—');
    expect(formatChange('1')).toBe('+1.00');
    expect(formatChange('-0.495')).toBe('-0.50');
    expect(formatChange('-0.004')).toBe('0.00');
    expect(formatPercentChange('1.005')).toBe('+1.01%');
  });

  it('shortens large figures to K, M, B and T', () => {
    expect(formatCompact('10240000000')).toBe('10.2B');
    expect(formatCompact(950_000)).toBe('950.0K');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact('999960')).toBe('1.0M');
    expect(formatCompact('-2500000', { decimals: 2 })).toBe('-2.50M');
    expect(formatCompact('3100000000000')).toBe('3.1T');
    expect(formatCompact('12.34')).toBe('12.3');
    expect(formatCompact(null)).toBe('—');
  });

  it('accepts exponents, numbers and decimal objects, and rounds half away from zero', () => {
    expect(formatDecimal('2.345')).toBe('2.35');
    expect(formatDecimal('-2.345')).toBe('-2.35');
    expect(formatDecimal('1e-7', { decimals: 7 })).toBe('0.0000001');
    expect(formatDecimal('1.5e3', { decimals: 0 })).toBe('1,500');
    expect(formatDecimal(new Decimal('0.1').plus('0.2'))).toBe('0.30');
    expect(formatDecimal(Number.NaN)).toBe('—');
    expect(formatDecimal('1,000')).toBe('—');
  });

  it('agrees with decimal.js on any decimal string', () => {
    const decimalString = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([digits, scale]) => {
        const abs = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
        const text = scale === 0 ? abs : `${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
        return digits < 0n ? `-${text}` : text;
      });
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 6 }), (text, decimals) => {
        const fixed = new Decimal(text).abs().toFixed(decimals);
        const zero = new Decimal(fixed).isZero();
        const expected = `${text.startsWith('-') && !zero ? '-' : ''}${fixed}`;
        expect(formatDecimal(text, { decimals, grouping: false })).toBe(expected);
      }),
    );
  });
});
