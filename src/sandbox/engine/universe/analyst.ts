// Analyst consensus: a rating distribution and price targets that drift week to week around a
// stable per-issuer view. Coverage grows with market cap; funds and preferreds have none.
import { SandboxDecimal as Decimal } from '@/domain/decimal/decimal';
import type { InstrumentAnalystConsensus } from '@/api/schemas/instruments';
import type { Rng } from '../rng';
import { dayOfWeek, addDays, tradingDayOnOrBefore } from './dates';
import { unitHash } from './ids';
import type { InstrumentProfile } from './types';

type Rating = 'STRONG_BUY' | 'BUY' | 'HOLD' | 'SELL' | 'STRONG_SELL';

function ratingOf(score: number): Rating {
  if (score >= 4.5) return 'STRONG_BUY';
  if (score >= 3.5) return 'BUY';
  if (score >= 2.5) return 'HOLD';
  if (score >= 1.5) return 'SELL';
  return 'STRONG_SELL';
}

export const hasAnalystCoverage = (profile: InstrumentProfile): boolean =>
  profile.kind === 'stock' && !profile.isInactive;

/** The consensus as of `date` (a trading day). */
export function consensusOn(profile: InstrumentProfile, rng: Rng, date: string): InstrumentAnalystConsensus {
  const symbol = profile.instrument.symbol;
  const monday = addDays(date, -((dayOfWeek(date) + 6) % 7));
  const r = rng.fork(`analyst:${symbol}:${monday}`);
  const capBillions = Number(profile.marketCap) / 1e9;
  const analysts = Math.max(3, Math.min(60, Math.round(4 + 11 * Math.log10(capBillions + 1)) + r.int(-2, 2)));
  // A stable view per issuer, nudged weekly.
  const base = 0.35 + 0.45 * unitHash(`analyst-view:${symbol}`) - (profile.lossMaker ? 0.15 : 0);
  const bullish = Math.min(0.95, Math.max(0.05, base + r.normal() * 0.03));
  const weights = [
    bullish ** 2,
    bullish * (1 - bullish) * 1.6,
    0.25 + (1 - bullish) * 0.3,
    (1 - bullish) ** 2 * 0.5,
    (1 - bullish) ** 3 * 0.2,
  ];
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / total) * analysts));
  // Hand the rounding remainder to the largest bucket so the counts sum to the analyst count.
  const largest = weights.indexOf(Math.max(...weights));
  counts[largest] = (counts[largest] ?? 0) + analysts - counts.reduce((a, b) => a + b, 0);
  const [strongBuy = 0, buy = 0, hold = 0, sell = 0, strongSell = 0] = counts;
  const score = (5 * strongBuy + 4 * buy + 3 * hold + 2 * sell + strongSell) / analysts;
  const price = new Decimal(profile.instrument.previous_close);
  const average = price.times(1 + (bullish - 0.45) * 0.5 + r.normal() * 0.01);
  return {
    date,
    distribution: { strong_buy: strongBuy, buy, hold, sell, strong_sell: strongSell },
    price_target: {
      average: average.toFixed(2),
      high: average.times(1.2 + unitHash(`pt-high:${symbol}`) * 0.35).toFixed(2),
      low: average.times(0.6 + unitHash(`pt-low:${symbol}`) * 0.25).toFixed(2),
      currency: 'USD',
    },
    rating: ratingOf(score),
  };
}

/**
 * The latest consensus within [from, to] (both optional, inclusive), never after today; undefined
 * when the range holds no trading day.
 */
export function consensusBetween(
  profile: InstrumentProfile,
  rng: Rng,
  today: string,
  from?: string,
  to?: string,
): InstrumentAnalystConsensus | undefined {
  const end = tradingDayOnOrBefore(to && to < today ? to : today);
  if (from && end < from) return undefined;
  return consensusOn(profile, rng, end);
}
