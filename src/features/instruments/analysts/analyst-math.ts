// Analyst figures: upside of each price target from the live price, and the distribution's shares.
import { pctChange } from '@/domain/decimal/decimal';
import type { AnalystDistribution } from '@/api/schemas/instruments';

/** Percent from the price to the target (positive: upside). Null without both numbers. */
export const targetUpside = (price: string | null | undefined, target: string | null | undefined) =>
  pctChange(price, target);

export const DISTRIBUTION_KEYS = ['strong_buy', 'buy', 'hold', 'sell', 'strong_sell'] as const;
export const DISTRIBUTION_LABELS: Record<(typeof DISTRIBUTION_KEYS)[number], string> = {
  strong_buy: 'Strong buy',
  buy: 'Buy',
  hold: 'Hold',
  sell: 'Sell',
  strong_sell: 'Strong sell',
};

export function distributionTotal(d: AnalystDistribution): number {
  return DISTRIBUTION_KEYS.reduce((n, k) => n + d[k], 0);
}
