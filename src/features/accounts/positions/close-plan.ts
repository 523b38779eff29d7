// What closing a position will do, in a trader's words: the side ("Sell", "Buy to cover", "Sell to
// close" / "Buy to close" for options), the quantity (contracts and the multiplier for options),
// and the estimated amount at the live quote a market order meets (the bid for a sell, the ask for a
// buy). Decimal arithmetic only; an amount is never guessed when there is no quote.
import { Decimal, parseDecimal } from '@/domain/decimal/decimal';
import type { Position } from '@/api/schemas/positions';
import { formatMoney, formatPrice, formatQuantity } from '@/domain/decimal/format';
import { positionMultiplier, positionRow } from './position-math';

/** The two quote sides a closing market order meets. */
export interface CloseQuote {
  bid?: string | undefined;
  ask?: string | undefined;
}

export interface CloseLine {
  position: Position;
  /** The API side of the closing order. */
  side: 'SELL' | 'BUY';
  /** "Sell", "Buy to cover", "Sell to close", "Buy to close". */
  verb: string;
  option: boolean;
  /** Shares or contracts, unsigned. */
  quantity: Decimal;
  multiplier: Decimal;
  /** The quote price used: the bid for a sell, the ask for a buy (null: no quote). */
  priceSide: 'bid' | 'ask';
  price: Decimal | null;
  /** quantity × multiplier × price, rounded to cents (null: no quote). */
  amount: Decimal | null;
}

export function closeLine(position: Position, quote: CloseQuote | undefined): CloseLine {
  const long = positionRow(position).long;
  const option = position.instrument_type === 'OPTION';
  const side = long ? 'SELL' : 'BUY';
  const verb = option ? (long ? 'Sell to close' : 'Buy to close') : long ? 'Sell' : 'Buy to cover';
  const quantity = (parseDecimal(position.quantity) ?? new Decimal(0)).abs();
  const multiplier = option ? positionMultiplier(position) : new Decimal(1);
  const priceSide = long ? 'bid' : 'ask';
  const quoted = parseDecimal(long ? quote?.bid : quote?.ask);
  // A zero or negative bid / ask is no price a market order can be expected to meet.
  const price = quoted && quoted.gt(0) ? quoted : null;
  const amount = price ? quantity.times(multiplier).times(price).toDecimalPlaces(2) : null;
  return { position, side, verb, option, quantity, multiplier, priceSide, price, amount };
}

/** "Sell 823 BHP at market" / "Buy to close 2 AAPL 261218C00280000 contracts (×100) at market". */
export function closeLineText(line: CloseLine): string {
  const quantity = formatQuantity(line.quantity.toFixed());
  const symbol = line.position.symbol;
  if (!line.option) return `${line.verb} ${quantity} ${symbol} at market`;
  const unit = line.quantity.eq(1) ? 'contract' : 'contracts';
  return `${line.verb} ${quantity} ${symbol} ${unit} (×${formatQuantity(line.multiplier.toFixed())}) at market`;
}

/** ", about $45,363.76" with the quote used, or why there is no estimate. */
export function closeEstimateText(line: CloseLine, currency = 'USD'): string {
  if (!line.amount || !line.price)
    return `no ${line.priceSide} quote, so no estimate of the ${line.side === 'SELL' ? 'proceeds' : 'cost'}`;
  return `about ${formatMoney(line.amount.toFixed(), { currency })} at the ${line.priceSide} ${formatPrice(line.price.toFixed())}`;
}

export interface CloseTotals {
  /** Sum of the sells' estimated proceeds. */
  proceeds: Decimal;
  /** Sum of the buys' estimated cost. */
  cost: Decimal;
  /** proceeds − cost. */
  net: Decimal;
  sells: number;
  buys: number;
  /** Lines without a quote (left out of the sums). */
  unquoted: CloseLine[];
}

export function closeTotals(lines: readonly CloseLine[]): CloseTotals {
  let proceeds = new Decimal(0);
  let cost = new Decimal(0);
  let sells = 0;
  let buys = 0;
  const unquoted: CloseLine[] = [];
  for (const line of lines) {
    if (line.side === 'SELL') sells += 1;
    else buys += 1;
    if (!line.amount) unquoted.push(line);
    else if (line.side === 'SELL') proceeds = proceeds.plus(line.amount);
    else cost = cost.plus(line.amount);
  }
  return { proceeds, cost, net: proceeds.minus(cost), sells, buys, unquoted };
}
