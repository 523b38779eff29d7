import { describe, it, expect } from 'vitest';
import { SandboxError } from '@/sandbox/engine/errors';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const symbols = (q: string, extra: Record<string, unknown> = {}) =>
  universe.search({ q, ...extra }).map((i) => i.symbol);

describe('equity search', () => {
  it('ranks an exact ticker first, then tickers it starts', () => {
    expect(symbols('AAPL')[0]).toBe('AAPL');
    expect(symbols('aapl')[0]).toBe('AAPL');
    const am = symbols('AM');
    // Tickers starting with AM (AMZN, AMD, ...) come before names that merely contain "AM".
    const firstNonPrefix = am.findIndex((s) => !s.startsWith('AM'));
    expect(am.slice(0, firstNonPrefix).length).toBeGreaterThan(3);
    expect(am.slice(firstNonPrefix).some((s) => s.startsWith('AM'))).toBe(false);
  });

  it('prefers the liquid name among equal matches', () => {
    const am = symbols('AM');
    // AMZN trades far more than AMKR or AMCR.
    expect(am.indexOf('AMZN')).toBeLessThan(am.indexOf('AMKR'));
    expect(am.indexOf('AMD')).toBeLessThan(am.indexOf('AMCR'));
  });

  it('matches company names and name words', () => {
    expect(symbols('Apple')[0]).toBe('AAPL');
    expect(symbols('microsoft')[0]).toBe('MSFT');
    expect(symbols('walt disney')[0]).toBe('DIS');
    expect(symbols('Goldman')).toContain('GS');
  });

  it('matches CUSIP, ISIN and OPRA root exactly', () => {
    const aapl = universe.profile(universe.bySymbol('AAPL')!.id)!;
    expect(symbols(aapl.cusip)[0]).toBe('AAPL');
    expect(symbols(aapl.isin.toLowerCase())[0]).toBe('AAPL');
    expect(symbols('BRKB')[0]).toBe('BRK.B');
  });

  it('penalizes OTC, restricted and liquidation-only names below comparable listed ones', () => {
    // "S" prefix: OTC SSNLF and SIEGY sit below the listed names starting with S.
    const s = symbols('S');
    expect(s[0]).toBe('S');
    expect(s.indexOf('SSNLF')).toBeGreaterThan(s.indexOf('SPY'));
    const c = symbols('C');
    expect(c.indexOf('CHPT')).toBeGreaterThan(c.indexOf('CHTR'));
  });

  it('hides inactive names unless asked and honours include_ptp, country and currency', () => {
    expect(symbols('NKLA')).not.toContain('NKLA');
    expect(symbols('NKLA', { includeInactive: true })[0]).toBe('NKLA');
    expect(symbols('EPD')[0]).toBe('EPD');
    expect(symbols('EPD', { includePtp: false })).not.toContain('EPD');
    expect(symbols('Enterprise Products', { includePtp: false })).toEqual([]);
    expect(symbols('SAP', { country: 'DE' })).toEqual(['SAP']);
    expect(symbols('AAPL', { country: 'DE' })).toEqual([]);
    expect(symbols('AAPL', { currency: 'EUR' })).toEqual([]);
  });

  it('rejects an empty query and unknown asset classes; other classes are simply empty', () => {
    expect(() => universe.search({ q: '  ' })).toThrow(SandboxError);
    expect(() => universe.search({ q: 'AAPL', assetClass: 'STOCKS' })).toThrow(/asset_class/);
    expect(universe.search({ q: 'AAPL', assetClass: 'BOND' })).toEqual([]);
  });
});

describe('option search', () => {
  const options = (q: string) => universe.search({ q, assetClass: 'OPTION' });

  it('finds a contract by full OSI symbol, padded or not', () => {
    const [hit, ...rest] = options('AAPL  261218C00270000');
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({
      symbol: 'AAPL  261218C00270000',
      instrument_type: 'OPTION',
      strike_price: '270',
      expiry: '2026-12-18',
    });
    expect(options('aapl261218c00270000')[0]?.id).toBe(hit?.id);
  });

  it('lists an expiry by OSI prefix', () => {
    const hits = options('AAPL  261218');
    expect(hits.length).toBe(universe.optionContracts('AAPL', { expiry: '2026-12-18' }).length);
    expect(hits.every((h) => h.symbol.startsWith('AAPL  261218'))).toBe(true);
    expect(options('AAPL261218P').every((h) => h.symbol.startsWith('AAPL  261218P'))).toBe(true);
  });

  it('lists a month of expiries by root + YYMM, at the money first', () => {
    const december = universe.optionExpiries('AAPL').filter((e) => e.startsWith('2026-12'));
    expect(december.length).toBeGreaterThan(1);
    for (const q of ['AAPL 2612', 'aapl2612', 'AAPL  2612']) {
      const hits = options(q);
      expect(hits.length, q).toBe(
        december.reduce((n, expiry) => n + universe.optionContracts('AAPL', { expiry }).length, 0),
      );
      expect(
        hits.every((h) => h.symbol.startsWith('AAPL  2612')),
        q,
      ).toBe(true);
    }
    // The first page is the at-the-money pair of every December expiry, not one strike or one date.
    const page = options('AAPL 2612').slice(0, december.length * 2);
    expect(new Set(page.map((h) => h.expiry))).toEqual(new Set(december));
    expect(new Set(page.map((h) => h.strike_price)).size).toBe(1);
    // A fifth digit narrows to the days it starts.
    expect(options('AAPL 26121').every((h) => /^AAPL {2}26121/.test(h.symbol))).toBe(true);
    // Not a month (or "$"): a strike, as before.
    expect(options('AAPL 2699').every((h) => h.strike_price === options('AAPL $2699')[0]?.strike_price)).toBe(
      true,
    );
  });

  it('understands root-scoped phrases', () => {
    const calls = options('AAPL 270 call');
    expect(calls.length).toBe(universe.optionExpiries('AAPL').length);
    expect(calls.every((c) => c.symbol.includes('C00270000'))).toBe(true);
    expect(options('AAPL Dec 18 2026 270 put').map((c) => c.symbol)).toEqual(['AAPL  261218P00270000']);
    expect(options('aapl 12/18 $270 p').map((c) => c.symbol)).toEqual(['AAPL  261218P00270000']);
    // Strikes snap to the nearest listed one; a month alone means its next occurrence.
    expect(options('AAPL Jan 271 c').map((c) => c.symbol)).toEqual(['AAPL  270115C00270000']);
    // Without expiry or strike, the nearest expiry.
    expect(new Set(options('SPY').map((c) => c.expiry))).toEqual(new Set(['2026-11-20']));
  });

  it('returns nothing for gibberish or unknown roots, and equities first when both classes are asked', () => {
    expect(options('AAPL banana')).toEqual([]);
    expect(options('ZZZZ 100 call')).toEqual([]);
    const both = universe.search({ q: 'AAPL', assetClass: 'EQUITY,OPTION' });
    expect(both[0]?.symbol).toBe('AAPL');
    expect(both.slice(1).every((i) => i.instrument_type === 'OPTION')).toBe(true);
  });
});
