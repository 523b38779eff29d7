// The margin rule every screen shares: the account overview's Margin panel words it as a banner, the
// status strip's risk badge (features/shell/risk-indicator.tsx) shows it on every screen for the active
// account. A negative maintenance excess is a margin call (equity below the maintenance
// requirement); an excess under 10 % of the requirement is close to one.
// Exact decimal math (no decimal.js): the badge is on every screen.
import {
  absExact,
  compareDecimal,
  mulExact,
  parseExact,
  signOfExact,
  type Exact,
} from '@/domain/decimal/exact';
import type { MarginDetails } from '@/api/schemas/accounts';

/** Maintenance excess below this share of the requirement is flagged as close to a margin call. */
export const NEAR_CALL_RATIO = '0.1';
const NEAR_CALL = parseExact(NEAR_CALL_RATIO) as Exact;

export type MarginRisk =
  | {
      level: 'call';
      /** How far equity is below the maintenance requirement (positive). */
      deficit: Exact;
      excess: Exact;
      requirement: Exact;
    }
  | { level: 'near'; excess: Exact; requirement: Exact };

/** The account's margin risk, or null when there is none (or no margin details to judge). */
export function marginRisk(margin: MarginDetails | null | undefined): MarginRisk | null {
  const excess = parseExact(margin?.maintenance_margin_excess);
  const requirement = parseExact(margin?.maintenance_margin_requirement);
  if (!excess || !requirement) return null;
  if (signOfExact(excess) === -1) return { level: 'call', deficit: absExact(excess), excess, requirement };
  if (signOfExact(requirement) === 1 && compareDecimal(excess, mulExact(requirement, NEAR_CALL)) === -1)
    return { level: 'near', excess, requirement };
  return null;
}
