// The price grid every order price is checked against, by the ticket and by the replace dialog alike:
// positive, whole cents at or above $1.00, at most four decimals below (the sub-penny rule).
import { parseTypedDecimal, type Decimal } from '@/domain/decimal/decimal';

/** A typed price → its value, or why it cannot be sent. An empty text is `Enter a <name>`. */
export function checkPrice(text: string, name: string): { value?: Decimal; error?: string } {
  if (text.trim() === '') return { error: `Enter a ${name.toLowerCase()}` };
  const value = parseTypedDecimal(text);
  if (!value) return { error: `${name} must be a number like 12.34` };
  if (value.lte(0)) return { error: `${name} must be greater than 0` };
  const places = value.decimalPlaces();
  if (places > 4 || (value.gte(1) && places > 2))
    return { error: `${name} must be in whole cents at or above 1.00 (at most 4 decimals below)` };
  return { value };
}
