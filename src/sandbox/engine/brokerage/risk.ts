// Pre-trade risk checks of a new (or replaced) order, and the buying power open orders hold.
//
// Error semantics: every failure here is HTTP 400 "Risk check failed" with the shape of the
// OpenAPI examples (a {type, subject, description} detail plus a {domain, reason, metadata} one).
// Account-level refusals (no access, account not ACTIVE) are 403 and happen before these checks.
//
// Options levels (single-leg):
//   0  no opening option trades (closing is always allowed)
//   1  covered calls (selling calls against shares held)
//   2  buying calls and puts
//   3  spreads (same as 2 for single-leg orders)
//   4  uncovered (naked) writing; needs a margin account
import type { AccountRecord, LedgerState, OrderSide, OrderState, OrderTypeName } from './state';
import type { PriceBook, TradableInstrument } from './prices';
import type { NormalizedOrder } from './order-request';
import { isMarginAccount } from './balances';
import { leavesOf } from './order-view';
import { REG_T } from './valuation';
import { Decimal, dec, money, qty, ZERO } from './money';

export interface OrderIntent {
  instrument: TradableInstrument;
  side: OrderSide;
  order_type: OrderTypeName;
  limit: Decimal | null;
  stop: Decimal | null;
  quantity: Decimal;
}

export interface RiskFailure {
  type: string;
  description: string;
  metadata?: Record<string, string>;
}

export const intentOf = (n: NormalizedOrder): OrderIntent => ({
  instrument: n.instrument,
  side: n.side,
  order_type: n.order_type,
  limit: n.limit_price,
  stop: n.stop_price,
  quantity: n.quantity,
});

/** The price a check assumes the order trades at: its limit, else the side of the book it would take. */
export function estimatePrice(intent: OrderIntent, book: PriceBook): Decimal | undefined {
  if (intent.limit) return intent.limit;
  const quote = book.book(intent.instrument.instrument_id);
  const mark = book.mark(intent.instrument.instrument_id);
  const buy = intent.side === 'BUY';
  const touch = quote ? (buy ? quote.ask : quote.bid) : undefined;
  const base = touch && touch.gt(0) ? touch : mark;
  if (!base) return intent.stop ?? undefined;
  if (intent.stop && buy) return Decimal.max(base, intent.stop);
  return base;
}

/** Buying power per dollar of notional: non-marginable positions and options need 100 % (2× Reg T BP). */
function bpFactor(record: AccountRecord, instrument: TradableInstrument): Decimal {
  if (!isMarginAccount(record)) return new Decimal(1);
  return instrument.instrument_type === 'OPTION' || !instrument.is_marginable
    ? REG_T.multiplier
    : new Decimal(1);
}

const held = (ledger: LedgerState, instrumentId: string) =>
  dec(ledger.positions[instrumentId]?.quantity ?? '0');

/** Buying power an open order holds (the open_order_adjustment is minus the sum of these). */
export function reservation(order: OrderState, record: AccountRecord, book: PriceBook): Decimal {
  if (order.side === 'SELL') return ZERO;
  const instrument = book.resolve(order.instrument_id);
  if (!instrument) return ZERO;
  const intent: OrderIntent = {
    instrument,
    side: order.side,
    order_type: order.order_type,
    limit: order.limit_price ? dec(order.limit_price) : null,
    stop: order.stop_price ? dec(order.stop_price) : null,
    quantity: leavesOf(order),
  };
  const estimate = estimatePrice(intent, book) ?? ZERO;
  return intent.quantity.times(estimate).times(instrument.multiplier).times(bpFactor(record, instrument));
}

export interface RiskContext {
  record: AccountRecord;
  ledger: LedgerState;
  book: PriceBook;
  /** Open orders of the account (including ones accepted earlier in the same batch). */
  openOrders: readonly OrderState[];
  /** Buying power still available to new orders. */
  buyingPower: Decimal;
}

const openSellLeaves = (ctx: RiskContext, instrumentId: string) =>
  ctx.openOrders
    .filter((o) => o.instrument_id === instrumentId && o.side !== 'BUY')
    .reduce((sum, o) => sum.plus(leavesOf(o)), ZERO);

/** Covered-call capacity: shares of the underlier not already covering short calls. */
function uncommittedShares(ctx: RiskContext, underlyingId: string): Decimal {
  let shares = Decimal.max(ZERO, held(ctx.ledger, underlyingId));
  for (const p of Object.values(ctx.ledger.positions)) {
    if (p.instrument_type !== 'OPTION' || p.underlying_instrument_id !== underlyingId) continue;
    const q = dec(p.quantity);
    const info = ctx.book.resolve(p.instrument_id);
    if (q.isNegative() && info?.option?.contract_type === 'CALL')
      shares = shares.minus(q.abs().times(p.multiplier));
  }
  return Decimal.max(ZERO, shares);
}

