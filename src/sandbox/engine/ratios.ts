// Ratios that more than one part of the sandbox reports, computed in one place so every endpoint
// shows the same figure for the same instant.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';

/**
 * The P/E: a price over trailing twelve-month diluted EPS, at two decimals (null for losses, funds
 * and missing EPS). The fundamentals endpoint and the screener's P/E both take the last price.
 */
export function priceToEarnings(price: Decimal.Value, eps: Decimal.Value | null | undefined): Decimal | null {
  if (eps === null || eps === undefined) return null;
  const e = new Decimal(eps);
  return e.greaterThan(0) ? new Decimal(price).div(e).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : null;
}
