// Marks an account to market: market values, P&L and Reg T margin requirements, from positions,
// cash and a price for each position. Used for balances, positions, SOD snapshots and history.
import type { LedgerState, PositionState } from './state';
import type { PriceBook } from './prices';
import { Decimal, dec, ZERO } from './money';

/** Reg T rates: 50 % initial; maintenance 25 % long, 30 % short; 100 % for what is not marginable. */
export const REG_T = {
  initialLong: new Decimal('0.5'),
  maintenanceLong: new Decimal('0.25'),
  initialShort: new Decimal('0.5'),
  maintenanceShort: new Decimal('0.3'),
  /** Uncovered short options: premium plus this share of the underlying's value. */
  shortOptionUnderlying: new Decimal('0.2'),
  multiplier: new Decimal(2),
  dayTradeMultiplier: new Decimal(4),
};

export interface PositionFigures {
  position: PositionState;
  price: Decimal | undefined;
  marketValue: Decimal;
  unrealized: Decimal;
  dailyUnrealized: Decimal;
  initial: Decimal;
  maintenance: Decimal;
  /** The underlier margin is attributed to (the instrument itself for stock). */
  underlyingId: string;
}

export interface AccountFigures {
  cash: Decimal;
  longMarketValue: Decimal;
  shortMarketValue: Decimal;
  equity: Decimal;
  initialRequirement: Decimal;
  maintenanceRequirement: Decimal;
  unrealized: Decimal;
  dailyUnrealized: Decimal;
  dailyRealized: Decimal;
  positions: PositionFigures[];
}

export type PriceOf = (position: PositionState) => Decimal | undefined;

export const livePrice =
  (book: PriceBook): PriceOf =>
  (position) =>
    book.mark(position.instrument_id);

/** The start-of-day price stored on each position. */
export const closingPrice: PriceOf = (position) =>
  position.closing_price ? dec(position.closing_price) : undefined;

export function valueLedger(
  ledger: LedgerState,
  priceOf: PriceOf,
  book: PriceBook,
  underlyingPriceOf: (id: string) => Decimal | undefined = (id) => book.mark(id),
): AccountFigures {
  const cash = dec(ledger.cash);
  let longMarketValue = ZERO;
  let shortMarketValue = ZERO;
  let initialRequirement = ZERO;
  let maintenanceRequirement = ZERO;
  let unrealized = ZERO;
  let dailyUnrealized = ZERO;
  const positions: PositionFigures[] = [];
  const shares = new Map<string, Decimal>();
  for (const p of Object.values(ledger.positions))
    if (p.instrument_type === 'COMMON_STOCK') shares.set(p.instrument_id, dec(p.quantity));

  for (const position of Object.values(ledger.positions)) {
    const quantity = dec(position.quantity);
    const price = priceOf(position);
    const marketValue = price ? quantity.times(price).times(position.multiplier) : dec(position.cost_basis);
    if (marketValue.isNegative()) shortMarketValue = shortMarketValue.plus(marketValue);
    else longMarketValue = longMarketValue.plus(marketValue);
    const positionUnrealized = marketValue.minus(position.cost_basis);
    const positionDaily = marketValue.minus(position.day_basis);
    unrealized = unrealized.plus(positionUnrealized);
    dailyUnrealized = dailyUnrealized.plus(positionDaily);
    const { initial, maintenance } = requirements(
      position,
      quantity,
      marketValue,
      book,
      shares,
      underlyingPriceOf,
    );
    initialRequirement = initialRequirement.plus(initial);
    maintenanceRequirement = maintenanceRequirement.plus(maintenance);
    positions.push({
      position,
      price,
      marketValue,
      unrealized: positionUnrealized,
      dailyUnrealized: positionDaily,
      initial,
      maintenance,
      underlyingId: position.underlying_instrument_id ?? position.instrument_id,
    });
  }
  return {
    cash,
    longMarketValue,
    shortMarketValue,
    equity: cash.plus(longMarketValue).plus(shortMarketValue),
    initialRequirement,
    maintenanceRequirement,
    unrealized,
    dailyUnrealized,
    dailyRealized: dec(ledger.day.realized),
    positions,
  };
}

function requirements(
  position: PositionState,
  quantity: Decimal,
  marketValue: Decimal,
  book: PriceBook,
  shares: Map<string, Decimal>,
  underlyingPriceOf: (id: string) => Decimal | undefined,
): { initial: Decimal; maintenance: Decimal } {
  const value = marketValue.abs();
  if (position.instrument_type === 'OPTION') {
    if (quantity.isPositive()) return { initial: value, maintenance: value };
    const info = book.resolve(position.instrument_id);
    const underlyingId = position.underlying_instrument_id;
    const contracts = quantity.abs().times(position.multiplier);
    // A short call covered by shares held needs no margin of its own.
    if (
      info?.option?.contract_type === 'CALL' &&
      underlyingId &&
      (shares.get(underlyingId) ?? ZERO).gte(contracts)
    )
      return { initial: ZERO, maintenance: ZERO };
    const underlyingPrice = (underlyingId ? underlyingPriceOf(underlyingId) : undefined) ?? ZERO;
    const requirement = value.plus(underlyingPrice.times(contracts).times(REG_T.shortOptionUnderlying));
    return { initial: requirement, maintenance: requirement };
  }
  if (quantity.isNegative())
    return { initial: value.times(REG_T.initialShort), maintenance: value.times(REG_T.maintenanceShort) };
  const marginable = book.resolve(position.instrument_id)?.is_marginable ?? true;
  if (!marginable) return { initial: value, maintenance: value };
  return { initial: value.times(REG_T.initialLong), maintenance: value.times(REG_T.maintenanceLong) };
}
