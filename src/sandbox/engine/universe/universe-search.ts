// Search over the universe: equities ranked by search.ts, options by the query forms of
// option-search.ts (full OSI, OSI prefix, root-scoped phrase).
import { badRequest } from '../errors';
import {
  nearestStrike,
  parseOptionPhrase,
  parseOptionQuery,
  selectExpiries,
  type OptionQuery,
} from './option-search';
import { parseOsi, strikeGrid, type UniverseContract } from './options';
import { searchEquities } from './search';
import type { UniverseInstrument } from './types';
import type { InstrumentLookup } from './lookup';
import { optionInstrumentView, type OptionInstrumentView } from './views';

const ASSET_CLASSES = ['EQUITY', 'OPTION', 'WARRANT', 'BOND', 'FX', 'OTHER'];

export interface SearchParams {
  q: string;
  assetClass?: string | undefined;
  includeInactive?: boolean | undefined;
  includePtp?: boolean | undefined;
  currency?: string | undefined;
  country?: string | undefined;
}

/** Ranked search results (unpaginated). */
export function searchUniverse(
  universe: InstrumentLookup,
  params: SearchParams,
): Array<UniverseInstrument | OptionInstrumentView> {
  const q = params.q.trim();
  if (!q) throw badRequest('q must not be empty', [{ field: 'q', description: 'a search term is required' }]);
  const classes = (params.assetClass ?? 'EQUITY')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const unknown = classes.filter((c) => !ASSET_CLASSES.includes(c));
  if (unknown.length > 0)
    throw badRequest(`Unknown asset_class: ${unknown.join(', ')}`, [
      {
        field: 'asset_class',
        description: `expected a comma-separated list of ${ASSET_CLASSES.join(', ')}`,
      },
    ]);
  const out: Array<UniverseInstrument | OptionInstrumentView> = [];
  if (classes.length === 0 || classes.includes('EQUITY')) {
    const profiles = searchEquities(universe.allProfiles(), q, {
      includeInactive: params.includeInactive ?? false,
      includePtp: params.includePtp ?? true,
      currency: params.currency,
      country: params.country,
    });
    out.push(...profiles.map((p) => p.instrument));
  }
  const usOnly =
    (!params.currency || params.currency.toUpperCase() === 'USD') &&
    (!params.country || params.country.toUpperCase() === 'US');
  if (classes.includes('OPTION') && usOnly) out.push(...searchOptions(universe, q));
  return out;
}

function searchOptions(universe: InstrumentLookup, q: string): OptionInstrumentView[] {
  const query = parseOptionQuery(q);
  if (!query) return [];
  const found = matchOptions(universe, query);
  // "root + YYMM" that names no listed expiry may be a strike ("BKNG 5010"): read it as a phrase.
  if (found.length === 0 && query.kind === 'prefix' && query.expiry === undefined) {
    const phrase = parseOptionPhrase(q);
    return phrase ? matchOptions(universe, phrase) : [];
  }
  return found;
}

function matchOptions(universe: InstrumentLookup, query: OptionQuery): OptionInstrumentView[] {
  const view = (c: UniverseContract, underlying: UniverseInstrument) => {
    const parts = parseOsi(c.symbol);
    return parts ? [optionInstrumentView(c, parts, underlying)] : [];
  };
  if (query.kind === 'symbol') {
    const found = universe.optionFromParts(query.parts);
    return found ? view(found.contract, found.underlying) : [];
  }
  const underlying =
    query.kind === 'prefix'
      ? universe.byOptionRoot(query.root)
      : (universe.bySymbol(query.root) ?? universe.byOptionRoot(query.root));
  if (!underlying) return [];
  if (query.kind === 'prefix')
    return byLiquidity(
      universe
        .optionContracts(underlying.id, query.expiry ? { expiry: query.expiry } : {})
        .filter((c) => c.symbol.startsWith(query.prefix)),
      underlying,
    ).flatMap((c) => view(c, underlying));
  const expiries = new Set(selectExpiries(universe.optionExpiries(underlying.id), query));
  const strike =
    query.strike === undefined
      ? undefined
      : nearestStrike(strikeGrid(Number(underlying.previous_close)), query.strike);
  return byLiquidity(
    universe
      .optionContracts(underlying.id)
      .filter(
        (c) =>
          expiries.has(c.expiry) &&
          (!query.type || c.contract_type === query.type) &&
          (strike === undefined || Math.round(Number(c.strike_price) * 1000) === strike),
      ),
    underlying,
  ).flatMap((c) => view(c, underlying));
}

/**
 * The ranking of matched contracts: the most traded first, i.e. the strike nearest the
 * underlying's price, then the nearest expiry, calls before puts. A page of "AAPL 2612" thus shows
 * the at-the-money pair of each December expiry, not the lowest strikes of the first one.
 */
function byLiquidity(contracts: UniverseContract[], underlying: UniverseInstrument): UniverseContract[] {
  // A sort key only (no money is computed): thousandths of a dollar as integers.
  const spot = Math.round(Number(underlying.previous_close) * 1000);
  const distance = (c: UniverseContract) => Math.abs(Math.round(Number(c.strike_price) * 1000) - spot);
  return [...contracts].sort(
    (a, b) =>
      distance(a) - distance(b) ||
      a.expiry.localeCompare(b.expiry) ||
      a.contract_type.localeCompare(b.contract_type),
  );
}
