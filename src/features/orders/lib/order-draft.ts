// What the ticket holds while the trader types: every NewOrderRequest field as text, plus which
// fields apply to the chosen order type, time in force, strategy and instrument.
import type {
  RequestOrderType,
  RequestTimeInForce,
  StrategyType,
  TrailingOffsetType,
} from '@/api/schemas/orders';

export type DraftSide = 'BUY' | 'SELL' | 'SELL_SHORT';

export interface OrderDraft {
  /** Ticker or OSI symbol the trader chose. */
  symbol: string;
  /** Instrument UUID of the chosen instrument ('' until one is chosen). */
  instrumentId: string;
  /** Send the instrument UUID (`instrument_id`) instead of the symbol. */
  sendInstrumentId: boolean;
  side: DraftSide | '';
  quantity: string;
  orderType: RequestOrderType;
  limitPrice: string;
  stopPrice: string;
  trailingOffset: string;
  trailingOffsetType: TrailingOffsetType;
  limitOffset: string;
  timeInForce: RequestTimeInForce;
  /** GOOD_TILL_DATE expiry as New York wall-clock time, YYYY-MM-DDTHH:mm. */
  expiresAtLocal: string;
  extendedHours: boolean;
  strategyType: StrategyType;
  /** VWAP/TWAP window as New York wall-clock times. */
  strategyStartLocal: string;
  strategyEndLocal: string;
}

export const ORDER_TYPES: readonly RequestOrderType[] = [
  'MARKET',
  'LIMIT',
  'STOP',
  'STOP_LIMIT',
  'TRAILING_STOP',
  'TRAILING_STOP_LIMIT',
];

export const TIMES_IN_FORCE: readonly RequestTimeInForce[] = [
  'DAY',
  'GOOD_TILL_CANCEL',
  'IMMEDIATE_OR_CANCEL',
  'FILL_OR_KILL',
  'GOOD_TILL_DATE',
  'AT_THE_OPENING',
  'AT_THE_CLOSE',
  'GOOD_TILL_CROSSING',
  'GOOD_THROUGH_CROSSING',
  'AT_CROSSING',
];

export const SIDES: readonly DraftSide[] = ['BUY', 'SELL', 'SELL_SHORT'];
/** Instrument types the order filters offer (the spec's SecurityType values for orders). */
export const INSTRUMENT_TYPES = ['COMMON_STOCK', 'OPTION', 'INDEX', 'CASH'] as const;
export const STRATEGIES: readonly StrategyType[] = ['SOR', 'VWAP', 'TWAP'];

export const label = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export function emptyDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    symbol: '',
    instrumentId: '',
    sendInstrumentId: false,
    side: '',
    quantity: '',
    orderType: 'LIMIT',
    limitPrice: '',
    stopPrice: '',
    trailingOffset: '',
    trailingOffsetType: 'PRICE',
    limitOffset: '',
    timeInForce: 'DAY',
    expiresAtLocal: '',
    extendedHours: false,
    strategyType: 'SOR',
    strategyStartLocal: '',
    strategyEndLocal: '',
    ...overrides,
  };
}

export interface InstrumentTraits {
  isOption: boolean;
  /** OTC common stock: VWAP and TWAP are unsupported. */
  isOtc: boolean;
}

/** Which conditional fields the ticket shows (and the request carries) for this draft. */
export function applicableFields(
  draft: Pick<OrderDraft, 'orderType' | 'timeInForce'>,
  traits: InstrumentTraits,
) {
  const type = draft.orderType;
  const strategyAllowed =
    (type === 'MARKET' || type === 'LIMIT') &&
    draft.timeInForce === 'DAY' &&
    !traits.isOtc &&
    !traits.isOption;
  return {
    limitPrice: type === 'LIMIT' || type === 'STOP_LIMIT',
    stopPrice: type === 'STOP' || type === 'STOP_LIMIT',
    trailingOffset: type === 'TRAILING_STOP' || type === 'TRAILING_STOP_LIMIT',
    limitOffset: type === 'TRAILING_STOP_LIMIT',
    expiresAt: draft.timeInForce === 'GOOD_TILL_DATE',
    extendedHours: !traits.isOption,
    /** VWAP / TWAP (with a start and end) may be chosen; SOR always applies. */
    timedStrategy: strategyAllowed,
  };
}

/** OTC venues (MICs) of US over-the-counter markets. */
const OTC_VENUES = new Set(['OTCM', 'OOTC', 'PINX', 'OTCB', 'OTCQ', 'PSGM', 'EXPM']);

export function traitsOf(
  instrument: { instrument_type?: string | null; venue: string } | undefined,
): InstrumentTraits {
  return {
    isOption: instrument?.instrument_type === 'OPTION',
    isOtc: instrument !== undefined && OTC_VENUES.has(instrument.venue),
  };
}
