// The ticket's pre-trade checks: turns a draft into a NewOrderRequest only when every rule of the
// interface document, the instrument's flags, the account's limits and the quote allow it. Pure:
// the same draft and context always give the same answer, so it is property-tested.
import { Decimal, parseTypedDecimal } from '@/domain/decimal/decimal';
import { FRACTIONAL_QUANTITY_DECIMALS, type NewOrderRequest } from '@/api/schemas/orders';
import {
  applicableFields,
  intentForSide,
  OPTION_INTENT_LABELS,
  OPTION_INTENT_SIDE,
  offeredIntents,
  traitsOf,
  type DraftSide,
  type HeldPosition,
  type OptionIntent,
  type OrderDraft,
} from './order-draft';
import { newYorkLocalToUtc } from './market-local-time';
import { checkPrice } from './price-grid';

const FRACTIONAL_STEP = `0.${'0'.repeat(FRACTIONAL_QUANTITY_DECIMALS - 1)}1`;

export interface TicketInstrument {
  id: string;
  symbol: string;
  name?: string | null | undefined;
  venue: string;
  instrument_type?: string | null | undefined;
  is_tradable: boolean;
  is_restricted: boolean;
  is_liquidation_only: boolean;
  is_short_prohibited: boolean;
  easy_to_borrow: boolean;
  is_fractionable: boolean;
  is_marginable?: boolean | undefined;
  /** Options: contract size, when the server sends it on the instrument (else resolved elsewhere). */
  multiplier?: string | null | undefined;
  underlying_instrument_id?: string | null | undefined;
  expiry?: string | null | undefined;
  contract_type?: string | null | undefined;
}

/** The ticket's view of an instrument from the API (`is_restricted` is kept by the loose schema). */
export function toTicketInstrument(
  instrument: Omit<TicketInstrument, 'is_restricted'> & { [key: string]: unknown },
): TicketInstrument {
  return { ...instrument, is_restricted: instrument.is_restricted === true };
}

export interface TicketQuote {
  bid?: string | undefined;
  ask?: string | undefined;
  last?: string | undefined;
  /** No update for too long (or the feed is down). */
  stale: boolean;
}

export type WarningCode = 'price-collar' | 'stale-quote' | 'sells-short' | 'position-unknown';

export interface ValidationContext {
  nowMs: number;
  instrument?: TicketInstrument | undefined;
  quote?: TicketQuote | undefined;
  /** Account subtype: a CASH account cannot sell short. */
  accountSubtype?: string | undefined;
  /** Account status: only an ACTIVE account trades. */
  accountStatus?: string | undefined;
  /** The account's holding of the instrument: null = none, undefined = not known (yet). */
  position?: HeldPosition | null | undefined;
  /** The position could not be loaded: a sell needs an acknowledgement that it was not checked. */
  positionUnavailable?: boolean | undefined;
  /** Options: contract size (shares per contract); 100 when not known. */
  multiplier?: string | undefined;
  buyingPower?: string | undefined;
  maxNotional?: string | null | undefined;
  /** Largest distance of a limit or stop price from the NBBO before it needs acknowledging, in percent. */
  collarPercent?: number | undefined;
  /** Warnings the trader has explicitly acknowledged. */
  acknowledged?: ReadonlySet<WarningCode> | undefined;
}

export type DraftField =
  | 'account'
  | 'instrument'
  | 'side'
  | 'quantity'
  | 'limitPrice'
  | 'stopPrice'
  | 'trailingOffset'
  | 'limitOffset'
  | 'timeInForce'
  | 'expiresAt'
  | 'extendedHours'
  | 'strategy'
  | 'strategyStart'
  | 'strategyEnd'
  | 'quote'
  | 'notional';

export interface OrderWarning {
  code: WarningCode;
  message: string;
  acknowledged: boolean;
}

export interface OrderEstimate {
  /** The price the estimate assumes. */
  price: string;
  quantity: string;
  /** Contract size for options; 1 for stock. */
  multiplier: string;
  notional: string;
  /**
   * Buying power the order uses: the notional of a buy, the short part of a short sale, 0 for a sale
   * of what is held; undefined when only the server can say (writing options: margin).
   */
  buyingPowerImpact: string | undefined;
  /** What the buying power figure covers, in words (e.g. "the 40 shares sold short"). */
  impactNote?: string | undefined;
}

