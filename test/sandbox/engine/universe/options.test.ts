import { describe, it, expect } from 'vitest';
import { OptionsContract } from '@/api/schemas/instruments';
import { decodeOptionId, encodeOptionId } from '@/sandbox/engine/universe/ids';
import { formatOsi, listedExpiries, parseOsi, strikeGrid } from '@/sandbox/engine/universe/options';
import { createRng } from '@/sandbox/engine/rng';
import { makeUniverse } from './helpers';

const { universe, clock } = makeUniverse();
const aapl = universe.bySymbol('AAPL')!;

describe('option expiries', () => {
  it('lists six weeklies and monthly third Fridays from the clock date, holiday Fridays moved to Thursday', () => {
    // Friday 2026-11-20: today's expiry is listed; Christmas Day 2026 is a Friday → Thursday the 24th.
    expect(universe.optionExpiries(aapl.id)).toEqual([
      '2026-11-20',
      '2026-11-27',
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-24',
      '2027-01-15',
      '2027-02-19',
      '2027-03-19',
      '2027-04-16',
      '2027-05-21',
    ]);
    // Good Friday 2027 is March 26.
    expect(listedExpiries('2027-03-15', true)).toContain('2027-03-25');
    expect(listedExpiries('2027-03-15', true)).not.toContain('2027-03-26');
    // Names without weeklies only get the monthly cycle.
    expect(listedExpiries('2026-11-20', false)).toEqual([
      '2026-11-20',
      '2026-12-18',
      '2027-01-15',
      '2027-02-19',
      '2027-03-19',
      '2027-04-16',
      '2027-05-21',
    ]);
  });

  it('follows the clock', () => {
    const { universe: later, clock: laterClock } = makeUniverse();
    laterClock.advance(7 * 86_400_000);
    expect(later.optionExpiries('AAPL')[0]).toBe('2026-11-27');
    expect(clock.now()).toBe(Date.parse('2026-11-20T15:00:00Z'));
  });
});

describe('option chains', () => {
  it('lists calls and puts on a strike grid around the previous close', () => {
    const chain = universe.optionContracts(aapl.id, { expiry: '2026-12-18' });
    const strikes = [...new Set(chain.map((c) => Number(c.strike_price)))];
    expect(chain).toHaveLength(strikes.length * 2);
    expect(Math.min(...strikes)).toBeLessThan(268.47 * 0.8);
    expect(Math.max(...strikes)).toBeGreaterThan(268.47 * 1.2);
    expect(strikes.every((s) => s % 5 === 0)).toBe(true);
    for (const c of chain) {
      expect(OptionsContract.safeParse(c).success).toBe(true);
      expect(c).toMatchObject({
        exercise_style: 'AMERICAN',
        listing_type: 'STANDARD',
        multiplier: '100',
        currency: 'USD',
        underlying_instrument_id: aapl.id,
        is_tradable: true,
      });
      expect(c.open_interest).toBeGreaterThanOrEqual(0);
    }
    const puts = universe.optionContracts('AAPL', { expiry: '2026-12-18', contractType: 'PUT' });
    expect(puts.every((c) => c.contract_type === 'PUT')).toBe(true);
    expect(puts).toHaveLength(strikes.length);
  });

  it('uses finer strikes for cheap underlyings and has no chain for names without options', () => {
    const cheap = strikeGrid(4.2);
    expect(cheap).toEqual(expect.arrayContaining([4000, 4500]));
    expect(cheap.every((s) => s > 0 && s % 500 === 0)).toBe(true);
    expect(universe.optionContracts('BRK.A')).toEqual([]);
    expect(universe.optionContracts('NSRGY')).toEqual([]);
    expect(universe.optionExpiries('JPM.PR.C')).toEqual([]);
  });

  it('round-trips OSI symbols and ids, padded or not', () => {
    const contract = universe.optionContracts('AAPL', { expiry: '2026-12-18', contractType: 'CALL' })[10]!;
    expect(parseOsi(contract.symbol)).toEqual(decodeOptionId(contract.id));
    expect(formatOsi(parseOsi(contract.symbol)!)).toBe(contract.symbol);
    expect(universe.optionBySymbol(contract.symbol)?.contract).toEqual(contract);
    expect(universe.optionBySymbol(contract.symbol.replace(/ /g, ''))?.contract).toEqual(contract);
    expect(universe.optionBySymbol(contract.symbol.toLowerCase())?.contract.id).toBe(contract.id);
    expect(universe.resolveAny(contract.id)).toEqual({ kind: 'option', contract, underlying: aapl });
    expect(universe.resolveAny(contract.symbol)?.kind).toBe('option');
    expect(universe.optionBySymbol('AAPL  261218C00150000')?.contract.strike_price).toBe('150');
  });

  it('resolves share-class roots and rejects impossible contracts', () => {
    const brk = universe.optionBySymbol('BRKB  261218C00500000');
    expect(brk?.underlying.symbol).toBe('BRK.B');
    expect(universe.optionBySymbol('AAPL  261217C00150000')).toBeUndefined(); // a Thursday
    expect(universe.optionBySymbol('AAPL  261218C00150100')).toBeUndefined(); // not a listable strike
    expect(universe.optionBySymbol('ZZZZ  261218C00150000')).toBeUndefined();
    expect(universe.resolveAny('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('keeps expired contracts resolvable but not tradable', () => {
    const expired = universe.optionBySymbol('AAPL  251219C00250000');
    expect(expired?.contract).toMatchObject({ expiry: '2025-12-19', is_tradable: false });
  });

  it('encodes any OSI into an id that decodes back, and derives the id from the symbol alone', () => {
    const rng = createRng(3);
    const roots = ['A', 'AAPL', 'BRKB', 'GOOGL', 'QQQ', 'ABCDEF'];
    for (let i = 0; i < 300; i++) {
      const parts = {
        root: rng.pick(roots),
        expiry: new Date(Date.UTC(2020 + rng.int(0, 20), rng.int(0, 11), rng.int(1, 28)))
          .toISOString()
          .slice(0, 10),
        type: rng.chance(0.5) ? ('CALL' as const) : ('PUT' as const),
        strikeMilli: rng.int(1, 99_999) * 500,
      };
      const id = encodeOptionId(parts);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(decodeOptionId(id)).toEqual(parts);
    }
    expect(makeUniverse(99).universe.optionBySymbol('AAPL  261218C00270000')?.contract.id).toBe(
      universe.optionBySymbol('AAPL  261218C00270000')?.contract.id,
    );
  });
});
