import { sign, type DecimalInput } from '@/domain/decimal/decimal';

/** CSS class for the sign of a P&L figure: up, down or none. */
export function toneOf(value: DecimalInput): string {
  const s = sign(value);
  return s === 1 ? 'up' : s === -1 ? 'down' : '';
}