/** A sale beyond the holding: how much is held and how much would be sold short. */
export interface ShortSaleInfo {
  held: string;
  short: string;
}

export interface ValidationResult {
  /** Present only when there is no error and every warning is acknowledged. */
  request?: NewOrderRequest;
  errors: Partial<Record<DraftField, string>>;
  warnings: OrderWarning[];
  estimate?: OrderEstimate;
  /** The API side the order goes out as (a sale beyond the holding goes out as SELL_SHORT). */
  side?: DraftSide;
  /** Options: the open / close intent in force. */
  intent?: OptionIntent;
  /** The order sells more than is held. */
  shortSale?: ShortSaleInfo;
}

export const DEFAULT_COLLAR_PERCENT = 5;
const parseUnsigned = (text: string): Decimal | undefined => parseTypedDecimal(text) ?? undefined;
const isSigned = (text: string) => parseTypedDecimal(text, { signed: true }) !== null;

const canonical = (value: Decimal) => value.toFixed();

function positive(text: string | undefined): Decimal | undefined {
  if (!text) return undefined;
  const d = parseUnsigned(text);
  return d && d.gt(0) ? d : undefined;
}

/** The NBBO reference a price is measured against: the midpoint, else the last trade. */
function referencePrice(quote: TicketQuote | undefined): Decimal | undefined {
  const bid = positive(quote?.bid);
  const ask = positive(quote?.ask);
  if (bid && ask) return bid.plus(ask).div(2);
  return positive(quote?.last) ?? ask ?? bid;
}

