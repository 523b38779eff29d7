// Length caps of free-text inputs (issue 17 §7): a field never holds more than its purpose needs,
// so a pasted megabyte never reaches a request, a URL or localStorage.
export const INPUT_LIMITS = {
  /** Symbols, OSI option symbols and account ids. */
  symbol: 32,
  /** Searches and filters ("name contains", news text, publishers). */
  search: 200,
  /** Decimal amounts: quantities and prices. */
  decimal: 24,
  /** Base and WebSocket URLs. */
  url: 2048,
  /** Bearer tokens. */
  token: 8192,
} as const;
