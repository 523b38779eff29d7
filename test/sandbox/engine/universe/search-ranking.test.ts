// The quality signals of the search ranking, one at a time: among names that match a query equally
// well, the more liquid, listed, marginable and easy-to-borrow one ranks first, and OTC, restricted,
// liquidation-only and PTP names are pushed down; match quality still wins over quality.
import { describe, it, expect } from 'vitest';
import type { InstrumentProfile } from '@/sandbox/engine/universe/types';
import { searchEquities } from '@/sandbox/engine/universe/search';
import { makeUniverse } from './helpers';

const { universe } = makeUniverse();
const base = universe.profile('KO')!;

/** A copy of KO's profile under another symbol and name, with some facts changed. */
function twin(
  symbol: string,
  name: string,
  instrument: Partial<InstrumentProfile['instrument']> = {},
  profile: Partial<InstrumentProfile> = {},
): InstrumentProfile {
  return {
    ...base,
    ...profile,
    cusip: `${symbol}CUSIP`,
    isin: `US${symbol}ISIN`,
    instrument: { ...base.instrument, symbol, name, notional_adv: '50000000', ...instrument },
  };
}

const rank = (profiles: InstrumentProfile[], q: string) =>
  searchEquities(profiles, q, { includeInactive: true, includePtp: true }).map((p) => p.instrument.symbol);

describe('search ranking signals', () => {
  it.each<[string, Partial<InstrumentProfile['instrument']>, Partial<InstrumentProfile>]>([
    ['lower ADV', { notional_adv: '50000' }, {}],
    ['not marginable', { is_marginable: false }, {}],
    ['hard to borrow', { easy_to_borrow: false }, {}],
    ['not tradable', { is_tradable: false }, {}],
    ['OTC', { venue: 'OTCM' }, { isOtc: true }],
    ['restricted', { is_restricted: true }, {}],
    ['liquidation only', { is_liquidation_only: true }, {}],
    ['a PTP', { is_ptp: true }, {}],
  ])('ranks a name that is %s below an otherwise equal one', (_label, instrument, profile) => {
    const good = twin('ZQA', 'Zebra Quartz Holdings');
    const worse = twin('ZQB', 'Zebra Quartz Partners', instrument, profile);
    expect(rank([worse, good], 'Zebra Quartz')).toEqual(['ZQA', 'ZQB']);
  });

  it('lets match quality win: an exact ticker beats a better name that only matches by company name', () => {
    const exact = twin('ZEBRA', 'Something Else Corp', { notional_adv: '1000', is_marginable: false });
    const byName = twin('ZQC', 'Zebra Industries', { notional_adv: '900000000000' });
    expect(rank([byName, exact], 'zebra')).toEqual(['ZEBRA', 'ZQC']);
  });

  it('finds a name by its CUSIP or ISIN, in any case', () => {
    const byCusip = twin('ZQD', 'Delta Zinc');
    expect(rank([byCusip], 'ZQDCUSIP')).toEqual(['ZQD']);
    expect(rank([byCusip], 'usZQDisin')).toEqual(['ZQD']);
  });
});
