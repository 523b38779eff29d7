import { signOf, type Numeric } from '@/domain/decimal/exact';

/** CSS class for the sign of a P&L figure: up, down or none. */
export function toneOf(value: Numeric): string {
  const s = signOf(value);
  return s === 1 ? 'up' : s === -1 ? 'down' : '';
}