export function validateOrder(draft: OrderDraft, ctx: ValidationContext): ValidationResult {
  const errors: Partial<Record<DraftField, string>> = {};
  const warnings: OrderWarning[] = [];
  const acknowledged = ctx.acknowledged ?? new Set<WarningCode>();
  const instrument = ctx.instrument;
  const traits = traitsOf(instrument);
  const applies = applicableFields(draft, traits);
  const isOption = traits.isOption;
  const position = ctx.position;
  const held = position ? new Decimal(position.quantity) : new Decimal(0);
  const available = position ? new Decimal(position.available) : new Decimal(0);
  const symbol = instrument?.symbol ?? '';

  // The account.
  if (ctx.accountStatus !== undefined && ctx.accountStatus !== 'ACTIVE')
    errors.account = `The account is ${ctx.accountStatus}: it cannot trade`;

  // Instrument and its flags.
  if (!instrument) errors.instrument = 'Choose an instrument from the search results';
  else if (!instrument.is_tradable) errors.instrument = `${instrument.symbol} is not tradable`;
  else if (instrument.is_restricted) errors.instrument = `${instrument.symbol} is restricted from trading`;

  // Side. Options: an open / close intent, derived from the plain side and the position unless chosen.
  let intent: OptionIntent | '' = '';
  let side: DraftSide | '' = draft.side;
  if (isOption) {
    intent = draft.optionIntent || intentForSide(draft.side, position);
    side = intent ? OPTION_INTENT_SIDE[intent] : '';
  }
  const shortNotAllowed = (): string | undefined => {
    if (ctx.accountSubtype === 'CASH') return 'a cash account cannot sell short';
    if (instrument?.is_short_prohibited) return `short sales of ${symbol} are prohibited`;
    if (instrument && !instrument.easy_to_borrow) return `${symbol} is hard to borrow`;
    return undefined;
  };
  if (side === '') errors.side = isOption ? 'Choose to buy or sell, to open or to close' : 'Choose a side';
  else if (isOption && intent) {
    const offered = offeredIntents(position);
    const label = OPTION_INTENT_LABELS[intent];
    const contracts = (d: Decimal) => `${d.abs().toFixed()} contract${d.abs().eq(1) ? '' : 's'}`;
    if (!offered.has(intent))
      errors.side =
        intent === 'SELL_TO_CLOSE' || intent === 'BUY_TO_CLOSE'
          ? held.isZero()
            ? `No position in ${symbol} to close: choose ${intent === 'SELL_TO_CLOSE' ? 'Sell to open' : 'Buy to open'}`
            : `You are ${held.isNegative() ? 'short' : 'long'} ${contracts(held)}: ${label} does not apply`
          : `You are ${held.isNegative() ? 'short' : 'long'} ${contracts(held)} of ${symbol}: use ${
              held.isNegative() ? 'Buy to close' : 'Sell to close'
            }`;
    else if (instrument?.is_liquidation_only && (intent === 'BUY_TO_OPEN' || intent === 'SELL_TO_OPEN'))
      errors.side = `${symbol} is liquidation only: positions may be closed, not opened`;
  } else if (instrument && side === 'BUY' && instrument.is_liquidation_only)
    errors.side = `${instrument.symbol} is liquidation only: it cannot be bought`;
  else if (side === 'SELL_SHORT') {
    if (ctx.accountSubtype === 'CASH') errors.side = 'A cash account cannot sell short';
    else if (instrument?.is_short_prohibited)
      errors.side = `Short sales of ${instrument.symbol} are prohibited`;
    else if (instrument && !instrument.easy_to_borrow)
      errors.side = `${instrument.symbol} is not easy to borrow: it cannot be sold short`;
  }

  // Quantity.
  let quantity: Decimal | undefined;
  const quantityText = draft.quantity.trim();
  if (quantityText === '') errors.quantity = 'Enter a quantity';
  else {
    const q = parseUnsigned(quantityText);
    if (!q) errors.quantity = 'Quantity must be a number like 10 or 0.5';
    else if (q.lte(0)) errors.quantity = 'Quantity must be greater than 0';
    else if (traits.isOption && !q.isInteger()) errors.quantity = 'Options trade in whole contracts';
    else if (instrument && !instrument.is_fractionable && !q.isInteger())
      errors.quantity = `${instrument.symbol} is not fractionable: use whole shares`;
    else if (q.decimalPlaces() > FRACTIONAL_QUANTITY_DECIMALS)
      errors.quantity = `Fractional shares go in steps of ${FRACTIONAL_STEP} (at most ${FRACTIONAL_QUANTITY_DECIMALS} decimals)`;
    else quantity = q;
  }

  // The holding: a sale beyond it sells short (stock), a close beyond it is refused (options).
  let wireSide: DraftSide | '' = side;
  let shortSale: ShortSaleInfo | undefined;
  const longAvailable = held.gt(0) ? available : new Decimal(0);
  const heldText = (unit: string) =>
    `${held.gt(0) ? held.toFixed() : '0'}${unit}${
      held.gt(0) && available.lt(held)
        ? ` (${available.toFixed()} available: the rest is in open sell orders)`
        : ''
    }`;
  if (quantity && instrument && !isOption && position !== undefined) {
    if (side === 'SELL' && quantity.gt(longAvailable)) {
      const short = quantity.minus(longAvailable);
      const reason = shortNotAllowed();
      if (reason)
        errors.quantity = `You hold ${heldText('')} ${symbol}; this would sell ${short.toFixed()} short, and ${reason}. ${
          longAvailable.gt(0) ? `Sell at most ${longAvailable.toFixed()}.` : 'There is nothing to sell.'
        }`;
      else {
        shortSale = { held: longAvailable.toFixed(), short: short.toFixed() };
        const ack = acknowledged.has('sells-short');
        warnings.push({
          code: 'sells-short',
          message: `You hold ${heldText('')}; this sells ${short.toFixed()} short. It is sent as a short sale (SELL_SHORT)`,
          acknowledged: ack,
        });
        wireSide = 'SELL_SHORT';
      }
    } else if (side === 'SELL_SHORT' && !errors.side) {
      const short = quantity.minus(Decimal.min(quantity, longAvailable));
      if (short.gt(0)) shortSale = { held: longAvailable.toFixed(), short: short.toFixed() };
    }
  } else if (
    quantity &&
    instrument &&
    !isOption &&
    position === undefined &&
    ctx.positionUnavailable &&
    side === 'SELL'
  )
    warnings.push({
      code: 'position-unknown',
      message: `Your ${symbol} position could not be loaded, so the ticket cannot check whether this sale is short`,
      acknowledged: acknowledged.has('position-unknown'),
    });
  if (quantity && isOption && position && !errors.side) {
    const closing = intent === 'SELL_TO_CLOSE' ? held.gt(0) : intent === 'BUY_TO_CLOSE' && held.lt(0);
    if (closing && quantity.gt(available))
      errors.quantity = `You are ${held.isNegative() ? 'short' : 'long'} ${held.abs().toFixed()} contract${
        held.abs().eq(1) ? '' : 's'
      }${available.lt(held.abs()) ? ` (${available.toFixed()} not already in closing orders)` : ''}: ${
        OPTION_INTENT_LABELS[intent as OptionIntent]
      } at most ${available.toFixed()}`;
  }

  // Prices of the order type.
  let limit: Decimal | undefined;
  let stop: Decimal | undefined;
  if (applies.limitPrice) {
    const r = checkPrice(draft.limitPrice, 'Limit price');
    if (r.error) errors.limitPrice = r.error;
    limit = r.value;
  }
  if (applies.stopPrice) {
    const r = checkPrice(draft.stopPrice, 'Stop price');
    if (r.error) errors.stopPrice = r.error;
    stop = r.value;
  }
  let trailing: Decimal | undefined;
  if (applies.trailingOffset) {
    const t = draft.trailingOffset.trim();
    const value = parseUnsigned(t);
    if (t === '') errors.trailingOffset = 'Enter a trailing offset';
    else if (!value || value.lte(0))
      errors.trailingOffset = 'Trailing offset must be a number greater than 0';
    else if (draft.trailingOffsetType === 'BPS' && value.gte(10_000))
      errors.trailingOffset = 'A trailing offset in basis points must be below 10000 (100 %)';
    else if (draft.trailingOffsetType === 'PRICE' && value.decimalPlaces() > 4)
      errors.trailingOffset = 'A price offset takes at most 4 decimals';
    else trailing = value;
  }
  let limitOffset: Decimal | undefined;
  if (applies.limitOffset && draft.limitOffset.trim() !== '') {
    const t = draft.limitOffset.trim();
    if (!isSigned(t)) errors.limitOffset = 'Limit offset must be a signed number like -0.50';
    else if (new Decimal(t).decimalPlaces() > 4) errors.limitOffset = 'Limit offset takes at most 4 decimals';
    else limitOffset = new Decimal(t);
  }

  // Time in force.
  let expiresAt: string | undefined;
  if (applies.expiresAt) {
    if (draft.expiresAtLocal.trim() === '') errors.expiresAt = 'Choose when the order expires';
    else {
      expiresAt = newYorkLocalToUtc(draft.expiresAtLocal);
      if (!expiresAt) errors.expiresAt = 'Enter a valid date and time';
      else if (Date.parse(expiresAt) <= ctx.nowMs) errors.expiresAt = 'The expiry must be in the future';
    }
  }
  if (draft.extendedHours && !applies.extendedHours)
    errors.extendedHours = 'Options trade in the regular session only';

  // Execution strategy.
  let strategy: NewOrderRequest['strategy'];
  if (draft.strategyType !== 'SOR') {
    if (!applies.timedStrategy) {
      errors.strategy = traits.isOtc
        ? `${draft.strategyType} is not supported for OTC stocks`
        : traits.isOption
          ? `${draft.strategyType} is not supported for options`
          : `${draft.strategyType} applies only to MARKET and LIMIT orders with DAY time in force`;
    } else {
      const start = newYorkLocalToUtc(draft.strategyStartLocal);
      const end = newYorkLocalToUtc(draft.strategyEndLocal);
      if (!start) errors.strategyStart = 'Enter when the strategy starts';
      if (!end) errors.strategyEnd = 'Enter when the strategy ends';
      else if (Date.parse(end) <= ctx.nowMs) errors.strategyEnd = 'The end must be in the future';
      if (start && end && Date.parse(start) >= Date.parse(end))
        errors.strategyStart = 'The start must be before the end';
      if (start && end && !errors.strategyStart && !errors.strategyEnd)
        strategy = { type: draft.strategyType, start_at: start, end_at: end };
    }
  }

  // Quote: a stale (or missing) quote needs an acknowledgement, and blocks a market order.
  const quote = ctx.quote;
  const quoteUnusable = !quote || quote.stale || !referencePrice(quote);
  if (instrument && quoteUnusable) {
    if (draft.orderType === 'MARKET')
      errors.quote = 'The quote is stale: a market order cannot be sent until the quote is live';
    else
      warnings.push({
        code: 'stale-quote',
        message: quote
          ? 'The quote is stale: prices may have moved'
          : 'No quote is available for this instrument',
        acknowledged: acknowledged.has('stale-quote'),
      });
  }

  // Collar: a limit or stop far from the NBBO.
  const reference = referencePrice(quote);
  const collar = new Decimal(ctx.collarPercent ?? DEFAULT_COLLAR_PERCENT);
  if (reference && !quoteUnusable) {
    const far = [
      ['limit', limit],
      ['stop', stop],
    ].flatMap(([name, value]) => {
      if (!(value instanceof Decimal)) return [];
      const distance = value.minus(reference).abs().div(reference).times(100);
      return distance.gt(collar)
        ? [
            `${String(name)} ${value.toFixed()} is ${distance.toFixed(1)} % from the market (${reference.toFixed(2)})`,
          ]
        : [];
    });
    if (far.length > 0)
      warnings.push({
        code: 'price-collar',
        message: `${far.join('; ')}: more than the ${collar.toFixed()} % collar`,
        acknowledged: acknowledged.has('price-collar'),
      });
  }

  // Estimated notional and buying power.
  let estimate: OrderEstimate | undefined;
  const buying = side === 'BUY';
  const estimatePrice =
    limit ??
    (buying
      ? Decimal.max(positive(quote?.ask) ?? reference ?? 0, stop ?? 0)
      : (positive(quote?.bid) ?? reference ?? stop));
  if (quantity && estimatePrice && estimatePrice.gt(0) && side !== '') {
    const multiplier = isOption ? (positive(ctx.multiplier) ?? new Decimal(100)) : new Decimal(1);
    const notional = quantity.times(estimatePrice).times(multiplier);
    let impact: Decimal | undefined;
    let impactNote: string | undefined;
    if (isOption) {
      if (intent === 'BUY_TO_OPEN' || intent === 'BUY_TO_CLOSE') impact = notional;
      else if (intent === 'SELL_TO_CLOSE') {
        impact = new Decimal(0);
        impactNote = 'closes contracts held';
      } else impactNote = 'writing options: the margin is set by the server';
    } else if (wireSide === 'BUY') impact = notional;
    else {
      // A sale uses buying power only for what it sells short (unknown holding: all of a short sale).
      const short =
        shortSale !== undefined
          ? new Decimal(shortSale.short)
          : wireSide === 'SELL_SHORT'
            ? position === undefined
              ? quantity
              : quantity.minus(Decimal.min(quantity, longAvailable))
            : new Decimal(0);
      impact = short.times(estimatePrice);
      impactNote = short.gt(0)
        ? `the ${short.toFixed()} share${short.eq(1) ? '' : 's'} sold short`
        : 'sells shares held';
    }
    estimate = {
      price: estimatePrice.toFixed(),
      quantity: quantity.toFixed(),
      multiplier: multiplier.toFixed(),
      notional: notional.toFixed(2),
      buyingPowerImpact: impact?.toFixed(2),
      ...(impactNote ? { impactNote } : {}),
    };
    if (ctx.maxNotional && isSigned(ctx.maxNotional) && notional.gt(ctx.maxNotional))
      errors.notional = `Estimated notional ${notional.toFixed(2)} exceeds the account's max notional ${ctx.maxNotional}`;
    else if (impact && ctx.buyingPower && isSigned(ctx.buyingPower) && impact.gt(ctx.buyingPower))
      errors.notional = `Estimated ${wireSide === 'BUY' ? 'cost' : 'short sale'} ${impact.toFixed(2)} exceeds buying power ${new Decimal(ctx.buyingPower).toFixed(2)}`;
  }

  const hasErrors = Object.keys(errors).length > 0;
  const extras = {
    ...(estimate ? { estimate } : {}),
    ...(wireSide ? { side: wireSide } : {}),
    ...(intent ? { intent } : {}),
    ...(shortSale ? { shortSale } : {}),
  };
  if (hasErrors || !instrument || !quantity || wireSide === '' || warnings.some((w) => !w.acknowledged))
    return { errors, warnings, ...extras };

  const request: NewOrderRequest = {
    ...(draft.sendInstrumentId ? { instrument_id: instrument.id } : { symbol: instrument.symbol }),
    side: wireSide,
    quantity: canonical(quantity),
    order_type: draft.orderType,
    time_in_force: draft.timeInForce,
    ...(limit ? { limit_price: canonical(limit) } : {}),
    ...(stop ? { stop_price: canonical(stop) } : {}),
    ...(trailing
      ? { trailing_offset: canonical(trailing), trailing_offset_type: draft.trailingOffsetType }
      : {}),
    ...(limitOffset ? { limit_offset: canonical(limitOffset) } : {}),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
    ...(draft.extendedHours ? { extended_hours: true } : {}),
    ...(strategy ? { strategy } : {}),
  };
  return { request, errors, warnings, ...extras };
}
