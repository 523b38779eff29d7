// What the ticket holds while the trader types: every NewOrderRequest field as text, plus which
// fields apply to the chosen order type, time in force, strategy and instrument.
import { decimalOr } from '@/domain/decimal/decimal';
import type {
  OrderSide,
  RequestOrderType,
  RequestTimeInForce,
  StrategyType,
  TrailingOffsetType,
} from '@/domain/order-vocabulary';

export type DraftSide = OrderSide;

/**
 * What an option order does to the position in that contract. The API has no open/close field
 * (docs/api-notes.md, "Option sides"): the intent is mapped to BUY / SELL / SELL_SHORT.
 */
export type OptionIntent = 'BUY_TO_OPEN' | 'SELL_TO_CLOSE' | 'SELL_TO_OPEN' | 'BUY_TO_CLOSE';
export const OPTION_INTENTS: readonly OptionIntent[] = [
  'BUY_TO_OPEN',
  'SELL_TO_CLOSE',
  'SELL_TO_OPEN',
  'BUY_TO_CLOSE',
];
export const OPTION_INTENT_LABELS: Record<OptionIntent, string> = {
  BUY_TO_OPEN: 'Buy to open',
  SELL_TO_CLOSE: 'Sell to close',
  SELL_TO_OPEN: 'Sell to open',
  BUY_TO_CLOSE: 'Buy to close',
};
/** The API side each option intent is sent as. */
export const OPTION_INTENT_SIDE: Record<OptionIntent, DraftSide> = {
  BUY_TO_OPEN: 'BUY',
  BUY_TO_CLOSE: 'BUY',
  SELL_TO_CLOSE: 'SELL',
  SELL_TO_OPEN: 'SELL_SHORT',
};

/** The account's holding of one instrument, as the ticket knows it (quantities signed: short < 0). */
export interface HeldPosition {
  quantity: string;
  /** What open closing orders have not claimed yet (unsigned). */
  available: string;
}

/** -1 short, 0 flat (or unknown), 1 long. */
export function signOf(position: HeldPosition | null | undefined): number {
  const q = decimalOr(position?.quantity);
  return q.isZero() ? 0 : q.isNegative() ? -1 : 1;
}

/**
 * The intents that fit the position (null: none held; undefined: not known yet, all are offered):
 * long → buy to open more or sell to close; short → sell to open more or buy to close; flat → open.
 */
export function offeredIntents(position: HeldPosition | null | undefined): ReadonlySet<OptionIntent> {
  if (position === undefined) return new Set(OPTION_INTENTS);
  const q = signOf(position);
  if (q > 0) return new Set(['BUY_TO_OPEN', 'SELL_TO_CLOSE']);
  if (q < 0) return new Set(['SELL_TO_OPEN', 'BUY_TO_CLOSE']);
  return new Set(['BUY_TO_OPEN', 'SELL_TO_OPEN']);
}

/** The intent a plain side (from a Buy / Sell button, a chain bid / ask) means for this position. */
export function intentForSide(
  side: DraftSide | '',
  position: HeldPosition | null | undefined,
): OptionIntent | '' {
  const q = signOf(position);
  if (side === 'BUY') return q < 0 ? 'BUY_TO_CLOSE' : 'BUY_TO_OPEN';
  if (side === 'SELL') return q > 0 || position === undefined ? 'SELL_TO_CLOSE' : 'SELL_TO_OPEN';
  if (side === 'SELL_SHORT') return 'SELL_TO_OPEN';
  return '';
}

export interface OrderDraft {
  /** Ticker or OSI symbol the trader chose. */
  symbol: string;
  /** Instrument UUID of the chosen instrument ('' until one is chosen). */
  instrumentId: string;
  /** Send the instrument UUID (`instrument_id`) instead of the symbol. */
  sendInstrumentId: boolean;
  side: DraftSide | '';
  /** Options only: the open / close intent chosen ('' = derived from `side` and the position). */
  optionIntent?: OptionIntent | '';
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
