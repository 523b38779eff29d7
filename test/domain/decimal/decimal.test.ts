import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  div,
  mul,
  parseDecimal,
  parseTypedDecimal,
  pctChange,
  sign,
  sub,
  sum,
  toWire,
} from '@/domain/decimal/decimal';
import { compare } from '@/domain/decimal/exact';

describe('decimal arithmetic', () => {
  it('parses wire strings and rejects what is not a number', () => {
    expect(parseDecimal('1234.50')?.toFixed()).toBe('1234.5');
    expect(parseDecimal('-0.25')?.toFixed()).toBe('-0.25');
    expect(parseDecimal('1e-7')?.toFixed()).toBe('0.0000001');
    for (const bad of [null, undefined, '', 'abc', '1,000', 'NaN', 'Infinity', Number.NaN])
      expect(parseDecimal(bad)).toBeNull();
  });

  it('takes a typed amount only as a plain decimal: no exponent, no separators, a sign only when allowed', () => {
    expect(parseTypedDecimal(' 12.50 ')?.toFixed()).toBe('12.5');
    expect(parseTypedDecimal('.5')?.toFixed()).toBe('0.5');
    expect(parseTypedDecimal('0.0001')?.toFixed()).toBe('0.0001');
    for (const bad of ['', '1e3', '1,000', '12,5', 'abc', '-1', '+1', '1.2.3', '.'])
      expect(parseTypedDecimal(bad)).toBeNull();
    expect(parseTypedDecimal('-0.50', { signed: true })?.toFixed()).toBe('-0.5');
    expect(parseTypedDecimal('-1e2', { signed: true })).toBeNull();
  });

  it('adds money exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add('0.1', '0.2')?.toFixed()).toBe('0.3');
    expect(sum(['19.99', '0.01', null, '80']).toFixed()).toBe('100');
    expect(sub('100.10', '0.20')?.toFixed()).toBe('99.9');
    expect(mul('210.12', '150')?.toFixed()).toBe('31518');
    expect(div('1', '3')?.toFixed(10)).toBe('0.3333333333');
  });

  it('propagates missing values and refuses to divide by zero', () => {
    expect(add('1', null)).toBeNull();
    expect(div('1', '0')).toBeNull();
    expect(pctChange('0', '5')).toBeNull();
  });

  it('computes percent change against the absolute base', () => {
    expect(pctChange('208.30', '210.12')?.toFixed(4)).toBe('0.8737');
    expect(pctChange('-100', '-50')?.toFixed()).toBe('50');
    expect(pctChange('100', '90')?.toFixed()).toBe('-10');
  });

  it('compares with missing values last and gives signs without negative zero', () => {
    const values = ['10', null, '-2.5', '10.00', '3'];
    expect([...values].sort(compare).map((v) => v ?? 'null')).toEqual(['-2.5', '3', '10', '10.00', 'null']);
    expect([sign('-0'), sign('0.00'), sign('-3'), sign('4'), sign(null)]).toEqual([0, 0, -1, 1, null]);
  });

  it('a + b - b is a for any decimal strings', () => {
    const decimalString = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
      .map(([digits, scale]) => {
        const abs = (digits < 0n ? -digits : digits).toString().padStart(scale + 1, '0');
        const text = scale === 0 ? abs : `${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
        return digits < 0n ? `-${text}` : text;
      });
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(sub(add(a, b), b)?.equals(parseDecimal(a)!)).toBe(true);
      }),
    );
  });
});

describe('wire text', () => {
  it('writes plain strings back to the wire', () => {
    expect(toWire('1e-7')).toBe('0.0000001');
    expect(toWire('10.129', 2)).toBe('10.13');
    expect(toWire(null)).toBeNull();
  });
});
