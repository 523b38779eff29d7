// The margin rule every screen shares: the account overview's Margin panel words it as a banner, the
// header's risk badge (features/shell/risk-indicator.tsx) shows it on every screen for the active
// account. A negative maintenance excess is a margin call (equity below the maintenance
// requirement); an excess under 10 % of the requirement is close to one.
import { parseDecimal, type Decimal } from '@/domain/decimal/decimal';
import type { MarginDetails } from '@/api/schemas/accounts';

/** Maintenance excess below this share of the requirement is flagged as close to a margin call. */
export const NEAR_CALL_RATIO = '0.1';

export type MarginRisk =
  | {
      level: 'call';
      /** How far equity is below the maintenance requirement (positive). */
      deficit: Decimal;
      excess: Decimal;
      requirement: Decimal;
    }
  | { level: 'near'; excess: Decimal; requirement: Decimal };

/** The account's margin risk, or null when there is none (or no margin details to judge). */
export function marginRisk(margin: MarginDetails | null | undefined): MarginRisk | null {
  const excess = parseDecimal(margin?.maintenance_margin_excess);
  const requirement = parseDecimal(margin?.maintenance_margin_requirement);
  if (!excess || !requirement) return null;
  if (excess.isNegative()) return { level: 'call', deficit: excess.abs(), excess, requirement };
  if (requirement.gt(0) && excess.lt(requirement.times(NEAR_CALL_RATIO)))
    return { level: 'near', excess, requirement };
  return null;
}
