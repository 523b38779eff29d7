// Symbol lists for the quote monitor: parsing what a user types or a URL carries.
export const MAX_MONITOR_SYMBOLS = 1000;

export const DEFAULT_SYMBOLS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'TSLA',
  'JPM',
  'XOM',
  'SPY',
  'QQQ',
  'IWM',
];

const SYMBOL = /^[A-Z][A-Z0-9.\-/]{0,20}$/;

/** Upper-cased, de-duplicated tickers / OSI symbols from comma- or space-separated text. */
export function parseSymbolList(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const symbol = raw.trim().toUpperCase();
    if (symbol && SYMBOL.test(symbol) && !out.includes(symbol)) out.push(symbol);
  }
  return out;
}
