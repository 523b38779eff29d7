// The Universe: the sandbox's reference data. Instruments (≥ 500 real US-listed stocks, ETFs and
// preferreds with varied trading states), option chains generated on demand relative to the clock,
// search, and (lazily, in research.ts and news-desk.ts) fundamentals, statements, analyst consensus,
// corporate events and news. Same seed → same universe.
import type { Rng } from '../rng';
import type { SandboxClock } from '../clock';
import { badRequest } from '../errors';
import { buildCatalog } from './catalog';
import { marketDay } from './dates';
import type { OsiParts } from './ids';
import {
  buildContract,
  isExpiryDate,
  isListableStrike,
  listedExpiries,
  optionPartsFromId,
  parseOsi,
  strikeGrid,
  type ContractType,
  type UniverseContract,
} from './options';
import { normalizeSymbol } from './search';
import { searchUniverse, type SearchParams } from './universe-search';
import { optionInstrumentView, type OptionInstrumentView } from './views';
import { Research } from './research';
import { NewsDesk } from './news-desk';
import type { InstrumentProfile, UniverseInstrument } from './types';
import type { InstrumentLookup, ResolvedAny } from './lookup';

export type { InstrumentProfile, UniverseInstrument } from './types';
export type { UniverseContract } from './options';
export type { OptionInstrumentView } from './views';
export type { SearchParams } from './universe-search';

export type { ResolvedAny } from './lookup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface InstrumentFilter {
  instrumentType?: string | undefined;
  ids?: readonly string[] | undefined;
  is_marginable?: boolean | undefined;
  easy_to_borrow?: boolean | undefined;
  is_short_prohibited?: boolean | undefined;
  is_threshold_security?: boolean | undefined;
  is_liquidation_only?: boolean | undefined;
  is_ptp?: boolean | undefined;
  is_restricted?: boolean | undefined;
}

const BOOLEAN_FILTERS = [
  'is_marginable',
  'easy_to_borrow',
  'is_short_prohibited',
  'is_threshold_security',
  'is_liquidation_only',
  'is_ptp',
  'is_restricted',
] as const;

/** A larger world for benchmarks (scripts/bench-*.ts); the demo and tests never set these. */
export interface UniverseBenchOptions {
  /** This many synthetic common stocks after the real ones (symbols `ZB` + 3 letters). */
  extraInstruments?: number;
  /** Exactly this many strikes either side of the money in every option chain. */
  chainStrikesPerSide?: number;
}

export class Universe implements InstrumentLookup {
  readonly instruments: readonly UniverseInstrument[];
  /** The stream behind earnings surprises, shared by the events endpoints and the news wire. */
  readonly eventsRng: Rng;
  private readonly profiles: Map<string, InstrumentProfile>;
  private readonly symbols = new Map<string, UniverseInstrument>();
  private readonly roots = new Map<string, UniverseInstrument>();
  private readonly chainCache = new Map<string, UniverseContract[]>();
  private researchDesk: Research | undefined;
  private newsDesk: NewsDesk | undefined;

  constructor(
    private readonly rng: Rng,
    private readonly clock: SandboxClock,
    private readonly bench: UniverseBenchOptions = {},
  ) {
    const catalog = buildCatalog(rng.fork('catalog'), bench.extraInstruments ?? 0);
    this.eventsRng = rng.fork('events');
    this.instruments = catalog.instruments;
    this.profiles = catalog.profiles;
    for (const instrument of this.instruments) {
      this.symbols.set(instrument.symbol, instrument);
      const profile = this.profiles.get(instrument.id);
      if (profile?.optionable) this.roots.set(profile.optionRoot, instrument);
    }
  }

  /** Today's market date (America/New_York) by the sandbox clock. */
  today(): string {
    return marketDay(this.clock.now());
  }

  now(): number {
    return this.clock.now();
  }

  profile(id: string): InstrumentProfile | undefined {
    return this.profiles.get(id) ?? this.profiles.get(this.resolve(id)?.id ?? '');
  }

  /** Every profile, in instrument order. */
  allProfiles(): InstrumentProfile[] {
    return this.instruments.map((i) => this.profiles.get(i.id)).filter((p): p is InstrumentProfile => !!p);
  }

  bySymbol(symbol: string): UniverseInstrument | undefined {
    return this.symbols.get(normalizeSymbol(symbol));
  }

  byId(id: string): UniverseInstrument | undefined {
    return this.profiles.get(id.toLowerCase())?.instrument;
  }

  /** An equity by UUID or ticker. */
  resolve(idOrSymbol: string): UniverseInstrument | undefined {
    return UUID.test(idOrSymbol) ? this.byId(idOrSymbol) : this.bySymbol(idOrSymbol);
  }

  // ---- Options ----------------------------------------------------------------------------------

  private optionable(
    underlyingIdOrSymbol: string,
  ): { instrument: UniverseInstrument; profile: InstrumentProfile } | undefined {
    const instrument = this.resolve(underlyingIdOrSymbol);
    const profile = instrument && this.profiles.get(instrument.id);
    return instrument && profile?.optionable ? { instrument, profile } : undefined;
  }

