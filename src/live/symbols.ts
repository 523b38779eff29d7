// Symbols as the live client keys them (shared by the client and the quote socket worker).
export function normalizeSymbol(symbol: string): string {
  return symbol.trim().toUpperCase();
}
