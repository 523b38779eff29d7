// The contract size of an option in the ticket. The instrument record (get_instrument_by_id) carries
// no multiplier; the option contract record does (OptionsContract.multiplier, "100 for standard").
// So: the instrument's own `multiplier` when a server sends one, else the contract found in
// get_option_contracts for its underlier, expiry and type, else the standard 100 (said so).
import { useQuery } from '@tanstack/react-query';
import { instrumentQueries } from '@/api/resources/instruments';
import type { TicketInstrument } from '../lib/validate-order';

export interface OptionMultiplier {
  value: string | undefined;
  /** The standard size is assumed (the contract could not be looked up). */
  assumed: boolean;
}

const CONTRACT_TYPES = new Set(['CALL', 'PUT']);

export function useOptionMultiplier(
  instrument: TicketInstrument | undefined,
  isOption: boolean,
): OptionMultiplier {
  const own =
    typeof instrument?.multiplier === 'string' && instrument.multiplier ? instrument.multiplier : undefined;
  const underlying = instrument?.underlying_instrument_id ?? undefined;
  const expiry = instrument?.expiry ?? undefined;
  const type = instrument?.contract_type ?? undefined;
  const lookup = isOption && !own && underlying !== undefined;
  const contracts = useQuery({
    ...instrumentQueries.optionContracts({
      underlying_instrument_id: underlying ?? '',
      ...(expiry ? { expiry } : {}),
      ...(type && CONTRACT_TYPES.has(type) ? { contract_type: type as 'CALL' | 'PUT' } : {}),
      page_size: 1000,
    }),
    enabled: lookup,
  });
  if (!isOption) return { value: undefined, assumed: false };
  if (own) return { value: own, assumed: false };
  const symbol = instrument?.symbol.replace(/\s+/g, '');
  const contract = contracts.data?.data.find(
    (c) => c.id === instrument?.id || c.symbol.replace(/\s+/g, '') === symbol,
  );
  if (contract) return { value: contract.multiplier, assumed: false };
  return { value: '100', assumed: !contracts.isPending || !lookup };
}
