// The option chain as rows of strikes (call and put side by side), the at-the-money strike, the
// window of ±N strikes around it, and which side is in the money. Pure, decimal comparisons.
import { parseDecimal } from '@/domain/decimal/decimal';
import { compare } from '@/domain/decimal/exact';
import type { OptionsContract } from '@/api/schemas/instruments';
import type { MarketDataSnapshot } from '@/api/schemas/market-data';

export interface ChainRow {
  strike: string;
  call?: OptionsContract;
  put?: OptionsContract;
}

export function buildChainRows(contracts: readonly OptionsContract[]): ChainRow[] {
  const byStrike = new Map<string, ChainRow>();
  for (const c of contracts) {
    const key = parseDecimal(c.strike_price)?.toFixed() ?? c.strike_price;
    const row = byStrike.get(key) ?? { strike: key };
    if (c.contract_type === 'CALL') row.call = c;
    else if (c.contract_type === 'PUT') row.put = c;
    byStrike.set(key, row);
  }
  return [...byStrike.values()].sort((a, b) => compare(a.strike, b.strike));
}

/** Index of the strike nearest the underlying price (the lower one on a tie); -1 without a price. */
export function atmIndex(rows: readonly ChainRow[], price: string | null | undefined): number {
  const p = parseDecimal(price);
  if (!p || rows.length === 0) return -1;
  let best = 0;
  let bestDistance = p.minus(rows[0]!.strike).abs();
  rows.forEach((row, i) => {
    const d = p.minus(row.strike).abs();
    if (d.lessThan(bestDistance)) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/** The rows within ±n strikes of the ATM strike (all rows when n is null or there is no ATM). */
export function windowRows(
  rows: readonly ChainRow[],
  atm: number,
  n: number | null,
): { start: number; rows: ChainRow[] } {
  if (n === null || atm < 0) return { start: 0, rows: [...rows] };
  const start = Math.max(0, atm - n);
  return { start, rows: rows.slice(start, atm + n + 1) };
}

/** A call is in the money below the price, a put above it. */
export function isInTheMoney(
  type: 'CALL' | 'PUT',
  strike: string,
  price: string | null | undefined,
): boolean {
  if (!parseDecimal(price)) return false;
  const c = compare(strike, price);
  return type === 'CALL' ? c < 0 : c > 0;
}

/**
 * Which rows are in the money, as index bounds (one pass over the sorted strikes, not a comparison
 * per row and render): calls below `callsBefore` (strike < price), puts from `putsFrom` (strike >
 * price). Without a price neither side is in the money.
 */
export function itmBounds(
  rows: readonly ChainRow[],
  price: string | null | undefined,
): { callsBefore: number; putsFrom: number } {
  if (!parseDecimal(price)) return { callsBefore: 0, putsFrom: rows.length };
  let callsBefore = rows.length;
  let putsFrom = rows.length;
  for (let i = 0; i < rows.length; i++) {
    const c = compare(rows[i]!.strike, price);
    if (c >= 0 && callsBefore === rows.length) callsBefore = i;
    if (c > 0) {
      putsFrom = i;
      break;
    }
  }
  return { callsBefore, putsFrom };
}

/** Where the price line goes: before the first row whose strike is above the price. */
export function priceLineIndex(rows: readonly ChainRow[], price: string | null | undefined): number {
  if (!parseDecimal(price)) return -1;
  const i = rows.findIndex((r) => compare(r.strike, price) > 0);
  return i < 0 ? rows.length : i;
}

/** Calendar days from today (YYYY-MM-DD, market date) to the expiry. */
export function daysToExpiry(expiry: string, today: string): number {
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const snapshotsBySymbol = (list: readonly MarketDataSnapshot[] | undefined) =>
  new Map((list ?? []).map((s) => [s.symbol, s]));
