// What the ticket checks a draft against: the instrument, its quote and contract size, the account
// (status, subtype, balances, risk settings) and its holding of the instrument; and the checks'
// result (lib/validate-order.ts), recomputed as any of them or the clock moves.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/api/resources/accounts';
import { instrumentQueries } from '@/api/resources/instruments';
import { positionQueries } from '@/api/resources/positions';
import { intentForSide, traitsOf, type HeldPosition, type OrderDraft } from '../lib/order-draft';
import { toTicketInstrument, validateOrder, type WarningCode } from '../lib/validate-order';
import { useOptionMultiplier } from './use-option-multiplier';
import { useTicketQuote } from './use-ticket-quote';

export function useTicketChecks(
  draft: OrderDraft,
  instrumentKey: string,
  accountId: number | undefined,
  acknowledged: ReadonlySet<WarningCode>,
  now: number,
) {
  const instrumentQuery = useQuery({
    ...instrumentQueries.detail(instrumentKey),
    enabled: instrumentKey !== '',
  });
  const instrument = useMemo(
    () => (instrumentKey && instrumentQuery.data ? toTicketInstrument(instrumentQuery.data) : undefined),
    [instrumentKey, instrumentQuery.data],
  );
  const hasAccount = accountId !== undefined;
  const account = useQuery({ ...accountQueries.detail(accountId ?? 0), enabled: hasAccount });
  const balances = useQuery({ ...accountQueries.balances(accountId ?? 0), enabled: hasAccount });
  const riskSettings = useQuery({ ...accountQueries.settings(accountId ?? 0), enabled: hasAccount });
  const positions = useQuery({ ...positionQueries.list(accountId ?? 0), enabled: hasAccount });
  const isOption = traitsOf(instrument).isOption;
  const multiplier = useOptionMultiplier(instrument, isOption);
  // The account's holding of this instrument: undefined while not known, null when none.
  const position = useMemo((): HeldPosition | null | undefined => {
    if (!instrument || !positions.data) return undefined;
    const squash = (t: string) => t.replace(/\s+/g, '').toUpperCase();
    const held = positions.data.find(
      (p) => p.instrument_id === instrument.id || squash(p.symbol) === squash(instrument.symbol),
    );
    return held ? { quantity: held.quantity, available: held.available_quantity } : null;
  }, [instrument, positions.data]);
  const { quote } = useTicketQuote(instrument?.symbol, now);

  // The limit lives in the account's risk settings (not on the Account): see docs/api-notes.md.
  const maxNotional = riskSettings.data?.risk?.max_notional;
  const result = useMemo(
    () =>
      validateOrder(draft, {
        nowMs: now,
        instrument,
        quote,
        accountSubtype: account.data?.subtype,
        accountStatus: account.data?.status,
        position,
        positionUnavailable: positions.isError,
        multiplier: multiplier.value,
        buyingPower: balances.data?.buying_power,
        maxNotional,
        acknowledged,
      }),
    [
      draft,
      now,
      instrument,
      quote,
      account.data?.subtype,
      account.data?.status,
      position,
      positions.isError,
      multiplier.value,
      balances.data?.buying_power,
      maxNotional,
      acknowledged,
    ],
  );
  const intent = isOption ? draft.optionIntent || intentForSide(draft.side, position) : '';
  const instrumentError =
    instrumentKey && instrumentQuery.isError
      ? `Could not load ${instrumentKey}: ${instrumentQuery.error.message}`
      : undefined;

  return {
    instrument,
    instrumentError,
    isOption,
    multiplier,
    position,
    positionFailed: positions.isError,
    balances: balances.data,
    quote,
    result,
    intent,
  };
}
