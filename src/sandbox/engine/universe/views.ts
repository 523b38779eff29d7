// An option contract in the Instrument shape, for endpoints that list instruments of any kind
// (search with asset_class=OPTION, get by id or OSI, instrument_ids lists).
import { contractLabel, type UniverseContract } from './options';
import type { OsiParts } from './ids';
import type { TradingFlags, UniverseInstrument } from './types';

/** A type alias rather than an interface so it is assignable to the loose (indexable) API schemas. */
export type OptionInstrumentView = {
  id: string;
  symbol: string;
  name: string;
  venue: string;
  instrument_type: 'OPTION';
  country_of_issue: string;
  currency: string;
  expiry: string;
  strike_price: string;
  contract_type: string;
  underlying_instrument_id: string;
} & TradingFlags;

export function optionInstrumentView(
  contract: UniverseContract,
  parts: OsiParts,
  underlying: UniverseInstrument,
): OptionInstrumentView {
  return {
    id: contract.id,
    symbol: contract.symbol,
    name: contractLabel(underlying.symbol, parts),
    venue: contract.exchange,
    instrument_type: 'OPTION',
    country_of_issue: 'US',
    currency: contract.currency,
    expiry: contract.expiry,
    strike_price: contract.strike_price,
    contract_type: contract.contract_type,
    underlying_instrument_id: underlying.id,
    easy_to_borrow: false,
    is_fractionable: false,
    is_liquidation_only: contract.is_liquidation_only,
    is_marginable: contract.is_marginable,
    is_ptp: false,
    is_restricted: contract.is_restricted,
    is_short_prohibited: false,
    is_threshold_security: false,
    is_tradable: contract.is_tradable ?? false,
  };
}
