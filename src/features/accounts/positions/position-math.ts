// A position valued at a live price, between refetches. The server's figures are the baseline; the
// live price moves them by (live − server price) × quantity × multiplier, so the server's own
// conventions (cost basis, prior close, positions opened today) carry over unchanged.
import { Decimal, div, parseDecimal, sum, type DecimalInput } from '@/api/decimal';
import type { Position } from '@/api/schemas/positions';

export interface LivePosition {
  position: Position;
  long: boolean;
  /** The price used: the live last price when known, else the server's instrument_price. */
  lastPrice: Decimal | null;
  live: boolean;
  marketValue: Decimal | null;
  unrealizedPnl: Decimal | null;
  /** Unrealized P&L as a percentage of the absolute cost basis. */
  unrealizedPnlPct: Decimal | null;
  /** Unrealized P&L since the prior close. */
  dailyPnl: Decimal | null;
  /** Daily P&L as a percentage of the prior-close value of the position. */
  dailyPnlPct: Decimal | null;
  dailyRealizedPnl: Decimal | null;
}

/** Contract multiplier: from the server's own valuation when it can be read, else 100 for options. */
export function positionMultiplier(position: Position): Decimal {
  const value = parseDecimal(position.market_value);
  const price = parseDecimal(position.instrument_price);
  const quantity = parseDecimal(position.quantity);
  if (value && price && quantity && !price.isZero() && !quantity.isZero()) {
    const implied = value.dividedBy(price.times(quantity)).toDecimalPlaces(0);
    if (implied.gt(0)) return implied;
  }
  return new Decimal(position.instrument_type === 'OPTION' ? 100 : 1);
}

export function valuePosition(position: Position, livePrice: DecimalInput): LivePosition {
  const quantity = parseDecimal(position.quantity) ?? new Decimal(0);
  const multiplier = positionMultiplier(position);
  const serverPrice = parseDecimal(position.instrument_price);
  const live = parseDecimal(livePrice);
  const lastPrice = live ?? serverPrice;
  const units = quantity.times(multiplier);
  // How far the live price has moved the position's value since the server valued it.
  const move = live && serverPrice ? live.minus(serverPrice).times(units) : new Decimal(0);

  const serverValue = parseDecimal(position.market_value);
  const marketValue =
    serverValue && (serverPrice || !live)
      ? serverValue.plus(move)
      : lastPrice
        ? lastPrice.times(units)
        : null;

  const costBasis = parseDecimal(position.cost_basis);
  const serverUnrealized = parseDecimal(position.unrealized_pnl);
  const unrealizedPnl = serverUnrealized
    ? serverUnrealized.plus(move)
    : marketValue && costBasis
      ? marketValue.minus(costBasis)
      : null;
  const unrealizedPnlPct = costBasis ? (div(unrealizedPnl, costBasis.abs())?.times(100) ?? null) : null;

  const closingPrice = parseDecimal(position.closing_price);
  const serverDaily = parseDecimal(position.daily_unrealized_pnl);
  const dailyPnl = serverDaily
    ? serverDaily.plus(move)
    : closingPrice && lastPrice
      ? lastPrice.minus(closingPrice).times(units)
      : null;
  const dailyBaseline = closingPrice ? closingPrice.times(units).abs() : null;
  const dailyPnlPct = dailyBaseline ? (div(dailyPnl, dailyBaseline)?.times(100) ?? null) : null;

  return {
    position,
    long: position.position_type === 'SHORT' ? false : !quantity.isNegative(),
    lastPrice,
    live: live !== null,
    marketValue,
    unrealizedPnl,
    unrealizedPnlPct,
    dailyPnl,
    dailyPnlPct,
    dailyRealizedPnl: parseDecimal(position.daily_realized_pnl),
  };
}

export interface PositionTotals {
  marketValue: Decimal;
  costBasis: Decimal;
  unrealizedPnl: Decimal;
  dailyPnl: Decimal;
  dailyRealizedPnl: Decimal;
}

export function positionTotals(rows: readonly LivePosition[]): PositionTotals {
  return {
    marketValue: sum(rows.map((r) => r.marketValue)),
    costBasis: sum(rows.map((r) => r.position.cost_basis)),
    unrealizedPnl: sum(rows.map((r) => r.unrealizedPnl)),
    dailyPnl: sum(rows.map((r) => r.dailyPnl)),
    dailyRealizedPnl: sum(rows.map((r) => r.dailyRealizedPnl)),
  };
}