  optionExpiries(underlyingId: string): string[] {
    const found = this.optionable(underlyingId);
    if (!found) return [];
    // Weeklies for names with at least $300M traded a day.
    const weeklies = Number(found.instrument.notional_adv) >= 3e8;
    return listedExpiries(this.today(), weeklies);
  }

  optionContracts(
    underlyingId: string,
    filter: { expiry?: string; contractType?: ContractType } = {},
  ): UniverseContract[] {
    const found = this.optionable(underlyingId);
    if (!found) return [];
    const today = this.today();
    const key = `${found.instrument.id}:${today}`;
    let chain = this.chainCache.get(key);
    if (!chain) {
      chain = [];
      const strikes = strikeGrid(Number(found.instrument.previous_close), this.bench.chainStrikesPerSide);
      for (const expiry of this.optionExpiries(found.instrument.id))
        for (const strikeMilli of strikes)
          for (const type of ['CALL', 'PUT'] as const)
            chain.push(
              buildContract(
                { root: found.profile.optionRoot, expiry, type, strikeMilli },
                found.instrument,
                found.profile,
                today,
              ),
            );
      if (this.chainCache.size > 200) this.chainCache.clear();
      this.chainCache.set(key, chain);
    }
    return chain.filter(
      (c) =>
        (!filter.expiry || c.expiry === filter.expiry) &&
        (!filter.contractType || c.contract_type === filter.contractType),
    );
  }

  /** The underlying whose OPRA root this is ("BRKB" → BRK.B), when it has options. */
  byOptionRoot(root: string): UniverseInstrument | undefined {
    return this.roots.get(root.toUpperCase());
  }

  /** A contract from its OSI parts, when the root, expiry date and strike can exist. */
  optionFromParts(
    parts: OsiParts,
  ): { contract: UniverseContract; underlying: UniverseInstrument; parts: OsiParts } | undefined {
    const underlying = this.roots.get(parts.root);
    const profile = underlying && this.profiles.get(underlying.id);
    if (!underlying || !profile || !isExpiryDate(parts.expiry) || !isListableStrike(parts.strikeMilli))
      return undefined;
    return { contract: buildContract(parts, underlying, profile, this.today()), underlying, parts };
  }

  optionBySymbol(osi: string): { contract: UniverseContract; underlying: UniverseInstrument } | undefined {
    const parts = parseOsi(osi);
    return parts ? this.optionFromParts(parts) : undefined;
  }

  optionById(id: string): { contract: UniverseContract; underlying: UniverseInstrument } | undefined {
    const parts = optionPartsFromId(id);
    return parts ? this.optionFromParts(parts) : undefined;
  }

  resolveAny(idOrSymbol: string): ResolvedAny | undefined {
    const equity = this.resolve(idOrSymbol);
    if (equity) return { kind: 'equity', instrument: equity };
    const option = UUID.test(idOrSymbol) ? this.optionById(idOrSymbol) : this.optionBySymbol(idOrSymbol);
    return option ? { kind: 'option', contract: option.contract, underlying: option.underlying } : undefined;
  }

  /** An equity, or an option in the Instrument shape, by UUID, ticker or OSI symbol. */
  instrumentView(idOrSymbol: string): UniverseInstrument | OptionInstrumentView | undefined {
    const equity = this.resolve(idOrSymbol);
    if (equity) return equity;
    const option = UUID.test(idOrSymbol) ? this.optionById(idOrSymbol) : this.optionBySymbol(idOrSymbol);
    const parts = option && parseOsi(option.contract.symbol);
    return option && parts ? optionInstrumentView(option.contract, parts, option.underlying) : undefined;
  }

  // ---- Lists and search -------------------------------------------------------------------------

  listInstruments(filter: InstrumentFilter = {}): Array<UniverseInstrument | OptionInstrumentView> {
    if (filter.instrumentType === 'OPTION')
      throw badRequest(
        'instrument_type OPTION is not supported here: use /v1/instruments/options/contracts',
        [{ field: 'instrument_type', description: 'OPTION is not supported by this endpoint' }],
      );
    if (filter.instrumentType && filter.instrumentType !== 'COMMON_STOCK') return [];
    let rows: Array<UniverseInstrument | OptionInstrumentView>;
    if (filter.ids && filter.ids.length > 0) {
      const seen = new Set<string>();
      rows = [];
      for (const id of filter.ids) {
        const view = this.instrumentView(id.trim());
        if (view && !seen.has(view.id)) {
          seen.add(view.id);
          rows.push(view);
        }
      }
    } else {
      rows = [...this.instruments].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
    }
    return rows.filter(
      (row) =>
        (!filter.instrumentType || row.instrument_type === filter.instrumentType) &&
        BOOLEAN_FILTERS.every((flag) => filter[flag] === undefined || row[flag] === filter[flag]),
    );
  }

  /** Ranked search results (unpaginated); see universe-search.ts. */
  search(params: SearchParams): Array<UniverseInstrument | OptionInstrumentView> {
    return searchUniverse(this, params);
  }

  // ---- Research and news (built on first use) ---------------------------------------------------

  get research(): Research {
    this.researchDesk ??= new Research(this, this.rng.fork('research'));
    return this.researchDesk;
  }

  get news(): NewsDesk {
    this.newsDesk ??= new NewsDesk(this, this.rng.fork('news'));
    return this.newsDesk;
  }
}
