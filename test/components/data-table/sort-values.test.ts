// DataTable sorts decimal strings exactly on their digits (no decimal.js in the table): the same
// order as the app's Decimal, on signs, zeros, leading / trailing zeros and long values.
import { compare } from '@/domain/decimal/exact';
import { compareSortValues } from '@/components/data-table/column';

const values = [
  '0',
  '-0',
  '00',
  '0.0',
  '-000.000',
  '+3',
  '1',
  '-1',
  '1.5',
  '1.50',
  '-1.5',
  '2',
  '10',
  '11',
  '9.999',
  '-10',
  '-9.999',
  '0.45',
  '0.5',
  '0.51',
  '-0.45',
  '-0.5',
  '003.10',
  '123456789012345678901234567890.1',
  '123456789012345678901234567890.09',
  '-123456789012345678901234567890.1',
];

describe('compareSortValues on decimal strings', () => {
  it('orders them as Decimal does', () => {
    for (const a of values)
      for (const b of values) expect([a, b, compareSortValues(a, b)]).toEqual([a, b, compare(a, b)]);
  });

  it('keeps blanks last and other strings in locale order', () => {
    expect(compareSortValues('', '1')).toBe(1);
    expect(compareSortValues(null, '-1')).toBe(1);
    expect(compareSortValues('abc', 'abd')).toBeLessThan(0);
    expect(compareSortValues('1e3', '2')).toBe('1e3'.localeCompare('2'));
  });
});
