// The one reader of typed symbols: tickers, and OSI option symbols however they are spaced, become
// one key each; what is neither is reported, not dropped.
import { describe, expect, it } from 'vitest';
import { canonicalSymbol, parseOsiSymbol, parseSymbolList } from '@/lib/instrument-symbol';

describe('instrument symbols', () => {
  it('reads an OSI symbol padded, unpadded or with one space, in any case', () => {
    for (const text of ['AAPL  261218C00280000', 'AAPL261218C00280000', 'aapl 261218c00280000'])
      expect(canonicalSymbol(text), text).toBe('AAPL  261218C00280000');
    expect(parseOsiSymbol('SPY261218P00600000')).toEqual({
      root: 'SPY',
      yymmdd: '261218',
      type: 'P',
      strikeDigits: '00600000',
    });
    expect(canonicalSymbol(' brk.b ')).toBe('BRK.B');
    expect(parseOsiSymbol('AAPL')).toBeNull();
  });

  it('splits a typed list, keeps a spaced OSI symbol whole, and names what it cannot read', () => {
    expect(
      parseSymbolList('AAPL  261218C00280000, msft;nvda\nAAPL261218C00280000 261218C00150000 $$'),
    ).toEqual({
      symbols: ['AAPL  261218C00280000', 'MSFT', 'NVDA'],
      invalid: ['261218C00150000', '$$'],
    });
    expect(parseSymbolList(' ,, ')).toEqual({ symbols: [], invalid: [] });
  });
});
