// A position valued at a live price, between refetches. The server's figures are the baseline; the
// live price moves them by (live − server price) × quantity × multiplier, so the server's own
// conventions (cost basis, prior close, positions opened today) carry over unchanged.
//
// This runs on every tick of a held symbol, so it works on exact BigInt decimals (src/lib/exact-
// decimal.ts) and returns decimal strings: the server's figures are parsed once per position object,
// a tick costs a handful of BigInt operations and no decimal.js object. Values are memoized per
// (position, quote object), so every cell of a row and the totals share one computation per frame.
import { Decimal, parseDecimal } from '@/domain/decimal/decimal';
import type { Position } from '@/api/schemas/positions';
import {
  absExact,
  addExact,
  divExact,
  exactToText,
  exactZero,
  mulExact,
  parseExact,
  signOfExact,
  subExact,
  type Exact,
} from '@/domain/decimal/exact';

/** A row of the positions table: what does not move with the price. */
export interface PositionRow {
  position: Position;
  long: boolean;
}

/** What moves with the live price. Decimal strings (exact); null when unknown. */
export interface PositionValues {
  /** The price used: the live last price when known, else the server's instrument_price. */
  lastPrice: string | null;
  live: boolean;
  marketValue: string | null;
  unrealizedPnl: string | null;
  /** Unrealized P&L as a percentage of the absolute cost basis (12 places, truncated). */
  unrealizedPnlPct: string | null;
  /** Unrealized P&L since the prior close. */
  dailyPnl: string | null;
  /** Daily P&L as a percentage of the prior-close value of the position (12 places, truncated). */
  dailyPnlPct: string | null;
  /** Signs of the P&L figures (for their up / down tone). */
  unrealizedSign: -1 | 0 | 1;
  dailySign: -1 | 0 | 1;
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

export function positionRow(position: Position): PositionRow {
  const quantity = parseExact(position.quantity);
  return {
    position,
    long: position.position_type === 'SHORT' ? false : !(quantity && quantity.units < 0n),
  };
}

/** The server's figures of one position, parsed once. */
interface Baseline {
  units: Exact;
  serverPrice: Exact | null;
  serverValue: Exact | null;
  costBasis: Exact | null;
  serverUnrealized: Exact | null;
  closingPrice: Exact | null;
  serverDaily: Exact | null;
  /** |closing price × units|: the prior-close value the daily % divides by. */
  dailyBaseline: Exact | null;
  /** Values without a live price. */
  server: PositionValues | undefined;
}

const HUNDRED = 100n;
const PCT_SCALE = 12;

const baselines = new WeakMap<Position, Baseline>();

function baselineOf(position: Position): Baseline {
  let base = baselines.get(position);
  if (!base) {
    const units = mulExact(
      parseExact(position.quantity) ?? exactZero,
      parseExact(positionMultiplier(position).toFixed()) ?? exactZero,
    );
    const closingPrice = parseExact(position.closing_price);
    base = {
      units,
      serverPrice: parseExact(position.instrument_price),
      serverValue: parseExact(position.market_value),
      costBasis: parseExact(position.cost_basis),
      serverUnrealized: parseExact(position.unrealized_pnl),
      closingPrice,
      serverDaily: parseExact(position.daily_unrealized_pnl),
      dailyBaseline: closingPrice ? absExact(mulExact(closingPrice, units)) : null,
      server: undefined,
    };
    baselines.set(position, base);
  }
  return base;
}

const text = (value: Exact | null) => (value ? exactToText(value) : null);

function compute(base: Baseline, live: Exact | null): PositionValues {
  const { units, serverPrice, serverValue, costBasis, closingPrice } = base;
  const lastPrice = live ?? serverPrice;
  // How far the live price has moved the position's value since the server valued it.
  const move = live && serverPrice ? mulExact(subExact(live, serverPrice), units) : exactZero;

  const marketValue =
    serverValue && (serverPrice || !live)
      ? addExact(serverValue, move)
      : lastPrice
        ? mulExact(lastPrice, units)
        : null;
  const unrealized = base.serverUnrealized
    ? addExact(base.serverUnrealized, move)
    : marketValue && costBasis
      ? subExact(marketValue, costBasis)
      : null;
  const unrealizedPct =
    unrealized && costBasis ? divExact(unrealized, absExact(costBasis), PCT_SCALE, HUNDRED) : null;
  const daily = base.serverDaily
    ? addExact(base.serverDaily, move)
    : closingPrice && lastPrice
      ? mulExact(subExact(lastPrice, closingPrice), units)
      : null;
  const dailyPct =
    daily && base.dailyBaseline ? divExact(daily, base.dailyBaseline, PCT_SCALE, HUNDRED) : null;
  return {
    lastPrice: text(lastPrice),
    live: live !== null,
    marketValue: text(marketValue),
    unrealizedPnl: text(unrealized),
    unrealizedPnlPct: text(unrealizedPct),
    dailyPnl: text(daily),
    dailyPnlPct: text(dailyPct),
    unrealizedSign: unrealized ? signOfExact(unrealized) : 0,
    dailySign: daily ? signOfExact(daily) : 0,
  };
}

const byPrice = new WeakMap<Position, { price: string; values: PositionValues }>();

/**
 * The position valued at `livePrice` (a decimal string; undefined: no live price yet). Memoized on
 * the last price seen per position, so the cells of a row and the totals compute it once per tick.
 */
export function valuePosition(position: Position, livePrice: string | null | undefined): PositionValues {
  const base = baselineOf(position);
  const live = livePrice == null ? null : parseExact(livePrice);
  if (!live || livePrice == null) return (base.server ??= compute(base, null));
  const cached = byPrice.get(position);
  if (cached && cached.price === livePrice) return cached.values;
  const values = compute(base, live);
  byPrice.set(position, { price: livePrice, values });
  return values;
}

export interface PositionTotals {
  marketValue: string;
  costBasis: string;
  unrealizedPnl: string;
  dailyPnl: string;
  dailyRealizedPnl: string;
  unrealizedSign: -1 | 0 | 1;
  dailySign: -1 | 0 | 1;
}

/** Sums of the values present (missing ones are skipped), exact. */
export function positionTotals(
  positions: readonly Position[],
  values: readonly PositionValues[],
): PositionTotals {
  let marketValue = exactZero;
  let costBasis = exactZero;
  let unrealized = exactZero;
  let daily = exactZero;
  let realized = exactZero;
  const plus = (total: Exact, value: string | null | undefined) => {
    const exact = parseExact(value);
    return exact ? addExact(total, exact) : total;
  };
  positions.forEach((position, i) => {
    const v = values[i];
    marketValue = plus(marketValue, v?.marketValue);
    unrealized = plus(unrealized, v?.unrealizedPnl);
    daily = plus(daily, v?.dailyPnl);
    costBasis = plus(costBasis, position.cost_basis);
    realized = plus(realized, position.daily_realized_pnl);
  });
  return {
    marketValue: exactToText(marketValue),
    costBasis: exactToText(costBasis),
    unrealizedPnl: exactToText(unrealized),
    dailyPnl: exactToText(daily),
    dailyRealizedPnl: exactToText(realized),
    unrealizedSign: signOfExact(unrealized),
    dailySign: signOfExact(daily),
  };
}
