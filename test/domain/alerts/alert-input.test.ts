// What the "Set alert" form accepts: a plain positive price near the price now, or a change % above
// −100 and at most +1000; anything else is an error under the field and no condition.
import { describe, expect, it } from 'vitest';
import { validateAlertInput, type AlertInput } from '@/domain/alerts/alert-input';

const input = (valueText: string, more: Partial<AlertInput> = {}): AlertInput => ({
  symbol: 'AAPL',
  field: 'last',
  direction: 'above',
  valueText,
  reference: '190.00',
  ...more,
});
const valueError = (valueText: string, more?: Partial<AlertInput>) => {
  const result = validateAlertInput(input(valueText, more));
  return result.ok ? undefined : result.errors.value;
};

describe('alert input', () => {
  it("accepts a plain price and keeps it in the decimal core's one price form (as the chart does)", () => {
    expect(validateAlertInput(input(' 195.5 '))).toEqual({
      ok: true,
      condition: { symbol: 'AAPL', field: 'last', direction: 'above', value: '195.50' },
    });
    expect(validateAlertInput(input('195.500'))).toMatchObject({ ok: true, condition: { value: '195.50' } });
  });

  it.each([
    ['', /Enter a price/],
    ['abc', /as a number/],
    ['12,5', /as a number/],
    ['1e3', /as a number/],
    ['-5', /above zero/],
    ['0', /above zero/],
    ['0.0000001', /at most 6 decimals/],
    ['19001', /over 100 times the price now/],
    ['1.89', /under 1\/100 of the price now/],
    ['2000000', /at most 1,000,000/],
  ])('refuses the price %j', (text, message) => {
    expect(valueError(text, text === '2000000' ? { reference: undefined } : {})).toMatch(message);
  });

  it('allows a price 100 times or 1/100 of the price now, and any plain price while none is known', () => {
    expect(valueError('19000')).toBeUndefined();
    expect(valueError('1.90')).toBeUndefined();
    expect(valueError('5000', { reference: undefined })).toBeUndefined();
  });

  it('change %: signed, above −100 and at most +1000', () => {
    const pct = { field: 'change_percent' as const, reference: undefined };
    expect(validateAlertInput(input('+3', pct))).toMatchObject({ ok: true, condition: { value: '3' } });
    expect(valueError('-2.5', pct)).toBeUndefined();
    expect(valueError('-100', pct)).toMatch(/above −100%/);
    expect(valueError('1000.01', pct)).toMatch(/at most \+1000%/);
    expect(valueError('3%', pct)).toMatch(/as a number/);
    expect(valueError('', pct)).toMatch(/Enter a change/);
  });

  it('needs one symbol', () => {
    const result = validateAlertInput(input('190', { symbol: '' }));
    expect(result).toMatchObject({ ok: false, errors: { symbol: expect.stringMatching(/Enter a symbol/) } });
    expect(validateAlertInput(input('190', { symbol: 'AAPL MSFT' }))).toMatchObject({ ok: false });
  });
});
