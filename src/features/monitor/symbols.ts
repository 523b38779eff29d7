// The quote monitor's default board and size limit (typed and URL lists are read by
// src/lib/instrument-symbol.ts: tickers and OSI option symbols, padded or not).

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
