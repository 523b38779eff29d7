// Symbols as the live client keys them (shared by the client and the quote socket worker): one key
// per instrument, whichever way an OSI option symbol was written (src/lib/instrument-symbol.ts).
import { canonicalSymbol } from '@/lib/instrument-symbol';

export function normalizeSymbol(symbol: string): string {
  return canonicalSymbol(symbol);
}
