import { describe, it, expect } from 'vitest';
import { Instrument } from '@/api/schemas/instruments';
import { Sector } from '@/api/schemas/news';
import type { BrokerageUniverse } from '@/sandbox/engine/brokerage/deps';
import { isinFromCusip, isValidCusip } from '@/sandbox/engine/universe/ids';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const sym = (s: string) => {
  const found = universe.bySymbol(s);
  if (!found) throw new Error(`missing ${s}`);
  return found;
};

describe('universe catalog', () => {
  it('holds at least 500 stocks, funds and preferreds with unique ids, symbols and identifiers', () => {
    const { instruments } = universe;
    expect(instruments.length).toBeGreaterThanOrEqual(500);
    expect(new Set(instruments.map((i) => i.id)).size).toBe(instruments.length);
    expect(new Set(instruments.map((i) => i.symbol)).size).toBe(instruments.length);
    const profiles = instruments.map((i) => universe.profile(i.id)!);
    expect(new Set(profiles.map((p) => p.cusip)).size).toBe(instruments.length);
    for (const p of profiles) {
      expect(isValidCusip(p.cusip), p.instrument.symbol).toBe(true);
      expect(p.isin).toBe(isinFromCusip(p.cusip));
      expect(Sector.options).toContain(p.sector);
      expect(p.annualVolatility).toBeGreaterThan(0);
      expect(p.annualVolatility).toBeLessThanOrEqual(0.95);
    }
    expect(profiles.filter((p) => p.isEtf).length).toBeGreaterThan(50);
    expect(instruments.filter((i) => i.instrument_type === 'PREFERRED_STOCK').length).toBeGreaterThan(10);
  });

  it('uses real CUSIPs and ISINs for well-known issues', () => {
    expect(universe.profile(sym('AAPL').id)).toMatchObject({ cusip: '037833100', isin: 'US0378331005' });
    expect(universe.profile(sym('MSFT').id)?.cusip).toBe('594918104');
  });

  it('shapes every instrument like the API and keeps notional ADV = ADV × previous close', () => {
    for (const i of universe.instruments) {
      expect(Instrument.safeParse(i).success, i.symbol).toBe(true);
      expect(Number(i.notional_adv)).toBeCloseTo(Number(i.adv) * Number(i.previous_close), 0);
      expect(i.currency).toBe('USD');
    }
  });

  it('carries the documented special trading states', () => {
    expect(sym('GME').easy_to_borrow).toBe(false);
    expect(sym('AMC').easy_to_borrow).toBe(false);
    expect(sym('AAPL')).toMatchObject({
      easy_to_borrow: true,
      is_marginable: true,
      is_tradable: true,
      is_fractionable: true,
    });
    expect(sym('SAVA')).toMatchObject({ is_short_prohibited: true, is_threshold_security: true });
    for (const s of ['EPD', 'ET', 'MPLX']) expect(sym(s).is_ptp).toBe(true);
    expect(sym('SPCE').is_restricted).toBe(true);
    expect(sym('CHPT').is_liquidation_only).toBe(true);
    expect(sym('NKLA').is_tradable).toBe(false);
    expect(sym('BRK.A').is_fractionable).toBe(false);
    expect(sym('NSRGY').venue).toBe('OTCM');
    expect(universe.profile(sym('NSRGY').id)).toMatchObject({ isOtc: true, optionable: false });
    expect(sym('NSRGY')).toMatchObject({ is_marginable: false, country_of_issue: 'CH' });
    expect(sym('JPM.PR.C')).toMatchObject({ instrument_type: 'PREFERRED_STOCK', is_fractionable: false });
    expect(universe.profile(sym('SPY').id)).toMatchObject({ isEtf: true, optionable: true });
  });

  it('looks instruments up by id, ticker (any case, any share-class separator) and either', () => {
    const brk = sym('BRK.B');
    expect(universe.bySymbol('brk-b')).toBe(brk);
    expect(universe.bySymbol('BRK/B')).toBe(brk);
    expect(universe.byId(brk.id)).toBe(brk);
    expect(universe.resolve(brk.id)).toBe(brk);
    expect(universe.resolve('brk.b')).toBe(brk);
    expect(universe.resolve('NOPE')).toBeUndefined();
    expect(universe.resolveAny('AAPL')).toEqual({ kind: 'equity', instrument: sym('AAPL') });
  });

  it('satisfies what the brokerage needs from it', () => {
    const forBrokerage: BrokerageUniverse = universe;
    const option = forBrokerage.resolveAny('AAPL  261218C00270000');
    expect(option?.kind === 'option' && option.contract).toMatchObject({
      is_liquidation_only: false,
      is_restricted: false,
    });
    expect(forBrokerage.profile(sym('NSRGY').id)?.isOtc).toBe(true);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const again = makeUniverse(42).universe;
    expect(again.instruments).toEqual(universe.instruments);
    expect(again.profile(sym('TSLA').id)).toEqual(universe.profile(sym('TSLA').id));
    const other = makeUniverse(7).universe;
    expect(other.instruments.map((i) => i.symbol)).toEqual(universe.instruments.map((i) => i.symbol));
    expect(other.bySymbol('AAPL')?.id).not.toBe(sym('AAPL').id);
  });
});
