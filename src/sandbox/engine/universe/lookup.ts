// What the Universe's parts (research, news desk, search) need from it: look-ups and the clock.
// The parts depend on this interface, not on the Universe class, so universe.ts can build them
// without an import cycle.
import type { Rng } from '../rng';
import type { OsiParts } from './ids';
import type { ContractType, UniverseContract } from './options';
import type { InstrumentProfile, UniverseInstrument } from './types';

export type ResolvedAny =
  | { kind: 'equity'; instrument: UniverseInstrument }
  | { kind: 'option'; contract: UniverseContract; underlying: UniverseInstrument };

export interface InstrumentLookup {
  /** The stream behind earnings surprises, shared by the events endpoints and the news wire. */
  readonly eventsRng: Rng;
  /** Today's market date (America/New_York) by the sandbox clock. */
  today(): string;
  now(): number;
  profile(id: string): InstrumentProfile | undefined;
  allProfiles(): InstrumentProfile[];
  bySymbol(symbol: string): UniverseInstrument | undefined;
  /** An equity by UUID or ticker. */
  resolve(idOrSymbol: string): UniverseInstrument | undefined;
  resolveAny(idOrSymbol: string): ResolvedAny | undefined;
  byOptionRoot(root: string): UniverseInstrument | undefined;
  optionExpiries(underlyingId: string): string[];
  optionContracts(
    underlyingId: string,
    filter?: { expiry?: string; contractType?: ContractType },
  ): UniverseContract[];
  optionFromParts(
    parts: OsiParts,
  ): { contract: UniverseContract; underlying: UniverseInstrument; parts: OsiParts } | undefined;
}