/** The first risk check the order fails, or null. `required` reports the buying power it needs. */
export function checkRisk(
  intent: OrderIntent,
  ctx: RiskContext,
): { failure: RiskFailure | null; required: Decimal } {
  const fail = (type: string, description: string, metadata?: Record<string, string>) => ({
    failure: { type, description, ...(metadata ? { metadata } : {}) },
    required: ZERO,
  });
  const { instrument, side } = intent;
  const margin = isMarginAccount(ctx.record);
  const level = Number(ctx.record.account.options_level);
  const position = held(ctx.ledger, instrument.instrument_id);
  const option = instrument.instrument_type === 'OPTION';

  if (!instrument.is_tradable) return fail('NOT_TRADABLE', `${instrument.symbol} is not tradable`);
  if (instrument.is_restricted) return fail('RESTRICTED', `${instrument.symbol} is restricted from trading`);

  // The part of the order that opens or grows a position (a buy covering a short does not).
  let opening = intent.quantity;
  if (side === 'BUY' && position.isNegative())
    opening = Decimal.max(ZERO, intent.quantity.minus(position.abs()));
  if (side !== 'BUY') {
    const closable = Decimal.max(ZERO, position.minus(openSellLeaves(ctx, instrument.instrument_id)));
    if (!option && side === 'SELL') {
      if (intent.quantity.gt(closable))
        return fail(
          'INSUFFICIENT_POSITION',
          `Sell quantity ${qty(intent.quantity)} exceeds the ${qty(closable)} ${instrument.symbol} available to sell` +
            (margin ? ' (use SELL_SHORT to sell short)' : ''),
        );
      opening = ZERO;
    } else opening = Decimal.max(ZERO, intent.quantity.minus(closable));
  }

  if (instrument.is_liquidation_only && opening.gt(0))
    return fail(
      'LIQUIDATION_ONLY',
      `${instrument.symbol} is liquidation only: positions may be closed, not opened`,
    );

  let uncovered = false;
  if (!option && side === 'SELL_SHORT') {
    if (!margin) return fail('SHORT_NOT_ALLOWED', 'Short sales need a margin account');
    if (instrument.is_short_prohibited)
      return fail('SHORT_PROHIBITED', `Short sales of ${instrument.symbol} are prohibited`);
    if (!instrument.easy_to_borrow)
      return fail('HARD_TO_BORROW', `${instrument.symbol} is hard to borrow: no shares to sell short`);
  }
  if (option && opening.gt(0)) {
    if (side === 'BUY' && level < 2)
      return fail('OPTIONS_LEVEL', `Buying options needs options level 2; the account has level ${level}`);
    if (side !== 'BUY') {
      const covered =
        instrument.option?.contract_type === 'CALL' &&
        instrument.underlying_instrument_id !== null &&
        uncommittedShares(ctx, instrument.underlying_instrument_id).gte(opening.times(instrument.multiplier));
      if (covered && level < 1)
        return fail('OPTIONS_LEVEL', `Covered calls need options level 1; the account has level ${level}`);
      if (!covered) {
        if (level < 4)
          return fail(
            'OPTIONS_LEVEL',
            `Uncovered option writing needs options level 4; the account has level ${level}`,
          );
        if (!margin) return fail('OPTIONS_LEVEL', 'Uncovered option writing needs a margin account');
        uncovered = true;
      }
    }
  }

  const estimate = estimatePrice(intent, ctx.book);
  if (!estimate) return fail('NO_MARKET_DATA', `No price is available for ${instrument.symbol}`);
  const notional = intent.quantity.times(estimate).times(instrument.multiplier);
  const maxNotional = ctx.ledger.max_notional;
  if (maxNotional !== null && notional.gt(maxNotional))
    return fail(
      'MAX_NOTIONAL',
      `Max Notional: order notional ${money(notional)} > max_notional ${maxNotional}`,
      {
        max_notional: maxNotional,
        notional: money(notional),
      },
    );

  let required = ZERO;
  if (side === 'BUY' || (side === 'SELL_SHORT' && !option))
    required = opening.times(estimate).times(instrument.multiplier).times(bpFactor(ctx.record, instrument));
  if (uncovered) {
    const underlying = instrument.underlying_instrument_id
      ? ctx.book.mark(instrument.underlying_instrument_id)
      : undefined;
    const contracts = opening.times(instrument.multiplier);
    required = contracts
      .times(estimate)
      .plus(contracts.times(underlying ?? ZERO).times(REG_T.shortOptionUnderlying))
      .times(REG_T.multiplier);
  }
  if (required.gt(ctx.buyingPower))
    return fail('BUYING_POWER', 'Buying Power: required > available', {
      available: money(ctx.buyingPower),
      required_total: money(required),
      multiplier: margin ? REG_T.multiplier.toFixed() : '1',
    });

  const selfMatch = findSelfMatch(intent, ctx);
  if (selfMatch)
    return fail('SELF_MATCH', 'Self-Match: would cross own orders', { resting_order_id: selfMatch.id });
  return { failure: null, required };
}

/** A priced order that would trade against one of the account's own resting limit orders. */
function findSelfMatch(intent: OrderIntent, ctx: RiskContext): OrderState | undefined {
  if (!intent.limit) return undefined;
  const limit = intent.limit;
  const buy = intent.side === 'BUY';
  return ctx.openOrders.find((o) => {
    if (o.instrument_id !== intent.instrument.instrument_id || o.order_type !== 'LIMIT' || !o.limit_price)
      return false;
    if ((o.side === 'BUY') === buy) return false;
    return buy ? dec(o.limit_price).lte(limit) : dec(o.limit_price).gte(limit);
  });
}

/** The details of a 400 "Risk check failed", shaped like the OpenAPI examples. */
export function riskDetails(
  failure: RiskFailure,
  orderId: string,
  accountId: number,
  intent: OrderIntent,
  index: number,
) {
  return [
    { type: failure.type, subject: `order:${orderId}`, description: failure.description, index },
    {
      domain: 'sandbox.oems.risk',
      reason: failure.type,
      metadata: {
        account_id: String(accountId),
        order_id: orderId,
        side: intent.side,
        symbol: intent.instrument.symbol,
        ...failure.metadata,
      },
    },
  ];
}

/** Buying power held by open orders: the (negative) open_order_adjustment of the balances. */
export function openOrderAdjustment(
  record: AccountRecord,
  openOrders: readonly OrderState[],
  book: PriceBook,
): Decimal {
  return openOrders.reduce((sum, o) => sum.minus(reservation(o, record, book)), ZERO);
}
